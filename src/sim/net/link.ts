// One direction of a link: a FIFO in front of a transmitter of fixed rate, then a propagation
// delay. A packet is "in the queue" until its serialisation starts; then it occupies the wire for
// size*8/rate, then propagates for the delay (plus a per-source extra delay) and is handed to the
// route's target component. Random loss is drawn when serialisation ends, from a stream per
// (link direction, source), so one source's traffic never shifts another's loss draws.

import type { Component, Kernel } from '../core/kernel';
import { PF_GSO_CONT } from '../core/packet-pool';
import { nsPerByte } from '../core/time';
import { log } from '../core/detmath';
import { Rng } from '../core/rng';
import type { QueueDiscipline } from './queue';
import { DelayLine } from './delay-line';
import type { DropLog } from '../record/packets';

/** Event kind: the packet in `arg` has finished serialisation. */
const K_TX_DONE = 1;
/** Event kind: the head of the delay line reaches the far end. */
const K_ARRIVE = 2;
/** Event kind: a host stall is over; the link may start its next frame. */
const K_STALL_END = 3;

export interface LinkConfig {
  name: string; // used in loss stream names, e.g. "fwd"
  rateMbps: number;
  delayNs: number;
  loss: number;
  /**
   * What the random loss sees: each frame ("frame", the default) or the senders' GSO packets
   * ("gso": netem on the sending host's own device drops a whole skb; the frames of one are
   * marked PF_GSO_CONT after the first).
   */
  lossUnit?: 'frame' | 'gso';
  /**
   * Host stalls of the sending router: at times of a Poisson process (mean interval, ns; 0: none)
   * no new frame starts serialising for `stallNs` (a softirq or timer deferred on a loaded host).
   */
  stallEveryNs?: number;
  stallNs?: number;
}

export class Link implements Component {
  readonly id: number;
  busy = false;
  /** Packets lost on the wire (random loss), total and per source. */
  lost = 0;
  readonly lostBySource: Float64Array;
  /** Queue drops per source. */
  readonly dropsBySource: Float64Array;
  /** Packets that finished serialisation (entered propagation or were lost). */
  transmitted = 0;
  /** Test hook: called with (source, seq) when a packet is lost on the wire. */
  onLoss: ((source: number, seq: number) => void) | null = null;
  /** Packet snapshots: where drops and losses are logged (null, the default, logs nothing). */
  dropLog: DropLog | null = null;
  /** The packet being serialised (meaningful while busy) and when its serialisation started (ns). */
  txPacket = -1;
  txStartNs = 0;
  private readonly nsPerByte: number;
  private readonly delayNs: number;
  private readonly loss: number;
  private readonly lossPerGso: boolean;
  private readonly stallEveryNs: number;
  private readonly stallNs: number;
  private readonly stallRng: Rng | null;
  private nextStallAt = Infinity;
  private stallUntil = -1;
  /** Host stalls that held back a frame. */
  stalls = 0;
  /** Per source: whether the GSO packet being serialised was lost (lossUnit "gso"). */
  private readonly gsoLost: Uint8Array;
  private readonly rngs: Rng[];
  // Route table per source: who receives the packet, with which event kind, after what extra delay.
  private readonly routeTarget: Int32Array;
  private readonly routeKind: Int32Array;
  private readonly routeExtraNs: Float64Array;
  /** Host noise of the receiving end per source: bound of its uniform delay (ns, 0: none), stream, last time handed over. */
  private readonly hostNoiseNs: Float64Array;
  private readonly hostNoiseRng: (Rng | null)[];
  private readonly hostNoiseLast: Float64Array;
  /** Packets propagating with the plain link delay (those with an extra delay use the heap). */
  private readonly line = new DelayLine();

  constructor(
    private readonly k: Kernel,
    readonly fifo: QueueDiscipline,
    cfg: LinkConfig,
    sourceNames: readonly string[],
    seed: number,
  ) {
    this.id = k.add(this);
    // AQMs that drop at dequeue (or drop other waiting packets) hand them back to be counted.
    if ('dropSink' in fifo) fifo.dropSink = (p) => this.dropped(p);
    this.nsPerByte = nsPerByte(cfg.rateMbps);
    this.delayNs = cfg.delayNs;
    this.loss = cfg.loss;
    this.lossPerGso = cfg.lossUnit === 'gso';
    this.stallEveryNs = cfg.stallEveryNs ?? 0;
    this.stallNs = cfg.stallNs ?? 0;
    this.stallRng = this.stallEveryNs > 0 && this.stallNs > 0 ? new Rng(seed, `link:${cfg.name}:stall`) : null;
    if (this.stallRng !== null) this.nextStallAt = this.stallInterval();
    const n = sourceNames.length;
    this.rngs = sourceNames.map((s) => new Rng(seed, `link:${cfg.name}:${s}`));
    this.routeTarget = new Int32Array(n).fill(-1);
    this.routeKind = new Int32Array(n);
    this.routeExtraNs = new Float64Array(n);
    this.hostNoiseNs = new Float64Array(n);
    this.hostNoiseRng = new Array<Rng | null>(n).fill(null);
    this.hostNoiseLast = new Float64Array(n);
    this.lostBySource = new Float64Array(n);
    this.dropsBySource = new Float64Array(n);
    this.gsoLost = new Uint8Array(n);
  }

  /** Where packets of `source` go after this link. */
  route(source: number, target: number, kind: number, extraDelayNs: number): void {
    this.routeTarget[source] = target;
    this.routeKind[source] = kind;
    this.routeExtraNs[source] = extraDelayNs;
  }

