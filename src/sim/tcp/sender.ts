// The sending end of one TCP connection. Sequence numbers count segments (segment n carries
// payload bytes [n * mss, (n + 1) * mss)). Two stacks share the segment store and the timers:
//
// - `linux`: initial window 10; SACK scoreboard; losses found by RACK (a segment is lost once a
//   segment sent after it has been delivered, after a reordering window of min_rtt / 4 that drops
//   to zero with 3 segments SACKed or in recovery), which also finds lost retransmissions; RFC 6675
//   pipe (in flight = out - sacked - lost + retransmitted); Proportional Rate Reduction (RFC 6937,
//   tcp_cwnd_reduction) in recovery; RTO = srtt + max(4 rttvar, 200 ms) with exponential backoff,
//   marking everything outstanding lost; no metrics kept between runs.
// - `book`: initial window 1; no SACK; RFC 5681 fast retransmit on the third duplicate ACK and
//   fast recovery with window inflation (cwnd = ssthresh + 3, +1 per duplicate ACK, deflated to
//   ssthresh by the ACK of new data; NewReno partial ACKs per RFC 6582); growth by one ACK at a
//   time; RTO per RFC 6298 (1 s floor) back to cwnd = 1 and go-back-N.
//
// Rate-based algorithms (cc.congControl, BBR; linux stack): the sender samples delivery rates
// (pacing-rate-sampler.ts), lets the algorithm set cwnd and a pacing rate on every ACK instead of
// PRR and congAvoid, and spaces departures by payload / pacing rate (one timer per departure).
// Without a pacing rate nothing changes for the other algorithms.
//
// Host noise (both stacks): an ACK reaching the sender is processed after a random delay drawn
// uniformly from [0, ackJitterNs) from the connection's own stream, in arrival order. A real
// sender takes each ACK in a softirq whose start depends on what else the (shared, loaded) host is
// doing; without any such noise a deterministic drop-tail simulation phase-locks (Floyd and
// Jacobson, "On Traffic Phase Effects in Packet-Switched Gateways", 1991/92), and which flow takes
// the drop at each overflow is decided by sub-microsecond arrival order. See docs/model.md.
//
// Per-segment state lives in typed arrays indexed by (segment & mask), a ring covering
// [una, nxt). Per-ACK work is amortised O(1) per segment whatever the window: SACK blocks are
// applied through a "next un-SACKed segment" union-find (already-SACKed runs are skipped), RACK
// walks a list of outstanding segments kept in transmission order, and lost segments wait in a
// FIFO for retransmission.

import type { Component, Kernel } from '../core/kernel';
import { MAX_SACK_BLOCKS, PF_CWR, PF_ECE, PF_ECT, PK_TCP_DATA } from '../core/packet-pool';
import { NS_PER_MS, NS_PER_S } from '../core/time';
import { PF_ESCE } from '../net/ecn-bits';
import type { Link } from '../net/link';
import { GrowableF64 } from '../record/growable';
import type { Rng } from '../core/rng';
import { TCP_INFINITE_SSTHRESH, type CongestionControl, type PacedHost } from './cc/types';
import { DeliveryRateSampler } from './pacing-rate-sampler';
import { CA_CWR, CA_DISORDER, CA_LOSS, CA_OPEN, CA_RECOVERY, TCP_OVERHEAD_BYTES } from './wire';

/** Event kinds. */
export const TX_K_START = 1;
/** An ACK reaches the sender (the reverse link routes to it). */
export const TX_K_ACK = 2;
const K_RTO = 3;
const K_REO = 4;
/** A deferred ACK's turn has come (host processing delay, see ackJitterNs). */
const K_ACK_HOST = 5;
/** The pacer's next departure time has come. */
const K_PACE = 6;

// Segment flags.
const S_SACKED = 1;
const S_LOST = 2;
/** A retransmission of this segment is in flight. */
const S_RETRANS = 4;
/** Retransmitted at least once (Karn: no RTT sample from it). */
const S_EVER_RETRANS = 8;
/** On the transmission-ordered list RACK walks. */
const S_LISTED = 16;

