// CUBIC's W(t) beside what Reno would do from the same loss: Reno restarts at half the window
// and adds one packet per RTT, so its window is a straight line in time whose slope is 1 / RTT.

import { CUBIC_BETA, CUBIC_C, cubicK, cubicWindow } from './cubic';

export interface CubicVsRenoOptions {
  /** Wmax of the curve, packets. */
  wmax: number;
  /** Round-trip time for Reno's growth, ms. */
  rttMs: number;
  /** CUBIC's window right after the reduction; default beta x Wmax. */
  cwndStart?: number;
  /** Reno's window right after the reduction; default Wmax / 2. */
  renoStart?: number;
  /** Sampling period, s (default 0.5). */
  stepS?: number;
  /** Last sample time, s. Default: see `defaultCurveEnd`. */
  untilS?: number;
  c?: number;
}

export interface CubicVsRenoRow {
  t: number;
  cubic: number;
  reno: number;
}

export interface CubicVsReno {
  wmax: number;
  cwndStart: number;
  k: number;
  rows: CubicVsRenoRow[];
}

/** Reno's window t seconds after the reduction. */
export function renoLinearWindow(t: number, renoStart: number, rttMs: number): number {
  return renoStart + t / (rttMs / 1000);
}

const MAX_ROWS = 100_000;

/**
 * Rows every `stepS` from t = 0. Without `untilS` the table stops once Reno has been above CUBIC
 * in two consecutive samples (it has passed it and stays ahead), or at t = 2K if that never
 * happens first.
 */
export function cubicVsReno(options: CubicVsRenoOptions): CubicVsReno {
  const { wmax, rttMs } = options;
  const c = options.c ?? CUBIC_C;
  const cwndStart = options.cwndStart ?? CUBIC_BETA * wmax;
  const renoStart = options.renoStart ?? wmax / 2;
  const stepS = options.stepS ?? 0.5;
  if (!(wmax > 0) || !(rttMs > 0) || !(stepS > 0) || !(cwndStart > 0 && cwndStart <= wmax)) {
    throw new RangeError(`cubicVsReno: need Wmax > 0, RTT > 0, step > 0, 0 < start <= Wmax`);
  }
  if (options.untilS !== undefined && !(options.untilS >= 0)) throw new RangeError(`cubicVsReno: until must be >= 0`);
  const k = cubicK(wmax, cwndStart, c);
  const rows: CubicVsRenoRow[] = [];
  let renoAhead = 0;
  for (let i = 0; i < MAX_ROWS; i++) {
    const t = i * stepS;
    if (options.untilS !== undefined && t > options.untilS + 1e-9) break;
    const row = { t, cubic: cubicWindow(t, wmax, k, c), reno: renoLinearWindow(t, renoStart, rttMs) };
    rows.push(row);
    if (options.untilS === undefined) {
      renoAhead = row.reno > row.cubic ? renoAhead + 1 : 0;
      if (renoAhead >= 2 || t >= 2 * k) break;
    }
  }
  return { wmax, cwndStart, k, rows };
}
