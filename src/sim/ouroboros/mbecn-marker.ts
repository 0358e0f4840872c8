// The per-hop marking of mb-ecn as a queue-discipline decorator: in front of any link, every packet
// that enters the queue gets ECN |= min(63, depth >> 4), where depth is the number of packets
// already waiting (the one being serialised has left the queue, the arriving one is not counted).
// That is the public source's rule (calc_ecn on the next hop's transmit ring, ECN_Q_SHFT 4); the
// inner discipline (a Fifo, usually) still decides drops. Wrap the queue before giving it to the
// Link: `new Link(k, new MbecnMarker(k, new Fifo(...)), ...)`.

import type { Kernel } from '../core/kernel';
import type { QueueDiscipline } from '../net/queue';
import { ECN_MAX, ECN_Q_SHFT, mbecnWire, type MbecnWire } from './mbecn-wire';

export class MbecnMarker implements QueueDiscipline {
  /** Packets that entered with a non-zero per-hop value. */
  marks = 0;
  /** Packets that entered (marked or not). */
  seen = 0;
  private readonly wire: MbecnWire;

  constructor(
    k: Kernel,
    readonly inner: QueueDiscipline,
  ) {
    this.wire = mbecnWire(k);
  }

  get limitBytes(): number {
    return this.inner.limitBytes;
  }
  get count(): number {
    return this.inner.count;
  }
  set count(v: number) {
    this.inner.count = v;
  }
  get bytes(): number {
    return this.inner.bytes;
  }
  set bytes(v: number) {
    this.inner.bytes = v;
  }
  get drops(): number {
    return this.inner.drops;
  }
  set drops(v: number) {
    this.inner.drops = v;
  }
  get maxBytes(): number {
    return this.inner.maxBytes;
  }
  set maxBytes(v: number) {
    this.inner.maxBytes = v;
  }
  get maxPackets(): number {
    return this.inner.maxPackets;
  }
  set maxPackets(v: number) {
    this.inner.maxPackets = v;
  }

  push(p: number, size: number): boolean {
    const v = this.inner.count >> ECN_Q_SHFT;
    const w = this.wire;
    w.ensure();
    this.seen++;
    if (v > 0) {
      this.marks++;
      w.ecn[p] |= v > ECN_MAX ? ECN_MAX : v;
    }
    return this.inner.push(p, size);
  }

  shift(): number {
    return this.inner.shift();
  }

  /** The i-th waiting packet, as the inner queue lists it (for packet snapshots); -1 if it cannot. */
  peek(i: number): number {
    return this.inner.peek !== undefined ? this.inner.peek(i) : -1;
  }

  /** Forwarded to an inner AQM that drops at dequeue (the Link sets it when the property exists). */
  set dropSink(f: ((p: number) => void) | null) {
    if ('dropSink' in this.inner) this.inner.dropSink = f;
  }
  get dropSink(): ((p: number) => void) | null {
    return this.inner.dropSink ?? null;
  }
}