export const LINUX_INITIAL_WINDOW = 10;
export const BOOK_INITIAL_WINDOW = 1;
export const LINUX_RTO_MIN_NS = 200 * NS_PER_MS;
export const BOOK_RTO_MIN_NS = 1 * NS_PER_S;
export const INITIAL_RTO_NS = 1 * NS_PER_S;
export const RTO_MAX_NS = 120 * NS_PER_S;
const DUPTHRESH = 3;

export interface SenderConfig {
  linux: boolean;
  mss: number;
  /** Payload bytes to send, or null for a bulk transfer until the end. */
  totalBytes: number | null;
  startNs: number;
  /** Receive window in bytes, or null for one that never limits. */
  rwndBytes: number | null;
  ecn: boolean;
  /** Upper bound of the uniform random delay before each ACK is processed (ns); 0: none. */
  ackJitterNs: number;
  /** The connection's own stream for that delay (unused when ackJitterNs is 0). */
  hostRng: Rng | null;
  /**
   * The connection's stream for its congestion control's random choices (BBR's first gain-cycle
   * phase). Absent: the host stream is used, and without it every draw is 0.
   */
  ccRng?: Rng | null;
  /** Hold cwnd at this many segments whatever the algorithm and loss recovery do (null or absent: they decide). */
  fixedCwnd?: number | null;
}

export class TcpSender implements Component, PacedHost {
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
  // Pacing (PacedHost): set by a rate-based algorithm; 0 leaves the sender unpaced.
  pacingRate = 0;
  /** Earliest departure of the next segment, ns (Linux tcp_wstamp_ns; fq-like spacing). */
  nextDepartureNs = 0;
  /** Test hook: called after every ACK is processed. */
  onAck: ((s: TcpSender) => void) | null = null;

  // Segment ring over [una, nxt).
  private mask = 1023;
  private flags = new Uint8Array(1024);
  private xmit = new Float64Array(1024);
  private order = new Float64Array(1024);
  private tNext = new Float64Array(1024);
  private tPrev = new Float64Array(1024);
  private parent = new Float64Array(1024);
  private tsHead = -1;
  private tsTail = -1;
  // Lost segments waiting for retransmission (FIFO ring of segment numbers).
  private lostQ = new Float64Array(256);
  private lostHead = 0;
  private lostCount = 0;
  // RACK: the most recently sent segment known delivered.
  private rackOrder = 0;
  private rackRtt = 0;
  private txCounter = 0;
  /** Highest segment number sent + 1 (book go-back-N resends below it). */
  private maxSent = 0;
  private readonly totalSegs: number;
  private readonly lastPayload: number;
  private readonly rwndSegs: number;
  private readonly rtoMinNs: number;
  private rtoAt = Infinity;
  private rtoEventAt = Infinity;
  private rtoHandle = -1;
  private reoEventAt = Infinity;
  private cwrPending = false;
  /** When the last deferred ACK is processed: ACKs keep their arrival order. */
  private ackHostAt = 0;
  /** cwnd_fixed in segments, or 0 when the congestion control decides. */
  private readonly fixedCwnd: number;
  private paceEventAt = Infinity;
  /** Delivery-rate samples, kept only when the algorithm owns cwnd and pacing (cong_control). */
  private readonly rate: DeliveryRateSampler | null;

  constructor(
    private readonly k: Kernel,
    private readonly fwd: Link,
    readonly source: number,
    readonly cc: CongestionControl,
    private readonly cfg: SenderConfig,
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
    const r = this.cfg.ccRng ?? this.cfg.hostRng;
    return r ? r.next() : 0;
  }

  /** Segments this transfer sends in all (Infinity for bulk). */
  get totalSegments(): number {
    return this.totalSegs;
  }

