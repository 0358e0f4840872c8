// The run on screen: what the worker streamed for every FRCT flow of the scenario (series, newest
// counters and flow-allocator fields) and the packet log; `series` and `live` are those of the flow
// the panels show (`flowId`, picked with selectFlow). Pure: (run, batch) -> run.
// Nothing here computes network behaviour: every number comes from the engine.
import type { FrctLive, FrctNames, SampleBatch } from '../../sim';
import { appendGrowable, emptyGrowable, type Growable } from '../../charts/series';
import { toArray, toCsv } from '../shared/files';
import { appendLog, emptyLog, type LogStore } from './logStore';
import type { FrctRepairOptions } from './options';

/** The series this view draws (names as in the engine's FRCT_SERIES). */
export const DRAWN_SERIES = ['delivered_mbps', 'rtt_ms', 'rto_ms', 'retrans', 'paced_mbps', 'level', 'capacity_mbps', 'regime'] as const;
export type DrawnSeries = (typeof DRAWN_SERIES)[number];

export interface FlowRun {
  series: Record<DrawnSeries, Growable>;
  live: FrctLive | null;
}

export interface RunData {
  key: number;
  /** The FRCT flows of the scenario, in its order. */
  flowIds: readonly string[];
  /** The flow the panels show. */
  flowId: string;
  flows: Record<string, FlowRun>;
  options: FrctRepairOptions;
  t: Growable;
  /** The shown flow's series and live values (= flows[flowId]). */
  series: Record<DrawnSeries, Growable>;
  live: FrctLive | null;
  nowS: number;
  names: FrctNames | null;
  log: LogStore;
  done: boolean;
  record: unknown;
  /** Name of the file the run was opened from (no packet log then), or null for a run made here. */
  imported: string | null;
  version: number;
}

function emptyFlow(): FlowRun {
  const series = {} as Record<DrawnSeries, Growable>;
  for (const n of DRAWN_SERIES) series[n] = emptyGrowable(512);
  return { series, live: null };
}

export function emptyRun(key: number, options: FrctRepairOptions, flowIds: readonly string[]): RunData {
  const ids = flowIds.length > 0 ? flowIds : ['frct'];
  const flows: Record<string, FlowRun> = {};
  for (const id of ids) flows[id] = emptyFlow();
  const shown = flows[ids[0]];
  return {
    key, flowIds: ids, flowId: ids[0], flows, options, t: emptyGrowable(512), series: shown.series, live: null,
    nowS: 0, names: null, log: emptyLog(), done: false, record: null, imported: null, version: 0,
  };
}

/** The same run with the panels on another of its FRCT flows (unknown ids are ignored). */
export function selectFlow(run: RunData, flowId: string): RunData {
  const f = run.flows[flowId];
  return f ? { ...run, flowId, series: f.series, live: f.live } : run;
}

/** Appends one batch. As with appendGrowable, `run` is consumed: keep only the result. */
export function appendBatch(run: RunData, batch: SampleBatch): RunData {
  const names = batch.frct_names ?? run.names;
  const log = batch.frct_log ? appendLog(run.log, batch.frct_log) : run.log;
  const n = batch.t_s.length;
  const t = n > 0 ? appendGrowable(run.t, batch.t_s) : run.t;
  const flows: Record<string, FlowRun> = {};
  for (const id of run.flowIds) {
    const old = run.flows[id];
    const live = batch.frct?.[id] ?? old.live;
    const f = batch.flows[id];
    if (n === 0) {
      flows[id] = { series: old.series, live };
      continue;
    }
    const series = { ...old.series };
    for (const name of DRAWN_SERIES) {
      const chunk = f?.[name];
      series[name] = appendGrowable(old.series[name], chunk && chunk.length === n ? chunk : new Float64Array(n).fill(NaN));
    }
    flows[id] = { series, live };
  }
  const shown = flows[run.flowId];
  return { ...run, names, log, t, flows, series: shown.series, live: shown.live, nowS: batch.now_s, version: run.version + 1 };
}

export function finishRun(run: RunData, record: unknown): RunData {
  return { ...run, done: true, record };
}

/** The run's streamed samples as a RunRecord's series (a live run's record carries none). */
export function seriesOfRun(run: RunData): { t_s: (number | null)[]; flows: Record<string, Record<string, (number | null)[]>> } {
  const arr = (g: Growable) => toArray(g.data, g.length);
  const flows: Record<string, Record<string, (number | null)[]>> = {};
  for (const id of run.flowIds) {
    const flow: Record<string, (number | null)[]> = {};
    for (const name of DRAWN_SERIES) flow[name] = arr(run.flows[id].series[name]);
    flows[id] = flow;
  }
  return { t_s: arr(run.t), flows };
}

/** The series as CSV: one row per flow and sample; empty cells for NaN. */
export function seriesCsv(run: RunData): string {
  const rows: unknown[][] = [];
  for (const id of run.flowIds) {
    const s = run.flows[id].series;
    for (let i = 0; i < run.t.length; i++) rows.push([id, run.t.data[i], ...DRAWN_SERIES.map((n) => s[n].data[i])]);
  }
  return toCsv(['flow', 't_s', ...DRAWN_SERIES], rows);
}
