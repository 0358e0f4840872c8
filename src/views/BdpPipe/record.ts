// The BDP pipe's files: the live run as a RunRecord (the scenario, the series it streamed, the
// throughput/RTT points against cwnd), the points as CSV, and a record read back into the view's
// options and points. Pure: no React, no DOM.
import { COURSE_PATH, modelAt, pathModel, type PathParams } from './model';
import { steadyPoint, type SteadyPoint } from './steady';
import type { RunRecord } from '../../sim';

/** What a deep link or a record sets: the link, the window and the live run's speed. */
export interface BdpPipeOptions extends PathParams {
  cwnd: number;
  speed: number;
}

export const SPEEDS = [0.01, 0.02, 0.05, 0.1, 0.25, 1] as const;
export const DEFAULT_BDP_OPTIONS: BdpPipeOptions = { ...COURSE_PATH, cwnd: 100, speed: 0.05 };

/** Samples of flow s1 in the live run, as they streamed (growing arrays). */
export interface LiveSeries {
  t_s: number[];
  cwnd: number[];
  rtt_ms: number[];
  delivered_mbps: number[];
}

export function emptySeries(): LiveSeries {
  return { t_s: [], cwnd: [], rtt_ms: [], delivered_mbps: [] };
}

/** The most samples kept (600 s at 10 ms); later ones are dropped. */
export const MAX_SAMPLES = 60_000;

/** Appends a batch's samples (in place: the view keeps these in a ref, not in React state). */
export function appendSeries(s: LiveSeries, t: ArrayLike<number>, flow: Record<string, ArrayLike<number>> | undefined): void {
  const n = Math.min(t.length, MAX_SAMPLES - s.t_s.length);
  for (let i = 0; i < n; i++) {
    s.t_s.push(t[i]);
    s.cwnd.push(num(flow?.cwnd, i));
    s.rtt_ms.push(num(flow?.rtt_ms, i));
    s.delivered_mbps.push(num(flow?.delivered_mbps, i));
  }
}

function num(a: ArrayLike<number> | undefined, i: number): number {
  const v = a?.[i];
  return typeof v === 'number' && Number.isFinite(v) ? v : NaN;
}

const nul = (v: number) => (Number.isFinite(v) ? v : null);

/** The record of the live run: scenario, a short summary, s1's series, and the chart's points. */
export function bdpRecord(scenario: Record<string, unknown>, series: LiveSeries, points: readonly SteadyPoint[], opts: BdpPipeOptions): Record<string, unknown> {
  const m = modelAt(opts.cwnd, pathModel(opts));
  const last = series.t_s.length > 0 ? series.t_s[series.t_s.length - 1] : 0;
  const here = points.find((p) => p.cwnd === opts.cwnd);
  return {
    version: 1,
    scenario,
    summary: {
      duration_s: last,
      cwnd: opts.cwnd,
      model: { throughput_mbps: m.throughputMbps, rtt_ms: m.rttMs, queued_frames: m.queued },
      simulated: here ? { throughput_mbps: nul(here.throughputMbps), rtt_ms: nul(here.rttMs) } : null,
    },
    series: {
      t_s: series.t_s.map(nul),
      flows: { s1: { cwnd: series.cwnd.map(nul), rtt_ms: series.rtt_ms.map(nul), delivered_mbps: series.delivered_mbps.map(nul) } },
    },
    bdp_pipe: {
      cwnd: opts.cwnd,
      points: points.map((p) => ({ cwnd: p.cwnd, throughput_mbps: nul(p.throughputMbps), rtt_ms: nul(p.rttMs) })),
    },
  };
}

export const CSV_HEADER = ['cwnd', 'throughput_mbps', 'rtt_ms', 'model_throughput_mbps', 'model_rtt_ms', 'model_queued_frames'] as const;

/** One row per simulated point, with the closed form at the same window. */
export function csvRows(points: readonly SteadyPoint[], path: PathParams): (number | null)[][] {
  const m = pathModel(path);
  return points.map((p) => {
    const c = modelAt(p.cwnd, m);
    return [p.cwnd, nul(p.throughputMbps), nul(p.rttMs), c.throughputMbps, c.rttMs, c.queued];
  });
}

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
const finite = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? x : NaN);

/**
 * The options and points of a record: the link and the window from its scenario (one TCP flow
 * with cwnd_fixed on a FIFO link), the points from its `bdp_pipe` part or, for a plain run of
 * such a scenario, one point averaged from its series. Throws (with a short reason) otherwise.
 */
export function fromRecord(rec: Record<string, unknown>, speed: number): { options: BdpPipeOptions; points: SteadyPoint[] } {
  const sc = rec.scenario;
  if (!isObj(sc) || !isObj(sc.link)) throw new Error('no link');
  const link = sc.link;
  const queue = isObj(link.queue) ? link.queue : {};
  const flows = Array.isArray(sc.flows) ? sc.flows : [];
  const flow = flows.find((f): f is Record<string, unknown> => isObj(f) && typeof f.cwnd_fixed === 'number');
  if (!flow) throw new Error('no flow held at a fixed cwnd');
  const options: BdpPipeOptions = {
    rateMbps: finite(link.rate_mbps),
    delayMs: finite(link.delay_ms),
    bufferBytes: finite(queue.limit_bytes),
    cwnd: finite(flow.cwnd_fixed),
    speed,
  };
  if (![options.rateMbps, options.delayMs, options.bufferBytes, options.cwnd].every((v) => v > 0)) throw new Error('link or cwnd missing');
  const part = rec.bdp_pipe;
  let points: SteadyPoint[];
  if (isObj(part) && Array.isArray(part.points)) {
    points = part.points
      .filter(isObj)
      .map((p) => ({ cwnd: finite(p.cwnd), throughputMbps: p.throughput_mbps === null ? NaN : finite(p.throughput_mbps), rttMs: p.rtt_ms === null ? NaN : finite(p.rtt_ms) }))
      .filter((p) => p.cwnd >= 1);
  } else {
    const p = steadyPoint(rec as unknown as RunRecord, options.cwnd, 1);
    points = Number.isFinite(p.throughputMbps) ? [p] : [];
  }
  return { options, points: [...new Map(points.map((p) => [p.cwnd, p])).values()].sort((a, b) => a.cwnd - b.cwnd) };
}
