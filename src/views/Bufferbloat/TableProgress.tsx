// Where "run the whole table" is: a progress bar over every configuration (the current run's
// simulated time counts in part) and a line naming the configuration being run.
import { useTranslation } from 'react-i18next';
import { useRun, useRunNow } from '../../store';

export interface TableState {
  total: number;
  /** The configuration running now (total once finished). */
  index: number;
  runId: string | null;
  /** Its name, for the status line. */
  config: string;
  over: boolean;
  /** Stopped before the end (cancelled or failed). */
  stopped?: boolean;
}

/** `brief`: once the table is complete, say nothing (figure first: the figure needs the room). */
export function TableProgress({ table, brief = false }: { table: TableState | null; brief?: boolean }) {
  const { t } = useTranslation();
  const run = useRun(table?.runId);
  const nowS = useRunNow(table?.runId);
  const duration = Number((run?.scenario as { duration_s?: number } | undefined)?.duration_s ?? 0);
  const part = table && !table.over && duration > 0 ? Math.min(1, nowS / duration) : 0;
  const fraction = !table ? 0 : table.over && !table.stopped ? 1 : (table.index + part) / Math.max(1, table.total);
  const text = !table || table.stopped
    ? ''
    : table.over
      ? t('views.bufferbloat.status.batchDone', { n: table.total, count: table.total })
      : t('views.bufferbloat.status.batch', { done: table.index, total: table.total, config: table.config });
  return (
    <div className="bb-progress-row" hidden={!table || (brief && table.over)}>
      <progress className="bb-progress" data-testid="bloat-progress" data-fraction={fraction.toFixed(3)} aria-label={t('views.bufferbloat.progress')} max={1} value={fraction} />
      {text ? <span className="bb-progress__text" data-testid="bloat-table-status">{text}</span> : null}
    </div>
  );
}
