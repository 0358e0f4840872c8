// The view's data as CSV rows: one per ping reply and one per queue sample, each on its own times,
// read from the run's series in the store. Pure.
import type { RunSeries } from '../../store';

export const CSV_HEADER = ['series', 't_s', 'rtt_ms', 'queue_bytes'] as const;

export function csvRows(s: RunSeries, pingId: string): (number | string)[][] {
  const rows: (number | string)[][] = [];
  const p = s.pings[pingId];
  if (p) for (let i = 0; i < p.t.length; i++) rows.push(['ping', p.t.data[i], p.rtt.data[i], '']);
  for (let i = 0; i < s.t.length; i++) rows.push(['queue', s.t.data[i], '', s.queueBytes.data[i]]);
  return rows;
}
