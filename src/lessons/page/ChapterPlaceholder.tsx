// A chapter whose text is not written yet (in this language): what it will cover and the views
// already usable, as the shell showed before the lessons existed.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/Link';
import { viewById } from '../../views/registry';
import type { Chapter } from '../chapters';
import type { LessonLang } from '../content';

export function ChapterPlaceholder({ chapter, otherLanguage }: { chapter: Chapter; otherLanguage: LessonLang | null }) {
  const { t } = useTranslation();
  const available = chapter.views.filter((v) => viewById(v));
  const planned = chapter.views.filter((v) => !viewById(v));
  return (
    <div className="lesson-placeholder" data-testid="chapter-placeholder">
      {otherLanguage ? (
        <p className="notice">{t('lessons.page.otherLanguageOnly', { language: t(`lessons.page.languageName.${otherLanguage}`) })}</p>
      ) : (
        <p className="notice">{t('chapter.inProgress')}</p>
      )}
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
      {planned.length > 0 ? <p className="note">{t('chapter.plannedViews', { list: planned.map((id) => t(`viewNames.${id}`)).join(', ') })}</p> : null}
    </div>
  );
}
