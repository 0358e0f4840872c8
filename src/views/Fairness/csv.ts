// The newest run's goodput as CSV: one row per sample, the delivered rate of every host and of
// each of its connections (Mbit/s per sampling period, as the engine records it; empty cells
// where a value is missing).
import type { Host } from '../../panels/fair';
import type { SeriesLike } from '../../panels/fair';
import { toCsv } from '../shared/files';

export function goodputCsv(hosts: readonly Host[], s: SeriesLike): string {
  const columns = hosts.flatMap((h) => (h.connections.length > 1 ? [h.id, ...h.connections] : [h.id]));
  const header = ['t_s', ...columns.map((c) => `${c}_delivered_mbps`)];
  const rows: (number | null)[][] = [];
  for (let i = 0; i < s.t.length; i++) {
    rows.push([s.t.data[i], ...columns.map((c) => {
      const g = s.flows[c]?.delivered_mbps;
      const v = g && i < g.length ? g.data[i] : Number.NaN;
      return Number.isFinite(v) ? v : null;
    })]);
  }
  return toCsv(header, rows);
}
