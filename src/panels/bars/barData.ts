// From the runs' RunRecords to what the figures and the table draw. Only reads what the worker
// measured (the flow summary, and its sampled RTT series for the 95th percentile).
import type { RunRecord } from '../../sim';
import { formatMs, formatRate } from '../../i18n/format';
import { tutorialRef } from './refs';

/** Goodput and RTT as the chart and the table show them: fewer digits for larger values. */
export const goodputText = (x: number, lang: string) => formatRate(x, lang, { maxDigits: x >= 10 ? 1 : 2 });
export const rttText = (x: number, lang: string) => formatMs(x, lang, { maxDigits: x >= 10 ? 0 : 1 });

export interface RttBox {
  min: number;
  median: number;
  p95: number;
  max: number;
}

export interface BarRow {
  key: string;
  goodputMbps: number;
  /** Of the flow's sampled smoothed RTT (null when it had no sample). */
  rtt: RttBox | null;
  retransmits: number;
  packetsSent: number;
  /** The tutorial's figures for this transport and setting, if it measured them. */
  refGoodputMbps: number | null;
  refRttMs: number | null;
}

/** Linear-interpolated quantile q (0..1) of the values, NaN ignored; NaN when none. */
export function quantile(values: readonly number[], q: number): number {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const pos = Math.min(1, Math.max(0, q)) * (s.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo] + (s[hi] - s[lo]) * (pos - lo);
}

/** The bar row of one run: its first flow (each run of this view carries one). */
export function barRow(key: string, record: RunRecord, lossPct: number, reorderQueue: number): BarRow {
  const flow = record.summary.flows[0];
  if (!flow) throw new Error('the run has no flow');
  const series = record.series?.flows[flow.id]?.rtt_ms;
  const p95 = series ? quantile(series, 0.95) : NaN;
  const ref = tutorialRef(lossPct, key, reorderQueue);
  return {
    key,
    goodputMbps: flow.goodput_mbps,
    rtt: flow.rtt_ms ? { ...flow.rtt_ms, p95: Number.isFinite(p95) ? p95 : flow.rtt_ms.max } : null,
    retransmits: flow.retransmits,
    packetsSent: flow.packets_sent,
    refGoodputMbps: ref?.goodputMbps ?? null,
    refRttMs: ref?.rttMs ?? null,
  };
}

/** The table as CSV (dot decimals, for spreadsheets and scripts). */
export function barsCsv(rows: readonly BarRow[], setup: { lossPct: number; durationS: number; reorderQueue: number }): string {
  const head = 'transport,loss_pct,duration_s,reorder_queue,goodput_mbps,tutorial_goodput_mbps,rtt_min_ms,rtt_median_ms,rtt_p95_ms,rtt_max_ms,tutorial_rtt_ms,retransmits,packets_sent';
  const num = (x: number | null | undefined, d: number) => (x !== null && x !== undefined && Number.isFinite(x) ? x.toFixed(d) : '');
  const lines = rows.map((r) =>
    [
      r.key, setup.lossPct, setup.durationS, r.key === 'frct' ? setup.reorderQueue : '',
      num(r.goodputMbps, 3), num(r.refGoodputMbps, 2),
      num(r.rtt?.min, 2), num(r.rtt?.median, 2), num(r.rtt?.p95, 2), num(r.rtt?.max, 2), num(r.refRttMs, 0),
      r.retransmits, r.packetsSent,
    ].join(','),
  );
  return [head, ...lines].join('\n') + '\n';
}

/** A "nice" upper end for an axis holding every value (and some room above). */
export function axisUpper(values: readonly number[], floor: number): number {
  const top = Math.max(floor, ...values.filter((v) => Number.isFinite(v)));
  const mag = 10 ** Math.floor(Math.log10(top));
  for (const step of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (step * mag >= top * 1.08) return step * mag;
  return 10 * mag;
}

/** A log axis when the values span more than `ratio` (its lower end a 1-2-5 step under the least), else null. */
export function logAxis(values: readonly number[], ratio = 20): { lower: number } | null {
  const pos = values.filter((v) => Number.isFinite(v) && v > 0);
  if (pos.length < 2) return null;
  const lo = Math.min(...pos);
  if (Math.max(...pos) / lo <= ratio) return null;
  const mag = 10 ** Math.floor(Math.log10(lo));
  const step = [5, 2, 1].find((m) => m * mag <= lo * 0.8) ?? 0.5;
  return { lower: step * mag };
}
