// The two TCP flows' trajectory on the (x1, x2) plane, built from the batches the worker streams.
// Pure: (trajectory, batch) -> trajectory. It only averages what the engine measured (the flows'
// delivery rates, sampled every sample_ms) over each flow's own RTT; it simulates nothing.
import { jainIndex } from '../../models/jain';

/** The part of a SampleBatch this mode reads (structurally compatible with src/sim's type). */
export interface TcpBatchLike {
  now_s: number;
  t_s: ArrayLike<number>;
  flows: Record<string, Record<string, ArrayLike<number>>>;
}

export interface PlanePoint {
  t: number;
  x1: number;
  x2: number;
}

export interface TcpTrajectory {
  sampleMs: number;
  /** Raw per-sample series of each flow as the engine sent them (Mbit/s and ms). */
  rate1: number[];
  rate2: number[];
  rtt1: number[];
  rtt2: number[];
  /** One plane point per sample: each flow's delivery rate averaged over its last RTT. */
  points: PlanePoint[];
  /** Simulated time reached, s. */
  nowS: number;
}

export const FLOW_IDS = ['s1', 's2'] as const;

export function emptyTrajectory(sampleMs: number): TcpTrajectory {
  return { sampleMs, rate1: [], rate2: [], rtt1: [], rtt2: [], points: [], nowS: 0 };
}

/**
 * Mean of `rates` over the window of `windowMs` that ends with sample `i`, each sample covering
 * `sampleMs`; the oldest sample counts in part when the window ends inside it. A missing or
 * non-finite window (no RTT measured yet) means one sample. Non-finite rates count as 0.
 */
export function windowMean(rates: readonly number[], i: number, windowMs: number, sampleMs: number): number {
  let span = Number.isFinite(windowMs) && windowMs > 0 ? windowMs : sampleMs;
  let sum = 0;
  let weight = 0;
  for (let j = i; j >= 0 && span > 1e-9; j--) {
    const w = Math.min(1, span / sampleMs);
    const v = rates[j];
    sum += (Number.isFinite(v) ? v : 0) * w;
    weight += w;
    span -= sampleMs;
  }
  return weight > 0 ? sum / weight : 0;
}

function numbers(a: ArrayLike<number> | undefined, n: number): number[] {
  const out = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const v = a && a.length === n ? a[i] : NaN;
    out[i] = v;
  }
  return out;
}

/**
 * Appends a batch: its samples, and one plane point per sample. A flow that has not started yet
 * (or has no series in the batch) is at rate 0. Returns a new trajectory; the old one is unchanged.
 */
export function appendTcpBatch(tr: TcpTrajectory, batch: TcpBatchLike): TcpTrajectory {
  const n = batch.t_s.length;
  if (n === 0) return { ...tr, nowS: batch.now_s };
  const [f1, f2] = FLOW_IDS.map((id) => batch.flows[id]);
  const rate1 = tr.rate1.concat(numbers(f1?.delivery_mbps, n));
  const rate2 = tr.rate2.concat(numbers(f2?.delivery_mbps, n));
  const rtt1 = tr.rtt1.concat(numbers(f1?.rtt_ms, n));
  const rtt2 = tr.rtt2.concat(numbers(f2?.rtt_ms, n));
  const added: PlanePoint[] = [];
  for (let k = 0; k < n; k++) {
    const i = tr.rate1.length + k;
    added.push({
      t: batch.t_s[k],
      x1: windowMean(rate1, i, rtt1[i], tr.sampleMs),
      x2: windowMean(rate2, i, rtt2[i], tr.sampleMs),
    });
  }
  return { ...tr, rate1, rate2, rtt1, rtt2, points: tr.points.concat(added), nowS: batch.now_s };
}

/** Jain's index of a point's two rates; NaN when both are 0 (undefined). */
export function pointJain(p: PlanePoint): number {
  return jainIndex([Math.max(0, p.x1), Math.max(0, p.x2)]);
}

/**
 * The points thinned for drawing: at most `max` of them, evenly spaced, always with the last.
 * A few thousand points are drawn as they are; this only guards very long runs.
 */
export function thin<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return points.slice();
  const out: T[] = [];
  const stride = points.length / max;
  for (let k = 0; k < max - 1; k++) out.push(points[Math.floor(k * stride)]);
  out.push(points[points.length - 1]);
  return out;
}
