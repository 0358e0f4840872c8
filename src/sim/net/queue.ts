import type { Kernel } from '../core/kernel';

// The queue discipline as the link sees it. The drop-tail Fifo already satisfies it; RED, CoDel
// and Cake add counters by cause. Contract:
//  - push(p, size): the packet waits (true) or is refused (false, counted in `drops`; the caller
//    releases it). An AQM may also drop *other* waiting packets (Cake's overflow drops from the
//    fattest flow): those go to `dropSink` (or are released to the pool when it is null).
//  - shift(): the next packet to serialise, or -1 when the queue dropped every packet it looked
//    at (CoDel drops at dequeue); dropped ones go to `dropSink`. The caller checks count > 0 first.
//  - count/bytes: waiting packets and their frame bytes; maxBytes/maxPackets: high-water marks.
//  - limitBytes: the link refuses a packet larger than this even when it could bypass the queue.

export interface QueueDiscipline {
  readonly limitBytes: number;
  count: number;
  bytes: number;
  /** All drops of this queue, whatever the cause. */
  drops: number;
  maxBytes: number;
  maxPackets: number;
  push(p: number, size: number): boolean;
  shift(): number;
  /** The waiting packet in slot i (0 = head), for packet snapshots; absent where the order is not one line (Cake). */
  peek?(i: number): number;
  /** Where an AQM hands packets it drops outside push's return value; absent on a plain Fifo. */
  dropSink?: DropSink | null;
}

/** Receives packets an AQM drops outside push's return value (dequeue drops, overflow drops). */
export type DropSink = (p: number) => void;

/** Counters by cause, as `tc -s qdisc` reports them; every AQM here has these fields. */
export interface AqmCounters {
  /** Drops because the queue was full (tc: pdrop / overlimit drops). */
  dropsOverlimit: number;
  /** Drops decided by the AQM: RED early (probabilistic + forced above max), CoDel/Cake control law. */
  dropsAqm: number;
  /** Packets marked CE instead of dropped. */
  ceMarks: number;
  /** Packets given the SCE mark (Cake only). */
  sceMarks: number;
  /** Sojourn time (ns) of the packet last handed to the link. */
  lastSojournNs: number;
}

/** The enqueue bookkeeping every discipline shares: waiting packets and bytes, their high-water marks. */
export abstract class QueueTally {
  count = 0;
  bytes = 0;
  /** All drops of this queue, whatever the cause. */
  drops = 0;
  maxBytes = 0;
  maxPackets = 0;

  /** Counts a packet of `size` bytes that has just been queued. */
  protected enqueued(size: number): void {
    this.count++;
    const b = (this.bytes += size);
    if (b > this.maxBytes) this.maxBytes = b;
    if (this.count > this.maxPackets) this.maxPackets = this.count;
  }
}

/** QueueTally plus the counters by cause and the drop sink, for RED, CoDel and Cake. */
export abstract class AqmQueue extends QueueTally implements AqmCounters {
  dropsOverlimit = 0;
  dropsAqm = 0;
  ceMarks = 0;
  sceMarks = 0;
  lastSojournNs = 0;
  dropSink: DropSink | null = null;

  constructor(readonly k: Kernel) {
    super();
  }

  /** Counts a drop because the queue is full; returns false, for push to return when it refuses the packet. */
  protected countOverlimitDrop(): false {
    this.dropsOverlimit++;
    this.drops++;
    return false;
  }

  /** Counts a drop decided by the AQM. */
  protected countAqmDrop(): void {
    this.dropsAqm++;
    this.drops++;
  }

  /** Hands a packet dropped outside push's return value to dropSink (or back to the pool). */
  protected toSink(p: number): void {
    if (this.dropSink !== null) this.dropSink(p);
    else this.k.pool.release(p);
  }
}

export interface QueueCounterValues {
  drops: number;
  drops_overlimit: number;
  drops_aqm: number;
  ce_marks: number;
  sce_marks: number;
}

function isAqm(q: QueueDiscipline): q is QueueDiscipline & AqmCounters {
  return 'dropsAqm' in q;
}

/** The counters for the RunRecord, for any discipline (a Fifo's drops are all overlimit). */
export function queueCounters(q: QueueDiscipline): QueueCounterValues {
  if (!isAqm(q)) return { drops: q.drops, drops_overlimit: q.drops, drops_aqm: 0, ce_marks: 0, sce_marks: 0 };
  return { drops: q.drops, drops_overlimit: q.dropsOverlimit, drops_aqm: q.dropsAqm, ce_marks: q.ceMarks, sce_marks: q.sceMarks };
}
