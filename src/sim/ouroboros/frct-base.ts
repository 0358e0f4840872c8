// The state of one FRCT endpoint and the building of its packets' headers. The endpoint is one
// object whose methods live in a chain of classes, one concept per file, so the hot paths read
// typed arrays and fields directly, with no indirection between the halves:
//   frct-base.ts      state (sender, receiver, series, counters), sequence-number mapping, headers
//   frct-sender.ts    application writes, window, new data, retransmission, RTTP probes, failure
//   frct-timers.ts    RTT estimator, RTO, tail-loss probe, RACK over the hole set
//   frct-ack.ts       the sender's reading of ACK / SACK / D-SACK (scoreboard, RTT and RACK samples)
//   frct-receiver.ts  reorder queue as window, delivery, SACK/D-SACK building, delayed ACK, Delta-t
//   frct.ts           the endpoint: event dispatch and the RIB snapshot
// Sequence numbers are kept as unbounded offsets (numbers) and put on the wire as 32-bit values:
// wire(off) = (base + off) >>> 0; the receiver maps wire values back with signed 32-bit differences.

import type { Component, Kernel } from '../core/kernel';
import { Rng } from '../core/rng';
import { GrowableF64 } from '../record/growable';
import { F_ACK, F_FC, frameBytes, frctWire, PK_FRCT, MAX_SACK_BLOCKS } from './wire';
import type { FrctWire } from './wire';
import * as C from './stats';
import { HoleSet } from './hole-set';
import { FRCT_DEFAULTS, pow2AtLeast, type FrctConfig, type FrctOut } from './frct-defs';

export abstract class FrctBase implements Component {
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
  readonly maxRtoNs: number;
  readonly rdvGapNs: number;
  protected readonly startWindow: number;
  protected readonly wire: FrctWire;
  protected readonly rng: Rng;

  // ---- sender
  protected started = false;
  protected sndBase = 0; // wire(off) = (sndBase + off) >>> 0
  sndLwe = 0;
  sndNxt = 0;
  sndRwe = 0;
  protected sndAct = -Infinity;
  protected readonly sMask: number;
  protected readonly sXmit: Float64Array;
  protected readonly sFirst: Float64Array;
  protected readonly sLen: Int32Array;
  protected readonly sTag: Float64Array;
  protected readonly sFlags: Uint16Array;
  protected readonly sState: Uint8Array;
  protected highSacked = 0;
  protected sackedCount = 0;
  /** Un-SACKed outstanding packets below highSacked: what RACK checks (hole-set.ts). */
  protected readonly holes: HoleSet;
  /** Scratch: the offsets one RACK check finds lost, retransmitted in offset order. */
  protected readonly lostScratch: Float64Array;
  protected ctrlSeq = 0;
  srtt = 0;
  rttvar = 0;
  rto: number;
  minRtt = 0;
  protected lastSampleAt = -Infinity;
  protected rackXmit = -1;
  protected rackRtt = 0;
  reorderSeen = false;
  protected rtoHandle = -1;
  protected rtoAt = Infinity;
  protected rackHandle = -1;
  protected rackAt = Infinity;
  protected tlpHandle = -1;
  protected tlpDone = false;
  protected rdvsHandle = -1;
  protected probeId = 0;
  protected probeOutId = -1;
  protected probeOutAt = -1;
  // pending application data
  protected mLen = new Int32Array(64);
  protected mTag = new Float64Array(64);
  protected mHead = 0;
  protected mCount = 0;
  protected streamPending = 0;
  protected streamOffset = 0;
  protected streamFin = false;

  // ---- receiver
  protected hasRec = false;
  protected rcvBase = 0; // wire(off) = (rcvBase + off) >>> 0
  rcvLwe = 0;
  protected rcvHigh = 0; // one past the highest offset stored
  protected rcvAct = -Infinity;
  protected lastAcked = -1;
  protected lastAckWire = 0;
  protected peerCtrl = 0;
  protected hasPeerCtrl = false;
  protected readonly rMask: number;
  protected readonly rHave: Uint8Array;
  protected readonly rLen: Int32Array;
  protected readonly rTag: Float64Array;
  protected readonly rFlags: Uint16Array;
  protected readonly runLo: Float64Array; // valid at the last slot of a run of stored packets
  protected readonly runHi: Float64Array; // valid at the first slot of a run
  protected readonly anchors = new Float64Array(MAX_SACK_BLOCKS); // run starts, most recent first
  protected nAnchors = 0;
  protected delackHandle = -1;

  constructor(
    protected readonly k: Kernel,
    protected readonly out: FrctOut,
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
    this.rto = cfg.initialRtoNs ?? FRCT_DEFAULTS.initialRtoNs;
    this.maxRtoNs = cfg.maxRtoNs ?? FRCT_DEFAULTS.maxRtoNs;
    this.rdvGapNs = cfg.rdvGapNs ?? FRCT_DEFAULTS.rdvGapNs;
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

  abstract handle(kind: number, arg: number): void;

  // ================================================================== sequence numbers

  protected sndWire(off: number): number {
    return (this.sndBase + off) >>> 0;
  }

  protected rcvWire(off: number): number {
    return (this.rcvBase + off) >>> 0;
  }

  protected noteAcked(): void {
    this.lastAcked = this.rcvLwe;
    this.lastAckWire = this.rcvWire(this.rcvLwe);
  }

  // ================================================================== packet headers

  /** Puts data packet `off` on the wire with its stored flags, piggybacking ACK and FC. */
  protected emitData(off: number, flags: number): void {
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
  protected sendCtrl(flags: number, payload: number, probe: number): number {
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
}
