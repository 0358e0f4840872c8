// Reading a short run's steady state (the engine's own samples, averaged): one simulated point.
import type { RunRecord } from '../../sim';

export interface SteadyPoint {
  cwnd: number;
  throughputMbps: number;
  rttMs: number;
}

/** Mean payload rate and smoothed RTT of flow s1 over samples after `fromS` (skipping the first window's burst). */
export function steadyPoint(rec: RunRecord, cwnd: number, fromS = 1): SteadyPoint {
  const s = rec.series;
  const f = s?.flows.s1;
  if (!s || !f) return { cwnd, throughputMbps: NaN, rttMs: NaN };
  let n = 0;
  let thr = 0;
  let rtt = 0;
  for (let i = 0; i < s.t_s.length; i++) {
    if (s.t_s[i] <= fromS) continue;
    const r = f.rtt_ms[i];
    const d = f.delivered_mbps[i];
    if (!Number.isFinite(r) || !Number.isFinite(d)) continue;
    n++;
    thr += d;
    rtt += r;
  }
  return n > 0 ? { cwnd, throughputMbps: thr / n, rttMs: rtt / n } : { cwnd, throughputMbps: NaN, rttMs: NaN };
}
