import { useTranslation } from 'react-i18next';
import { CHAPTERS, chapterByNumber } from '../../lessons/chapters';
import { viewById } from '../../views/registry';
import { Link } from '../Link';
import { NotFoundPage } from './NotFoundPage';

export function ChapterPage({ n }: { n: number }) {
  const { t } = useTranslation();
  const chapter = chapterByNumber(n);
  if (!chapter) return <NotFoundPage path={`/chapters/${n}`} />;
  const available = chapter.views.filter((v) => viewById(v));
  const planned = chapter.views.filter((v) => !viewById(v));
  const prev = chapterByNumber(n - 1);
  const next = chapterByNumber(n + 1);
  return (
    <article className="page chapter" data-testid="chapter-page" data-chapter={n}>
      <p className="kicker">{t('chapter.label', { n, total: CHAPTERS.length })}</p>
      <h1>{t(chapter.titleKey)}</h1>
      <p className="notice">{t('chapter.inProgress')}</p>

      <h2>{t('chapter.coversHeading')}</h2>
      <p className="prose">{t(chapter.summaryKey)}</p>

      <h2>{t('chapter.viewsHeading')}</h2>
      {available.length > 0 ? (
        <ul className="link-list">
          {available.map((id) => (
            <li key={id}>
              <Link to={`/views/${id}`} data-testid={`chapter-view-${id}`}>
                {t(`viewNames.${id}`)}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('chapter.noViews')}</p>
      )}
      {planned.length > 0 ? (
        <p className="note">{t('chapter.plannedViews', { list: planned.map((id) => t(`viewNames.${id}`)).join(', ') })}</p>
      ) : null}

      <nav className="pager" aria-label={t('nav.chapters')}>
        {prev ? (
          <Link to={`/chapters/${prev.number}`} rel="prev">
            ← {t('chapter.previous', { n: prev.number })}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={`/chapters/${next.number}`} rel="next">
            {t('chapter.next', { n: next.number })} →
          </Link>
        ) : null}
      </nav>
    </article>
  );
}
