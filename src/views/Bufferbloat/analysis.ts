// What the view reads out of a run: the pings before and during the bulk flow, their
// distribution and the summary table's row. Pure functions of what the worker returned: the
// engine measured every RTT; here they are only split at the flow's start, sorted and counted.
import type { RunRecord } from '../../sim';
import { isCcName } from '../shared/ccs';
import { CC_NAMES, configKey, maxQueueDelayMs, viewQueueOf, type CcName, type QueueKind } from './options';

/** One configuration's run, as the figures and the table need it. */
export interface BloatRun {
  key: string;
  bufferKiB: number;
  cc: CcName;
  queue: QueueKind;
  rateMbps: number;
  delayMs: number;
  durationS: number;
  /** When the bulk flow starts: pings sent before are unloaded, after it loaded. */
  flowStartS: number;
  /** Send time (s) and RTT (ms) of every ping reply. */
  pingT: Float64Array;
  pingRtt: Float64Array;
  /** Pings sent before and after the flow's start (replies or not). */
  sentUnloaded: number;
  sentLoaded: number;
  goodputMbps: number;
  /** The record it came from (with its series when run to the end or imported). */
  record: RunRecord;
  source: 'live' | 'batch' | 'import';
}

export interface PingSplit {
  unloaded: number[];
  loaded: number[];
}

/** Splits ping RTTs by send time at the flow's start (a ping sent at that instant is loaded). */
export function splitPings(t: ArrayLike<number>, rtt: ArrayLike<number>, flowStartS: number, length = t.length): PingSplit {
  const out: PingSplit = { unloaded: [], loaded: [] };
  for (let i = 0; i < length; i++) {
    const r = rtt[i];
    if (r === null || !Number.isFinite(r)) continue;
    (t[i] < flowStartS - 1e-9 ? out.unloaded : out.loaded).push(r);
  }
  return out;
}

/** Median of the values (mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function maxOf(values: readonly number[]): number {
  return values.length === 0 ? NaN : Math.max(...values);
}

/**
 * The empirical CDF as a step line: for sorted values v1..vn, the points (v_i, (i-1)/n) and
 * (v_i, i/n), so a line through them draws the staircase.
 */
export function cdfSteps(values: readonly number[]): { x: Float64Array; y: Float64Array } {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const n = s.length;
  const x = new Float64Array(2 * n);
  const y = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    x[2 * i] = s[i];
    y[2 * i] = i / n;
    x[2 * i + 1] = s[i];
    y[2 * i + 1] = (i + 1) / n;
  }
  return { x, y };
}

/** Quantile by linear interpolation between order statistics (q in [0, 1]); NaN when empty. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const pos = Math.min(1, Math.max(0, q)) * (s.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return s[lo] + (s[hi] - s[lo]) * (pos - lo);
}

/** Why a record cannot be drawn by this view (a key for the message), or null when it can. */
export type RecordProblem = 'notRecord' | 'noTcpFlow' | 'noPing' | 'noSeries' | 'queueKind';

