// The window arithmetic shared by the SCE transports, after the SCE reference implementation
// (github.com/chromi/sce, net/ipv4/tcp_reno_sce.c and tcp_dctcp_sce.c, in_ack_event handler):
// one signed counter (the sender's cwndCnt, in segments) carries both Reno's linear growth and
// the SCE reductions. An ACK that echoes ESCE (and not ECE) subtracts `weight` per segment it
// delivered and does not grow the window; any other ACK in congestion avoidance adds its segments.
// Each full cwnd of counter, either way, moves cwnd by one segment (never below 2).

import type { CcHost } from './types';

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
