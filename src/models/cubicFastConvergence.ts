// RFC 9438 fast convergence: a loss at a window below the previous Wmax means the flow is losing
// share, so it aims lower: Wmax = cwnd (1 + beta) / 2 instead of cwnd. The window still restarts
// at beta x cwnd, so K shrinks and the plateau sits below the window at loss.

import { CUBIC_BETA, CUBIC_C, cubicK, cubicTimeToWindow } from './cubic';

export interface FastConvergence {
  /** Window when the loss happened, packets. */
  cwndAtLoss: number;
  /** Wmax after fast convergence: cwnd (1 + beta) / 2. */
  wmax: number;
  /** Window right after the reduction: beta x cwnd. */
  cwndStart: number;
  /** Seconds to the plateau at Wmax. */
  k: number;
  /** Window the path holds; the next loss comes when W(t) exceeds it (default: cwndAtLoss). */
  capacity: number;
  /** Seconds after the reduction at which W(t) = capacity + 1, the next loss. */
  nextLossS: number;
}

export function fastConvergence(cwndAtLoss: number, capacity = cwndAtLoss, beta = CUBIC_BETA, c = CUBIC_C): FastConvergence {
  if (!(cwndAtLoss > 0) || !(capacity > 0) || !(beta > 0 && beta < 1) || !Number.isFinite(cwndAtLoss + capacity)) {
    throw new RangeError(`fastConvergence: need cwnd > 0, capacity > 0, 0 < beta < 1`);
  }
  const wmax = (cwndAtLoss * (1 + beta)) / 2;
  const cwndStart = beta * cwndAtLoss;
  const k = cubicK(wmax, cwndStart, c);
  return { cwndAtLoss, wmax, cwndStart, k, capacity, nextLossS: cubicTimeToWindow(capacity + 1, wmax, k, c) };
}
