// Packet snapshots for animations (the BDP pipe view): where every packet in the network is at
// one instant, and the drops since the previous snapshot. Off by default (Simulation option
// `packets`); when off nothing here runs and the links log nothing. When on, the cost is one walk
// over the packets in the network per drain (once per animation frame), not per packet event.
//
// Positions: in a queue, the slot index (0 = next to be served); on a pipe, the fraction 0..1 of
// the way from the start of the frame's serialisation to its arrival at the far end, computed from
// its serialisation start time (on the wire) or its arrival time (propagating).

import type { PacketPool } from '../core/packet-pool';
import { PK_TCP_ACK, PK_TCP_DATA } from '../core/packet-pool';
import type { Link } from '../net/link';

/** `kind` codes. */
export const SNAP_KIND_DATA = 1;
export const SNAP_KIND_ACK = 2;
/** Anything else (udp, ping requests and replies). */
export const SNAP_KIND_OTHER = 3;

/** `where` codes. */
export const SNAP_WHERE_QUEUE = 0; // the bottleneck queue at r1 (pos = slot)
export const SNAP_WHERE_FWD = 1; // the bottleneck pipe r1 -> r2 (serialising or propagating; pos = fraction)
export const SNAP_WHERE_REV_QUEUE = 2; // the reverse queue at r2 (pos = slot)
export const SNAP_WHERE_REV = 3; // the reverse pipe r2 -> r1 (pos = fraction)

/** Most packets listed per snapshot (the counts stay exact beyond it). */
export const PACKET_SNAPSHOT_MAX = 4096;
/** Most drops listed per drain. */
export const DROP_LOG_MAX = 4096;

export interface PacketSnapshot {
  /** Simulated time of the snapshot, s. */
  t_s: number;
  /** Packets listed: the arrays hold this many entries (at most PACKET_SNAPSHOT_MAX). */
  count: number;
  /** Packets in each `where` (exact, even past the cap): [queue, fwd pipe, reverse queue, reverse pipe]. */
  totals: Float64Array;
  /** Packets in the bottleneck queue that are not listed because the discipline has no single order (Cake). */
  unlisted_queue: number;
  kind: Uint8Array;
  where: Uint8Array;
  pos: Float64Array;
  /** Source index (flow or connection, in the order of the scenario's flows, then pings). */
  flow: Uint16Array;
}

export interface DropEvents {
  t_s: Float64Array;
  where: Uint8Array;
  pos: Float64Array;
  kind: Uint8Array;
  flow: Uint16Array;
  /** Drops after the cap that were not listed. */
  unlisted: number;
}

export function snapKind(poolKind: number): number {
  return poolKind === PK_TCP_DATA ? SNAP_KIND_DATA : poolKind === PK_TCP_ACK ? SNAP_KIND_ACK : SNAP_KIND_OTHER;
}

/** Drops and wire losses of one link since the last drain, in typed arrays (no allocation per drop). */
export class DropLog {
  count = 0;
  unlisted = 0;
  readonly t = new Float64Array(DROP_LOG_MAX);
  readonly where = new Uint8Array(DROP_LOG_MAX);
  readonly pos = new Float64Array(DROP_LOG_MAX);
  readonly kind = new Uint8Array(DROP_LOG_MAX);
  readonly flow = new Uint16Array(DROP_LOG_MAX);

  constructor(private readonly queueWhere: number, private readonly pipeWhere: number) {}

  addQueue(tNs: number, slot: number, source: number, poolKind: number): void {
    this.add(tNs, this.queueWhere, slot, source, poolKind);
  }

  addWire(tNs: number, fraction: number, source: number, poolKind: number): void {
    this.add(tNs, this.pipeWhere, fraction, source, poolKind);
  }

  private add(tNs: number, where: number, pos: number, source: number, poolKind: number): void {
    const i = this.count;
    if (i >= DROP_LOG_MAX) {
      this.unlisted++;
      return;
    }
    this.t[i] = tNs / 1e9;
    this.where[i] = where;
    this.pos[i] = pos;
    this.kind[i] = snapKind(poolKind);
    this.flow[i] = source;
    this.count = i + 1;
  }
}

