// "What you are looking at": a short, collapsible strip at the top of a view for a student who
// meets it for the first time: each figure of the view, what it shows and what to look for, and
// one thing to try. Its texts live in the view's locales under `<base>.guide` (title, intro,
// items.<id>.name/shows/lookFor, try). Open by default, closed in projector mode (the class is
// shown the figure; the teacher talks); the reader's choice is remembered per view. Side by side
// (src/app/compare) the view is there twice: the strip is in the left column only.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjector } from '../../store';
import { useCompareColumn } from '../../controls/compare/compareColumn';
import './viewGuide.css';

const storageKey = (view: string) => `sierra.guide.${view}`;

function remembered(view: string): boolean | null {
  try {
    const v = localStorage.getItem(storageKey(view));
    return v === '1' ? true : v === '0' ? false : null;
  } catch {
    return null; // storage blocked: the default
  }
}

function remember(view: string, open: boolean): void {
  try {
    localStorage.setItem(storageKey(view), open ? '1' : '0');
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

export interface ViewGuideProps {
  /** The view's id (remembers the open/closed choice). */
  view: string;
  /** Locale base of the view, e.g. "views.frctRepair". */
  base: string;
  /** The figures explained, in the order they appear on the page. */
  items: readonly string[];
}

export function ViewGuide({ view, base, items }: ViewGuideProps) {
  const { t } = useTranslation();
  const projector = useProjector();
  const [open, setOpen] = useState(() => remembered(view) ?? !projector);
  const column = useCompareColumn();
  const k = `${base}.guide`;
  if (column && column.side !== 'a') return null;
  return (
    <details
      className="view-guide"
      data-testid="view-guide"
      open={open}
      onToggle={(e) => {
        const now = e.currentTarget.open;
        if (now !== open) {
          setOpen(now);
          remember(view, now);
        }
      }}
    >
      <summary className="view-guide__summary" data-testid="view-guide-toggle">
        {t(`${k}.title`)}
      </summary>
      <div className="view-guide__body">
        <p className="view-guide__intro">{t(`${k}.intro`)}</p>
        <dl className="view-guide__items">
          {items.map((id) => (
            <div key={id} className="view-guide__item" data-item={id}>
              <dt>{t(`${k}.items.${id}.name`)}</dt>
              <dd>
                {t(`${k}.items.${id}.shows`)} <strong className="view-guide__look">{t(`${k}.lookFor`)}</strong> {t(`${k}.items.${id}.lookFor`)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="view-guide__try">
          <strong>{t(`${k}.tryLabel`)}</strong> {t(`${k}.try`)}
        </p>
      </div>
    </details>
  );
}
