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
  const afterItems = [...(compact ? [] : [t('lessons.route.summaryExercises')]), ...route.after.map((id) => t(`lessons.route.${id}`))];
  const optional = route.optional.length ? t('lessons.route.optional', { list: names(route.optional) }) : null;
  // Compact (the course index): only the phases this chapter has something for.
  const show = (items: readonly unknown[]) => !compact || items.length > 0;
  return (
    <div className="lesson-route" data-testid="reading-route" data-session={route.session}>
      {!compact ? <Heading className="lesson-side__heading">{t('lessons.route.heading')} · {t(`lessons.route.session.${route.session}`)}</Heading> : null}
      <dl className="lesson-route__list">
        {show(route.before) ? (
          <div data-phase="before">
            <dt>{t('lessons.route.before')}</dt>
            <dd>
              {route.before.length ? names(route.before) : t('lessons.route.nothing')}
              {route.before.length && !compact ? <span className="lesson-route__note"> ({t('lessons.route.beforeNote')})</span> : null}
            </dd>
          </div>
        ) : null}
        {show(route.inClass) ? (
          <div data-phase="in-class">
            <dt>{t('lessons.route.inClass')}</dt>
            <dd>{route.inClass.length ? names(route.inClass) : t('lessons.route.nothing')}</dd>
          </div>
        ) : null}
        {show([...afterItems, ...(optional ? [optional] : [])]) ? (
          <div data-phase="after">
            <dt>{t('lessons.route.after')}</dt>
            <dd>
              {afterItems.join('; ')}
              {optional ? <span className="lesson-route__optional">{afterItems.length ? '. ' : ''}{optional}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
