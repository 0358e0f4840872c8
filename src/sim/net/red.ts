// RED (Random Early Detection, Floyd and Jacobson 1993; RFC 2309), as Linux's sch_red runs it
// (the course's `tc qdisc ... red limit L min A max B [ecn]`):
//  - avg: EWMA of the backlog in bytes seen by each arriving packet, avg += W (backlog - avg),
//    W = 2^-ewmaLog. After an idle period the average decays as if m = idle / (avpkt time at
//    idleRateMbps) packets of backlog 0 had arrived: avg *= (1 - W)^m (Linux approximates this
//    with a table; we compute it exactly).
//  - avg < min: enqueue. min <= avg < max: p_b = max_p (avg - min) / (max - min); the packet is
//    marked/dropped when count * p_b >= R, R uniform in [0, 1) drawn afresh after each mark, count
//    the packets since that draw (Linux's qcount/qR form of Floyd's count-based spacing: gaps are
//    uniform on 1..1/p_b, so the long-run fraction is 2 p_b / (1 + p_b)). avg >= max: every
//    packet (forced).
//  - a chosen packet is marked CE if `ecn` is on and it is ECN-capable (Linux marks above max too,
//    unless `harddrop`); otherwise dropped. A Not-ECT packet is never marked.
//  - the byte limit (tc's `limit`) is checked before the RED decision, so a packet counted as
//    marked is never then dropped for the limit (Linux checks it after; see docs/model.md).
// Counters follow `tc -s`: marked = probMarks + forcedMarks, early = probDrops + forcedDrops,
// pdrop = limit drops.

import { exp, log, pow } from '../core/detmath';
import type { Kernel } from '../core/kernel';
import type { Rng } from '../core/rng';
import { setCe } from './ecn-bits';
import { PacketRing } from './packet-ring';
import { AqmQueue, type QueueDiscipline } from './queue';

export interface RedConfig {
  /** Hard limit, bytes of waiting frames (tc `limit`). */
  limitBytes: number;
  /** Thresholds on the average backlog, bytes (tc `min`, `max`). */
  minBytes: number;
  maxBytes: number;
  /** Marking probability at avg = max (tc `probability`). */
  maxP: number;
  /** Mark ECN-capable packets instead of dropping them (tc `ecn`). */
  ecn: boolean;
  /** Drop, never mark, above max (tc `harddrop`). */
  harddrop: boolean;
  /** EWMA weight W = 2^-ewmaLog; null: computed as tc does from burst = (2 min + max) / (3 avpkt). */
  ewmaLog: number | null;
  /** tc `avpkt`, bytes: the packet size of the burst and idle-decay computations. */
  avpktBytes: number;
  /** tc `bandwidth`, Mbit/s: the rate at which idle time is turned into "empty arrivals". */
  idleRateMbps: number;
}

/** Defaults: the course's RED (limit 1000 KiB, min 30 KiB, max 90 KiB) with tc's probability 0.02. */
export const RED_DEFAULTS: RedConfig = {
  limitBytes: 1000 * 1024,
  minBytes: 30 * 1024,
  maxBytes: 90 * 1024,
  maxP: 0.02,
  ecn: false,
  harddrop: false,
  ewmaLog: null,
  avpktBytes: 1000,
  idleRateMbps: 10, // tc red's default `bandwidth`
};

/**
 * tc's choice of the EWMA log (iproute2 tc_red_eval_ewma): the smallest Wlog such that a burst of
 * `burst` packets of avpkt bytes arriving at an empty queue keeps avg under min:
 * burst + 1 - min/avpkt <= (1 - (1 - W)^burst) / W.
 */
export function tcEwmaLog(minBytes: number, maxBytes: number, avpktBytes: number): number {
  const burst = Math.max(1, Math.floor((2 * minBytes + maxBytes) / (3 * avpktBytes)));
  const a = burst + 1 - minBytes / avpktBytes;
  let w = 0.5;
  for (let wlog = 1; wlog < 32; wlog++, w /= 2) {
    if (a <= (1 - pow(1 - w, burst)) / w) return wlog;
  }
  return 31;
}

export class Red extends AqmQueue implements QueueDiscipline {
  readonly limitBytes: number;
  /** tc -s detail. */
  probMarks = 0;
  forcedMarks = 0;
  probDrops = 0;
  forcedDrops = 0;
  /** Average backlog, bytes. */
  avg = 0;
  /** EWMA weight W. */
  readonly w: number;
  private readonly ring = new PacketRing(256);
  private readonly minB: number;
  private readonly maxB: number;
  private readonly maxP: number;
  private readonly ecn: boolean;
  private readonly harddrop: boolean;
  private readonly nsPerAvpkt: number;
  private readonly logOneMinusW: number;
  /** Packets since the last mark (-1: outside the min..max band). */
  private qcount = -1;
  private qR = 0;
  /** Start of the current idle period (ns), or -1 when not idle. */
  private idleStart = 0;

