// A Cake-like queue (Hoiland-Jorgensen, Taht, Morton 2018) with the SCE marking ramp of the SCE
// reference implementation. What is modelled:
//  - AQM: CoDel per flow (RFC 8289 state machine and control law, codel.ts), acting at dequeue,
//    with target and interval tuned to the rate as cake_set_rate does (cake-rate.ts);
//    ECN-capable packets are always marked CE instead of dropped (Cake has no noecn switch).
//    Simplification: Cake's COBALT also runs BLUE (drop probability raised when a flow's queue
//    overflows or ignores CoDel); BLUE is not modelled, nor Cake's ACK filter, host isolation,
//    DiffServ tins or overhead compensation.
//  - SCE: after the CoDel decision, a dequeued ECT packet that is not CE gets the SCE mark with
//    probability sceProbability(ramp, sojourn) (sce-ramp.ts); draws come from the seeded stream.
//  - isolation "flows": one queue per packet `source` (an exact flow key: Cake's 1024-bucket
//    set-associative hash rarely collides with a handful of flows), served by deficit round robin
//    with Cake's rate-tuned quantum (cake-rate.ts: 300 to 1514 B) and fq_codel/Cake's sparse-flow
//    priority: a flow
//    that becomes active joins the "new" list, served before the "old" list until its quantum is
//    spent. "flowblind": one queue, one CoDel.
//  - limit: bytes of waiting frames. When full, Cake drops from the head of the fattest flow; here
//    the arriving packet is refused when its own flow is the fattest (or in flowblind mode), else
//    head packets of the fattest flow are dropped (to dropSink) until it fits. Counted as overlimit.
//  - shaping: `rateMbps`, when set, is Cake's shaper. The link serialises at
//    effectiveRateMbps(link rate, rateMbps) = the smaller of the two; pacing departures at the
//    shaper rate and then serialising at the faster link rate would only shorten each packet's
//    time on the wire, not change the queue's dynamics.

import type { Kernel } from '../core/kernel';
import type { Rng } from '../core/rng';
import { cakeSetRate } from './cake-rate';
import { codelDequeue, CodelVars, type CodelHost } from './codel';
import { setSce } from './ecn-bits';
import { PacketRing } from './packet-ring';
import { AqmQueue, type QueueDiscipline } from './queue';
import { sceProbability, sceRamp, type SceMode, type SceRamp } from './sce-ramp';

export type CakeIsolation = 'flowblind' | 'flows';

export interface CakeConfig {
  /** Memory limit, bytes of waiting frames. */
  limitBytes: number;
  targetNs: number;
  intervalNs: number;
  sce: SceMode;
  /** Ramp start as target x (1 - 2/sceThresh); null: the start given by `sce`. */
  sceThresh: number | null;
  isolation: CakeIsolation;
  /** Shaper rate, Mbit/s; null: unshaped (the link rate applies). */
  rateMbps: number | null;
  /** DRR quantum, bytes. */
  quantumBytes: number;
}

export const CAKE_DEFAULTS: CakeConfig = {
  limitBytes: 4 * 1024 * 1024, // Cake's 4 MB memory-limit floor
  targetNs: 5e6,
  intervalNs: 100e6,
  sce: 'default',
  sceThresh: null,
  isolation: 'flows', // Cake isolates flows by default
  rateMbps: null,
  quantumBytes: 1514,
};

/** The rate the link must serialise at when this Cake queue feeds it. */
export function effectiveRateMbps(linkRateMbps: number, rateMbps: number | null): number {
  return rateMbps === null ? linkRateMbps : Math.min(linkRateMbps, rateMbps);
}

const L_NONE = 0;
const L_NEW = 1;
const L_OLD = 2;

export class Cake extends AqmQueue implements QueueDiscipline, CodelHost {
  readonly limitBytes: number;
  readonly targetNs: number;
  readonly intervalNs: number;
  readonly ecn = true;
  readonly ramp: SceRamp;
  readonly isolation: CakeIsolation;
  readonly rateMbps: number | null;
  maxPacket = 0;
  /** Bytes dequeued per flow (flow = source with "flows", 0 with "flowblind"). */
  sentBytes: Float64Array;
  private readonly quantum: number;
  private rings: PacketRing[] = [];
  private vars: CodelVars[] = [];
  private deficit: Float64Array;
  private next: Int32Array;
  private list: Uint8Array;
  private newHead = -1;
  private newTail = -1;
  private oldHead = -1;
  private oldTail = -1;

  constructor(
    k: Kernel,
    cfg: CakeConfig,
    private readonly rng: Rng,
  ) {
    super(k);
    this.limitBytes = cfg.limitBytes;
    this.targetNs = cfg.targetNs;
    this.intervalNs = cfg.intervalNs;
    this.ramp = sceRamp(cfg.targetNs, cfg.sce, cfg.sceThresh);
    this.isolation = cfg.isolation;
    this.rateMbps = cfg.rateMbps;
    this.quantum = cfg.quantumBytes;
    const n = 8;
    this.deficit = new Float64Array(n);
    this.next = new Int32Array(n).fill(-1);
    this.list = new Uint8Array(n);
    this.sentBytes = new Float64Array(n);
    for (let i = 0; i < n; i++) this.addFlowState();
  }

