// The CUBIC window curve of RFC 9438 after a chosen loss, from the paper model (src/models):
// the view only picks Wmax from the run's sampled cwnd and draws W(t).
import { CUBIC_BETA, CUBIC_C, cubicK, cubicWindow } from '../../models/cubic';
import { fastConvergence } from '../../models/cubicFastConvergence';

export interface CubicCurve {
  /** Time of the loss, s (t = 0 of W(t)). */
  lossS: number;
  cwndAtLoss: number;
  wmax: number;
  cwndStart: number;
  k: number;
  /** True when RFC 9438 fast convergence applies (loss below the previous Wmax). */
  fastConvergence: boolean;
  /** Points of the curve: times (s, absolute) and windows (packets). */
  t: Float64Array;
  w: Float64Array;
}

/**
 * W(t) after a loss at `lossS` with window `cwndAtLoss`. If the previous loss happened at a larger
 * window, fast convergence lowers Wmax to cwnd (1 + beta) / 2, as the notes' trace shows.
 * The curve is drawn until `untilS` or until it passes `ceiling` (whichever comes first).
 */
export function cubicCurveAfterLoss(
  lossS: number,
  cwndAtLoss: number,
  previousCwndAtLoss: number | null,
  untilS: number,
  ceiling = Infinity,
  points = 240,
): CubicCurve | null {
  if (!(cwndAtLoss > 0) || !Number.isFinite(cwndAtLoss) || !(untilS > lossS)) return null;
  const fast = previousCwndAtLoss !== null && Number.isFinite(previousCwndAtLoss) && cwndAtLoss < previousCwndAtLoss;
  let wmax: number;
  let cwndStart: number;
  let k: number;
  if (fast) {
    const fc = fastConvergence(cwndAtLoss);
    wmax = fc.wmax;
    cwndStart = fc.cwndStart;
    k = fc.k;
  } else {
    wmax = cwndAtLoss;
    cwndStart = CUBIC_BETA * cwndAtLoss;
    k = cubicK(wmax, cwndStart);
  }
  const ts: number[] = [];
  const ws: number[] = [];
  const span = untilS - lossS;
  for (let i = 0; i <= points; i++) {
    const dt = (span * i) / points;
    const w = cubicWindow(dt, wmax, k, CUBIC_C);
    ts.push(lossS + dt);
    ws.push(w);
    if (w > ceiling) break;
  }
  return { lossS, cwndAtLoss, wmax, cwndStart, k, fastConvergence: fast, t: Float64Array.from(ts), w: Float64Array.from(ws) };
}
