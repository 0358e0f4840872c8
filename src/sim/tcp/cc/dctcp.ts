// DCTCP (RFC 8257; Linux net/ipv4/tcp_dctcp.c) over Reno: the window grows as Reno's, and the
// sender estimates the fraction of its data that met congestion from the ECE echoes:
//
//   alpha <- (1 - g) alpha + g F,   g = 1/16,
//
// F = segments acknowledged with ECE / segments acknowledged, over one window of data (from the
// ACK that reaches the snd_nxt recorded at the previous update; Linux counts tp->delivered and
// tp->delivered_ce, SACKed segments included). alpha starts at 1 (Linux dctcp_alpha_on_init =
// DCTCP_MAX_ALPHA), so the first reduction is a halving. On ECE the sender enters CWR at most once
// per window (the sender's CA_CWR episode) with ssthresh = cwnd (1 - alpha / 2) (Linux
// dctcp_ssthresh: cwnd - ((cwnd * alpha) >> 11) with alpha scaled by 1024, at least 2).
// On loss (fast recovery or RTO) it halves like Reno: RFC 8257 section 3.5 "A DCTCP sender MUST
// react to loss episodes in the same way as conventional TCP", Linux dctcp_react_to_loss
// (ssthresh = max(cwnd / 2, 2)) since 2019. alpha is kept in floating point instead of the
// kernel's 10-bit fixed point. The receiver side (ECE reflecting the CE state of the data, with an
// immediate ACK when that state changes) is in receiver.ts (`dctcp` receiver mode).

import { renoCongAvoid, renoSsthresh } from './reno';
import type { CcHost, CongestionControl } from './types';

/** RFC 8257 section 3.3: the estimation gain g; Linux dctcp_shift_g = 4. */
export const DCTCP_G = 1 / 16;

export class Dctcp implements CongestionControl {
  readonly name = 'dctcp';
  /** Linux tcp_dctcp.c: TCP_CONG_NEEDS_ECN (its retransmissions stay ECT; dctcp-sce's reference has no such flag). */
  readonly needsEcn = true;
  /** Estimated fraction of marked data, 0..1. */
  alpha = 1;
  /** snd_nxt at the last alpha update: the window ends when una reaches it. */
  private nextSeq = 0;
  private windowAcked = 0;
  private windowCe = 0;
  /** alpha updates done (windows observed), for tests and records. */
  updates = 0;

  init(h: CcHost): void {
    this.alpha = 1;
    this.nextSeq = h.nxt;
    this.windowAcked = 0;
    this.windowCe = 0;
    this.updates = 0;
  }

  congAvoid(h: CcHost, acked: number): void {
    renoCongAvoid(h, acked);
  }

  pktsAcked(): void {}

  /** Every ACK: `acked` segments newly delivered (cumulatively or by SACK), `ece` its ECE flag. */
  onAckEvent(h: CcHost, acked: number, ece: boolean): void {
    this.windowAcked += acked;
    if (ece) this.windowCe += acked;
    if (h.una >= this.nextSeq) {
      if (this.windowAcked > 0) {
        this.alpha = updateAlpha(this.alpha, this.windowCe / this.windowAcked);
        this.updates++;
      }
      this.windowAcked = 0;
      this.windowCe = 0;
      this.nextSeq = h.nxt;
    }
  }

  ssthresh(h: CcHost, loss: boolean): number {
    if (loss) return renoSsthresh(h);
    return Math.max(h.cwnd - Math.floor((h.cwnd * this.alpha) / 2), 2);
  }

  /** Linux dctcp_state -> dctcp_react_to_loss: ssthresh = max(cwnd / 2, 2), from CWR as well. */
  onEnterRecovery(h: CcHost): void {
    h.ssthresh = renoSsthresh(h);
  }

  onRto(): void {}
}

/** One window's EWMA step (RFC 8257 section 3.3, step 7). */
export function updateAlpha(alpha: number, markedFraction: number): number {
  return (1 - DCTCP_G) * alpha + DCTCP_G * markedFraction;
}