  handle(kind: number, arg: number): void {
    switch (kind) {
      case TX_K_ACK:
        if (this.cfg.ackJitterNs > 0) {
          const t = Math.max(this.ackHostAt, this.k.now + Math.floor(this.cfg.hostRng!.next() * this.cfg.ackJitterNs));
          this.ackHostAt = t;
          this.k.at(t, this.id, K_ACK_HOST, arg);
        } else {
          this.processAck(arg);
        }
        break;
      case K_ACK_HOST:
        this.processAck(arg);
        break;
      case TX_K_START:
        this.started = true;
        this.cc.init(this, this.k.now);
        this.send();
        break;
      case K_RTO:
        this.rtoTimer();
        break;
      case K_REO:
        this.reoTimer();
        break;
      case K_PACE:
        this.paceEventAt = Infinity;
        this.send();
        break;
    }
  }

  private processAck(p: number): void {
    this.acksReceived++;
    if (this.cfg.linux) this.ackLinux(p);
    else this.ackBook(p);
    // cwnd_fixed: whatever recovery or the algorithm wrote, the window is the fixed one (the
    // sampled cwnd shows it too); send() applies it before every sending decision.
    if (this.fixedCwnd > 0) this.cwnd = this.fixedCwnd;
    if (this.onAck !== null) this.onAck(this);
  }

  // ---- segment store -------------------------------------------------------------------------

  private ensureRing(): void {
    if (this.nxt - this.una <= this.mask) return;
    const oldMask = this.mask;
    const n = (oldMask + 1) * 2;
    const m = n - 1;
    const flags = new Uint8Array(n);
    const xmit = new Float64Array(n);
    const order = new Float64Array(n);
    const tNext = new Float64Array(n);
    const tPrev = new Float64Array(n);
    const parent = new Float64Array(n);
    for (let s = this.una; s < this.nxt; s++) {
      const o = s & oldMask;
      const i = s & m;
      flags[i] = this.flags[o];
      xmit[i] = this.xmit[o];
      order[i] = this.order[o];
      tNext[i] = this.tNext[o];
      tPrev[i] = this.tPrev[o];
      parent[i] = this.parent[o];
    }
    this.flags = flags;
    this.xmit = xmit;
    this.order = order;
    this.tNext = tNext;
    this.tPrev = tPrev;
    this.parent = parent;
    if (this.rate !== null) this.rate.grow(oldMask, m, this.una, this.nxt);
    this.mask = m;
  }

  /** Smallest segment >= s that is not SACKed (or nxt), compressing the path. */
  private findUnsacked(s: number): number {
    const parent = this.parent;
    const m = this.mask;
    const nxt = this.nxt;
    let r = s;
    while (r < nxt && parent[r & m] !== r) r = parent[r & m];
    let x = s;
    while (x < r) {
      const nx = parent[x & m];
      parent[x & m] = r;
      x = nx;
    }
    return r;
  }

  private tsAppend(s: number): void {
    const i = s & this.mask;
    this.tPrev[i] = this.tsTail;
    this.tNext[i] = -1;
    if (this.tsTail >= 0) this.tNext[this.tsTail & this.mask] = s;
    else this.tsHead = s;
    this.tsTail = s;
    this.flags[i] |= S_LISTED;
  }

  private tsRemove(s: number): void {
    const m = this.mask;
    const i = s & m;
    const p = this.tPrev[i];
    const n = this.tNext[i];
    if (p >= 0) this.tNext[p & m] = n;
    else this.tsHead = n;
    if (n >= 0) this.tPrev[n & m] = p;
    else this.tsTail = p;
    this.flags[i] &= ~S_LISTED;
  }

  private lostPush(s: number): void {
    if (this.lostCount === this.lostQ.length) {
      const q = new Float64Array(this.lostQ.length * 2);
      for (let j = 0; j < this.lostCount; j++) q[j] = this.lostQ[(this.lostHead + j) % this.lostQ.length];
      this.lostQ = q;
      this.lostHead = 0;
    }
    this.lostQ[(this.lostHead + this.lostCount) % this.lostQ.length] = s;
    this.lostCount++;
  }