interface Shape {
  flow: { id: string; cc: CcName; start_s: number };
  ping: { id: string; interval_ms: number; start_s: number };
  bufferKiB: number;
  queue: QueueKind;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function shapeOf(record: unknown, needSeries: boolean): Shape | RecordProblem {
  if (!isObj(record) || record.version !== 1 || !isObj(record.scenario) || !isObj(record.summary)) return 'notRecord';
  const sc = record.scenario;
  if (!isObj(sc.link) || !isObj(sc.link.queue) || !Array.isArray(sc.flows) || !Array.isArray(sc.pings)) return 'notRecord';
  if (!isNum(sc.link.rate_mbps) || !isNum(sc.link.delay_ms) || !isNum(sc.duration_s)) return 'notRecord';
  const flow = sc.flows.find(
    (f): f is Shape['flow'] => isObj(f) && f.transport === 'tcp' && isCcName(f.cc) && isNum(f.start_s) && typeof f.id === 'string',
  );
  if (!flow) return 'noTcpFlow';
  const ping = sc.pings.find((p): p is Shape['ping'] => isObj(p) && typeof p.id === 'string' && isNum(p.interval_ms) && isNum(p.start_s));
  if (!ping) return 'noPing';
  const queue = viewQueueOf(sc.link.queue);
  if (!queue) return 'queueKind';
  if (needSeries) {
    const series = record.series;
    if (!isObj(series) || !isObj(series.pings)) return 'noSeries';
    const p = series.pings[ping.id];
    if (!isObj(p) || !Array.isArray(p.t_s) || !Array.isArray(p.rtt_ms) || p.t_s.length !== p.rtt_ms.length) return 'noSeries';
  }
  return { flow, ping, bufferKiB: queue.bufferKiB, queue: queue.queue };
}

/** Checks that a value (e.g. an imported JSON file) is a RunRecord this view can draw. */
export function recordProblem(record: unknown): RecordProblem | null {
  const s = shapeOf(record, true);
  return typeof s === 'string' ? s : null;
}

/** Pings sent before `flowStartS` by a ping starting at `startS` every `intervalMs`. */
export function sentBefore(startS: number, intervalMs: number, flowStartS: number): number {
  if (flowStartS <= startS) return 0;
  return Math.ceil(((flowStartS - startS) * 1000) / intervalMs - 1e-9);
}

/**
 * A run from a RunRecord; the pings come from its series, or from `live` (what a live run
 * streamed; a live run's final record carries no series). Throws on a record it cannot draw.
 */
export function runFromRecord(
  record: RunRecord,
  source: BloatRun['source'],
  live?: { t: ArrayLike<number>; rtt: ArrayLike<number>; length: number },
): BloatRun {
  const shape = shapeOf(record, !live);
  if (typeof shape === 'string') throw new Error(shape);
  const sc = record.scenario;
  let pingT: Float64Array;
  let pingRtt: Float64Array;
  if (live) {
    pingT = Float64Array.from({ length: live.length }, (_, i) => live.t[i]);
    pingRtt = Float64Array.from({ length: live.length }, (_, i) => live.rtt[i]);
  } else {
    const p = record.series!.pings[shape.ping.id];
    pingT = Float64Array.from(p.t_s);
    // JSON turns a NaN into null: keep it as NaN (no reply).
    pingRtt = Float64Array.from(p.rtt_ms, (v) => (v === null ? NaN : v));
  }
  const summaryPing = record.summary.pings.find((p) => p.id === shape.ping.id);
  const sent = summaryPing?.sent ?? pingT.length;
  const sentUnloaded = Math.min(sent, sentBefore(shape.ping.start_s, shape.ping.interval_ms, shape.flow.start_s));
  const flowSummary = record.summary.flows.find((f) => f.id === shape.flow.id);
  return {
    key: configKey(shape.bufferKiB, shape.flow.cc, shape.queue),
    bufferKiB: shape.bufferKiB,
    cc: shape.flow.cc,
    queue: shape.queue,
    rateMbps: sc.link.rate_mbps,
    delayMs: sc.link.delay_ms,
    durationS: sc.duration_s,
    flowStartS: shape.flow.start_s,
    pingT,
    pingRtt,
    sentUnloaded,
    sentLoaded: sent - sentUnloaded,
    goodputMbps: flowSummary?.goodput_mbps ?? NaN,
    record,
    source,
  };
}

/** One row of the summary table (the notes' `bench.py bloat` line). */
export interface TableRow {
  key: string;
  bufferKiB: number;
  cc: CcName;
  queue: QueueKind;
  /** Closed-form maximum queueing delay: buffer x 8 / rate. */
  boundMs: number;
  unloadedMs: number;
  medianMs: number;
  maxMs: number;
  /** Loaded pings: replies received of requests sent. */
  received: number;
  sent: number;
  goodputMbps: number;
  /** The loaded RTTs, for the distribution. */
  loaded: number[];
}

/** What a row needs from a run (a live run in progress has no record yet). */
export type RowSource = Pick<BloatRun, 'key' | 'bufferKiB' | 'cc' | 'queue' | 'rateMbps' | 'flowStartS' | 'pingT' | 'pingRtt' | 'sentLoaded' | 'goodputMbps'>;

export function tableRow(run: RowSource): TableRow {
  const split = splitPings(run.pingT, run.pingRtt, run.flowStartS);
  return {
    key: run.key,
    bufferKiB: run.bufferKiB,
    cc: run.cc,
    queue: run.queue,
    boundMs: maxQueueDelayMs(run.bufferKiB, run.rateMbps),
    unloadedMs: median(split.unloaded),
    medianMs: median(split.loaded),
    maxMs: maxOf(split.loaded),
    received: split.loaded.length,
    sent: Math.max(run.sentLoaded, split.loaded.length),
    goodputMbps: run.goodputMbps,
    loaded: split.loaded,
  };
}

/** Table order: by buffer, then algorithm in the order of CC_NAMES (Reno before CUBIC). */
export function sortRows<T extends { bufferKiB: number; cc: CcName }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.bufferKiB - b.bufferKiB || CC_NAMES.indexOf(a.cc) - CC_NAMES.indexOf(b.cc));
}

/** The table as CSV (dot decimals, for spreadsheets and scripts). */
export function rowsCsv(rows: readonly TableRow[]): string {
  const head = 'queue,buffer_kib,cc,max_queue_delay_ms,ping_unloaded_ms,ping_loaded_median_ms,ping_loaded_max_ms,received,sent,goodput_mbps';
  const num = (x: number, d: number) => (Number.isFinite(x) ? x.toFixed(d) : '');
  const lines = rows.map((r) =>
    [r.queue, r.bufferKiB, r.cc, num(r.boundMs, 2), num(r.unloadedMs, 2), num(r.medianMs, 2), num(r.maxMs, 2), r.received, r.sent, num(r.goodputMbps, 3)].join(','),
  );
  return [head, ...lines].join('\n') + '\n';
}
