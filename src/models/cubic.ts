// The CUBIC window curve of RFC 9438: after a loss at window Wmax the window restarts at
// beta * Wmax and follows W(t) = C (t - K)^3 + Wmax, t in seconds since the reduction, where K is
// the time it takes to climb back to Wmax.

/** RFC 9438's constant C, in packets per second cubed. */
export const CUBIC_C = 0.4;
/** RFC 9438's multiplicative decrease factor. */
export const CUBIC_BETA = 0.7;
/**
 * The same constants as Linux's tcp_cubic.c holds them (the simulator's CUBIC): beta = 717/1024
 * (`beta`, BICTCP_BETA_SCALE 1024) = 0.7002 and C = bic_scale * 10 / 1024 = 410/1024 = 0.4004
 * (`cube_rtt_scale`, with t in 1/1024 s: delta = cube_rtt_scale * offs^3 >> 40).
 */
export const LINUX_CUBIC_BETA = 717 / 1024;
export const LINUX_CUBIC_C = 410 / 1024;

/**
 * K = cbrt((Wmax - cwndStart) / C): seconds from the reduction back to Wmax. Without fast
 * convergence cwndStart = beta * Wmax, so K = cbrt(Wmax (1 - beta) / C).
 */
export function cubicK(wmax: number, cwndStart: number = CUBIC_BETA * wmax, c: number = CUBIC_C): number {
  if (!(wmax > 0) || !(c > 0) || !Number.isFinite(wmax) || !Number.isFinite(cwndStart)) {
    throw new RangeError(`cubicK: need Wmax > 0 and C > 0, got Wmax=${wmax}, C=${c}`);
  }
  return Math.cbrt((wmax - cwndStart) / c);
}

/** W(t) = C (t - K)^3 + Wmax. */
export function cubicWindow(t: number, wmax: number, k: number, c: number = CUBIC_C): number {
  return c * (t - k) ** 3 + wmax;
}

/** The time at which W(t) reaches `target` (>= cwndStart): t = K + cbrt((target - Wmax) / C). */
export function cubicTimeToWindow(target: number, wmax: number, k: number, c: number = CUBIC_C): number {
  return k + Math.cbrt((target - wmax) / c);
}
