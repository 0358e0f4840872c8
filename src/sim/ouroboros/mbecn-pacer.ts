// The sending half of mb-ecn: the path controller of an IPCP. Every FRCT packet of every flow of
// the path enters here (it is the endpoints' `out`), waits in the tx ring, and leaves for the
// link at the paced rate, smoothly spaced by its own timer. The rate follows the rate law
// (mbecn-rate-law.ts: slow start, additive increase, proportional decrease) on a fixed control
// tick, steered only by the congestion level the far IPCP reports (FLOW_UPDATE and heartbeat
// echoes), never by a lost packet; configuration and defaults: mbecn-pacer-config.ts.
// Signal-loss cuts [T10]: when no feedback at all (no FLOW_UPDATE, no heartbeat echo) has
// arrived for `silenceRtts` heartbeat round trips while packets were sent, halve the rate,
// again after each further such period.
// Heartbeats [T10]: about once per (heartbeat-measured) round trip, a heartbeat goes straight into
// the shaper, the far IPCP echoes it at once; its round trip sets the ramp time constant (half the
// round trip; the RIB shows twice it) and the signal-loss timeout, not the rate law.

import type { Component, Kernel } from '../core/kernel';
import { NS_PER_S } from '../core/time';
import { GrowableF64 } from '../record/growable';
import type { FrctOut } from './frct';
import { MbecnSlot } from './mbecn-slot';
import { F_DATA, F_RXM, PK_FRCT, frctWire, grownTo, type FrctWire } from './wire';
import { HEARTBEAT_BYTES, MT_HEARTBEAT, PK_MBECN, mbecnWire, type MbecnWire } from './mbecn-wire';
import { PACER_DEFAULTS, REGIME_PROPORTIONAL_DEC, REGIME_SLOW_START, type PacerConfig } from './mbecn-pacer-config';
import { rateLawTick } from './mbecn-rate-law';

export {
  PACER_DEFAULTS, REGIME_ADDITIVE_INC, REGIME_NAMES, REGIME_PROPORTIONAL_DEC, REGIME_SLOW_START,
} from './mbecn-pacer-config';
export type { PacerConfig } from './mbecn-pacer-config';

const K_PACE = 1;
const K_TICK = 2;
const K_HB = 3;

export class MbecnPacer implements Component {
  readonly id: number;
  readonly cfg: Required<PacerConfig>;
  // ---- controller state (the RIB fields)
  /** Paced rate, bytes/s. */
  rate: number;
  /** Upstream congestion level: the last level the far IPCP reported. */
  level = 0;
  regime = REGIME_SLOW_START;
  /** Path capacity, bytes/s (0 until the far end has measured a full queue). */
  capacity = 0;
  signalLossCuts = 0;
  /** Heartbeat round trip (smoothed, gain 1/8), ns; 0 before the first echo. */
  hbSrtt = 0;
  hbMinRtt = 0;
  /** Packets sent since the last feedback (public source tx_ctr). */
  ctrSinceFb = 0;
  /** The public source's slot: one proportional cut per slot, and what the flows sent in it. */
  readonly slot: MbecnSlot;
  // ---- counters
  sentPackets = 0;
  sentBytes = 0;
  ringDrops = 0;
  feedbackReceived = 0;
  heartbeatsSent = 0;
  echoesReceived = 0;
  /** Switches between Additive inc and Proportional dec (the alternation of Tutorial 10). */
  regimeSwitches = 0;
  /** Time spent (ns) in each regime. */
  readonly regimeNs = new Float64Array(3);
  // ---- series, one entry per sample
  readonly sT = new GrowableF64();
  readonly sRate = new GrowableF64();
  readonly sCapacity = new GrowableF64();
  readonly sLevel = new GrowableF64();
  readonly sRegime = new GrowableF64();
  readonly sRing = new GrowableF64();
  readonly sHbRtt = new GrowableF64();
  /** Bytes the flows handed to the pacer per sample period (bytes/s), to set beside the rate. */
  readonly sOffered = new GrowableF64();
  /** Number of flows of the path (scales the silent-packets guard). */
  flows = 1;
  /** Pool source index of the heartbeats (routes them like the path's first flow). */
  hbSource = 0;
  /**
   * mb-ecn's own packets (heartbeats, echoes, FLOW_UPDATEs) sent into the link, per pool source: they
   * share their flow's source, so the link counts their losses with the flow's (summary.ts separates them).
   */
  directSent = new Float64Array(8);
  /** Called when the ring has room again after a writer found it full (the IPCP wakes its flows). */
  onWritable: (() => void) | null = null;
  private writerBlocked = false;

  private readonly wire: MbecnWire;
  private readonly fwire: FrctWire;
  private ring: Int32Array = new Int32Array(256);
  private ringHead = 0;
  private ringCount = 0;
  private ringBytes = 0;
  private backlog: Int32Array = new Int32Array(256);
  private blHead = 0;
  private blCount = 0;
  private hbHandle = -1;
  private nextFree = 0;
  private paceArmed = false;
  private started = false;
  private lastFbAt = 0;
  private lastCutAt = -Infinity;
  private tickBytes = 0;
  private sampleBytes = 0;
  private nextSample = 0;
  private lastSentAt = -Infinity;
  private hbArmed = false;

