// Reno (Linux tcp_reno_*): slow start, then +1 segment per cwnd segments acknowledged (appropriate
// byte counting: delayed ACKs do not slow the growth), ssthresh = max(cwnd / 2, 2) on a loss.

import { congAvoidAi, inSlowStart, slowStart, type CcHost, type CongestionControl } from './types';

/** Linux tcp_reno_cong_avoid: slow start up to ssthresh, then +1 segment per cwnd acknowledged. */
export function renoCongAvoid(h: CcHost, acked: number): void {
  if (inSlowStart(h)) {
    acked = slowStart(h, acked);
    if (acked === 0) return;
  }
  congAvoidAi(h, h.cwnd, acked);
}

/** Linux tcp_reno_ssthresh: half the window, at least 2. */
export function renoSsthresh(h: CcHost): number {
  return Math.max(h.cwnd >> 1, 2);
}

export class Reno implements CongestionControl {
  readonly name = 'reno';

  init(): void {}

  congAvoid(h: CcHost, acked: number): void {
    renoCongAvoid(h, acked);
  }

  pktsAcked(): void {}

  ssthresh(h: CcHost): number {
    return renoSsthresh(h);
  }

  onRto(): void {}
}
