// The BDP pipe's options and files: what a deep link or a record sets (the link, the window, the
// live run's speed), the options a scenario held at one window comes from, and the simulated
// points as CSV beside the closed form. Pure: no React, no DOM.
import { COURSE_PATH, modelAt, pathModel, type PathParams } from '../../panels/bdp-pipe';
import type { SteadyPoint } from '../../panels/bdp-charts';

/** What a deep link or a record sets: the link, the window and the live run's speed. */
export interface BdpPipeOptions extends PathParams {
  cwnd: number;
  speed: number;
}

export const SPEEDS = [0.01, 0.02, 0.05, 0.1, 0.25, 1] as const;
export const DEFAULT_BDP_OPTIONS: BdpPipeOptions = { ...COURSE_PATH, cwnd: 100, speed: 0.05 };

const nul = (v: number) => (Number.isFinite(v) ? v : null);

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
 * The link and the window of a scenario with one TCP flow held at `cwnd_fixed` on a FIFO link
 * (the delay is the round trip: the data path's plus the ACK path's). Throws a short reason otherwise.
 */
export function optionsOfScenario(sc: unknown, speed: number): BdpPipeOptions {
  if (!isObj(sc) || !isObj(sc.link)) throw new Error('no link');
  const link = sc.link;
  const queue = isObj(link.queue) ? link.queue : {};
  const flows = Array.isArray(sc.flows) ? sc.flows : [];
  const flow = flows.find((f): f is Record<string, unknown> => isObj(f) && typeof f.cwnd_fixed === 'number');
  if (!flow) throw new Error('no flow held at a fixed cwnd');
  if (queue.kind !== undefined && queue.kind !== 'fifo') throw new Error('not a FIFO queue');
  const reverse = finite(link.reverse_delay_ms);
  const options: BdpPipeOptions = {
    rateMbps: finite(link.rate_mbps),
    delayMs: finite(link.delay_ms) + (Number.isFinite(reverse) ? reverse : 0),
    bufferBytes: finite(queue.limit_bytes),
    cwnd: finite(flow.cwnd_fixed),
    speed,
  };
  if (![options.rateMbps, options.delayMs, options.bufferBytes, options.cwnd].every((v) => v > 0)) throw new Error('link or cwnd missing');
  return options;
}