  constructor(
    private readonly k: Kernel,
    /** The link (shaper) the path leaves through. */
    private readonly link: FrctOut,
    cfg: PacerConfig = {},
  ) {
    this.id = k.add(this);
    this.cfg = { ...PACER_DEFAULTS, ...cfg };
    this.rate = this.cfg.initialRate;
    this.slot = new MbecnSlot(this.cfg.slotNs);
    this.wire = mbecnWire(k);
    this.fwire = frctWire(k);
  }

  /** Ring occupancy (packets). */
  get queued(): number {
    return this.ringCount;
  }

  /** New data held back by the blocked writer (packets). */
  get backlogged(): number {
    return this.blCount;
  }

  /** Ramp time constant (ns): half the heartbeat round trip. */
  get rampNs(): number {
    return this.hbSrtt / 2;
  }

  /**
   * Whether a writer may put new data in: the ring holds less than `txqDelayNs` at the paced rate
   * (SSM_RBUFF_TXQ_DELAY) and is not full. A writer told no is woken through onWritable.
   */
  writable(): boolean {
    const ok = this.blCount === 0 && this.ringCount < this.cfg.ringPackets && this.ringBytes * NS_PER_S <= this.rate * this.cfg.txqDelayNs;
    if (!ok) this.writerBlocked = true;
    return ok;
  }

  /** FrctOut: a packet of one of the path's flows enters the tx ring. */
  send(p: number): void {
    const k = this.k;
    const w = this.wire;
    w.ensure();
    w.ecn[p] = 0;
    if (!this.started) this.start();
    if (++this.ctrSinceFb > this.cfg.silentPackets * this.flows) this.level = 0;
    const size = k.pool.size[p];
    this.tickBytes += size;
    this.sampleBytes += size;
    this.lastSentAt = k.now;
    if (!this.hbArmed) this.heartbeat();
    if (this.ringCount === 0 && this.blCount === 0 && this.nextFree <= k.now) {
      this.forward(p);
      return;
    }
    const pool = k.pool;
    const newData = pool.kind[p] === PK_FRCT && (this.fwire.flags[p] & (F_DATA | F_RXM)) === F_DATA;
    if (newData && (this.blCount > 0 || this.ringBytes * NS_PER_S > this.rate * this.cfg.txqDelayNs)) {
      if (this.blCount === this.backlog.length) {
        this.backlog = this.grow(this.backlog, this.blHead, this.blCount);
        this.blHead = 0;
      }
      this.backlog[(this.blHead + this.blCount) & (this.backlog.length - 1)] = p;
      this.blCount++;
    } else {
      if (this.ringCount >= this.cfg.ringPackets) {
        this.ringDrops++;
        pool.release(p);
        return;
      }
      if (this.ringCount === this.ring.length) {
        this.ring = this.grow(this.ring, this.ringHead, this.ringCount);
        this.ringHead = 0;
      }
      this.ring[(this.ringHead + this.ringCount) & (this.ring.length - 1)] = p;
      this.ringCount++;
      this.ringBytes += size;
    }
    if (!this.paceArmed) {
      this.paceArmed = true;
      k.at(Math.max(k.now, Math.ceil(this.nextFree)), this.id, K_PACE, 0);
    }
  }

  /** Straight into the shaper, outside the pacing (heartbeats, FLOW_UPDATEs, echoes). */
  sendDirect(p: number): void {
    const w = this.wire;
    w.ensure();
    w.ecn[p] = 0;
    const src = this.k.pool.source[p];
    if (src >= this.directSent.length) this.directSent = grownTo(this.directSent, Math.max(src + 1, 2 * this.directSent.length));
    this.directSent[src]++;
    this.link.send(p);
  }

  /** Feedback from the far IPCP (FLOW_UPDATE or heartbeat echo): its level and capacity. */
  feedback(ece: number, cap: number): void {
    this.feedbackReceived++;
    this.level = ece;
    this.ctrSinceFb = 0;
    this.lastFbAt = this.k.now;
    if (cap > 0) this.capacity = cap;
    if (ece > 0 && this.regime === REGIME_SLOW_START) this.regime = REGIME_PROPORTIONAL_DEC;
  }

  /** Heartbeat period: the smoothed heartbeat round trip (before the first echo, hbInitialNs). */
  private hbPeriod(): number {
    return Math.max(this.cfg.tickNs, Math.round(this.hbSrtt > 0 ? this.hbSrtt : this.cfg.hbInitialNs));
  }

  /** A heartbeat sent at t0 came back. */
  echo(t0: number, ece: number, cap: number): void {
    const k = this.k;
    this.echoesReceived++;
    const m = Math.max(1, k.now - t0);
    const first = this.hbSrtt === 0;
    this.hbSrtt = first ? m : this.hbSrtt + (m - this.hbSrtt) / 8;
    if (first && this.hbArmed && k.cancel(this.hbHandle)) this.hbHandle = k.at(k.now + this.hbPeriod(), this.id, K_HB, 0);
    if (this.hbMinRtt === 0 || m < this.hbMinRtt) this.hbMinRtt = m;
    this.feedback(ece, cap);
  }

