// From runs to what the goodput and RTT bars and their table draw: which transport a run ran, on
// which setting (the tutorial's marks depend on it), and what it measured. Only reads what the
// worker measured (the flow summary, and its sampled RTT series for the 95th percentile).
import type { ChartProfile } from '../../charts/profile';
import type { RunRecord } from '../../sim';
import type { RunMeta } from '../../store';
import { formatMs, formatRate } from '../../i18n/format';
import { tutorialRef } from './refs';

type Json = Record<string, unknown>;
const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The engine's congestion control when a flow names none. */
const DEFAULT_CC = 'reno';

/** What a run's first flow runs: 'frct' (FRCT + mb-ecn) or its TCP algorithm; null without a flow. */
export function transportOf(scenario: unknown): string | null {
  const flow = isObj(scenario) && Array.isArray(scenario.flows) && isObj(scenario.flows[0]) ? scenario.flows[0] : null;
  if (!flow) return null;
  if (flow.transport === 'frct') return 'frct';
  return typeof flow.cc === 'string' ? flow.cc : DEFAULT_CC;
}

/** The link setting of a run the tutorial's marks depend on: loss each way (%) and FRCT's reorder queue. */
export function settingOf(scenario: unknown): Setting {
  const s = isObj(scenario) ? scenario : {};
  const link = isObj(s.link) ? s.link : {};
  const flow = Array.isArray(s.flows) && isObj(s.flows[0]) ? s.flows[0] : {};
  const rq = isObj(flow.frct) && typeof flow.frct.reorder_queue === 'number' ? flow.frct.reorder_queue : 128;
  return {
    lossPct: typeof link.loss === 'number' ? Number((link.loss * 100).toPrecision(12)) : 0, // 0.07 × 100 is 7.000000000000001
    durationS: typeof s.duration_s === 'number' ? s.duration_s : NaN,
    reorderQueue: rq,
  };
}

/** Blue: FRCT + mb-ecn; orange: TCP that reads loss as congestion; green: BBR, which does not. */
export function colorOf(key: string, profile: ChartProfile): string {
  if (key === 'frct') return profile.series[0];
  return key === 'bbr' ? profile.series[2 % profile.series.length] : profile.series[1 % profile.series.length];
}

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
  /** Of the flow's sampled smoothed RTT (null when it had no sample): FRCT's for FRCT, TCP's for TCP. */
  rtt: RttBox | null;
  /** FRCT + mb-ecn only: the IPCP's own round trip, its heartbeats' smoothed RTT at the end of the run, ms (null otherwise). */
  ipcpRttMs: number | null;
  retransmits: number;
  packetsSent: number;
  /** The tutorial's figures for this transport and setting, if it measured them. */
  refGoodputMbps: number | null;
  refRttMs: number | null;
  refIpcpRttMs: number | null;
}

/**
 * The field of an FRCT flow's mb-ecn summary that carries the IPCP's heartbeat round trip. The ramp
 * time constant is half the smoothed heartbeat RTT and the RIB shows it at twice its value, so the
 * line reads that RTT itself, as Tutorial 10 reads it (src/sim/ouroboros/ipcp.ts, snapshot).
 */
export const IPCP_RTT_FIELD = 'Ramp time constant (ns)';

/** The IPCP's heartbeat RTT (ms) of an FRCT flow's summary; null for TCP, or before the first echo. */
export function ipcpRttOf(mbecn: Record<string, number | string> | undefined): number | null {
  const ns = mbecn?.[IPCP_RTT_FIELD];
  return typeof ns === 'number' && Number.isFinite(ns) && ns > 0 ? ns / 1e6 : null;
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
    ipcpRttMs: key === 'frct' ? ipcpRttOf(flow.mbecn) : null,
    retransmits: flow.retransmits,
    packetsSent: flow.packets_sent,
    refGoodputMbps: ref?.goodputMbps ?? null,
    refRttMs: ref?.rttMs ?? null,
    refIpcpRttMs: ref?.ipcpRttMs ?? null,
  };
}

/** The table as CSV (dot decimals, for spreadsheets and scripts). */
export function barsCsv(rows: readonly BarRow[], setup: { lossPct: number; durationS: number; reorderQueue: number }): string {
  const head = 'transport,loss_pct,duration_s,reorder_queue,goodput_mbps,tutorial_goodput_mbps,rtt_min_ms,rtt_median_ms,rtt_p95_ms,rtt_max_ms,tutorial_rtt_ms,retransmits,packets_sent,ipcp_rtt_ms,tutorial_ipcp_rtt_ms';
  const num = (x: number | null | undefined, d: number) => (x !== null && x !== undefined && Number.isFinite(x) ? x.toFixed(d) : '');
  const lines = rows.map((r) =>
    [
      r.key, setup.lossPct, setup.durationS, r.key === 'frct' ? setup.reorderQueue : '',
      num(r.goodputMbps, 3), num(r.refGoodputMbps, 2),
      num(r.rtt?.min, 2), num(r.rtt?.median, 2), num(r.rtt?.p95, 2), num(r.rtt?.max, 2), num(r.refRttMs, 0),
      r.retransmits, r.packetsSent, num(r.ipcpRttMs, 2), num(r.refIpcpRttMs, 1),
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

export interface Setting {
  lossPct: number;
  reorderQueue: number;
  durationS: number;
}

/** One column's run: its transport, setting, and what it measured once done. */
export interface RunBar {
  key: string;
  meta: RunMeta | null;
  setting: Setting;
  row: BarRow | null;
}

/** The runs as columns (an unknown or a failed record gives a column without a bar, never a throw). */
export function runBars(metas: readonly (RunMeta | undefined)[]): RunBar[] {
  return metas.flatMap((meta) => {
    if (!meta) return [];
    const key = transportOf(meta.scenario);
    if (!key) return [];
    const setting = settingOf(meta.scenario);
    // A record whose summary has no flow gives no bar.
    const row = meta.record && meta.record.summary.flows.length > 0 ? barRow(key, meta.record, setting.lossPct, setting.reorderQueue) : null;
    return [{ key, meta, setting, row }];
  });
}

/** The setting of a comparison: its FRCT run's (the reorder queue is FRCT's), else its first run's. */
export function settingOfBars(bars: readonly RunBar[]): Setting | null {
  return (bars.find((b) => b.key === 'frct') ?? bars[0])?.setting ?? null;
}
