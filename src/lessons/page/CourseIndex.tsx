// The chapters in the course's order, by session, each with the notes' reading route and
// whether its lesson is written yet (in this language).
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/Link';
import { useLang } from '../../i18n/useLang';
import { CHAPTERS, hasLesson, type Chapter } from '../chapters';
import { readingRouteOf, type Session } from '../readingRoute';
import { ReadingRouteBox } from './ReadingRouteBox';

const SESSIONS: readonly Session[] = ['A', 'B', 'ouroboros'];

function ChapterRow({ chapter }: { chapter: Chapter }) {
  const { t } = useTranslation();
  const lang = useLang();
  const written = hasLesson(chapter, lang);
  return (
    <li className="course-chapter" data-testid={`chapter-card-${chapter.number}`} data-lesson={written ? 'written' : 'placeholder'}>
      <Link to={`/chapters/${chapter.number}`} className="course-chapter__link">
        <span className="card__kicker">{t('home.chapterNumber', { n: chapter.number })}</span>
        <span className="course-chapter__title">{t(chapter.titleKey)}</span>
        <span className={`course-chapter__state${written ? ' course-chapter__state--written' : ''}`}>
          {written ? t('lessons.index.written') : t('lessons.index.placeholder')}
        </span>
      </Link>
      <ReadingRouteBox slug={chapter.slug} compact />
    </li>
  );
}

export function CourseIndex() {
  const { t } = useTranslation();
  return (
    <div className="course-sessions" data-testid="course-index">
      {SESSIONS.map((session) => {
        const chapters = CHAPTERS.filter((c) => readingRouteOf(c.slug)?.session === session);
        return (
          <section key={session} className="course-session" aria-labelledby={`session-${session}`}>
            <h3 id={`session-${session}`}>{t(`lessons.route.session.${session}`)}</h3>
            <ol className="course-chapters">
              {chapters.map((c) => (
                <ChapterRow key={c.number} chapter={c} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
