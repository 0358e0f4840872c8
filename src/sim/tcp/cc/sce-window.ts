// The window arithmetic shared by the SCE transports, after the SCE reference implementation
// (github.com/chromi/sce, net/ipv4/tcp_reno_sce.c and tcp_dctcp_sce.c, in_ack_event handler):
// one signed counter (the sender's cwndCnt, in segments) carries both Reno's linear growth and
// the SCE reductions. An ACK that echoes ESCE (and not ECE) subtracts `weight` per segment it
// delivered and does not grow the window; any other ACK in congestion avoidance adds its segments.
// Each full cwnd of counter, either way, moves cwnd by one segment (never below 2).

import { inSlowStart, slowStart, type CcHost } from './types';

/** Reference: `if (tp->snd_cwnd > 2) tp->snd_cwnd--` when the counter underflows. */
export const SCE_MIN_CWND = 2;

/** Subtracts `ackedWithSce x weight` from the counter, then shrinks cwnd per full window of it. */
export function sceReduce(h: CcHost, ackedWithSce: number, weight: number): void {
  h.cwndCnt -= ackedWithSce * weight;
  while (h.cwndCnt <= -h.cwnd) {
    h.cwndCnt += h.cwnd;
    if (h.cwnd > SCE_MIN_CWND) h.cwnd--;
  }
}

/** Reno linear growth: adds `acked` to the counter, then grows cwnd per full window of it. */
export function sceGrow(h: CcHost, acked: number): void {
  h.cwndCnt += acked;
  while (h.cwndCnt >= h.cwnd) {
    h.cwndCnt -= h.cwnd;
    h.cwnd++;
  }
}

/**
 * The SCE half both SCE transports share: an ACK that echoes ESCE takes `sceWeight(cwnd)` per
 * segment it delivered off the counter and does not grow the window; other ACKs grow as Reno.
 */
export abstract class SceResponse {
  /** The last ACK echoed SCE: no linear growth on it. */
  private sceAck = false;
  /** Segments acknowledged with ESCE (for records and tests). */
  sceAcked = 0;

  /** Counter weight per SCE-echoed segment, for the current window. */
  protected abstract sceWeight(cwnd: number): number;

  protected resetSce(): void {
    this.sceAck = false;
    this.sceAcked = 0;
  }

  onSce(h: CcHost, ackedWithSce: number): void {
    this.sceAck = ackedWithSce > 0;
    if (!this.sceAck) return;
    this.sceAcked += ackedWithSce;
    sceReduce(h, ackedWithSce, this.sceWeight(h.cwnd));
  }

  congAvoid(h: CcHost, acked: number): void {
    if (inSlowStart(h)) {
      acked = slowStart(h, acked);
      if (acked === 0) return;
    }
    if (!this.sceAck) sceGrow(h, acked);
  }

  pktsAcked(): void {}

  onRto(): void {}
}