  constructor(
    k: Kernel,
    cfg: RedConfig,
    private readonly rng: Rng,
  ) {
    super(k);
    if (!(cfg.minBytes < cfg.maxBytes)) throw new Error(`red: min_bytes ${cfg.minBytes} must be below max_bytes ${cfg.maxBytes}`);
    this.limitBytes = cfg.limitBytes;
    this.minB = cfg.minBytes;
    this.maxB = cfg.maxBytes;
    this.maxP = cfg.maxP;
    this.ecn = cfg.ecn;
    this.harddrop = cfg.harddrop;
    const wlog = cfg.ewmaLog ?? tcEwmaLog(cfg.minBytes, cfg.maxBytes, cfg.avpktBytes);
    this.w = pow(2, -wlog); // exact: a power of two
    this.logOneMinusW = log(1 - this.w);
    this.nsPerAvpkt = (cfg.avpktBytes * 8000) / cfg.idleRateMbps;
  }

  /** The drop/mark probability p_b for the current average (before count spacing). */
  get pb(): number {
    if (this.avg < this.minB) return 0;
    if (this.avg >= this.maxB) return 1;
    return (this.maxP * (this.avg - this.minB)) / (this.maxB - this.minB);
  }

  push(p: number, size: number): boolean {
    const now = this.k.now;
    // 1. Average queue, with the idle-time decay when the queue had drained.
    if (this.idleStart >= 0) {
      const m = (now - this.idleStart) / this.nsPerAvpkt;
      this.avg *= exp(m * this.logOneMinusW);
      this.idleStart = -1;
    }
    this.avg += this.w * (this.bytes - this.avg);
    // 2. Byte limit first: a packet that does not fit is never counted as marked.
    if (this.bytes + size > this.limitBytes) return this.countOverlimitDrop();
    // 3. RED decision.
    const avg = this.avg;
    if (avg < this.minB) {
      this.qcount = -1;
    } else if (avg >= this.maxB) {
      this.qcount = -1;
      if (!this.harddrop && this.ecn && setCe(this.k.pool.flags, p)) {
        this.forcedMarks++;
        this.ceMarks++;
      } else {
        this.forcedDrops++;
        this.countAqmDrop();
        return false;
      }
    } else if (++this.qcount === 0) {
      this.qR = this.rng.next();
    } else if (this.qcount * this.pb >= this.qR) {
      this.qcount = 0;
      this.qR = this.rng.next();
      if (this.ecn && setCe(this.k.pool.flags, p)) {
        this.probMarks++;
        this.ceMarks++;
      } else {
        this.probDrops++;
        this.countAqmDrop();
        return false;
      }
    }
    // 4. Enqueue.
    this.ring.push(p, size, now);
    this.enqueued(size);
    return true;
  }

  /** The packet in slot i (0 = head), for snapshots. */
  peek(i: number): number {
    return this.ring.peek(i);
  }

  shift(): number {
    const ring = this.ring;
    const p = ring.shift();
    this.count--;
    this.bytes -= ring.lastSize;
    this.lastSojournNs = this.k.now - ring.lastAt;
    if (this.count === 0) this.idleStart = this.k.now;
    return p;
  }
}

/** The scenario's `red` queue object (snake_case, defaults filled in by the schema). */
export interface RedFieldValues {
  limit_bytes: number;
  min_bytes: number;
  max_bytes: number;
  max_p: number;
  ecn: boolean;
  harddrop?: boolean;
  ewma_log?: number | null;
  avpkt_bytes?: number;
  idle_rate_mbps?: number;
}

export function redConfig(f: RedFieldValues): RedConfig {
  return {
    limitBytes: f.limit_bytes,
    minBytes: f.min_bytes,
    maxBytes: f.max_bytes,
    maxP: f.max_p,
    ecn: f.ecn,
    harddrop: f.harddrop ?? RED_DEFAULTS.harddrop,
    ewmaLog: f.ewma_log ?? null,
    avpktBytes: f.avpkt_bytes ?? RED_DEFAULTS.avpktBytes,
    idleRateMbps: f.idle_rate_mbps ?? RED_DEFAULTS.idleRateMbps,
  };
}
