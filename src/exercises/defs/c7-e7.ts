// Chapter 7, notes' exercise 7: with Wmax packets and no fast convergence, K and W(t) at 0, K/2,
// K and 2K; then, with an RTT of 20 ms, when Reno (restarting at Wmax / 2, one packet per RTT)
// has caught up with CUBIC. The notes' Wmax = 400: K = cbrt(0,3 x 400 / 0,4) = cbrt(300)
// = 6,69 s; W = 280, 385, 400, 520; Reno passes the curve at about 3,8 s (cubic_curve.py
// --wmax 400: 387 against 375 at 3,5 s, 392 against 400 at 4,0 s).
import { CUBIC_BETA, CUBIC_C, cubicK, cubicWindow } from '../../models/cubic';
import { renoLinearWindow } from '../../models/cubicVsReno';
import { numericExercise } from '../define';
import type { Draw } from '../seed';

interface P {
  [k: string]: number;
  wmax: number;
  rtt_ms: number;
}

const NOTES: P = { wmax: 400, rtt_ms: 20 };

export const kOf = (p: P) => cubicK(p.wmax);
export const windowAt = (p: P, t: number) => cubicWindow(t, p.wmax, kOf(p));

/**
 * The first time Reno's straight line from Wmax / 2 reaches CUBIC's curve from beta x Wmax
 * (bisection on the first sign change, sampled every millisecond); null when it never does
 * before 3K.
 */
export function catchUpS(p: P, renoStart = p.wmax / 2, wmax = p.wmax, k = kOf(p)): number | null {
  const gap = (t: number) => cubicWindow(t, wmax, k) - renoLinearWindow(t, renoStart, p.rtt_ms);
  const step = 0.001;
  for (let t = 0; t < 3 * k; t += step) {
    if (gap(t) > 0 && gap(t + step) <= 0) {
      let lo = t;
      let hi = t + step;
      for (let i = 0; i < 40; i++) {
        const mid = (lo + hi) / 2;
        if (gap(mid) > 0) lo = mid;
        else hi = mid;
      }
      return (lo + hi) / 2;
    }
  }
  return null;
}

const sure = (x: number | null) => x ?? Number.NaN;

export const c7e7 = numericExercise<P>({
  id: 'c7-e7',
  chapter: 7,
  points: 10,
  tolerance: 0.02,
  notes: NOTES,
  // 200 to 800 packets: Reno still catches the curve (for a Wmax of about 1800 or more at 20 ms
  // the cubic's probing would outrun the line before it gets there). Every whole Wmax, and an RTT
  // of 15 to 20 ms (Reno climbs faster, so it still catches the curve), so no two students of a class share a key (issue 22).
  draw: (d: Draw) => ({ wmax: d.int(200, 800), rtt_ms: d.int(15000, 20000) / 1000 }),
  vars: (p) => ({ wmax: String(p.wmax), rtt: p.rtt_ms, c: CUBIC_C, beta: CUBIC_BETA }),
  mistakes: ['no-cube-root', 'beta-for-reduction', 'fast-convergence', 'sign', 'answered-k', 'reno-from-beta'],
  fields: [
    {
      name: 'k_s', unit: 's', key: kOf,
      mistakes: (p) => [
        { id: 'no-cube-root', value: ((1 - CUBIC_BETA) * p.wmax) / CUBIC_C },
        { id: 'beta-for-reduction', value: Math.cbrt((CUBIC_BETA * p.wmax) / CUBIC_C) },
        { id: 'fast-convergence', value: cubicK((p.wmax * (1 + CUBIC_BETA)) / 2, CUBIC_BETA * p.wmax) },
      ],
    },
    { name: 'w_0', unit: '', key: (p) => windowAt(p, 0), mistakes: (p) => [{ id: 'sign', value: 2 * p.wmax - windowAt(p, 0) }] },
    { name: 'w_half_k', unit: '', key: (p) => windowAt(p, kOf(p) / 2), mistakes: (p) => [{ id: 'sign', value: 2 * p.wmax - windowAt(p, kOf(p) / 2) }] },
    { name: 'w_k', unit: '', key: (p) => windowAt(p, kOf(p)) },
    { name: 'w_2k', unit: '', key: (p) => windowAt(p, 2 * kOf(p)), mistakes: (p) => [{ id: 'sign', value: 2 * p.wmax - windowAt(p, 2 * kOf(p)) }] },
    {
      // 10 %: read off cubic_curve.py's half-second table the answer is the row before or after.
      name: 'catch_up_s', unit: 's', tolerance: 0.1, key: (p) => sure(catchUpS(p)),
      mistakes: (p) => [
        { id: 'answered-k', value: kOf(p) },
        { id: 'reno-from-beta', value: sure(catchUpS(p, CUBIC_BETA * p.wmax)) },
      ],
    },
  ],
});
