// Where "run the whole table" is: a progress bar over every configuration (a running one's
// simulated time counts in part) and a line naming a configuration being run. The table's runs go
// side by side on the worker pool (runAllToEndInStore), like every other table of runs.
import { useTranslation } from 'react-i18next';
import { useRunMetas, useRunNow, type RunMeta } from '../../store';

/** The table's runs, in the configurations' order, with the configurations' names. */
export interface TableState {
  ids: readonly string[];
  names: readonly string[];
}

const ENDED = new Set(['done', 'failed', 'cancelled']);

/** Where a table is: its runs' metas, how many ended, the first still going, and whether it stopped short. */
export function tableStatus(table: TableState | null, metas: readonly (RunMeta | undefined)[]) {
  const ended = metas.filter((m) => m && ENDED.has(m.status)).length;
  const going = metas.findIndex((m) => m !== undefined && !ENDED.has(m.status));
  const over = table !== null && going < 0;
  const stopped = metas.some((m) => m?.status === 'failed' || m?.status === 'cancelled');
  return { ended, going, over, stopped };
}

/** `brief`: once the table is complete, say nothing (figure first: the figure needs the room). */
export function TableProgress({ table, brief = false }: { table: TableState | null; brief?: boolean }) {
  const { t } = useTranslation();
  const metas = useRunMetas(table?.ids ?? []);
  const { ended, going, over, stopped } = tableStatus(table, metas);
  const goingId = table && going >= 0 ? table.ids[going] : null;
  const nowS = useRunNow(goingId);
  const duration = Number((metas[going]?.scenario as { duration_s?: number } | undefined)?.duration_s ?? 0);
  const part = goingId && duration > 0 ? Math.min(1, nowS / duration) : 0;
  const total = table?.ids.length ?? 0;
  const fraction = !table ? 0 : over && !stopped ? 1 : (ended + part) / Math.max(1, total);
  const text = !table || stopped
    ? ''
    : over
      ? t('views.bufferbloat.status.batchDone', { n: total, count: total })
      : t('views.bufferbloat.status.batch', { done: ended, total, config: table.names[going] ?? '' });
  return (
    <div className="bb-progress-row" hidden={!table || (brief && over)}>
      <progress className="bb-progress" data-testid="bloat-progress" data-fraction={fraction.toFixed(3)} aria-label={t('views.bufferbloat.progress')} max={1} value={fraction} />
      {text ? <span className="bb-progress__text" data-testid="bloat-table-status">{text}</span> : null}
    </div>
  );
}
