// The notes' reading route for one chapter: before class, in class, after class.
import { useTranslation } from 'react-i18next';
import { readingRouteOf } from '../readingRoute';

export function ReadingRouteBox({ slug, compact = false }: { slug: string; compact?: boolean }) {
  const { t } = useTranslation();
  const route = readingRouteOf(slug);
  if (!route) return null;
  const names = (ids: readonly string[]) => ids.map((id) => t(`lessons.route.sections.${id}`)).join(', ');
  const Heading = compact ? 'span' : 'p';
  if (route.session === 'ouroboros') {
    return (
      <div className="lesson-route" data-testid="reading-route" data-session={route.session}>
        {!compact ? <Heading className="lesson-side__heading">{t('lessons.route.heading')}</Heading> : null}
        <p className="lesson-route__note">{t('lessons.route.outsideNotes')}</p>
      </div>
    );
  }
  const after = [t('lessons.route.summaryExercises'), ...route.after.map((id) => t(`lessons.route.${id}`))].join('; ');
  return (
    <div className="lesson-route" data-testid="reading-route" data-session={route.session}>
      {!compact ? <Heading className="lesson-side__heading">{t('lessons.route.heading')} · {t(`lessons.route.session.${route.session}`)}</Heading> : null}
      <dl className="lesson-route__list">
        <div data-phase="before">
          <dt>{t('lessons.route.before')}</dt>
          <dd>
            {route.before.length ? names(route.before) : t('lessons.route.nothing')}
            {route.before.length && !compact ? <span className="lesson-route__note"> ({t('lessons.route.beforeNote')})</span> : null}
          </dd>
        </div>
        <div data-phase="in-class">
          <dt>{t('lessons.route.inClass')}</dt>
          <dd>{route.inClass.length ? names(route.inClass) : t('lessons.route.nothing')}</dd>
        </div>
        <div data-phase="after">
          <dt>{t('lessons.route.after')}</dt>
          <dd>
            {after}
            {route.optional.length ? <span className="lesson-route__optional">. {t('lessons.route.optional', { list: names(route.optional) })}</span> : null}
          </dd>
        </div>
      </dl>
    </div>
  );
}