  push(p: number, size: number): boolean {
    const f = this.isolation === 'flows' ? this.k.pool.source[p] : 0;
    if (f >= this.list.length) this.growFlows(f + 1);
    if (this.bytes + size > this.limitBytes && !this.makeRoom(f, size)) return this.countOverlimitDrop();
    if (size > this.maxPacket) this.maxPacket = size;
    this.rings[f].push(p, size, this.k.now);
    this.enqueued(size);
    if (this.list[f] === L_NONE) {
      this.append(L_NEW, f);
      this.deficit[f] = this.quantum;
    }
    return true;
  }

  shift(): number {
    for (;;) {
      let l = L_NEW;
      let f = this.newHead;
      if (f < 0) {
        l = L_OLD;
        f = this.oldHead;
        if (f < 0) return -1;
      }
      if (this.deficit[f] <= 0) {
        this.deficit[f] += this.quantum;
        this.popHead(l);
        this.append(L_OLD, f);
        continue;
      }
      const ring = this.rings[f];
      const p = ring.count > 0 ? codelDequeue(this, this.vars[f], ring) : -1;
      if (p < 0) {
        // The flow is empty (or CoDel dropped all it had): it leaves the rotation, except that
        // a new flow passes once through the old list so it cannot starve old flows.
        this.popHead(l);
        if (l === L_NEW && this.oldHead >= 0) this.append(L_OLD, f);
        if (this.count === 0) return -1;
        continue;
      }
      const size = ring.lastSize;
      this.deficit[f] -= size;
      this.count--;
      this.bytes -= size;
      this.sentBytes[f] += size;
      const prob = sceProbability(this.ramp, this.lastSojournNs);
      if (prob > 0 && (prob >= 1 || this.rng.next() < prob) && setSce(this.k.pool.flags, p)) this.sceMarks++;
      return p;
    }
  }

  codelDrop(p: number, size: number): void {
    this.count--;
    this.bytes -= size;
    this.countAqmDrop();
    this.toSink(p);
  }

  codelMark(): void {
    this.ceMarks++;
  }

  /** Overflow with flow isolation: head-drop the fattest flow unless it is the arriving one. */
  private makeRoom(f: number, size: number): boolean {
    if (this.isolation !== 'flows' || size > this.limitBytes) return false;
    while (this.bytes + size > this.limitBytes) {
      let fat = -1;
      let fatBytes = -1;
      for (let i = 0; i < this.rings.length; i++) {
        const b = this.rings[i].bytes;
        if (b > fatBytes) {
          fat = i;
          fatBytes = b;
        }
      }
      if (fat === f || fatBytes <= 0) return false;
      const ring = this.rings[fat];
      const q = ring.shift();
      this.count--;
      this.bytes -= ring.lastSize;
      this.countOverlimitDrop();
      this.toSink(q);
    }
    return true;
  }

  private append(l: number, f: number): void {
    this.list[f] = l;
    this.next[f] = -1;
    if (l === L_NEW) {
      if (this.newTail >= 0) this.next[this.newTail] = f;
      else this.newHead = f;
      this.newTail = f;
    } else {
      if (this.oldTail >= 0) this.next[this.oldTail] = f;
      else this.oldHead = f;
      this.oldTail = f;
    }
  }

  private popHead(l: number): void {
    if (l === L_NEW) {
      const f = this.newHead;
      this.newHead = this.next[f];
      if (this.newHead < 0) this.newTail = -1;
      this.list[f] = L_NONE;
    } else {
      const f = this.oldHead;
      this.oldHead = this.next[f];
      if (this.oldHead < 0) this.oldTail = -1;
      this.list[f] = L_NONE;
    }
  }

  private addFlowState(): void {
    this.rings.push(new PacketRing(64));
    this.vars.push(new CodelVars());
  }

  private growFlows(min: number): void {
    let n = this.list.length;
    while (n < min) n *= 2;
    const deficit = new Float64Array(n);
    deficit.set(this.deficit);
    this.deficit = deficit;
    const next = new Int32Array(n).fill(-1);
    next.set(this.next);
    this.next = next;
    const list = new Uint8Array(n);
    list.set(this.list);
    this.list = list;
    const sent = new Float64Array(n);
    sent.set(this.sentBytes);
    this.sentBytes = sent;
    while (this.rings.length < n) this.addFlowState();
  }
}

/** The scenario's `cake` queue object (snake_case, defaults filled in by the schema). */
export interface CakeFieldValues {
  limit_bytes: number;
  target_ms: number;
  interval_ms: number;
  sce: SceMode;
  sce_thresh: number | null;
  isolation: CakeIsolation;
  rate_mbps: number | null;
}

/**
 * The queue's configuration on a link of `linkRateMbps`. CoDel's target and interval and the DRR
 * quantum are tuned to the shaper rate as cake_set_rate does (cake-rate.ts), from the configured
 * target_ms and interval_ms. Cake is always this simulator's bottleneck queue, so its shaper rate
 * is the rate it serialises at: rate_mbps when set, else the link's rate (the SCE draft's
 * "Cake-limited bandwidth": cake shaping at the bottleneck rate).
 */
export function cakeConfig(f: CakeFieldValues, linkRateMbps: number): CakeConfig {
  const tuned = cakeSetRate(effectiveRateMbps(linkRateMbps, f.rate_mbps), Math.round(f.target_ms * 1e6), Math.round(f.interval_ms * 1e6));
  return {
    limitBytes: f.limit_bytes,
    targetNs: tuned.targetNs,
    intervalNs: tuned.intervalNs,
    sce: f.sce,
    sceThresh: f.sce_thresh,
    isolation: f.isolation,
    rateMbps: f.rate_mbps,
    quantumBytes: tuned.quantumBytes,
  };
}