  /** The next lost segment still waiting for its retransmission, or -1 (stale entries dropped). */
  private lostPeek(): number {
    while (this.lostCount > 0) {
      const s = this.lostQ[this.lostHead];
      if (s >= this.una && (this.flags[s & this.mask] & (S_LOST | S_SACKED | S_RETRANS)) === S_LOST) return s;
      this.lostHead = (this.lostHead + 1) % this.lostQ.length;
      this.lostCount--;
    }
    return -1;
  }

  private lostShift(): void {
    this.lostHead = (this.lostHead + 1) % this.lostQ.length;
    this.lostCount--;
  }

  // ---- transmission --------------------------------------------------------------------------

  private transmit(s: number): void {
    const k = this.k;
    const payload = s === this.totalSegs - 1 ? this.lastPayload : this.cfg.mss;
    const p = k.pool.alloc(payload + TCP_OVERHEAD_BYTES, this.source, PK_TCP_DATA, s, k.now);
    if (this.cfg.ecn) {
      let f = PF_ECT;
      if (this.cwrPending) {
        f |= PF_CWR;
        this.cwrPending = false;
      }
      k.pool.flags[p] = f;
    }
    this.segmentsSent++;
    if (this.rate !== null) {
      // Nothing was outstanding before this segment (a retransmission is already counted out).
      const idle = this.nxt - this.una === 1 && !(this.flags[s & this.mask] & S_RETRANS);
      this.rate.onSend(s & this.mask, k.now, this.delivered, idle);
    }
    // Linux internal pacing (EDT, tcp_update_skb_after_send): the next segment leaves its payload
    // length / rate after this one (or after now, if late); the rate counts payload bytes.
    if (this.pacingRate > 0) {
      this.nextDepartureNs = Math.max(this.nextDepartureNs, k.now) + (payload * NS_PER_S) / this.pacingRate;
    }
    if (this.state === CA_RECOVERY || this.state === CA_CWR) this.prrOut++;
    if (this.rtoAt === Infinity) this.armRto();
    this.fwd.send(p);
  }

  private sendNew(): void {
    const s = this.nxt++;
    this.ensureRing();
    const i = s & this.mask;
    if (s < this.maxSent) {
      // book go-back-N after a timeout: this segment was sent before.
      this.flags[i] = S_EVER_RETRANS;
      this.retransmits++;
    } else {
      this.flags[i] = 0;
      this.maxSent = s + 1;
    }
    this.xmit[i] = this.k.now;
    this.order[i] = ++this.txCounter;
    this.parent[i] = s;
    if (this.cfg.linux) this.tsAppend(s);
    this.transmit(s);
  }

  private retransmit(s: number): void {
    const i = s & this.mask;
    this.flags[i] |= S_EVER_RETRANS;
    if (this.cfg.linux) {
      this.flags[i] |= S_RETRANS;
      this.retransOut++;
      this.tsAppend(s);
    }
    this.xmit[i] = this.k.now;
    this.order[i] = ++this.txCounter;
    this.retransmits++;
    this.transmit(s);
  }

  private send(): void {
    if (!this.started || this.finished) return;
    if (this.fixedCwnd > 0) this.cwnd = this.fixedCwnd;
    if (!this.cfg.linux) {
      while (this.nxt - this.una < this.cwnd) {
        if (this.nxt >= this.totalSegs || this.nxt - this.una >= this.rwndSegs) {
          this.cwndLimited = false;
          return;
        }
        this.sendNew();
      }
      this.cwndLimited = true;
      return;
    }
    for (;;) {
      if (this.inFlight() >= this.cwnd) {
        this.cwndLimited = true;
        return;
      }
      if (this.pacingRate > 0 && this.k.now < this.nextDepartureNs) {
        this.armPace();
        return;
      }
      const s = this.lostCount > 0 ? this.lostPeek() : -1;
      if (s >= 0) {
        this.lostShift();
        this.retransmit(s);
        continue;
      }
      if (this.nxt >= this.totalSegs || this.nxt - this.una >= this.rwndSegs) {
        // Out of data with room in cwnd: samples until this is delivered are app-limited.
        if (this.rate !== null && this.nxt >= this.totalSegs) this.rate.markAppLimited(this.delivered + this.inFlight());
        this.cwndLimited = false;
        return;
      }
      this.sendNew();
    }
  }