  handle(kind: number): void {
    if (kind === K_PACE) this.pace();
    else if (kind === K_TICK) this.tick();
    else this.heartbeat();
  }

  private start(): void {
    const k = this.k;
    this.started = true;
    this.lastFbAt = k.now;
    this.slot.begin(k.now);
    this.nextSample = k.now;
    k.at(k.now + this.cfg.tickNs, this.id, K_TICK, 0);
  }

  private forward(p: number): void {
    const k = this.k;
    const size = k.pool.size[p];
    this.nextFree = Math.max(this.nextFree, k.now) + (size * NS_PER_S) / this.rate;
    this.sentPackets++;
    this.slot.count(size);
    this.sentBytes += size;
    this.link.send(p);
  }

  private pace(): void {
    const k = this.k;
    this.paceArmed = false;
    if (this.ringCount === 0 && this.blCount === 0) return;
    if (this.nextFree > k.now + 0.5) {
      // the rate fell since the event was armed
      this.paceArmed = true;
      k.at(Math.ceil(this.nextFree), this.id, K_PACE, 0);
      return;
    }
    let p: number;
    if (this.ringCount > 0) {
      p = this.ring[this.ringHead];
      this.ringHead = (this.ringHead + 1) & (this.ring.length - 1);
      this.ringCount--;
      this.ringBytes -= k.pool.size[p];
    } else {
      p = this.backlog[this.blHead];
      this.blHead = (this.blHead + 1) & (this.backlog.length - 1);
      this.blCount--;
    }
    this.forward(p);
    // the writer unblocks: new data moves into the ring while it holds less than the delay
    const lim = this.rate * this.cfg.txqDelayNs;
    while (this.blCount > 0 && this.ringBytes * NS_PER_S <= lim && this.ringCount < this.cfg.ringPackets) {
      const q = this.backlog[this.blHead];
      this.blHead = (this.blHead + 1) & (this.backlog.length - 1);
      this.blCount--;
      if (this.ringCount === this.ring.length) {
        this.ring = this.grow(this.ring, this.ringHead, this.ringCount);
        this.ringHead = 0;
      }
      this.ring[(this.ringHead + this.ringCount) & (this.ring.length - 1)] = q;
      this.ringCount++;
      this.ringBytes += k.pool.size[q];
    }
    if (this.writerBlocked && this.onWritable !== null && this.writable()) {
      this.writerBlocked = false;
      this.onWritable();
    }
    if ((this.ringCount > 0 || this.blCount > 0) && !this.paceArmed) {
      this.paceArmed = true;
      k.at(Math.max(k.now, Math.ceil(this.nextFree)), this.id, K_PACE, 0);
    }
  }

  private tick(): void {
    const k = this.k;
    const c = this.cfg;
    const dt = c.tickNs;
    const now = k.now;
    // signal loss: feedback stopped while the path carried packets
    const silence = Math.max(c.silenceMinNs, c.silenceRtts * this.hbPeriod());
    if (this.ctrSinceFb > 0 && now - this.lastFbAt > silence && now - this.lastCutAt > silence) {
      this.rate = Math.max(c.minRate, this.rate / 2);
      this.signalLossCuts++;
      this.lastCutAt = now;
    }
    this.slot.roll(now);
    rateLawTick(this, c, this.tickBytes, this.slot);
    this.regimeNs[this.regime] += dt;
    this.tickBytes = 0;
    if (now >= this.nextSample) {
      const span = c.sampleNs;
      this.sT.push(now);
      this.sRate.push(this.rate);
      this.sCapacity.push(this.capacity);
      this.sLevel.push(this.level);
      this.sRegime.push(this.regime);
      this.sRing.push(this.ringCount);
      this.sHbRtt.push(this.hbSrtt);
      this.sOffered.push((this.sampleBytes * NS_PER_S) / span);
      this.sampleBytes = 0;
      this.nextSample += span;
    }
    k.at(now + dt, this.id, K_TICK, 0);
  }

  private heartbeat(): void {
    const k = this.k;
    // once the path has been idle for a second, heartbeats pause until the next packet
    if (k.now - this.lastSentAt > NS_PER_S && this.heartbeatsSent > 0) {
      this.hbArmed = false;
      return;
    }
    const p = k.pool.alloc(HEARTBEAT_BYTES, this.hbSource, PK_MBECN, 0, k.now);
    const w = this.wire;
    w.ensure();
    w.mtype[p] = MT_HEARTBEAT;
    w.t0[p] = k.now;
    w.ece[p] = 0;
    w.cap[p] = 0;
    this.heartbeatsSent++;
    this.sendDirect(p);
    this.hbArmed = true;
    this.hbHandle = k.at(k.now + this.hbPeriod(), this.id, K_HB, 0);
  }


  private grow(a: Int32Array, head: number, count: number): Int32Array {
    const r = new Int32Array(a.length * 2);
    for (let i = 0; i < count; i++) r[i] = a[(head + i) & (a.length - 1)];
    return r;
  }
}
