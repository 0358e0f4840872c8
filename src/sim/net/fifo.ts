// Drop-tail FIFO, limited in bytes of whole frames (like Linux tbf: a packet is dropped when
// queued bytes + its size would exceed the limit) and/or in packets. It holds only packets that
// are waiting: the one being serialised on the link has left the queue.

import { QueueTally } from './queue';

export class Fifo extends QueueTally {
  private ring: Int32Array;
  private sizes: Int32Array;
  private head = 0;
  private mask: number;

  constructor(
    readonly limitBytes: number, // Infinity when unlimited
    readonly limitPackets: number, // Infinity when unlimited
  ) {
    super();
    this.ring = new Int32Array(256);
    this.sizes = new Int32Array(256);
    this.mask = 255;
  }

  /** Appends a packet, or counts a drop and returns false if it does not fit. */
  push(p: number, size: number): boolean {
    if (this.bytes + size > this.limitBytes || this.count + 1 > this.limitPackets) {
      this.drops++;
      return false;
    }
    if (this.count > this.mask) this.grow();
    const i = (this.head + this.count) & this.mask;
    this.ring[i] = p;
    this.sizes[i] = size;
    this.enqueued(size);
    return true;
  }

  /** The packet in slot i (0 = head, next to be served), for snapshots; the caller checks i < count. */
  peek(i: number): number {
    return this.ring[(this.head + i) & this.mask];
  }

  /** Removes and returns the head packet; the caller checks count > 0 first. */
  shift(): number {
    const i = this.head;
    this.head = (i + 1) & this.mask;
    this.count--;
    this.bytes -= this.sizes[i];
    return this.ring[i];
  }

  private grow(): void {
    const n = (this.mask + 1) * 2;
    const ring = new Int32Array(n);
    const sizes = new Int32Array(n);
    for (let k = 0; k < this.count; k++) {
      const i = (this.head + k) & this.mask;
      ring[k] = this.ring[i];
      sizes[k] = this.sizes[i];
    }
    this.ring = ring;
    this.sizes = sizes;
    this.head = 0;
    this.mask = n - 1;
  }
}
