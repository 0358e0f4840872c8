// One end of an FRCT flow (Ouroboros' Flow and Retransmission Control), as Tutorials 08 and 10
// describe it: a sender half (sequence numbers from a random start, window from the peer's FC,
// RTT estimator fed by ACKs and RTTP probes, retransmission by RTO, by SACK + RACK, by tail-loss
// probe and by NACK, Delta-t bounds) and a receiver half (reorder queue that is also the window,
// delayed ACK of two 5 ms ticks, SACK for holes, D-SACK for duplicates), with the RIB counters.
//
// Network interface: the endpoint hands every packet it sends to `out.send(p)` (a Link direction,
// or anything with that method) and receives with handle(FRCT_K_RX, p) (route the peer's link to
// this component with that kind). Applications write with writeMsg / writeStream and read through
// the onDeliver callback. Sequence numbers are kept internally as unbounded offsets (numbers) and
// put on the wire as 32-bit values; the receiver maps wire values back with signed 32-bit
// differences (wrap-around safe). No closure or array is allocated per packet.

import type { Component, Kernel } from '../core/kernel';
import { NS_PER_MS, NS_PER_S } from '../core/time';
import { Rng } from '../core/rng';
import { GrowableF64 } from '../record/growable';
import {
  before, F_ACK, F_DATA, F_DRF, F_FC, F_FFGM, F_FIN, F_LFGM, F_NACK, F_RDVS, F_RTTP, F_RXM, F_SACK, frameBytes,
  frctWire, MAX_SACK_BLOCKS, PK_FRCT, RTTP_PAYLOAD_BYTES, sackPayloadBytes,
} from './wire';
import type { FrctWire } from './wire';
import * as C from './stats';
import { HoleSet } from './hole-set';

/** Event kind: an FRCT packet from the peer arrives (route the peer's link here with this kind). */
export const FRCT_K_RX = 1;
const K_DELACK = 2;
const K_RTO = 3;
const K_RACK = 4;
const K_TLP = 5;
const K_RDVS = 6;
/** Event kind: the IPCP's tx ring has room again (the blocked writer may go on). */
export const FRCT_K_WRITABLE = 7;

/** Where the endpoint's packets go: a Link direction satisfies it. */
export interface FrctOut {
  send(p: number): void;
  /**
   * Whether new data may enter (an IPCP: its tx ring holds less than its delay limit). When it
   * says no, the writer blocks before FRCT, as flow_write does, and the IPCP wakes the endpoint
   * with FRCT_K_WRITABLE. Absent: always.
   */
  writable?(): boolean;
}

export interface FrctConfig {
  /** Names this endpoint's random stream (initial sequence numbers): `frct:<name>:isn`. */
  name: string;
  seed: number;
  /** Pool source index of the flow (links route and draw loss per source). */
  source: number;
  /** 'msg': every write is one message (FFGM|LFGM); 'stream': bytes cut into mss-sized packets. */
  mode: 'msg' | 'stream';
  /** Reorder queue = receive window, packets (Tutorial 08: 128; Tutorial 10 builds 1024). */
  reorderQueue?: number;
  /** Sender window before the first FC (Tutorial 10 builds it equal to the reorder queue). */
  startWindow?: number;
  /** Stream payload bytes per packet (Tutorial 10: 1400). */
  mss?: number;
  /** FRCT timer tick (5 ms); the delayed ACK waits two ticks. */
  tickNs?: number;
  /** Delta-t: maximum packet lifetime, max time to ACK, max time to retransmit (Tutorial 08). */
  mplNs?: number;
  aNs?: number;
  rNs?: number;
  /** Floor of the RTO: the resolution of the retransmission queue, 2^20 ns (Tutorial 08). */
  rtoFloorNs?: number;
}

export const FRCT_DEFAULTS = {
  reorderQueue: 128,
  mss: 1400,
  tickNs: 5 * NS_PER_MS,
  mplNs: 100 * NS_PER_MS,
  aNs: 1 * NS_PER_S,
  rNs: 32 * NS_PER_S,
  rtoFloorNs: 1 << 20,
} as const;

/** RTO before the first sample (as in the public source and RFC 6298). */
const INITIAL_RTO_NS = NS_PER_S;
const MAX_RTO_NS = 60 * NS_PER_S;
/** Gap between rendez-vous packets while the peer's window is closed (public source DELT_RDV). */
const RDVS_GAP_NS = 100 * NS_PER_MS;

// Sender per-packet state bits.
const S_SACKED = 1;
const S_RXM = 2;

/** Retransmission drivers, for the per-event log. */
export const RXM_RTO = 0;
export const RXM_RACK = 1;
export const RXM_ZERO = 2;
export const RXM_TLP = 3;
export const RXM_NACK = 4;