  private armPace(): void {
    if (this.paceEventAt !== Infinity) return;
    this.paceEventAt = Math.ceil(this.nextDepartureNs);
    this.k.at(this.paceEventAt, this.id, K_PACE, 0);
  }

  // ---- RTT and timers ------------------------------------------------------------------------

  private rttSample(r: number): void {
    if (r < this.minRttNs) this.minRttNs = r;
    if (this.srttNs === 0) {
      this.srttNs = r;
      this.rttvarNs = r / 2;
    } else {
      this.rttvarNs = 0.75 * this.rttvarNs + 0.25 * Math.abs(this.srttNs - r);
      this.srttNs = 0.875 * this.srttNs + 0.125 * r;
    }
    // Linux: srtt + max(4 mdev, rto_min); RFC 6298: max(srtt + 4 rttvar, 1 s).
    const rto = this.cfg.linux
      ? this.srttNs + Math.max(4 * this.rttvarNs, this.rtoMinNs)
      : Math.max(this.srttNs + 4 * this.rttvarNs, this.rtoMinNs);
    this.rtoNs = Math.min(Math.round(rto), RTO_MAX_NS);
  }

  /** (Re)starts the retransmission timer from now. Lazy: one heap entry, moved only earlier. */
  private armRto(): void {
    const t = this.k.now + Math.min(this.rtoNs * this.backoff, RTO_MAX_NS);
    this.rtoAt = t;
    if (t < this.rtoEventAt) {
      if (this.rtoHandle >= 0) this.k.cancel(this.rtoHandle);
      this.rtoHandle = this.k.at(t, this.id, K_RTO, 0);
      this.rtoEventAt = t;
    }
  }

  private rtoTimer(): void {
    const k = this.k;
    this.rtoEventAt = Infinity;
    this.rtoHandle = -1;
    if (this.una >= this.nxt || this.finished) {
      this.rtoAt = Infinity;
      return;
    }
    if (k.now < this.rtoAt) {
      this.rtoHandle = k.at(this.rtoAt, this.id, K_RTO, 0);
      this.rtoEventAt = this.rtoAt;
      return;
    }
    this.onTimeout();
  }

  private onTimeout(): void {
    const k = this.k;
    this.lossEvents.push(k.now / NS_PER_S);
    if (this.state <= CA_CWR || this.una >= this.highSeq || (this.state === CA_LOSS && this.backoff === 1)) {
      this.ssthresh = this.cc.ssthresh(this, true);
    }
    this.cc.onRto(this, k.now);
    this.cwnd = 1;
    this.cwndCnt = 0;
    this.state = CA_LOSS;
    this.highSeq = this.nxt;
    this.dupacks = 0;
    this.backoff = Math.min(this.backoff * 2, 1 << 12);
    if (this.cfg.linux) {
      // Everything outstanding and not SACKed is lost; retransmit it in order.
      this.lostHead = 0;
      this.lostCount = 0;
      this.lostOut = 0;
      this.retransOut = 0;
      const m = this.mask;
      for (let s = this.una; s < this.nxt; s++) {
        const i = s & m;
        const f = this.flags[i];
        if (f & S_SACKED) continue;
        this.flags[i] = (f & ~(S_RETRANS | S_LISTED)) | S_LOST;
        this.lostOut++;
        this.lostPush(s);
      }
      this.tsHead = -1;
      this.tsTail = -1;
    } else {
      this.nxt = this.una; // go-back-N
    }
    this.rtoAt = Infinity;
    this.send();
    if (this.rtoAt === Infinity) this.armRto();
  }