/** The drops of several logs since the last call, in time order; the logs are emptied. */
export function drainDrops(logs: readonly DropLog[]): DropEvents {
  let n = 0;
  let unlisted = 0;
  for (const l of logs) {
    n += l.count;
    unlisted += l.unlisted;
  }
  const order: [number, number][] = [];
  for (let j = 0; j < logs.length; j++) for (let i = 0; i < logs[j].count; i++) order.push([j, i]);
  order.sort((a, b) => logs[a[0]].t[a[1]] - logs[b[0]].t[b[1]] || a[0] - b[0] || a[1] - b[1]);
  const out: DropEvents = {
    t_s: new Float64Array(n), where: new Uint8Array(n), pos: new Float64Array(n),
    kind: new Uint8Array(n), flow: new Uint16Array(n), unlisted,
  };
  order.forEach(([j, i], k) => {
    const l = logs[j];
    out.t_s[k] = l.t[i];
    out.where[k] = l.where[i];
    out.pos[k] = l.pos[i];
    out.kind[k] = l.kind[i];
    out.flow[k] = l.flow[i];
  });
  for (const l of logs) {
    l.count = 0;
    l.unlisted = 0;
  }
  return out;
}

class SnapshotWriter {
  n = 0;
  readonly totals = new Float64Array(4);
  unlistedQueue = 0;
  readonly kind: Uint8Array;
  readonly where: Uint8Array;
  readonly pos: Float64Array;
  readonly flow: Uint16Array;

  constructor(readonly pool: PacketPool, readonly cap: number) {
    this.kind = new Uint8Array(cap);
    this.where = new Uint8Array(cap);
    this.pos = new Float64Array(cap);
    this.flow = new Uint16Array(cap);
  }

  put(p: number, where: number, pos: number): void {
    this.totals[where]++;
    const i = this.n;
    if (i >= this.cap) return;
    this.kind[i] = snapKind(this.pool.kind[p]);
    this.where[i] = where;
    this.pos[i] = pos;
    this.flow[i] = this.pool.source[p];
    this.n = i + 1;
  }
}

function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}

/** Lists one direction of a link: its waiting packets, the one on the wire, the propagating ones. */
function walkLink(w: SnapshotWriter, link: Link, nowNs: number, queueWhere: number, pipeWhere: number): void {
  const pool = w.pool;
  const q = link.fifo;
  if (q.peek !== undefined) {
    for (let i = 0; i < q.count; i++) w.put(q.peek(i), queueWhere, i);
  } else {
    w.totals[queueWhere] += q.count;
    if (queueWhere === SNAP_WHERE_QUEUE) w.unlistedQueue += q.count;
  }
  const delay = link.propagationNs;
  if (link.busy && link.txPacket >= 0) {
    const p = link.txPacket;
    const total = link.serialisationNs(pool.size[p]) + delay;
    w.put(p, pipeWhere, total > 0 ? clamp01((nowNs - link.txStartNs) / total) : 1);
  }
  const line = link.propagating;
  for (let i = 0; i < line.count; i++) {
    const p = line.packetAt(i);
    const total = link.serialisationNs(pool.size[p]) + delay;
    w.put(p, pipeWhere, total > 0 ? clamp01(1 - (line.timeAt(i) - nowNs) / total) : 1);
  }
}

/**
 * Where every packet on the bottleneck (queue, wire, propagation) and on the reverse path is now.
 * Packets given a per-source extra delay (`extra_delay_ms`) travel outside the links' delay lines
 * and are not listed.
 */
export function packetSnapshot(pool: PacketPool, fwd: Link, rev: Link, nowNs: number, cap = PACKET_SNAPSHOT_MAX): PacketSnapshot {
  // Sized to what is there (or the cap): the arrays are handed over as they are, without a copy.
  const present = (l: Link): number => l.fifo.count + (l.busy ? 1 : 0) + l.propagating.count;
  const w = new SnapshotWriter(pool, Math.min(cap, present(fwd) + present(rev)));
  walkLink(w, fwd, nowNs, SNAP_WHERE_QUEUE, SNAP_WHERE_FWD);
  walkLink(w, rev, nowNs, SNAP_WHERE_REV_QUEUE, SNAP_WHERE_REV);
  const n = w.n;
  return {
    t_s: nowNs / 1e9,
    count: n,
    totals: w.totals,
    unlisted_queue: w.unlistedQueue,
    kind: n === w.cap ? w.kind : w.kind.slice(0, n),
    where: n === w.cap ? w.where : w.where.slice(0, n),
    pos: n === w.cap ? w.pos : w.pos.slice(0, n),
    flow: n === w.cap ? w.flow : w.flow.slice(0, n),
  };
}
