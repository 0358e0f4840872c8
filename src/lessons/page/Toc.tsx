// "On this page": the chapter's h2/h3 headings, read from the rendered text.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface TocItem {
  id: string;
  text: string;
  level: 2 | 3;
}

/** The headings with ids inside `root`, in document order. */
export function headingsIn(root: HTMLElement): TocItem[] {
  return Array.from(root.querySelectorAll<HTMLHeadingElement>('h2[id], h3[id]')).map((h) => ({
    id: h.id,
    text: h.textContent?.trim() ?? '',
    level: h.tagName === 'H3' ? 3 : 2,
  }));
}

function jump(e: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  // Scroll and move focus to the section ourselves: the router is not involved in a fragment.
  e.preventDefault();
  target.setAttribute('tabindex', '-1');
  target.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', `${location.pathname}${location.search}#${id}`);
}

export function Toc({ items }: { items: readonly TocItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav className="lesson-toc" aria-label={t('lessons.page.toc')} data-testid="lesson-toc">
      <p className="lesson-side__heading">{t('lessons.page.toc')}</p>
      <ol className="lesson-toc__list">
        {items.map((item) => (
          <li key={item.id} className={`lesson-toc__item lesson-toc__item--h${item.level}`}>
            <a href={`#${item.id}`} onClick={(e) => jump(e, item.id)}>
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
