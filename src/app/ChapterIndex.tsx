import { useTranslation } from 'react-i18next';
import { CHAPTERS } from '../lessons/chapters';
import { useRoute } from '../store';
import { Link } from './Link';

/**
 * The 13 chapters as numbered links: the number is what shows; the full title is in the link's
 * text for assistive technology (and tests), and in its tooltip.
 */
export function ChapterIndex() {
  const { t } = useTranslation();
  const route = useRoute();
  const current = route.name === 'chapter' ? route.chapter : null;
  return (
    <nav className="chapter-index" aria-label={t('nav.chapters')}>
      <span className="chapter-index__label" aria-hidden="true">
        {t('nav.chapters')}
      </span>
      <ol className="chapter-index__list">
        {CHAPTERS.map((c) => {
          const name = t('nav.chapterLink', { n: c.number, title: t(c.titleKey) });
          return (
            <li key={c.number}>
              <Link
                to={`/chapters/${c.number}`}
                className="chapter-index__link"
                data-testid={`chapter-link-${c.number}`}
                title={name}
                aria-current={current === c.number ? 'page' : undefined}
              >
                <span aria-hidden="true">{c.number}</span>
                <span className="visually-hidden">{name}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
