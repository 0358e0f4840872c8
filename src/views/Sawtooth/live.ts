// The runs on screen: what the worker streamed (or a RunRecord carried), kept in growable typed
// arrays for drawing. Pure: (run, batch) -> run. Nothing here computes network behaviour.
import { appendGrowable, emptyGrowable, floatsFromNullable, nullableValues, type Growable } from '../../charts/series';
import type { SawtoothOptions } from './options';

/** The per-flow series this view draws (names as in the engine's TCP_SERIES). */
export const DRAWN_SERIES = ['cwnd', 'ssthresh', 'rtt_ms', 'min_rtt_ms', 'inflight', 'delivery_mbps', 'retrans', 'state'] as const;
export type DrawnSeries = (typeof DRAWN_SERIES)[number];

/** The part of a SampleBatch this view reads (structurally compatible with src/sim's type). */
export interface BatchLike {
  now_s: number;
  t_s: ArrayLike<number>;
  flows: Record<string, Record<string, ArrayLike<number>>>;
}

/** The part of a RunRecord this view reads; JSON writes NaN as null, so values may be null. */
export interface RecordLike {
  scenario: unknown;
  summary?: { flows?: { id: string; loss_events?: number[]; ecn_events?: number[]; retransmits?: number; goodput_mbps?: number }[] };
  series?: { t_s: ArrayLike<number | null>; flows: Record<string, Record<string, ArrayLike<number | null>>> };
}

export interface RunData {
  /** Stable key of the run on screen. */
  key: number;
  flowId: string;
  options: SawtoothOptions;
  /** MSS of the flow in bytes (for the send rate of the ss line). */
  mss: number;
  t: Growable;
  series: Record<DrawnSeries, Growable>;
  nowS: number;
  /** Exact loss times from the worker's summary once the run is over (null while live). */
  lossTimes: number[] | null;
  /** Exact times of the window reductions on ECN marks, from the summary (null while live). */
  ecnTimes: number[] | null;
  done: boolean;
  /** The worker's RunRecord (or the imported one) once the run is over, for export. */
  record: unknown;
  /** Bumped on every append, so React can tell that the buffers changed. */
  version: number;
}

export function emptyRun(key: number, options: SawtoothOptions, flowId: string, mss = 1448): RunData {
  const series = {} as Record<DrawnSeries, Growable>;
  for (const n of DRAWN_SERIES) series[n] = emptyGrowable(1024);
  return { key, flowId, options, mss, t: emptyGrowable(1024), series, nowS: 0, lossTimes: null, ecnTimes: null, done: false, record: null, version: 0 };
}

/** Appends one batch of the run's flow. As with appendGrowable, `run` is consumed: keep only the result. */
export function appendBatch(run: RunData, batch: BatchLike): RunData {
  const f = batch.flows[run.flowId];
  if (!f || batch.t_s.length === 0) return { ...run, nowS: batch.now_s };
  const n = batch.t_s.length;
  const series = {} as Record<DrawnSeries, Growable>;
  for (const name of DRAWN_SERIES) {
    const chunk = f[name];
    series[name] = appendGrowable(run.series[name], chunk && chunk.length === n ? chunk : new Float64Array(n).fill(NaN));
  }
  return { ...run, t: appendGrowable(run.t, batch.t_s), series, nowS: batch.now_s, version: run.version + 1 };
}

/** Marks the run finished, with the loss and ECN reduction times the worker's summary reports. */
export function finishRun(run: RunData, record: RecordLike | null): RunData {
  const flow = record?.summary?.flows?.find((f) => f.id === run.flowId);
  return {
    ...run,
    done: true,
    record,
    lossTimes: flow?.loss_events ? [...flow.loss_events] : run.lossTimes,
    ecnTimes: flow?.ecn_events ? [...flow.ecn_events] : run.ecnTimes,
  };
}

/** The runs a saved RunRecord holds: one per TCP flow with series. Throws if it has no series. */
export function runsFromRecord(record: RecordLike, firstKey: number, options: SawtoothOptions): RunData[] {
  const s = record.series;
  if (!s || !s.t_s || !s.flows) throw new Error('the record has no series');
  const n = s.t_s.length;
  const flows = (record.scenario as { flows?: { id: string; mss?: number; transport?: string }[] } | null)?.flows ?? [];
  const out: RunData[] = [];
  let key = firstKey;
  for (const [id, f] of Object.entries(s.flows)) {
    if (!f.cwnd) continue;
    const flow = flows.find((x) => x.id === id);
    let run = emptyRun(key++, { ...options }, id, flow?.mss ?? 1448);
    const batch: BatchLike = { now_s: n > 0 ? Number(s.t_s[n - 1]) : 0, t_s: floatsFromNullable(s.t_s, n), flows: {} };
    const fl: Record<string, Float64Array> = {};
    for (const name of DRAWN_SERIES) fl[name] = floatsFromNullable(f[name], n);
    batch.flows[id] = fl;
    run = appendBatch(run, batch);
    out.push(finishRun(run, record));
  }
  if (out.length === 0) throw new Error('the record has no TCP flow series');
  return out;
}

/** Index of the last sample at or before time `t` (binary search on sorted times); -1 if none. */
export function sampleAt(t: ArrayLike<number>, length: number, time: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (t[mid] <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/** A run's streamed samples as a RunRecord's series (a live run's record carries none). */
export function seriesOfRun(run: RunData): { t_s: (number | null)[]; flows: Record<string, Record<string, (number | null)[]>> } {
  const flow: Record<string, (number | null)[]> = {};
  for (const name of DRAWN_SERIES) flow[name] = nullableValues(run.series[name]);
  return { t_s: nullableValues(run.t), flows: { [run.flowId]: flow } };
}
