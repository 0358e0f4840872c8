// What the view reads out of a run: the pings before and during the bulk flow, their
// distribution and the summary table's row. Pure functions of what the worker returned: the
// engine measured every RTT; here they are only split at the flow's start, sorted and counted.
import { splitPings } from '../../panels/ping-cdf';
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

/** Why a record cannot be drawn by this view (a key for the message), or null when it can. */
export type RecordProblem = 'notRecord' | 'noTcpFlow' | 'noPing' | 'noSeries' | 'queueKind';

export interface ScenarioShape {
  flow: { id: string; cc: CcName; start_s: number };
  ping: { id: string; interval_ms: number; start_s: number; count: number | null };
  bufferKiB: number;
  queue: QueueKind;
  rateMbps: number;
  delayMs: number;
  durationS: number;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The configuration a scenario runs (its TCP flow, ping, buffer and queue), or why this view cannot show it. */
export function scenarioShape(sc: unknown): ScenarioShape | RecordProblem {
  if (!isObj(sc) || !isObj(sc.link) || !isObj(sc.link.queue) || !Array.isArray(sc.flows)) return 'notRecord';
  if (!Array.isArray(sc.pings)) return 'noPing';
  if (!isNum(sc.link.rate_mbps) || !isNum(sc.link.delay_ms) || !isNum(sc.duration_s)) return 'notRecord';
  // A scenario as written (a preset, a lesson's link) leaves defaults out: TCP, start at 0.
  const f = sc.flows.find((x) => isObj(x) && (x.transport ?? 'tcp') === 'tcp' && isCcName(x.cc) && typeof x.id === 'string') as Record<string, unknown> | undefined;
  if (!f) return 'noTcpFlow';
  const flow: ScenarioShape['flow'] = { id: f.id as string, cc: f.cc as CcName, start_s: isNum(f.start_s) ? f.start_s : 0 };
  const p = sc.pings.find((x) => isObj(x) && typeof x.id === 'string' && isNum(x.interval_ms)) as Record<string, unknown> | undefined;
  if (!p) return 'noPing';
  const ping: ScenarioShape['ping'] = { id: p.id as string, interval_ms: p.interval_ms as number, start_s: isNum(p.start_s) ? p.start_s : 0, count: isNum(p.count) ? p.count : null };
  const queue = viewQueueOf(sc.link.queue);
  if (!queue) return 'queueKind';
  return { flow, ping, bufferKiB: queue.bufferKiB, queue: queue.queue, rateMbps: sc.link.rate_mbps, delayMs: sc.link.delay_ms, durationS: sc.duration_s };
}

/** The row key of a scenario's configuration, or null when this view cannot show it. */
export function configKeyOf(sc: unknown): string | null {
  const shape = scenarioShape(sc);
  return typeof shape === 'string' ? null : configKey(shape.bufferKiB, shape.flow.cc, shape.queue);
}

function shapeOf(record: unknown, needSeries: boolean): ScenarioShape | RecordProblem {
  if (!isObj(record) || record.version !== 1 || !isObj(record.scenario) || !isObj(record.summary)) return 'notRecord';
  const shape = scenarioShape(record.scenario);
  if (typeof shape === 'string') return shape;
  if (needSeries) {
    const series = record.series;
    if (!isObj(series) || !isObj(series.pings)) return 'noSeries';
    const p = series.pings[shape.ping.id];
    if (!isObj(p) || !Array.isArray(p.t_s) || !Array.isArray(p.rtt_ms) || p.t_s.length !== p.rtt_ms.length) return 'noSeries';
  }
  return shape;
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

/** A run from a RunRecord with its ping series (a finished run of the store, or a file). Throws on a record it cannot draw. */
export function runFromRecord(record: RunRecord, source: BloatRun['source']): BloatRun {
  const shape = shapeOf(record, true);
  if (typeof shape === 'string') throw new Error(shape);
  const p = record.series!.pings[shape.ping.id];
  const pingT = Float64Array.from(p.t_s);
  // JSON turns a NaN into null: keep it as NaN (no reply).
  const pingRtt = Float64Array.from(p.rtt_ms, (v) => (v === null ? NaN : v));
  const summaryPing = record.summary.pings.find((x) => x.id === shape.ping.id);
  const sent = summaryPing?.sent ?? pingT.length;
  const flowSummary = record.summary.flows.find((f) => f.id === shape.flow.id);
  return { ...runOf(shape, pingT, pingRtt, sent, flowSummary?.goodput_mbps ?? NaN), record, source };
}

/** A live run's row source: the pings streamed so far, the pings sent as the engine counts them, no throughput yet. */
export function liveRowSource(scenario: unknown, pings: { t: Float64Array; rtt: Float64Array; length: number } | undefined, sent: number): RowSource | null {
  const shape = scenarioShape(scenario);
  if (typeof shape === 'string') return null;
  const n = pings?.length ?? 0;
  return runOf(shape, pings ? pings.t.subarray(0, n) : new Float64Array(0), pings ? pings.rtt.subarray(0, n) : new Float64Array(0), sent, NaN);
}

function runOf(shape: ScenarioShape, pingT: Float64Array, pingRtt: Float64Array, sent: number, goodputMbps: number) {
  const sentUnloaded = Math.min(sent, sentBefore(shape.ping.start_s, shape.ping.interval_ms, shape.flow.start_s));
  return {
    key: configKey(shape.bufferKiB, shape.flow.cc, shape.queue),
    bufferKiB: shape.bufferKiB,
    cc: shape.flow.cc,
    queue: shape.queue,
    rateMbps: shape.rateMbps,
    delayMs: shape.delayMs,
    durationS: shape.durationS,
    flowStartS: shape.flow.start_s,
    pingT,
    pingRtt,
    sentUnloaded,
    sentLoaded: Math.max(0, sent - sentUnloaded),
    goodputMbps,
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
