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
  /**
   * Optional (Linux TCP_CONG_NEEDS_ECN, tcp_ca_needs_ecn): the algorithm needs ECN on every packet,
   * so a retransmission keeps ECT (tcp_ecn_send clears it for the others, RFC 3168 section 6.1.5).
   */
  readonly needsEcn?: boolean;
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
  /**
   * Optional (Linux set_state(TCP_CA_Recovery)): the sender enters fast recovery, after it set
   * ssthresh (from Open or Disorder) or kept the one a CWR reduction set (from CWR). DCTCP halves
   * here (dctcp_react_to_loss), so a loss during CWR still halves it.
   */
  onEnterRecovery?(h: CcHost): void;
  /** A retransmission timeout: the algorithm forgets its epoch (Linux: state TCP_CA_Loss). */
  onRto(h: CcHost, nowNs: number): void;
  /**
   * Optional (Linux in_ack_event): every ACK, with the segments it newly delivered (cumulatively
   * or by SACK, 0 for a pure duplicate) and whether it carried ECE. Called before the sender's
   * congestion state machine handles the ACK. DCTCP estimates its marked fraction from it.
   */
  onAckEvent?(h: CcHost, acked: number, ece: boolean, nowNs: number): void;
  /**
   * Optional (the SCE kernel's CA_ACK_ESCE in in_ack_event): every ACK that delivers data, after
   * onAckEvent and before congAvoid. `ackedWithSce` is the segments it newly delivered if it
   * carries ESCE without ECE, else 0. SCE transports (reno-sce, dctcp-sce) answer it proportionally.
   */
  onSce?(h: CcHost, ackedWithSce: number, nowNs: number): void;
  /**
   * Optional (Linux cong_control): the algorithm owns cwnd and the pacing rate. When present, the
   * sender calls it on every ACK after its loss-recovery state machine, with the ACK's rate
   * sample, instead of congAvoid and Proportional Rate Reduction (Linux tcp_cong_control), and
   * does not set cwnd to ssthresh when recovery ends (tcp_end_cwnd_reduction). BBR uses it.
   */
  congControl?(h: PacedHost, rs: RateSample, nowNs: number): void;
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

/**
 * One ACK's delivery-rate sample (draft-cheng-iccrg-delivery-rate-estimation; Linux struct
 * rate_sample). The sender owns one instance and rewrites it on every ACK: no allocation.
 */
export interface RateSample {
  /** Segments newly delivered by this ACK, cumulatively or by SACK (acked_sacked). */
  acked: number;
  /** Segments newly marked lost while this ACK was processed. */
  losses: number;
  /** Segments in flight before this ACK was processed. */
  priorInFlight: number;
  /** `delivered` when the sampled segment was sent (-1: no valid sample on this ACK). */
  priorDelivered: number;
  /** Segments delivered over the sampling interval (-1: no valid sample). */
  delivered: number;
  /** max(send interval, ACK interval), ns (-1: no valid sample, or shorter than min RTT). */
  intervalNs: number;
  /** The sampled segment was sent while the sender was application-limited. */
  isAppLimited: boolean;
  /** RTT of the most recently sent segment this ACK newly delivered, ns (-1: none). */
  rttNs: number;
}

/** What a rate-based algorithm (cong_control) reads and writes beyond CcHost. */
export interface PacedHost extends CcHost {
  /** Pacing rate in bytes per second; 0: no pacing (segments leave as the window opens). */
  pacingRate: number;
  /** Segments delivered so far (tp->delivered, SACKed ones included). */
  readonly delivered: number;
  /** Time (ns) the latest delivery was recorded (tp->delivered_mstamp). */
  readonly deliveredNs: number;
  /** `delivered` value up to which samples are app-limited (0: not app-limited; tp->app_limited). */
  appLimited: number;
  /** Connection state, Linux tcp_ca_state codes (wire.ts CA_*). */
  readonly state: number;
  /** Smoothed RTT, ns (0 before the first sample). */
  readonly srttNs: number;
  /** Payload bytes per segment. */
  readonly mss: number;
  /** Earliest departure time (ns) of the next paced segment (Linux tcp_wstamp_ns). */
  readonly nextDepartureNs: number;
  /** Segments in flight now (RFC 6675 pipe). */
  inFlight(): number;
  /** Uniform draw in [0, 1) from the connection's own congestion-control stream. */
  random(): number;
}
