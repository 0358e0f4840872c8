// The one state of a TCP sender (Linux's struct tcp_sock): windows, counters, the per-segment
// ring's arrays, the timers' marks, and the two strategies it is composed with: its stack (what
// differs between `linux` and `book`) and its congestion control (cc/). The functions of each
// concern (sender-ring, -rtt, -transmit, -recovery, -timers, -stack-*.ts) take it as their first
// argument and read its fields directly. Every field is set in the constructor, so every sender
// has one shape.

import type { Component, Kernel } from '../core/kernel';
import type { Link } from '../net/link';
import { GrowableF64 } from '../record/growable';
import { TCP_INFINITE_SSTHRESH, type CongestionControl, type PacedHost } from './cc/types';
import { DeliveryRateSampler } from './pacing-rate-sampler';
import { INITIAL_WINDOW_BYTES } from './rcv-buffer';
import { CA_OPEN } from './wire';
import { INITIAL_RTO_NS, TX_K_START, type SenderConfig } from './sender-defs';

/**
 * What differs between the two stacks, as one strategy object per stack (sender-stack-linux.ts,
 * sender-stack-book.ts), the way ns-3 composes TcpRecoveryOps beside TcpCongestionOps.
 */
export interface SenderStack {
  readonly name: 'linux' | 'book';
  /**
   * A SACK scoreboard: in flight is RFC 6675's pipe (out - sacked - lost + retransmitted),
   * retransmissions are tracked in flight, and sent segments join RACK's transmission list.
   */
  readonly sack: boolean;
  /** Initial window, segments. */
  readonly initialWindow: number;
  readonly rtoMinNs: number;
  /** The RTO from the smoothed RTT and its variation (before rounding and RTO_MAX_NS). */
  rto(srttNs: number, rttvarNs: number, rtoMinNs: number): number;
  /** Processes the ACK in packet `p` (and releases it), then sends what fits. */
  ack(sk: TcpSock, p: number): void;
  /** Puts on the wire what cwnd, the receive window and the pacer allow. */
  send(sk: TcpSock): void;
  /** The retransmission timer expired (after the loss entry common to both): what is to be resent. */
  timeout(sk: TcpSock): void;
}

export abstract class TcpSock implements Component, PacedHost {
  readonly id: number;
  /** stack.sack, read from here on the hot paths. */
  readonly sack: boolean;
  // CcHost
  cwnd: number;
  ssthresh = TCP_INFINITE_SSTHRESH;
  cwndCnt = 0;
  una = 0;
  nxt = 0;
  minRttNs = Infinity;

  srttNs = 0;
  rttvarNs = 0;
  rtoNs = INITIAL_RTO_NS;
  backoff = 1;
  state = CA_OPEN;
  /** snd_nxt when the current recovery / loss episode began. */
  highSeq = 0;
  priorCwnd = 0;
  prrDelivered = 0;
  prrOut = 0;
  sackedOut = 0;
  lostOut = 0;
  retransOut = 0;
  /** Duplicate ACKs in a row (book stack). */
  dupacks = 0;
  /** A partial ACK has come in the current fast recovery (book stack; RFC 6582: only the first resets the RTO). */
  partialSeen = false;
  /** Segments put on the wire (retransmissions included), retransmissions, segments delivered. */
  segmentsSent = 0;
  retransmits = 0;
  delivered = 0;
  /** ACKs that reached this sender. */
  acksReceived = 0;
  /** Times (s) of congestion responses: fast recovery, RTO, ECN reduction. */
  readonly lossEvents = new GrowableF64(16);
  /** Times (s) of ECN-driven window reductions (CWR): congestion signalled without a loss. */
  readonly ecnEvents = new GrowableF64(16);
  started = false;
  /** A finite transfer is fully acknowledged. */
  finished = false;
  finishedNs = -1;
  /** The last send attempt stopped on cwnd (Linux is_cwnd_limited), not on data or rwnd. */
  cwndLimited = true;
  /** The last send attempt stopped on the receiver's window (ss's rwnd_limited). */
  rwndLimited = false;
  /** The receiver's window from the latest ACK, bytes (ss's snd_wnd; Infinity: never limits). */
  sndWnd: number;
  /** Right edge of that window, segments: nothing at or beyond it is sent. */
  sndWndEdge: number;
  /** Send time of the latest ACK taken (the timestamp this sender echoes; -1: none yet). */
  tsRecent = -1;
  /** Segments still to join the GSO packet being sent (sender-transmit.ts). */
  gsoLeft = 0;
  // Pacing (PacedHost): set by a rate-based algorithm; 0 leaves the sender unpaced.
  pacingRate = 0;
  /** Earliest departure of the next segment, ns (Linux tcp_wstamp_ns; fq-like spacing). */
  nextDepartureNs = 0;
  /** Test hook: called after every ACK is processed. */
  onAck: ((s: TcpSock) => void) | null = null;

