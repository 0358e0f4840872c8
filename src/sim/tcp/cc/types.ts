// One interface for every congestion control, shaped like Linux's tcp_congestion_ops: the sender
// owns cwnd/ssthresh (in segments, integers, plus the cwnd_cnt fraction counter) and calls the
// algorithm at the same points the kernel does. One instance per connection; nothing is
// allocated per ACK.

/** What an algorithm reads and writes of its connection. */
export interface CcHost {
  /** Congestion window, segments (integer). */
  cwnd: number;
  /** Slow-start threshold, segments; TCP_INFINITE_SSTHRESH until the first reduction. */
  ssthresh: number;
  /** Segments acknowledged towards the next +1 of cwnd in congestion avoidance (snd_cwnd_cnt). */
  cwndCnt: number;
  /** Highest segment number sent + 1 (snd_nxt) and lowest unacknowledged (snd_una). */
  readonly nxt: number;
  readonly una: number;
  /** Smallest RTT seen, ns (Infinity before the first sample). */
  readonly minRttNs: number;
}

export const TCP_INFINITE_SSTHRESH = 0x7fffffff;

export interface CongestionControl {
  readonly name: string;
  /** The sender starts (or restarts after idle is not modelled): reset per-connection state. */
  init(h: CcHost, nowNs: number): void;
  /** An ACK delivered `acked` segments while the window may grow (Open, Disorder, Loss). */
  congAvoid(h: CcHost, acked: number, nowNs: number): void;
  /** Every ACK that delivers data: `rttNs` is the RTT sample of this ACK (-1 if none). */
  pktsAcked(h: CcHost, acked: number, rttNs: number, nowNs: number): void;
  /**
   * ssthresh to use on a congestion event; may record W_max. `loss` is true for fast recovery and
   * RTO, false for an ECN (CWR) reduction; algorithms that answer both alike ignore it.
   */
  ssthresh(h: CcHost, loss: boolean): number;
  /** A retransmission timeout: the algorithm forgets its epoch (Linux: state TCP_CA_Loss). */
  onRto(h: CcHost, nowNs: number): void;
  /**
   * Optional (Linux in_ack_event): every ACK, with the segments it newly delivered (cumulatively
   * or by SACK, 0 for a pure duplicate) and whether it carried ECE. Called before the sender's
   * congestion state machine handles the ACK. DCTCP estimates its marked fraction from it.
   */
  onAckEvent?(h: CcHost, acked: number, ece: boolean, nowNs: number): void;
}

/** Linux tcp_slow_start: cwnd += acked up to ssthresh; returns the acks left over. */
export function slowStart(h: CcHost, acked: number): number {
  const cwnd = Math.min(h.cwnd + acked, h.ssthresh);
  acked -= cwnd - h.cwnd;
  h.cwnd = cwnd;
  return acked;
}

/** Linux tcp_cong_avoid_ai: cwnd grows by one per `w` segments acknowledged (byte counting). */
export function congAvoidAi(h: CcHost, w: number, acked: number): void {
  if (h.cwndCnt >= w) {
    h.cwndCnt = 0;
    h.cwnd++;
  }
  h.cwndCnt += acked;
  if (h.cwndCnt >= w) {
    const delta = Math.floor(h.cwndCnt / w);
    h.cwndCnt -= delta * w;
    h.cwnd += delta;
  }
}

export function inSlowStart(h: CcHost): boolean {
  return h.cwnd < h.ssthresh;
}