  private armReo(t: number): void {
    if (t < this.reoEventAt) {
      this.k.at(t, this.id, K_REO, 0);
      this.reoEventAt = t;
    }
  }

  private reoTimer(): void {
    if (this.k.now >= this.reoEventAt) this.reoEventAt = Infinity;
    if (this.finished || this.una >= this.nxt) return;
    this.rackDetect();
    if (this.state <= CA_CWR && this.lostOut > 0) this.enterRecovery();
    this.send();
  }

  // ---- loss detection and recovery (linux) ---------------------------------------------------

  /** RACK: marks lost every listed segment sent before the most recent delivered one. */
  private rackDetect(): number {
    if (this.rackOrder === 0) return 0;
    const k = this.k;
    const reo = this.state >= CA_RECOVERY || this.sackedOut >= DUPTHRESH ? 0 : Math.min(this.minRttNs / 4, this.srttNs);
    let n = 0;
    let s = this.tsHead;
    while (s >= 0) {
      const i = s & this.mask;
      if (this.order[i] >= this.rackOrder) break;
      const wait = this.xmit[i] + this.rackRtt + reo - k.now;
      if (wait > 0) {
        this.armReo(k.now + Math.ceil(wait));
        break;
      }
      const next = this.tNext[i];
      this.markLost(s);
      n++;
      s = next;
    }
    return n;
  }

  private markLost(s: number): void {
    const i = s & this.mask;
    let f = this.flags[i];
    if (f & S_LISTED) {
      this.tsRemove(s);
      f &= ~S_LISTED;
    }
    if (f & S_RETRANS) {
      this.retransOut--;
      f &= ~S_RETRANS;
    }
    if (!(f & S_LOST)) {
      this.lostOut++;
      f |= S_LOST;
    }
    this.flags[i] = f;
    this.lostPush(s);
  }

  private enterRecovery(): void {
    const fromCwr = this.state === CA_CWR;
    this.highSeq = this.nxt;
    this.cwndCnt = 0;
    if (!fromCwr) {
      this.priorCwnd = this.cwnd;
      this.prrDelivered = 0;
      this.prrOut = 0;
      this.ssthresh = this.cc.ssthresh(this, true);
      this.lossEvents.push(this.k.now / NS_PER_S);
    }
    this.state = CA_RECOVERY;
    if (this.cfg.ecn) this.cwrPending = true;
  }

  private enterCwr(): void {
    this.highSeq = this.nxt;
    this.cwndCnt = 0;
    this.priorCwnd = this.cwnd;
    this.prrDelivered = 0;
    this.prrOut = 0;
    this.ssthresh = this.cc.ssthresh(this, false);
    this.ecnEvents.push(this.k.now / NS_PER_S);
    this.state = CA_CWR;
    this.cwrPending = true;
  }

  /** Linux tcp_cwnd_reduction (PRR-SSRB). */
  private prr(newly: number, newlyLost: number, unaAdvanced: boolean): void {
    if (newly <= 0 || this.priorCwnd === 0) return;
    this.prrDelivered += newly;
    const inflight = this.inFlight();
    const delta = this.ssthresh - inflight;
    let sndcnt: number;
    if (delta < 0) {
      sndcnt = Math.floor((this.ssthresh * this.prrDelivered + this.priorCwnd - 1) / this.priorCwnd) - this.prrOut;
    } else {
      sndcnt = Math.max(this.prrDelivered - this.prrOut, newly);
      if (unaAdvanced && newlyLost === 0) sndcnt++;
      sndcnt = Math.min(delta, sndcnt);
    }
    sndcnt = Math.max(sndcnt, this.prrOut > 0 ? 0 : 1);
    this.cwnd = Math.max(1, inflight + sndcnt);
  }

