// The FRCT series of a run as CSV: one row per FRCT flow and sample, the series the panels draw
// (names as in the engine's FRCT_SERIES); empty cells for missing samples. Pure.
import type { RunSeries } from '../../store';
import { toCsv } from '../shared/files';

export const CSV_SERIES = ['delivered_mbps', 'rtt_ms', 'rto_ms', 'retrans', 'paced_mbps', 'level', 'capacity_mbps', 'regime'] as const;

export function frctCsv(s: RunSeries, flowIds: readonly string[]): string {
  const rows: unknown[][] = [];
  for (const id of flowIds) {
    const f = s.flows[id] ?? {};
    for (let i = 0; i < s.t.length; i++) rows.push([id, s.t.data[i], ...CSV_SERIES.map((n) => (f[n] && i < f[n].length ? f[n].data[i] : NaN))]);
  }
  return toCsv(['flow', 't_s', ...CSV_SERIES], rows);
}
