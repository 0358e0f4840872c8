// A chapter's MDX text in one language, loaded when opened, rendered with the lesson blocks.
import { MDXProvider } from '@mdx-js/react';
import type { MDXContent } from 'mdx/types';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LESSON_COMPONENTS } from '../components';
import { lessonLoader, type LessonLang } from '../content';
import { headingsIn, type TocItem } from './Toc';

type Loaded = { key: string; content: MDXContent } | { key: string; error: string };

export function LessonText({ slug, lang, onHeadings }: { slug: string; lang: LessonLang; onHeadings(items: TocItem[]): void }) {
  const { t } = useTranslation();
  const key = `${slug}/${lang}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const load = lessonLoader(slug, lang);
    if (!load) return;
    let live = true;
    load().then(
      (m) => live && setLoaded({ key, content: m.default }),
      (e: unknown) => live && setLoaded({ key, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [slug, lang, key]);

  const current = loaded?.key === key ? loaded : null;
  const Content = current && 'content' in current ? current.content : null;
  useLayoutEffect(() => {
    onHeadings(Content && root.current ? headingsIn(root.current) : []);
  }, [Content, onHeadings]);
  // The text's tables and code blocks scroll sideways when wider than the column (lessons.css);
  // a scrollable region must take the keyboard focus (then the arrows scroll it). Chapters write
  // tables as JSX too, which MDX does not pass through its components: so here, not there.
  // A table wider than the column (a phone) also says so: a shadow on the hidden side and a line
  // over it (data-scroll-hint, lessons.css), kept up to date as the student scrolls or turns the phone.
  const hintRight = t('panels.summary.scrollHintRight');
  const hintLeft = t('panels.summary.scrollHintLeft');
  useLayoutEffect(() => {
    if (!Content || !root.current) return;
    const own = [...root.current.querySelectorAll<HTMLElement>('table, pre')].filter((el) => !el.closest('.lesson-widget, [data-panel]'));
    for (const el of own) if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
    const tables = own.filter((el) => el.tagName === 'TABLE');
    const mark = (el: HTMLElement) => {
      const max = el.scrollWidth - el.clientWidth;
      const left = el.scrollLeft > 1;
      const right = el.scrollLeft < max - 1;
      el.dataset.hiddenLeft = left ? '1' : '';
      el.dataset.hiddenRight = right ? '1' : '';
      if (left || right) el.dataset.scrollHint = right ? hintRight : hintLeft;
      else delete el.dataset.scrollHint;
    };
    const onScroll = (e: Event) => mark(e.currentTarget as HTMLElement);
    for (const el of tables) {
      mark(el);
      el.addEventListener('scroll', onScroll, { passive: true });
    }
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => tables.forEach(mark));
    observer?.observe(root.current);
    return () => {
      for (const el of tables) el.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [Content, hintRight, hintLeft]);

  if (current && 'error' in current) {
    return (
      <p className="lesson-text__error" role="alert">
        {t('lessons.page.loadFailed', { message: current.error })}
      </p>
    );
  }
  if (!Content) {
    return (
      <p className="note" role="status" data-testid="lesson-loading">
        {t('lessons.page.loading')}
      </p>
    );
  }
  return (
    <div className="lesson-text" ref={root} lang={lang} data-testid="lesson-text">
      <MDXProvider components={LESSON_COMPONENTS}>
        <Content />
      </MDXProvider>
    </div>
  );
}