  private ackLinux(p: number): void {
    const k = this.k;
    const now = k.now;
    const pool = k.pool;
    let ack = pool.seq[p];
    if (ack > this.nxt) ack = this.nxt;
    const ece = (pool.flags[p] & PF_ECE) !== 0;
    const esce = (pool.flags[p] & (PF_ECE | PF_ESCE)) === PF_ESCE; // SCE echo without CE echo
    const priorUna = this.una;
    const priorInFlight = this.inFlight();
    if (this.rate !== null) this.rate.beginAck();
    const m = this.mask;
    let newly = 0;
    let minX = Infinity;
    let maxX = -1;
    const flags = this.flags;
    const xmit = this.xmit;
    // Cumulative ACK.
    for (let s = this.una; s < ack; s++) {
      const i = s & m;
      const f = flags[i];
      if (f & S_SACKED) {
        this.sackedOut--;
      } else {
        newly++;
        if (this.rate !== null) this.rate.onDelivered(i, xmit[i]);
        const x = xmit[i];
        if (!(f & S_EVER_RETRANS)) {
          if (x < minX) minX = x;
          if (x > maxX) maxX = x;
        }
        this.rackAdvance(f, x, this.order[i], now);
        if (f & S_LOST) this.lostOut--;
        if (f & S_RETRANS) this.retransOut--;
        if (f & S_LISTED) this.tsRemove(s);
      }
    }
    if (ack > this.una) this.una = ack;
    // SACK blocks.
    const nb = pool.nsack[p];
    const base = p * MAX_SACK_BLOCKS;
    for (let b = 0; b < nb; b++) {
      const a0 = Math.max(pool.sackStart[base + b], this.una);
      const b0 = Math.min(pool.sackEnd[base + b], this.nxt);
      if (a0 >= b0) continue;
      let j = this.findUnsacked(a0);
      while (j < b0) {
        const i = j & m;
        const f = flags[i];
        if (f & S_LISTED) this.tsRemove(j);
        if (f & S_LOST) this.lostOut--;
        if (f & S_RETRANS) this.retransOut--;
        if (this.rate !== null) this.rate.onDelivered(i, xmit[i]);
        flags[i] = (f & S_EVER_RETRANS) | S_SACKED;
        this.sackedOut++;
        newly++;
        const x = xmit[i];
        if (!(f & S_EVER_RETRANS)) {
          if (x < minX) minX = x;
          if (x > maxX) maxX = x;
        }
        this.rackAdvance(f, x, this.order[i], now);
        this.parent[i] = j + 1;
        j = this.findUnsacked(j + 1);
      }
    }
    pool.release(p);
    const unaAdvanced = this.una > priorUna;
    if (unaAdvanced) this.backoff = 1;
    if (minX !== Infinity) this.rttSample(now - minX);
    this.delivered += newly;
    if (newly > 0) this.cc.pktsAcked(this, newly, maxX >= 0 ? now - maxX : -1, now);
    if (this.cc.onAckEvent !== undefined) this.cc.onAckEvent(this, newly, ece, now);
    if (this.cc.onSce !== undefined && newly > 0) this.cc.onSce(this, esce ? newly : 0, now);

    const newlyLost = this.rackDetect();
    // State machine (tcp_fastretrans_alert, simplified: no undo).
    if ((this.state === CA_RECOVERY || this.state === CA_CWR) && this.una >= this.highSeq) {
      // tcp_end_cwnd_reduction (not for an algorithm that owns cwnd: it restores its own).
      if (this.cc.congControl === undefined) this.cwnd = Math.max(1, this.ssthresh);
      this.state = CA_OPEN;
    } else if (this.state === CA_LOSS && this.una >= this.highSeq) {
      this.state = CA_OPEN;
    }
    if (this.state <= CA_CWR) {
      if (this.lostOut > 0) this.enterRecovery();
      else if (ece && this.cfg.ecn && this.state !== CA_CWR) this.enterCwr();
      else if (this.state !== CA_CWR) this.state = this.sackedOut > 0 ? CA_DISORDER : CA_OPEN;
    }
    if (this.cc.congControl !== undefined && this.rate !== null) {
      // Linux tcp_cong_control: the algorithm sets cwnd and pacing from the rate sample.
      const rs = this.rate.gen(now, this.delivered, newly, newlyLost, priorInFlight, maxX >= 0 ? now - maxX : -1, this.minRttNs);
      this.cc.congControl(this, rs, now);
    } else if (this.state === CA_RECOVERY || this.state === CA_CWR) {
      this.prr(newly, newlyLost, unaAdvanced);
    } else if (unaAdvanced && this.cwndLimited) {
      this.cc.congAvoid(this, newly, now);
    }
    this.afterAck(unaAdvanced);
  }

