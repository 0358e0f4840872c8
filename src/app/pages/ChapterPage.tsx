import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAPTERS, chapterByNumber } from '../../lessons/chapters';
import { lessonLanguages } from '../../lessons/content';
import '../../lessons/lessons.css';
import { LessonSide } from '../../lessons/page/LessonSide';
import { LessonText } from '../../lessons/page/LessonText';
import { ChapterPlaceholder } from '../../lessons/page/ChapterPlaceholder';
import { ReadingRouteBox } from '../../lessons/page/ReadingRouteBox';
import { StudentPanel } from '../../lessons/page/StudentPanel';
import { Toc, type TocItem } from '../../lessons/page/Toc';
import { readingRouteOf } from '../../lessons/readingRoute';
import { startWorkPersistence } from '../../lessons/work/persistence';
import { useLang } from '../../i18n/useLang';
import { Link } from '../Link';
import { NotFoundPage } from './NotFoundPage';

export function ChapterPage({ n }: { n: number }) {
  startWorkPersistence();
  const { t } = useTranslation();
  const lang = useLang();
  const [toc, setToc] = useState<TocItem[]>([]);
  const onHeadings = useCallback((items: TocItem[]) => setToc(items), []);
  // Bumped by an import of the student's work: the text mounts again with the imported answers.
  const [generation, setGeneration] = useState(0);
  const chapter = chapterByNumber(n);
  if (!chapter) return <NotFoundPage path={`/chapters/${n}`} />;
  const languages = lessonLanguages(chapter.slug);
  const written = languages.includes(lang);
  const session = readingRouteOf(chapter.slug)?.session;
  const prev = chapterByNumber(n - 1);
  const next = chapterByNumber(n + 1);
  return (
    <article className="page page--lesson chapter" data-testid="chapter-page" data-chapter={n} data-lesson={written ? lang : 'none'}>
      <header className="lesson-header">
        <p className="kicker">
          {t('chapter.label', { n, total: CHAPTERS.length })}
          {session ? ` · ${t(`lessons.route.session.${session}`)}` : null}
        </p>
        <h1>{t(chapter.titleKey)}</h1>
      </header>
      <div className="lesson-layout">
        <div className="lesson-main">
          {written ? (
            <LessonText key={generation} slug={chapter.slug} lang={lang} onHeadings={onHeadings} />
          ) : (
            <ChapterPlaceholder chapter={chapter} otherLanguage={languages[0] ?? null} />
          )}
        </div>
        <LessonSide>
          {written ? <Toc items={toc} /> : null}
          <ReadingRouteBox slug={chapter.slug} />
          {written ? <StudentPanel onImported={() => setGeneration((g) => g + 1)} /> : null}
        </LessonSide>
      </div>

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