  // Segment ring over [una, nxt) (sender-ring.ts).
  mask = 1023;
  flags = new Uint8Array(1024);
  xmit = new Float64Array(1024);
  order = new Float64Array(1024);
  tNext = new Float64Array(1024);
  tPrev = new Float64Array(1024);
  parent = new Float64Array(1024);
  tsHead = -1;
  tsTail = -1;
  // Lost segments waiting for retransmission (FIFO ring of segment numbers).
  lostQ = new Float64Array(256);
  lostHead = 0;
  lostCount = 0;
  // RACK: the most recently sent segment known delivered.
  rackOrder = 0;
  rackRtt = 0;
  txCounter = 0;
  /** Earliest and latest send time of the segments (never retransmitted) the ACK being processed delivers (linux stack). */
  ackMinX = Infinity;
  ackMaxX = -1;
  /** Highest segment number sent + 1 (book go-back-N resends below it). */
  maxSent = 0;
  readonly totalSegs: number;
  readonly lastPayload: number;
  readonly rwndSegs: number;
  readonly rtoMinNs: number;
  rtoAt = Infinity;
  rtoEventAt = Infinity;
  rtoHandle = -1;
  reoEventAt = Infinity;
  cwrPending = false;
  /** cwnd_fixed in segments, or 0 when the congestion control decides. */
  readonly fixedCwnd: number;
  paceEventAt = Infinity;
  /** Delivery-rate samples, kept only when the algorithm owns cwnd and pacing (cong_control). */
  readonly rate: DeliveryRateSampler | null;

  constructor(
    readonly k: Kernel,
    readonly fwd: Link,
    readonly source: number,
    readonly cc: CongestionControl,
    readonly cfg: SenderConfig,
    readonly stack: SenderStack,
  ) {
    this.id = k.add(this);
    this.sack = stack.sack;
    this.fixedCwnd = cfg.fixedCwnd != null && cfg.fixedCwnd > 0 ? cfg.fixedCwnd : 0;
    this.cwnd = this.fixedCwnd > 0 ? this.fixedCwnd : stack.initialWindow;
    this.rtoMinNs = stack.rtoMinNs;
    this.rate = stack.name === 'linux' && cc.congControl !== undefined ? new DeliveryRateSampler(1024) : null;
    if (cfg.totalBytes === null) {
      this.totalSegs = Infinity;
      this.lastPayload = cfg.mss;
    } else {
      this.totalSegs = Math.ceil(cfg.totalBytes / cfg.mss);
      this.lastPayload = cfg.totalBytes - (this.totalSegs - 1) * cfg.mss;
    }
    this.rwndSegs = cfg.rwndBytes === null ? Infinity : Math.max(1, Math.floor(cfg.rwndBytes / cfg.mss));
    // A receiver that advertises a window: its SYN-ACK's (65 535 B) until its first ACK; otherwise no limit here.
    this.sndWnd = cfg.rwndBytes !== null ? cfg.rwndBytes : cfg.rcvAutotune === true ? INITIAL_WINDOW_BYTES : Infinity;
    this.sndWndEdge = cfg.rcvAutotune === true ? Math.floor(INITIAL_WINDOW_BYTES / cfg.mss) : Infinity;
    for (let i = 0; i < 1024; i++) this.parent[i] = i;
    if (cfg.startNs <= k.endNs) k.at(cfg.startNs, this.id, TX_K_START, 0);
  }

  /** Segments in flight (RFC 6675 pipe; Linux tcp_packets_in_flight). */
  inFlight(): number {
    if (!this.sack) return this.nxt - this.una;
    return this.nxt - this.una - this.sackedOut - this.lostOut + this.retransOut;
  }

  /** Highest segment number sent + 1 (nxt can go back below it in the book stack's go-back-N). */
  get highestSent(): number {
    return this.maxSent;
  }

  /** Time of the latest delivery (PacedHost; 0 when rates are not sampled). */
  get deliveredNs(): number {
    return this.rate === null ? 0 : this.rate.deliveredNs;
  }

  get appLimited(): number {
    return this.rate === null ? 0 : this.rate.appLimited;
  }

  set appLimited(v: number) {
    if (this.rate !== null) this.rate.appLimited = v;
  }

  get mss(): number {
    return this.cfg.mss;
  }

  random(): number {
    const r = this.cfg.ccRng;
    return r ? r.next() : 0;
  }

  /** Segments this transfer sends in all (Infinity for bulk). */
  get totalSegments(): number {
    return this.totalSegs;
  }

  /** The kernel's events for this sender: TcpSender (sender.ts), the one subclass, dispatches them. */
  abstract handle(kind: number, arg: number): void;
}