  private rackAdvance(f: number, x: number, order: number, now: number): void {
    // A delivered retransmission faster than min RTT is probably the original arriving late.
    if (f & S_EVER_RETRANS && now - x < this.minRttNs) return;
    if (order > this.rackOrder) {
      this.rackOrder = order;
      this.rackRtt = now - x;
    }
  }

  private afterAck(unaAdvanced: boolean): void {
    const k = this.k;
    if (this.una >= this.totalSegs) {
      this.finished = true;
      this.finishedNs = k.now;
      this.rtoAt = Infinity;
      if (this.rtoHandle >= 0) k.cancel(this.rtoHandle);
      this.rtoHandle = -1;
      this.rtoEventAt = Infinity;
      return;
    }
    if (this.una >= this.nxt) this.rtoAt = Infinity;
    else if (unaAdvanced) this.armRto();
    this.send();
  }

  // ---- book stack ----------------------------------------------------------------------------

  private ackBook(p: number): void {
    const k = this.k;
    const now = k.now;
    const pool = k.pool;
    let ack = pool.seq[p];
    pool.release(p);
    if (ack > this.nxt) ack = this.nxt;
    const advanced = ack > this.una;
    if (advanced) {
      const newly = ack - this.una;
      let minX = Infinity;
      for (let s = this.una; s < ack; s++) {
        const i = s & this.mask;
        if (!(this.flags[i] & S_EVER_RETRANS) && this.xmit[i] < minX) minX = this.xmit[i];
      }
      this.una = ack;
      this.backoff = 1;
      this.delivered += newly;
      if (minX !== Infinity) this.rttSample(now - minX);
      this.cc.pktsAcked(this, newly, minX !== Infinity ? now - minX : -1, now);
      if (this.state === CA_RECOVERY) {
        if (ack >= this.highSeq) {
          this.cwnd = this.ssthresh; // deflate
          this.state = CA_OPEN;
          this.dupacks = 0;
        } else {
          // NewReno partial ACK: retransmit the next hole, deflate by what was acknowledged, +1.
          this.cwnd = Math.max(1, this.cwnd - newly + 1);
          this.retransmit(this.una);
        }
      } else {
        this.dupacks = 0;
        if (this.state === CA_LOSS && this.una >= this.highSeq) this.state = CA_OPEN;
        // RFC 5681 without byte counting: one ACK, one increment.
        if (this.cwndLimited) this.cc.congAvoid(this, 1, now);
      }
    } else if (ack === this.una && this.nxt > this.una) {
      this.dupacks++;
      if (this.state === CA_RECOVERY) {
        this.cwnd++; // inflate
      } else if (this.dupacks === DUPTHRESH && this.state !== CA_LOSS) {
        this.ssthresh = this.cc.ssthresh(this, true);
        this.lossEvents.push(now / NS_PER_S);
        this.highSeq = this.nxt;
        this.state = CA_RECOVERY;
        this.retransmit(this.una);
        this.cwnd = this.ssthresh + DUPTHRESH;
      }
    }
    this.afterAck(advanced);
  }
}
