// Pure helpers of the mb-ecn panel: the regime as bands over time, and the rate axis. Everything
// comes from the engine's series; nothing is computed but lookups.
import { maxFinite, roomyUpper } from '../../charts/series';

export interface RegimeBand {
  from: number;
  to: number;
  /** The engine's regime code (0 slow start, 1 additive increase, 2 proportional decrease). */
  regime: number;
}

/** Runs of equal regime codes; sample i covers (t[i-1], t[i]] (the first from 0). */
export function regimeBands(t: ArrayLike<number>, regime: ArrayLike<number>, n: number): RegimeBand[] {
  const out: RegimeBand[] = [];
  for (let i = 0; i < n; i++) {
    const from = i === 0 ? 0 : t[i - 1];
    const last = out[out.length - 1];
    if (last && last.regime === regime[i] && last.to === from) last.to = t[i];
    else if (Number.isFinite(regime[i])) out.push({ from, to: t[i], regime: regime[i] });
  }
  return out;
}

/**
 * The rate axis' upper end. A bulk flow fills the link: the axis starts at the link rate so it
 * does not jump as the rate grows. A flow far below it (oping's 64-byte messages) gets an axis
 * scaled to its data.
 */
export function rateUpper(series: readonly { data: ArrayLike<number>; length: number }[], linkMbps: number): number {
  let max = 0;
  for (const s of series) max = Math.max(max, maxFinite(s.data, s.length));
  const link = (Number.isFinite(linkMbps) && linkMbps > 0 ? linkMbps : 10) * 1.1;
  return roomyUpper(max, max > 0 && max < link * 0.1 ? 0 : link);
}
