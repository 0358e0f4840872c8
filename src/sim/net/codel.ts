// CoDel (RFC 8289): sojourn-time AQM acting at dequeue. A packet's sojourn is the time it waited
// (dequeue time - enqueue time, both from the kernel clock). State machine, per RFC 8289 section 5:
//  - "above target" starts when a dequeued packet's sojourn is >= target while more than one
//    maximum-size packet remains queued; if it lasts a whole interval, dropping starts;
//  - on entering the dropping state one packet is dropped (or CE-marked) and the next drop is
//    scheduled at now + interval / sqrt(count), where count restarts at 1, or at the number of drops
//    of the previous episode minus those of the one before it when that episode ended less than
//    16 intervals ago;
//  - while dropping, each dequeue at or after drop_next drops (or marks) and schedules
//    drop_next += interval / sqrt(++count); a sojourn under target (or a near-empty queue) leaves.
// With `ecn`, ECN-capable packets are marked CE instead of dropped (as Linux's codel with `ecn`);
// a marked packet is delivered, so marking ends the drop loop for that dequeue. sqrt is exact
// (Linux uses a Newton-iterated inverse square root). The "max packet" is the largest frame seen
// (Linux uses the device MTU).

import type { Kernel } from '../core/kernel';
import { setCe } from './ecn-bits';
import { PacketRing } from './packet-ring';
import { AqmQueue, type QueueDiscipline } from './queue';

/** CoDel's per-queue state (one per flow in Cake). */
export class CodelVars {
  count = 0;
  lastCount = 0;
  dropping = false;
  /** Time (ns) at which sojourn above target becomes a reason to drop; 0 when below target. */
  firstAboveTime = 0;
  dropNext = 0;
  /** ok_to_drop of the last dequeue. */
  ok = false;
}

/** What the CoDel dequeue needs from the queue that owns it. */
export interface CodelHost {
  readonly k: Kernel;
  readonly targetNs: number;
  readonly intervalNs: number;
  readonly ecn: boolean;
  /** Largest frame seen, bytes. */
  maxPacket: number;
  lastSojournNs: number;
  /** A packet CoDel dropped (already removed from the ring). */
  codelDrop(p: number, size: number): void;
  /** A packet CoDel marked CE. */
  codelMark(p: number): void;
}

function controlLaw(t: number, intervalNs: number, count: number): number {
  return t + intervalNs / Math.sqrt(count);
}

/** RFC 8289 dodequeue: removes the head packet (ring not empty) and sets v.ok. */
function doDequeue(h: CodelHost, v: CodelVars, ring: PacketRing, now: number): number {
  const p = ring.shift();
  const sojourn = now - ring.lastAt;
  h.lastSojournNs = sojourn;
  if (sojourn < h.targetNs || ring.bytes <= h.maxPacket) {
    v.firstAboveTime = 0;
    v.ok = false;
  } else if (v.firstAboveTime === 0) {
    v.firstAboveTime = now + h.intervalNs;
    v.ok = false;
  } else {
    v.ok = now >= v.firstAboveTime;
  }
  return p;
}

/**
 * RFC 8289 dequeue on `ring` (which the caller has checked is not empty). Returns the packet to
 * send, or -1 if every packet looked at was dropped. Drops go to h.codelDrop, marks to h.codelMark.
 */
export function codelDequeue(h: CodelHost, v: CodelVars, ring: PacketRing): number {
  const now = h.k.now;
  const flags = h.k.pool.flags;
  let p = doDequeue(h, v, ring, now);
  if (v.dropping) {
    if (!v.ok) {
      v.dropping = false;
    } else {
      while (now >= v.dropNext && v.dropping) {
        v.count++;
        if (h.ecn && setCe(flags, p)) {
          h.codelMark(p);
          v.dropNext = controlLaw(v.dropNext, h.intervalNs, v.count);
          return p;
        }
        h.codelDrop(p, ring.lastSize);
        if (ring.count === 0) {
          v.dropping = false;
          v.firstAboveTime = 0;
          return -1;
        }
        p = doDequeue(h, v, ring, now);
        if (!v.ok) v.dropping = false;
        else v.dropNext = controlLaw(v.dropNext, h.intervalNs, v.count);
      }
    }
  } else if (v.ok) {
    if (h.ecn && setCe(flags, p)) {
      h.codelMark(p);
    } else {
      h.codelDrop(p, ring.lastSize);
      if (ring.count === 0) {
        p = -1;
        v.firstAboveTime = 0;
      } else {
        p = doDequeue(h, v, ring, now);
      }
    }
    v.dropping = true;
    const delta = v.count - v.lastCount;
    v.count = delta > 1 && now - v.dropNext < 16 * h.intervalNs ? delta : 1;
    v.dropNext = controlLaw(now, h.intervalNs, v.count);
    v.lastCount = v.count;
  }
  return p;
}

export interface CodelConfig {
  /** Limit, waiting packets (Linux codel `limit`). */
  limitPackets: number;
  /** Acceptable standing sojourn, ns. */
  targetNs: number;
  /** Window over which sojourn must stay above target before acting; also the control law's base, ns. */
  intervalNs: number;
  /** Mark ECN-capable packets CE instead of dropping them. */
  ecn: boolean;
}

/** Linux codel's defaults: limit 1000 packets, target 5 ms, interval 100 ms, noecn. */
export const CODEL_DEFAULTS: CodelConfig = { limitPackets: 1000, targetNs: 5e6, intervalNs: 100e6, ecn: false };

export class Codel extends AqmQueue implements QueueDiscipline, CodelHost {
  readonly limitBytes = Infinity;
  readonly limitPackets: number;
  readonly targetNs: number;
  readonly intervalNs: number;
  readonly ecn: boolean;
  maxPacket = 0;
  readonly vars = new CodelVars();
  private readonly ring = new PacketRing(256);

  constructor(k: Kernel, cfg: CodelConfig) {
    super(k);
    this.limitPackets = cfg.limitPackets;
    this.targetNs = cfg.targetNs;
    this.intervalNs = cfg.intervalNs;
    this.ecn = cfg.ecn;
  }

  push(p: number, size: number): boolean {
    if (this.count + 1 > this.limitPackets) return this.countOverlimitDrop();
    if (size > this.maxPacket) this.maxPacket = size;
    this.ring.push(p, size, this.k.now);
    this.enqueued(size);
    return true;
  }

  /** The packet in slot i (0 = head), for snapshots. */
  peek(i: number): number {
    return this.ring.peek(i);
  }

  shift(): number {
    const p = codelDequeue(this, this.vars, this.ring);
    this.count = this.ring.count;
    this.bytes = this.ring.bytes;
    return p;
  }

  codelDrop(p: number): void {
    this.countAqmDrop();
    this.toSink(p);
  }

  codelMark(): void {
    this.ceMarks++;
  }
}

/** The scenario's `codel` queue object (snake_case, defaults filled in by the schema). */
export interface CodelFieldValues {
  limit_packets: number;
  target_ms: number;
  interval_ms: number;
  ecn: boolean;
}

export function codelConfig(f: CodelFieldValues): CodelConfig {
  return { limitPackets: f.limit_packets, targetNs: Math.round(f.target_ms * 1e6), intervalNs: Math.round(f.interval_ms * 1e6), ecn: f.ecn };
}
