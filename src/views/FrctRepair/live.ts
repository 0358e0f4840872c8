// The run on screen: what the worker streamed for the FRCT flow the panels show (its series, the
// newest counters and flow-allocator fields) and the packet log. Pure: (run, batch) -> run.
// Nothing here computes network behaviour: every number comes from the engine.
import type { FrctLive, FrctNames, SampleBatch } from '../../sim';
import { appendGrowable, emptyGrowable, type Growable } from '../../charts/series';
import { appendLog, emptyLog, type LogStore } from './logStore';
import type { FrctRepairOptions } from './options';

/** The series this view draws (names as in the engine's FRCT_SERIES). */
export const DRAWN_SERIES = ['delivered_mbps', 'rtt_ms', 'rto_ms', 'retrans', 'paced_mbps', 'level', 'capacity_mbps', 'regime'] as const;
export type DrawnSeries = (typeof DRAWN_SERIES)[number];

export interface RunData {
  key: number;
  flowId: string;
  options: FrctRepairOptions;
  t: Growable;
  series: Record<DrawnSeries, Growable>;
  nowS: number;
  names: FrctNames | null;
  live: FrctLive | null;
  log: LogStore;
  done: boolean;
  record: unknown;
  version: number;
}

export function emptyRun(key: number, options: FrctRepairOptions, flowId: string): RunData {
  const series = {} as Record<DrawnSeries, Growable>;
  for (const n of DRAWN_SERIES) series[n] = emptyGrowable(512);
  return { key, flowId, options, t: emptyGrowable(512), series, nowS: 0, names: null, live: null, log: emptyLog(), done: false, record: null, version: 0 };
}

/** Appends one batch. As with appendGrowable, `run` is consumed: keep only the result. */
export function appendBatch(run: RunData, batch: SampleBatch): RunData {
  const names = batch.frct_names ?? run.names;
  const live = batch.frct?.[run.flowId] ?? run.live;
  const log = batch.frct_log ? appendLog(run.log, batch.frct_log) : run.log;
  const f = batch.flows[run.flowId];
  const n = batch.t_s.length;
  let { t, series } = run;
  if (f && n > 0) {
    t = appendGrowable(t, batch.t_s);
    series = { ...series };
    for (const name of DRAWN_SERIES) {
      const chunk = f[name];
      series[name] = appendGrowable(run.series[name], chunk && chunk.length === n ? chunk : new Float64Array(n).fill(NaN));
    }
  }
  return { ...run, names, live, log, t, series, nowS: batch.now_s, version: run.version + 1 };
}

export function finishRun(run: RunData, record: unknown): RunData {
  return { ...run, done: true, record };
}

/** The run's streamed samples as a RunRecord's series (a live run's record carries none). */
export function seriesOfRun(run: RunData): { t_s: (number | null)[]; flows: Record<string, Record<string, (number | null)[]>> } {
  const arr = (g: Growable) => Array.from(g.data.subarray(0, g.length), (v) => (Number.isFinite(v) ? v : null));
  const flow: Record<string, (number | null)[]> = {};
  for (const name of DRAWN_SERIES) flow[name] = arr(run.series[name]);
  return { t_s: arr(run.t), flows: { [run.flowId]: flow } };
}

/** The series as CSV (one row per sample; empty cells for NaN). */
export function seriesCsv(run: RunData): string {
  const rows = [['t_s', ...DRAWN_SERIES].join(',')];
  const v = (x: number) => (Number.isFinite(x) ? String(x) : '');
  for (let i = 0; i < run.t.length; i++) rows.push([v(run.t.data[i]), ...DRAWN_SERIES.map((n) => v(run.series[n].data[i]))].join(','));
  return `${rows.join('\n')}\n`;
}
