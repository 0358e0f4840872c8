// Reading a short run's steady state (the engine's own samples, averaged): one simulated point of
// the charts against cwnd. Pure.

export interface SteadyPoint {
  cwnd: number;
  throughputMbps: number;
  rttMs: number;
}

export interface FlowSamples {
  t: ArrayLike<number>;
  rttMs: ArrayLike<number>;
  deliveredMbps: ArrayLike<number>;
  length: number;
}

/** Mean payload rate and smoothed RTT over the samples after `fromS` (skipping the first window's burst). */
export function steadyPoint(s: FlowSamples, cwnd: number, fromS = 1): SteadyPoint {
  let n = 0;
  let thr = 0;
  let rtt = 0;
  for (let i = 0; i < s.length; i++) {
    if (s.t[i] <= fromS) continue;
    const r = s.rttMs[i];
    const d = s.deliveredMbps[i];
    if (!Number.isFinite(r) || !Number.isFinite(d)) continue;
    n++;
    thr += d;
    rtt += r;
  }
  return n > 0 ? { cwnd, throughputMbps: thr / n, rttMs: rtt / n } : { cwnd, throughputMbps: NaN, rttMs: NaN };
}
