import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhaseRow, PhaseRuleName } from '../../models/phasePlane';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { stepDirection } from '../plane/geometry';
import { PhaseCells, PhaseHeadCells } from './PhaseCells';

interface Props {
  rule: PhaseRuleName;
  /** The model's rows; rows 0 to `shown` are listed. */
  rows: readonly PhaseRow[];
  shown: number;
  /** Height of the scrolling area in px (it follows the plane's). */
  maxHeight: number;
}

/** The table of steps, as the notes print it (one decimal, Jain with three), in the user's language. */
export function StepTable({ rule, rows, shown, maxHeight }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const scrollRef = useRef<HTMLDivElement>(null);
  const visible = rows.slice(0, Math.min(shown, rows.length - 1) + 1);

  // Keep the newest row in sight without scrolling the page itself.
  useEffect(() => {
    const box = scrollRef.current;
    const row = box?.querySelector<HTMLElement>('tbody tr:last-child');
    if (!box || !row) return;
    const below = row.offsetTop + row.offsetHeight - (box.scrollTop + box.clientHeight);
    if (below > 0) box.scrollTop += below;
    else if (row.offsetTop < box.scrollTop) box.scrollTop = row.offsetTop;
  }, [shown, rows]);

  return (
    <div className="pp-table-wrap" ref={scrollRef} style={{ maxHeight }} tabIndex={0} aria-label={t('panels.phaseModel.table.caption', { rule: t(`panels.plane.ruleNames.${rule}`) })}>
      <table className="pp-table" data-testid="phase-table">
        <caption>{t('panels.phaseModel.table.caption', { rule: t(`panels.plane.ruleNames.${rule}`) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('panels.phaseModel.table.step')}</th>
            <PhaseHeadCells />
            <th scope="col" className="pp-table__move">{t('panels.phaseModel.table.move')}</th>
          </tr>
        </thead>
        <tbody>
          {visible.map((r, i) => {
            const dir = i === 0 ? null : stepDirection([rows[i - 1].x1, rows[i - 1].x2], [r.x1, r.x2]);
            return (
              <tr key={r.step} data-step={r.step} className={i === visible.length - 1 ? 'pp-table__current' : undefined}>
                <th scope="row">{formatNumber(r.step, lang)}</th>
                <PhaseCells row={r} />
                <td data-col="move" className={`pp-table__move${dir ? ` pp-move--${dir}` : ''}`}>
                  {dir === null ? t('panels.phaseModel.table.start') : t(`panels.phaseModel.table.${dir}`)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