function pow2AtLeast(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

export class FrctEndpoint implements Component {
  readonly id: number;
  readonly counters = new Float64Array(C.N_COUNTERS);
  /** Called for each packet delivered in order: (tag, payload bytes, FIN flag). */
  onDeliver: (tag: number, len: number, fin: boolean) => void = () => {};
  /** Called once when a packet has been retried for longer than R: the flow is down. */
  onFail: () => void = () => {};
  /** Called when everything written has been acknowledged. */
  onIdle: () => void = () => {};
  failed = false;
  failedAtNs = -1;

  // Per-sample series (typed arrays): every RTT sample with the estimator after it, every retransmission.
  readonly rttT = new GrowableF64();
  readonly rttSampleNs = new GrowableF64();
  readonly srttSeries = new GrowableF64();
  readonly rtoSeries = new GrowableF64();
  readonly rxmT = new GrowableF64();
  /** Time since the packet's first transmission (ns) at each retransmission. */
  readonly rxmAge = new GrowableF64();
  readonly rxmDriver = new GrowableF64();

  // ---- configuration
  readonly rq: number;
  readonly mss: number;
  readonly tickNs: number;
  readonly mplNs: number;
  readonly aNs: number;
  readonly rNs: number;
  readonly rtoFloorNs: number;
  private readonly startWindow: number;
  private readonly wire: FrctWire;
  private readonly rng: Rng;

  // ---- sender
  private started = false;
  private sndBase = 0; // wire(off) = (sndBase + off) >>> 0
  sndLwe = 0;
  sndNxt = 0;
  sndRwe = 0;
  private sndAct = -Infinity;
  private readonly sMask: number;
  private readonly sXmit: Float64Array;
  private readonly sFirst: Float64Array;
  private readonly sLen: Int32Array;
  private readonly sTag: Float64Array;
  private readonly sFlags: Uint16Array;
  private readonly sState: Uint8Array;
  private highSacked = 0;
  private sackedCount = 0;
  /** Un-SACKed outstanding packets below highSacked: what RACK checks (hole-set.ts). */
  private readonly holes: HoleSet;
  /** Scratch: the offsets one RACK check finds lost, retransmitted in offset order. */
  private readonly lostScratch: Float64Array;
  private ctrlSeq = 0;
  srtt = 0;
  rttvar = 0;
  rto = INITIAL_RTO_NS;
  minRtt = 0;
  private lastSampleAt = -Infinity;
  private rackXmit = -1;
  private rackRtt = 0;
  reorderSeen = false;
  private rtoHandle = -1;
  private rtoAt = Infinity;
  private rackHandle = -1;
  private rackAt = Infinity;
  private tlpHandle = -1;
  private tlpDone = false;
  private rdvsHandle = -1;
  private probeId = 0;
  private probeOutId = -1;
  private probeOutAt = -1;
  // pending application data
  private mLen = new Int32Array(64);
  private mTag = new Float64Array(64);
  private mHead = 0;
  private mCount = 0;
  private streamPending = 0;
  private streamOffset = 0;
  private streamFin = false;

  // ---- receiver
  private hasRec = false;
  private rcvBase = 0; // wire(off) = (rcvBase + off) >>> 0
  rcvLwe = 0;
  private rcvHigh = 0; // one past the highest offset stored
  private rcvAct = -Infinity;
  private lastAcked = -1;
  private lastAckWire = 0;
  private peerCtrl = 0;
  private hasPeerCtrl = false;
  private readonly rMask: number;
  private readonly rHave: Uint8Array;
  private readonly rLen: Int32Array;
  private readonly rTag: Float64Array;
  private readonly rFlags: Uint16Array;
  private readonly runLo: Float64Array; // valid at the last slot of a run of stored packets
  private readonly runHi: Float64Array; // valid at the first slot of a run
  private readonly anchors = new Float64Array(MAX_SACK_BLOCKS); // run starts, most recent first
  private nAnchors = 0;
  private delackHandle = -1;

  constructor(
    private readonly k: Kernel,
    private readonly out: FrctOut,
    readonly cfg: FrctConfig,
  ) {
    this.id = k.add(this);
    this.wire = frctWire(k);
    this.rng = new Rng(cfg.seed, `frct:${cfg.name}:isn`);
    this.rq = cfg.reorderQueue ?? FRCT_DEFAULTS.reorderQueue;
    this.startWindow = cfg.startWindow ?? this.rq;
    this.mss = cfg.mss ?? FRCT_DEFAULTS.mss;
    this.tickNs = cfg.tickNs ?? FRCT_DEFAULTS.tickNs;
    this.mplNs = cfg.mplNs ?? FRCT_DEFAULTS.mplNs;
    this.aNs = cfg.aNs ?? FRCT_DEFAULTS.aNs;
    this.rNs = cfg.rNs ?? FRCT_DEFAULTS.rNs;
    this.rtoFloorNs = cfg.rtoFloorNs ?? FRCT_DEFAULTS.rtoFloorNs;
    const sn = pow2AtLeast(Math.max(4096, 2 * this.startWindow, 2 * this.rq));
    this.sMask = sn - 1;
    this.sXmit = new Float64Array(sn);
    this.sFirst = new Float64Array(sn);
    this.sLen = new Int32Array(sn);
    this.sTag = new Float64Array(sn);
    this.sFlags = new Uint16Array(sn);
    this.sState = new Uint8Array(sn);
    this.holes = new HoleSet(sn);
    this.lostScratch = new Float64Array(sn);
    const rn = pow2AtLeast(this.rq);
    this.rMask = rn - 1;
    this.rHave = new Uint8Array(rn);
    this.rLen = new Int32Array(rn);
    this.rTag = new Float64Array(rn);
    this.rFlags = new Uint16Array(rn);
    this.runLo = new Float64Array(rn);
    this.runHi = new Float64Array(rn);
  }

  // ================================================================== application side

  /** Queues one message of `len` bytes standing for `tag` (oping: the ping number). */
  writeMsg(len: number, tag: number): void {
    if (this.mCount === this.mLen.length) this.growMsgs();
    const i = (this.mHead + this.mCount) % this.mLen.length;
    this.mLen[i] = len;
    this.mTag[i] = tag;
    this.mCount++;
    this.trySend();
  }

  /** Appends `bytes` to the stream; with `fin` the last of them ends the stream (FIN). */
  writeStream(bytes: number, fin: boolean): void {
    this.streamPending += bytes;
    if (fin) this.streamFin = true;
    this.trySend();
  }

  /** Data the application wrote that is not yet acknowledged or not yet sent. */
  get idle(): boolean {
    return this.mCount === 0 && this.streamPending === 0 && this.sndLwe === this.sndNxt;
  }

  private growMsgs(): void {
    const n = this.mLen.length * 2;
    const len = new Int32Array(n);
    const tag = new Float64Array(n);
    for (let j = 0; j < this.mCount; j++) {
      const i = (this.mHead + j) % this.mLen.length;
      len[j] = this.mLen[i];
      tag[j] = this.mTag[i];
    }
    this.mLen = len;
    this.mTag = tag;
    this.mHead = 0;
  }

  // ================================================================== events

  handle(kind: number, arg: number): void {
    switch (kind) {
      case FRCT_K_RX:
        this.receive(arg);
        break;
      case K_DELACK:
        this.delackHandle = -1;
        this.counters[C.C_DELACK_FIRES]++;
        this.tryAck(true);
        break;
      case K_RTO:
        this.rtoHandle = -1;
        this.rtoAt = Infinity;
        this.onRto();
        break;
      case K_RACK:
        this.rackHandle = -1;
        this.rackAt = Infinity;
        this.rackDetect();
        break;
      case K_TLP:
        this.tlpHandle = -1;
        this.onTlp();
        break;
      case FRCT_K_WRITABLE:
        this.trySend();
        break;
      case K_RDVS:
        this.rdvsHandle = -1;
        if (!this.failed && this.windowClosed() && this.hasPending()) {
          this.sendCtrl(F_RDVS, 0, 0);
          this.counters[C.C_RDVS_SENT]++;
          this.rdvsHandle = this.k.after(RDVS_GAP_NS, this.id, K_RDVS, 0);
        }
        break;
    }
  }

  // ================================================================== sender

  private sndWire(off: number): number {
    return (this.sndBase + off) >>> 0;
  }

  private hasPending(): boolean {
    return this.mCount > 0 || this.streamPending > 0;
  }

  private windowClosed(): boolean {
    return this.sndNxt >= this.sndRwe || this.sndNxt - this.sndLwe > this.sMask;
  }

  private trySend(): void {
    const out = this.out;
    while (!this.failed && this.hasPending()) {
      if (this.started && this.windowClosed()) {
        if (this.rdvsHandle < 0 && this.sndNxt >= this.sndRwe) this.rdvsHandle = this.k.after(RDVS_GAP_NS, this.id, K_RDVS, 0);
        return;
      }
      // the tx ring is full: the writer blocks before FRCT (no sequence number, no timer yet)
      if (out.writable !== undefined && !out.writable()) return;
      if (this.mCount > 0) {
        const i = this.mHead;
        this.mHead = (i + 1) % this.mLen.length;
        this.mCount--;
        this.sendNew(this.mLen[i], this.mTag[i], F_FFGM | F_LFGM);
      } else {
        const len = Math.min(this.mss, this.streamPending);
        this.streamPending -= len;
        const off = this.streamOffset;
        this.streamOffset += len;
        this.counters[C.C_STREAM_SENT] += len;
        this.sendNew(len, off, this.streamPending === 0 && this.streamFin ? F_FIN : 0);
      }
    }
  }

  private sendNew(len: number, tag: number, extra: number): void {
    const k = this.k;
    const now = k.now;
    let flags = F_DATA | extra;
    const sndInact = 3 * this.mplNs + this.aNs + this.rNs;
    if (this.sndLwe === this.sndNxt) {
      // Nothing unacknowledged: a data run starts (DRF). After a silence longer than the sender's
      // Delta-t inactivity time, a new run begins at a fresh random sequence number.
      flags |= F_DRF;
      if (!this.started || now - this.sndAct > sndInact) {
        this.sndBase = (this.rng.nextU32() - this.sndNxt) >>> 0;
        this.sndRwe = this.sndNxt + this.startWindow;
        this.started = true;
      }
    }
    const off = this.sndNxt++;
    const s = off & this.sMask;
    this.sFirst[s] = now;
    this.sXmit[s] = now;
    this.sLen[s] = len;
    this.sTag[s] = tag;
    this.sFlags[s] = flags;
    this.sState[s] = 0;
    this.emitData(off, flags);
    this.counters[C.C_RXM_DUE]++;
    this.armRto(now + Math.min(this.rto, this.rNs));
    this.armTlp();
    this.maybeProbe();
  }

  /** Puts data packet `off` on the wire with its stored flags, piggybacking ACK and FC. */
  private emitData(off: number, flags: number): void {
    const k = this.k;
    const s = off & this.sMask;
    const len = this.sLen[s];
    const p = k.pool.alloc(frameBytes(len), this.cfg.source, PK_FRCT, off, k.now);
    const w = this.wire;
    w.ensure();
    if (this.hasRec) {
      flags |= F_ACK | F_FC;
      w.ackno[p] = this.rcvWire(this.rcvLwe);
      w.window[p] = this.rcvWire(this.rcvLwe + this.rq);
      this.noteAcked();
    } else {
      w.ackno[p] = 0;
      w.window[p] = 0;
    }
    w.flags[p] = flags;
    w.seqno[p] = this.sndWire(off);
    w.plen[p] = len;
    w.tag[p] = this.sTag[s];
    w.nsack[p] = 0;
    this.sndAct = k.now;
    this.out.send(p);
  }

  /** A control packet (no DATA): its seqno is the control counter. */
  private sendCtrl(flags: number, payload: number, probe: number): number {
    const k = this.k;
    const p = k.pool.alloc(frameBytes(payload), this.cfg.source, PK_FRCT, -1, k.now);
    const w = this.wire;
    w.ensure();
    if (flags & (F_ACK | F_FC)) {
      w.ackno[p] = this.rcvWire(this.rcvLwe);
      w.window[p] = this.rcvWire(this.rcvLwe + this.rq);
    } else {
      w.ackno[p] = 0;
      w.window[p] = 0;
    }
    w.flags[p] = flags;
    w.seqno[p] = ++this.ctrlSeq >>> 0;
    w.plen[p] = payload;
    w.tag[p] = 0;
    w.probe[p] = probe;
    w.echo[p] = 0;
    w.nsack[p] = 0;
    return p;
  }

  private retransmit(off: number, driver: number): void {
    const k = this.k;
    const s = off & this.sMask;
    this.sState[s] |= S_RXM;
    this.sXmit[s] = k.now;
    this.rxmT.push(k.now / NS_PER_S);
    this.rxmAge.push(k.now - this.sFirst[s]);
    this.rxmDriver.push(driver);
    this.counters[C.C_RXM_DUE]++;
    this.emitData(off, this.sFlags[s] | F_RXM);
  }

  /** RTTP: when samples are scarce (none yet, or none for two smoothed RTTs), probe the round trip. */
  private maybeProbe(): void {
    const now = this.k.now;
    if (!(this.srtt === 0 || now - this.lastSampleAt > 2 * this.srtt)) return;
    if (this.probeOutAt >= 0 && now - this.probeOutAt <= this.rto) return;
    this.probeOutId = ++this.probeId >>> 0;
    this.probeOutAt = now;
    const p = this.sendCtrl(F_RTTP, RTTP_PAYLOAD_BYTES, this.probeOutId);
    this.counters[C.C_PROBES_SENT]++;
    this.sndAct = now;
    this.out.send(p);
  }

  private rttSample(m: number, fromBareAck: boolean): void {
    const now = this.k.now;
    if (m <= 0) m = 1;
    if (this.srtt === 0) {
      this.srtt = m;
      this.rttvar = m / 2;
      this.minRtt = m;
    } else {
      const err = Math.abs(this.srtt - m);
      this.rttvar = Math.round(0.75 * this.rttvar + 0.25 * err);
      this.srtt = Math.round(0.875 * this.srtt + 0.125 * m);
      if (m < this.minRtt) this.minRtt = m;
    }
    // Tutorial 08: RTO = max(2 srtt, srtt + 4 rttvar), never below the retransmission queue's resolution.
    this.rto = Math.max(2 * this.srtt, this.srtt + 4 * this.rttvar, this.rtoFloorNs);
    this.lastSampleAt = now;
    this.counters[C.C_RTT_SAMPLES]++;
    if (fromBareAck) this.counters[C.C_FED_RTT]++;
    this.rttT.push(now / NS_PER_S);
    this.rttSampleNs.push(m);
    this.srttSeries.push(this.srtt);
    this.rtoSeries.push(this.rto);
  }

  private armRto(t: number): void {
    if (t < this.k.now) t = this.k.now;
    if (this.rtoHandle >= 0 && this.rtoAt <= t) return; // an earlier check is pending: it re-arms
    if (this.rtoHandle >= 0) this.k.cancel(this.rtoHandle);
    this.rtoAt = t;
    this.rtoHandle = this.k.at(t, this.id, K_RTO, 0);
  }

  private cancelSenderTimers(): void {
    const k = this.k;
    if (this.rtoHandle >= 0) k.cancel(this.rtoHandle);
    if (this.rackHandle >= 0) k.cancel(this.rackHandle);
    if (this.tlpHandle >= 0) k.cancel(this.tlpHandle);
    this.rtoHandle = this.rackHandle = this.tlpHandle = -1;
    this.rtoAt = this.rackAt = Infinity;
  }

  /** The retransmission timer: every outstanding, un-SACKed packet whose RTO has run out is sent again. */
  private onRto(): void {
    if (this.failed || this.sndLwe === this.sndNxt) return;
    const now = this.k.now;
    let due = false;
    for (let off = this.sndLwe; off < this.sndNxt; off++) {
      const s = off & this.sMask;
      if (this.sState[s] & S_SACKED) continue;
      if (now - this.sFirst[s] >= this.rNs) {
        this.fail();
        return;
      }
      if (this.sXmit[s] + this.rto <= now) due = true;
    }
    const oldRto = this.rto;
    if (due) this.rto = Math.min(2 * this.rto, MAX_RTO_NS); // back off until the next sample
    let next = Infinity;
    for (let off = this.sndLwe; off < this.sndNxt; off++) {
      const s = off & this.sMask;
      if (this.sState[s] & S_SACKED) continue;
      if (this.sXmit[s] + oldRto <= now) {
        this.counters[C.C_RXM_RTO]++;
        this.retransmit(off, RXM_RTO);
      }
      const dl = Math.min(this.sXmit[s] + this.rto, this.sFirst[s] + this.rNs);
      if (dl < next) next = dl;
    }
    if (next < Infinity) this.armRto(Math.max(next, now));
  }

  /** Tail-loss probe: PTO = 2 srtt (+ the receiver's two-tick ACK hold with one packet in flight). */
  private armTlp(): void {
    const k = this.k;
    if (this.tlpHandle >= 0) {
      k.cancel(this.tlpHandle);
      this.tlpHandle = -1;
    }
    if (this.srtt === 0 || this.tlpDone) return;
    let pto = 2 * this.srtt;
    if (this.sndNxt - this.sndLwe === 1) pto += 2 * this.tickNs;
    if (k.now + pto >= this.rtoAt) return; // the RTO would come first
    this.tlpHandle = k.after(pto, this.id, K_TLP, 0);
  }

  private onTlp(): void {
    if (this.failed || this.sndLwe === this.sndNxt) return;
    for (let off = this.sndNxt - 1; off >= this.sndLwe; off--) {
      if (this.sState[off & this.sMask] & S_SACKED) continue;
      this.tlpDone = true;
      this.counters[C.C_TLP]++;
      this.retransmit(off, RXM_TLP);
      this.armRto(Math.min(this.k.now + this.rto, this.sFirst[off & this.sMask] + this.rNs));
      return;
    }
  }

  /** RACK reordering window: a quarter of the minimum RTT, zero on a path that never reordered once three packets are SACKed. */
  private reoWnd(): number {
    if (!this.reorderSeen && this.sackedCount >= 3) return 0;
    return this.minRtt / 4;
  }

  /**
   * RACK (RFC 8985): a hole (an un-SACKed packet below the highest SACKed offset) sent before the
   * newest delivered packet, by more than the reordering window, is lost. The check walks the
   * hole set, not the window; the lost ones are resent in offset order, the earliest deadline of
   * the others is the wake-up.
   */
  private rackDetect(): void {
    if (this.failed || this.rackXmit < 0) return;
    const now = this.k.now;
    const reo = this.reoWnd();
    let wake = Infinity;
    const lost = this.lostScratch;
    const holes = this.holes.slots;
    let n = 0;
    for (let i = 0; i < this.holes.size; i++) {
      const s = holes[i];
      const x = this.sXmit[s];
      if (x > this.rackXmit) continue;
      const t = x + this.rackRtt + reo;
      if (t <= now) lost[n++] = this.sndLwe + ((s - this.sndLwe) & this.sMask);
      else if (t < wake) wake = t;
    }
    if (n > 1) lost.subarray(0, n).sort();
    for (let i = 0; i < n; i++) {
      this.counters[C.C_RXM_SACK]++;
      this.counters[reo === 0 ? C.C_RXM_ZERO_REO : C.C_RXM_RACK]++;
      this.retransmit(lost[i], reo === 0 ? RXM_ZERO : RXM_RACK);
    }
    if (wake < Infinity && wake < this.rackAt) {
      if (this.rackHandle >= 0) this.k.cancel(this.rackHandle);
      this.rackAt = wake;
      this.rackHandle = this.k.at(wake, this.id, K_RACK, 0);
    }
  }

  private fail(): void {
    this.failed = true;
    this.failedAtNs = this.k.now;
    this.cancelSenderTimers();
    this.onFail();
  }

  /** Marks `off` delivered by SACK; false if it already was. */
  private markSacked(off: number): boolean {
    const s = off & this.sMask;
    if (this.sState[s] & S_SACKED) return false;
    this.sState[s] |= S_SACKED;
    this.holes.remove(s);
    this.sackedCount++;
    return true;
  }

  private processAck(p: number, f: number): void {
    const w = this.wire;
    const now = this.k.now;
    const bare = (f & F_DATA) === 0;
    if (bare) this.counters[C.C_ACKS_RECEIVED]++;
    if (f & F_SACK) this.counters[C.C_SACKS_RECEIVED]++;
    if (!this.started) return;
    const lweW = this.sndWire(this.sndLwe);
    let ackOff = this.sndLwe + ((w.ackno[p] - lweW) | 0);
    if (ackOff > this.sndNxt) ackOff = this.sndNxt;
    // The newest transmission among the packets this ACK newly delivers (for RTT and RACK).
    let newest = -1;
    let newestX = -1;
    let newestRxm = false;
    const highBefore = this.highSacked;
    let progressed = false;
    if (ackOff > this.sndLwe) {
      progressed = true;
      for (let off = this.sndLwe; off < ackOff; off++) {
        const s = off & this.sMask;
        const st = this.sState[s];
        if (st & S_SACKED) this.sackedCount--;
        else {
          if (this.sXmit[s] > newestX) {
            newestX = this.sXmit[s];
            newest = off;
            newestRxm = (st & S_RXM) !== 0;
          }
          if (!(st & S_RXM) && off < highBefore) this.reorderSeen = true;
        }
        this.counters[C.C_BAIL_ACKED]++;
        this.sState[s] = 0;
        this.holes.remove(s);
      }
      this.sndLwe = ackOff;
      if (this.highSacked < ackOff) this.highSacked = ackOff;
      this.tlpDone = false;
    }
    const nb = w.nsack[p];
    for (let b = 0; b < nb; b++) {
      const a = this.sndLwe + ((w.sackStart[p * MAX_SACK_BLOCKS + b] - this.sndWire(this.sndLwe)) | 0);
      const e = this.sndLwe + ((w.sackEnd[p * MAX_SACK_BLOCKS + b] - this.sndWire(this.sndLwe)) | 0);
      if (b === 0 && (e <= ackOff || (nb > 1 && this.inBlock(p, nb, a, e)))) {
        this.counters[C.C_DSACKS_RECEIVED]++;
        continue;
      }
      if (e > this.sndNxt || a >= e) {
        this.counters[C.C_DSACK_OOR]++;
        continue;
      }
      const lo = Math.max(a, this.sndLwe);
      // Mark newly SACKed packets; blocks grow at their edges, so scan inwards from both ends
      // until an already-SACKed packet (a short block is scanned whole).
      const full = e - lo <= 64;
      for (let off = e - 1; off >= lo; off--) {
        const s = off & this.sMask;
        if (!this.markSacked(off)) {
          if (full) continue;
          break;
        }
        if (this.sXmit[s] > newestX) {
          newestX = this.sXmit[s];
          newest = off;
          newestRxm = (this.sState[s] & S_RXM) !== 0;
        }
        if (!(this.sState[s] & S_RXM) && off < highBefore) this.reorderSeen = true;
      }
      if (!full) {
        for (let off = lo; off < e; off++) {
          const s = off & this.sMask;
          if (!this.markSacked(off)) break;
          if (this.sXmit[s] > newestX) {
            newestX = this.sXmit[s];
            newest = off;
            newestRxm = (this.sState[s] & S_RXM) !== 0;
          }
        }
      }
      if (e > this.highSacked) this.raiseHighSacked(e);
    }
    if (newest >= 0) {
      const m = now - newestX;
      const rxm = newestRxm;
      // Karn: no RTT sample from a retransmitted packet.
      if (!rxm) this.rttSample(m, bare && (f & F_SACK) === 0);
      if (!(rxm && m < this.minRtt) && newestX > this.rackXmit) {
        this.rackXmit = newestX;
        this.rackRtt = m;
      }
    }
    if (this.sndLwe === this.sndNxt) {
      this.cancelSenderTimers();
      if (progressed && !this.hasPending()) this.onIdle();
      return;
    }
    if (progressed) {
      const s = this.sndLwe & this.sMask;
      this.armRto(Math.min(this.sXmit[s] + this.rto, this.sFirst[s] + this.rNs));
    }
    if (newest >= 0 && this.highSacked > this.sndLwe) this.rackDetect();
    if (progressed) this.armTlp();
  }

  /** The highest SACKed offset moves up to `e`: the un-SACKed packets it passes become holes. */
  private raiseHighSacked(e: number): void {
    for (let off = Math.max(this.highSacked, this.sndLwe); off < e; off++) {
      const s = off & this.sMask;
      if (!(this.sState[s] & S_SACKED)) this.holes.add(s);
    }
    this.highSacked = e;
  }

  /** D-SACK rule of RFC 2883: a first block inside the second reports a duplicate. */
  private inBlock(p: number, nb: number, a: number, e: number): boolean {
    const w = this.wire;
    const base = this.sndWire(this.sndLwe);
    for (let b = 1; b < nb; b++) {
      const a2 = this.sndLwe + ((w.sackStart[p * MAX_SACK_BLOCKS + b] - base) | 0);
      const e2 = this.sndLwe + ((w.sackEnd[p * MAX_SACK_BLOCKS + b] - base) | 0);
      if (a >= a2 && e <= e2) return true;
    }
    return false;
  }

  // ================================================================== receiver

  private rcvWire(off: number): number {
    return (this.rcvBase + off) >>> 0;
  }

  private noteAcked(): void {
    this.lastAcked = this.rcvLwe;
    this.lastAckWire = this.rcvWire(this.rcvLwe);
  }

  private receive(p: number): void {
    const k = this.k;
    const w = this.wire;
    const f = w.flags[p];
    if (this.failed) {
      k.pool.release(p);
      return;
    }
    const now = k.now;
    const stale = !this.hasRec || now - this.rcvAct > 2 * this.mplNs + this.aNs + this.rNs;
    this.rcvAct = now;
    if ((f & F_DATA) === 0) {
      // Control packets carry a counter of their own; a repeated one is a wire duplicate.
      const seq = w.seqno[p];
      if (this.hasPeerCtrl && !before(this.peerCtrl, seq)) {
        this.counters[C.C_WIRE_DUPS]++;
        k.pool.release(p);
        return;
      }
      this.peerCtrl = seq;
      this.hasPeerCtrl = true;
      if (f & F_RTTP) {
        this.rttp(p);
        k.pool.release(p);
        return;
      }
      if (f & F_RDVS) {
        this.counters[C.C_RDVS_RECEIVED]++;
        k.pool.release(p);
        if (this.hasRec) this.out.send(this.sendCtrl(F_FC, 0, 0));
        return;
      }
      if (f & F_NACK) this.nackReceived();
    }
    if (f & F_ACK) this.processAck(p, f);
    if (f & F_FC && this.started) {
      this.sndRwe = this.sndLwe + ((w.window[p] - this.sndWire(this.sndLwe)) | 0);
      if (this.rdvsHandle >= 0 && this.sndNxt < this.sndRwe) {
        k.cancel(this.rdvsHandle);
        this.rdvsHandle = -1;
      }
    }
    if (f & F_DATA) this.data(p, f, stale);
    else k.pool.release(p);
    this.trySend();
  }

  private rttp(p: number): void {
    const w = this.wire;
    if (w.echo[p]) {
      if (w.probe[p] === this.probeOutId && this.probeOutAt >= 0) {
        this.rttSample(this.k.now - this.probeOutAt, false);
        this.probeOutAt = -1;
      }
      return;
    }
    // A probe from the peer: echo it at once.
    this.counters[C.C_PROBES_RECEIVED]++;
    const q = this.sendCtrl(F_RTTP, RTTP_PAYLOAD_BYTES, w.probe[p]);
    w.echo[q] = 1;
    this.out.send(q);
  }

  private nackReceived(): void {
    this.counters[C.C_NACKS_RECEIVED]++;
    if (!this.started || this.sndLwe === this.sndNxt) return;
    this.counters[C.C_RXM_NACK]++;
    this.retransmit(this.sndLwe, RXM_NACK);
  }

  private data(p: number, f: number, stale: boolean): void {
    const k = this.k;
    const w = this.wire;
    const seqW = w.seqno[p];
    const stream = this.cfg.mode === 'stream';
    if (stale) {
      if (f & F_DRF) {
        // A data run starts: its sequence number becomes the left window edge.
        this.rcvBase = (seqW - this.rcvLwe) >>> 0;
        this.hasRec = true;
        this.rcvHigh = this.rcvLwe;
        this.rHave.fill(0);
        this.nAnchors = 0;
        this.lastAcked = this.rcvLwe - 1;
        this.lastAckWire = this.rcvWire(this.lastAcked);
        this.counters[C.C_DRF_REBASES]++;
      } else {
        // Data of a run whose first (DRF) packet has not arrived: drop it and ask for the start.
        this.counters[C.C_INACT_DROPS]++;
        k.pool.release(p);
        const q = this.sendCtrl(F_NACK, 0, 0);
        this.wire.ackno[q] = seqW;
        this.counters[C.C_NACKS_SENT]++;
        this.out.send(q);
        return;
      }
    }
    const off = this.rcvLwe + ((seqW - this.rcvWire(this.rcvLwe)) | 0);
    const rxm = (f & F_RXM) !== 0;
    if (rxm) this.counters[C.C_RXM_RECEIVED]++;
    const s = off & this.rMask;
    if (off < this.rcvLwe || (off < this.rcvLwe + this.rq && this.rHave[s])) {
      this.counters[C.C_DUPS]++;
      if (rxm) this.counters[C.C_RXM_DUPS]++;
      if (stream) {
        this.counters[C.C_STREAM_DROPPED]++;
        if (f & F_FIN) this.counters[C.C_STREAM_FIN_DROPPED]++;
      }
      k.pool.release(p);
      this.sendSack(true, off);
      return;
    }
    if (off >= this.rcvLwe + this.rq) {
      this.counters[C.C_OUT_OF_WINDOW]++;
      if (stream) this.counters[C.C_STREAM_DROPPED]++;
      k.pool.release(p);
      this.tryAck(false);
      return;
    }
    const len = w.plen[p];
    this.rHave[s] = 1;
    this.rLen[s] = len;
    this.rTag[s] = w.tag[p];
    this.rFlags[s] = f;
    k.pool.release(p);
    if (stream) this.counters[C.C_STREAM_RECEIVED] += len;
    if (off + 1 > this.rcvHigh) this.rcvHigh = off + 1;
    if (off === this.rcvLwe) {
      this.deliver();
      if (this.rcvHigh > this.rcvLwe) this.sendSack(false, 0); // a hole remains: report it at once
      else this.scheduleDelack();
    } else {
      this.counters[C.C_OOO]++;
      this.joinRun(off);
      this.sendSack(false, 0);
    }
  }

  /** Hands the in-order prefix of the reorder queue to the application; the window slides with it. */
  private deliver(): void {
    const m = this.rMask;
    while (this.rHave[this.rcvLwe & m]) {
      const s = this.rcvLwe & m;
      this.rHave[s] = 0;
      this.rcvLwe++;
      const fl = this.rFlags[s];
      if (this.cfg.mode === 'stream') this.counters[C.C_STREAM_DELIVERED] += this.rLen[s];
      else this.counters[C.C_SDUS_DELIVERED]++;
      this.onDeliver(this.rTag[s], this.rLen[s], (fl & F_FIN) !== 0);
      if (this.failed) return;
    }
    if (this.rcvHigh < this.rcvLwe) this.rcvHigh = this.rcvLwe;
  }

  /** Joins the stored packet `off` with its stored neighbours; the run's start becomes the newest anchor. */
  private joinRun(off: number): void {
    const m = this.rMask;
    let lo = off;
    let hi = off + 1;
    if (off - 1 >= this.rcvLwe && this.rHave[(off - 1) & m]) lo = this.runLo[(off - 1) & m];
    if (off + 1 < this.rcvLwe + this.rq && this.rHave[(off + 1) & m]) hi = this.runHi[(off + 1) & m];
    this.runLo[(hi - 1) & m] = lo;
    this.runHi[lo & m] = hi;
    // Anchors inside the new run are merged into it; the run's start goes first.
    let n = 0;
    const a = this.anchors;
    let keep0 = -1, keep1 = -1, keep2 = -1;
    for (let i = 0; i < this.nAnchors; i++) {
      const x = a[i];
      if (x >= lo && x < hi) continue;
      if (n === 0) keep0 = x;
      else if (n === 1) keep1 = x;
      else if (n === 2) keep2 = x;
      n++;
    }
    a[0] = lo;
    let c = 1;
    if (n > 0) a[c++] = keep0;
    if (n > 1) a[c++] = keep1;
    if (n > 2) a[c++] = keep2;
    this.nAnchors = c;
  }

  /**
   * Sends ACK|FC|SACK at once: the D-SACK block for `dup` first (when isDup),
   * then the runs of stored packets beyond the left edge, most recently changed first.
   */
  private sendSack(isDup: boolean, dup: number): void {
    const k = this.k;
    const w = this.wire;
    const m = this.rMask;
    // Collect the valid anchors (runs not yet delivered).
    let n = 0;
    const a = this.anchors;
    for (let i = 0; i < this.nAnchors; i++) {
      const x = a[i];
      if (x >= this.rcvLwe && this.rHave[x & m]) a[n++] = x;
    }
    this.nAnchors = n;
    const nb = Math.min(MAX_SACK_BLOCKS, n + (isDup ? 1 : 0));
    const p = this.sendCtrl(F_ACK | F_FC | F_SACK, sackPayloadBytes(nb), 0);
    k.pool.size[p] = frameBytes(sackPayloadBytes(nb));
    let b = 0;
    const base = p * MAX_SACK_BLOCKS;
    if (isDup) {
      w.sackStart[base] = this.rcvWire(dup);
      w.sackEnd[base] = this.rcvWire(dup + 1);
      b = 1;
      this.counters[C.C_DSACKS_SENT]++;
    }
    for (let i = 0; b < nb; i++, b++) {
      const lo = a[i];
      w.sackStart[base + b] = this.rcvWire(lo);
      w.sackEnd[base + b] = this.rcvWire(this.runHi[lo & m]);
    }
    w.nsack[p] = nb;
    this.noteAcked();
    this.counters[C.C_SACKS_SENT]++;
    this.out.send(p);
  }

  private scheduleDelack(): void {
    if (this.delackHandle < 0) this.delackHandle = this.k.after(2 * this.tickNs, this.id, K_DELACK, 0);
  }

  /**
   * A bare ACK|FC, sent only if something new is to be acknowledged, the receiver was active within
   * A, and (for the timer) this side sent nothing within the last tick (its data carried the ACK).
   */
  private tryAck(timer: boolean): void {
    const now = this.k.now;
    if (!this.hasRec || !(this.rcvLwe > this.lastAcked)) {
      if (timer) this.counters[C.C_SUPP_SEQNO]++;
      return;
    }
    if (now - this.rcvAct > this.aNs) {
      if (timer) this.counters[C.C_SUPP_INACT]++;
      return;
    }
    if (timer && now - this.sndAct < this.tickNs) {
      this.counters[C.C_SUPP_RATE]++;
      this.delackHandle = this.k.after(this.tickNs, this.id, K_DELACK, 0); // check again next tick
      return;
    }
    const p = this.sendCtrl(F_ACK | F_FC, 0, 0);
    this.noteAcked();
    this.counters[C.C_ACKS_SENT]++;
    this.out.send(p);
  }

  // ================================================================== RIB

  /** The RIB `frct` file as a plain object: state lines, then the counters, with the tutorials' labels. */
  snapshot(): C.FrctSnapshot {
    const now = this.k.now;
    const o: C.FrctSnapshot = {
      'Maximum packet lifetime (ns)': this.mplNs,
      'Max time to Ack (ns)': this.aNs,
      'Max time to Retransmit (ns)': this.rNs,
      'Smoothed rtt (ns)': Math.round(this.srtt),
      'RTT standard deviation (ns)': Math.round(this.rttvar),
      'Retransmit timeout RTO (ns)': Math.round(this.rto),
      'Minimum RTT (RACK base, ns)': Math.round(this.minRtt),
      'Sender left window edge': this.sndWire(this.sndLwe),
      'Sender right window edge': this.sndWire(this.sndRwe),
      'Sender inactive (ns)': Number.isFinite(this.sndAct) ? now - this.sndAct : 0,
      'Sender current sequence number': this.sndWire(this.sndNxt),
      'Receiver left window edge': this.rcvWire(this.rcvLwe),
      'Receiver right window edge': this.rcvWire(this.rcvLwe + this.rq),
      'Receiver inactive (ns)': Number.isFinite(this.rcvAct) ? now - this.rcvAct : 0,
      'Receiver last ack': this.lastAckWire,
    };
    for (let i = 0; i < C.N_COUNTERS; i++) o[C.FRCT_COUNTER_NAMES[i]] = this.counters[i];
    return o;
  }

  /** One counter by its RIB label (tests and views). */
  counter(name: string): number {
    const i = C.FRCT_COUNTER_NAMES.indexOf(name);
    if (i < 0) throw new Error(`unknown FRCT counter: ${name}`);
    return this.counters[i];
  }
}
