// Reno (Linux tcp_reno_*): slow start, then +1 segment per cwnd segments acknowledged (appropriate
// byte counting: delayed ACKs do not slow the growth), ssthresh = max(cwnd / 2, 2) on a loss.

import { congAvoidAi, inSlowStart, slowStart, type CcHost, type CongestionControl } from './types';

export class Reno implements CongestionControl {
  readonly name = 'reno';

  init(): void {}

  congAvoid(h: CcHost, acked: number): void {
    if (inSlowStart(h)) {
      acked = slowStart(h, acked);
      if (acked === 0) return;
    }
    congAvoidAi(h, h.cwnd, acked);
  }

  pktsAcked(): void {}

  ssthresh(h: CcHost): number {
    return Math.max(h.cwnd >> 1, 2);
  }

  onRto(): void {}
}