  /**
   * The host that takes packets of `source` handles each one after a random delay, uniform in
   * [0, maxNs), drawn from `rng`, in arrival order (a packet is never handed over before the one
   * before it). The delay is added when the packet leaves the wire, so a delayed packet costs one
   * heap event (its arrival, already at its handling time) and none more; the draws come in the
   * same order as at arrival, since one source's packets arrive in the order they leave.
   */
  hostNoise(source: number, maxNs: number, rng: Rng): void {
    this.hostNoiseNs[source] = maxNs;
    this.hostNoiseRng[source] = maxNs > 0 ? rng : null;
  }

  /** Propagation delay of this direction (ns), without per-source extras. */
  get propagationNs(): number {
    return this.delayNs;
  }

  /** Packets propagating with the plain link delay, for snapshots. */
  get propagating(): DelayLine {
    return this.line;
  }

  /** Fraction of this direction's pipe (serialisation + propagation) a frame of `bytes` has covered when its serialisation ends. */
  wireFraction(bytes: number): number {
    const tx = this.serialisationNs(bytes);
    const total = tx + this.delayNs;
    return total > 0 ? tx / total : 1;
  }

  /** Serialisation time of `bytes` on this link, integer ns. */
  serialisationNs(bytes: number): number {
    return Math.round(bytes * this.nsPerByte);
  }

  /**
   * A packet arrives at the link's input (the router's egress queue). It always passes through
   * the queue, even onto an idle link, so every discipline sees every packet (RED's idle decay,
   * CoDel's zero sojourns, Cake's flow state).
   */
  send(p: number): void {
    const pool = this.k.pool;
    if (!this.fifo.push(p, pool.size[p])) {
      this.dropped(p);
      return;
    }
    if (!this.busy) this.startNext();
  }

  handle(kind: number, p: number): void {
    if (kind === K_ARRIVE) this.arrive();
    else if (kind === K_STALL_END) this.startNext();
    else this.txDone(p);
  }

  /** The head packet of the delay line arrives: hand it to its route, arm the next arrival. */
  private arrive(): void {
    const k = this.k;
    const line = this.line;
    const q = line.shift();
    if (line.count > 0) k.queue.push(line.headTime(), this.id, K_ARRIVE, 0);
    const src = k.pool.source[q];
    k.dispatch(this.routeTarget[src], this.routeKind[src], q);
  }

  /** Serialisation is over: the packet propagates (or is lost) and the wire is free again. */
  private txDone(p: number): void {
    const k = this.k;
    const pool = k.pool;
    const src = pool.source[p];
    this.transmitted++;
    if (this.loss > 0 && this.lostOnWire(src, pool.flags[p])) {
      this.lost++;
      this.lostBySource[src]++;
      if (this.dropLog !== null) this.dropLog.addWire(k.now, this.wireFraction(pool.size[p]), src, pool.kind[p]);
      if (this.onLoss !== null) this.onLoss(src, pool.seq[p]);
      pool.release(p);
    } else if (this.routeExtraNs[src] === 0 && this.hostNoiseNs[src] === 0) {
      const line = this.line;
      const t = k.now + this.delayNs;
      if (line.count === 0) k.queue.push(t, this.id, K_ARRIVE, 0);
      line.push(t, p);
    } else {
      let t = k.now + this.delayNs + this.routeExtraNs[src];
      const noise = this.hostNoiseNs[src];
      if (noise > 0) {
        t = Math.max(this.hostNoiseLast[src], t + Math.floor(this.hostNoiseRng[src]!.next() * noise));
        this.hostNoiseLast[src] = t;
      }
      k.queue.push(t, this.routeTarget[src], this.routeKind[src], p);
    }
    this.startNext();
  }

  /** One random loss decision: per frame, or per GSO packet (its later frames share the first's). */
  private lostOnWire(src: number, flags: number): boolean {
    if (!this.lossPerGso) return this.rngs[src].next() < this.loss;
    if (flags & PF_GSO_CONT) return this.gsoLost[src] === 1;
    const lost = this.rngs[src].next() < this.loss;
    this.gsoLost[src] = lost ? 1 : 0;
    return lost;
  }

  /** Starts serialising the next waiting packet, if any survives the discipline's dequeue. */
  /** Exponential interval between stall starts, from the link's own stream (detmath log). */
  private stallInterval(): number {
    return -this.stallEveryNs * log(1 - (this.stallRng as Rng).next());
  }

  private startNext(): void {
    const fifo = this.fifo;
    if (this.stallRng !== null && fifo.count > 0) {
      const now = this.k.now;
      while (now >= this.nextStallAt) {
        this.stallUntil = Math.max(this.stallUntil, this.nextStallAt + this.stallNs);
        this.nextStallAt += this.stallInterval();
      }
      if (now < this.stallUntil) {
        // Stalled: nothing starts until the host gets back to it; the link counts as busy.
        this.busy = true;
        this.stalls++;
        this.k.queue.push(Math.ceil(this.stallUntil), this.id, K_STALL_END, 0);
        return;
      }
    }
    while (fifo.count > 0) {
      const next = fifo.shift();
      if (next >= 0) {
        this.startTx(next, this.k.pool.size[next]);
        return;
      }
    }
    this.busy = false;
  }

  private startTx(p: number, size: number): void {
    this.busy = true;
    const k = this.k;
    this.txPacket = p;
    this.txStartNs = k.now;
    k.queue.push(k.now + Math.round(size * this.nsPerByte), this.id, K_TX_DONE, p);
  }

  private dropped(p: number): void {
    const pool = this.k.pool;
    if (this.dropLog !== null) this.dropLog.addQueue(this.k.now, this.fifo.count, pool.source[p], pool.kind[p]);
    this.dropsBySource[pool.source[p]]++;
    pool.release(p);
  }
}
