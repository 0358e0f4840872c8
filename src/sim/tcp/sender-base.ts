// The state of one TCP sender: windows, counters, the per-segment ring's arrays, the timers' marks.
// All of it lives here so the layers above (sender-*.ts, see sender.ts) read fields directly.

import type { Component, Kernel } from '../core/kernel';
import type { Link } from '../net/link';
import { GrowableF64 } from '../record/growable';
import { TCP_INFINITE_SSTHRESH, type CongestionControl, type PacedHost } from './cc/types';
import { DeliveryRateSampler } from './pacing-rate-sampler';
import { INITIAL_WINDOW_BYTES } from './rcv-buffer';
import { CA_OPEN } from './wire';
import {
  BOOK_INITIAL_WINDOW, BOOK_RTO_MIN_NS, INITIAL_RTO_NS, LINUX_INITIAL_WINDOW, LINUX_RTO_MIN_NS, TX_K_START,
  type SenderConfig,
} from './sender-defs';
import type { TcpSender } from './sender';

export abstract class TcpSenderBase implements Component, PacedHost {
  readonly id: number;
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
  protected sndWndEdge: number;
  /** Send time of the latest ACK taken (the timestamp this sender echoes; -1: none yet). */
  protected tsRecent = -1;
  /** Segments still to join the GSO packet being sent (sender-transmit.ts). */
  protected gsoLeft = 0;
  // Pacing (PacedHost): set by a rate-based algorithm; 0 leaves the sender unpaced.
  pacingRate = 0;
  /** Earliest departure of the next segment, ns (Linux tcp_wstamp_ns; fq-like spacing). */
  nextDepartureNs = 0;
  /** Test hook: called after every ACK is processed. */
  onAck: ((s: TcpSender) => void) | null = null;

  // Segment ring over [una, nxt).
  protected mask = 1023;
  protected flags = new Uint8Array(1024);
  protected xmit = new Float64Array(1024);
  protected order = new Float64Array(1024);
  protected tNext = new Float64Array(1024);
  protected tPrev = new Float64Array(1024);
  protected parent = new Float64Array(1024);
  protected tsHead = -1;
  protected tsTail = -1;
  // Lost segments waiting for retransmission (FIFO ring of segment numbers).
  protected lostQ = new Float64Array(256);
  protected lostHead = 0;
  protected lostCount = 0;
  // RACK: the most recently sent segment known delivered.
  protected rackOrder = 0;
  protected rackRtt = 0;
  protected txCounter = 0;
  /** Highest segment number sent + 1 (book go-back-N resends below it). */
  protected maxSent = 0;
  protected readonly totalSegs: number;
  protected readonly lastPayload: number;
  protected readonly rwndSegs: number;
  protected readonly rtoMinNs: number;
  protected rtoAt = Infinity;
  protected rtoEventAt = Infinity;
  protected rtoHandle = -1;
  protected reoEventAt = Infinity;
  protected cwrPending = false;
  /** cwnd_fixed in segments, or 0 when the congestion control decides. */
  protected readonly fixedCwnd: number;
  protected paceEventAt = Infinity;
  /** Delivery-rate samples, kept only when the algorithm owns cwnd and pacing (cong_control). */
  protected readonly rate: DeliveryRateSampler | null;

  constructor(
    protected readonly k: Kernel,
    protected readonly fwd: Link,
    readonly source: number,
    readonly cc: CongestionControl,
    protected readonly cfg: SenderConfig,
  ) {
    this.id = k.add(this);
    this.fixedCwnd = cfg.fixedCwnd != null && cfg.fixedCwnd > 0 ? cfg.fixedCwnd : 0;
    this.cwnd = this.fixedCwnd > 0 ? this.fixedCwnd : cfg.linux ? LINUX_INITIAL_WINDOW : BOOK_INITIAL_WINDOW;
    this.rtoMinNs = cfg.linux ? LINUX_RTO_MIN_NS : BOOK_RTO_MIN_NS;
    this.rate = cfg.linux && cc.congControl !== undefined ? new DeliveryRateSampler(1024) : null;
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
    if (!this.cfg.linux) return this.nxt - this.una;
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

  abstract handle(kind: number, arg: number): void;
}
