// Pending events in a 4-ary min-heap on typed arrays, keyed by (time, insertion sequence) so
// events at the same time run in the order they were scheduled. Each event owns a slot
// (target, kind, arg) taken from a free list; cancelling marks the slot and the heap drops it
// lazily when it reaches the top. Nothing is allocated per event once the arrays are grown.

const FREE = 0;
const PENDING = 1;
const CANCELLED = 2;
const GEN_MASK = 0x1fffff; // 21 bits of generation: handle = gen * 2^32 + slot stays below 2^53
const SLOT_SPACE = 4294967296;

export class EventQueue {
  /** Number of entries in the heap (cancelled ones included until they surface). */
  size = 0;
  private seqCounter = 0;
  // Heap, by heap position.
  private hTime: Float64Array;
  private hSeq: Float64Array;
  private hSlot: Int32Array;
  // Slots, by slot index.
  target: Int32Array;
  kind: Int32Array;
  arg: Int32Array;
  private gen: Uint32Array;
  private state: Uint8Array;
  private free: Int32Array;
  private freeTop = 0;
  private cap: number;

  constructor(initialCapacity = 1024) {
    const n = Math.max(4, initialCapacity);
    this.cap = n;
    this.hTime = new Float64Array(n);
    this.hSeq = new Float64Array(n);
    this.hSlot = new Int32Array(n);
    this.target = new Int32Array(n);
    this.kind = new Int32Array(n);
    this.arg = new Int32Array(n);
    this.gen = new Uint32Array(n);
    this.state = new Uint8Array(n);
    this.free = new Int32Array(n);
    for (let i = n - 1; i >= 0; i--) this.free[this.freeTop++] = i;
  }

  /** Inserts an event; returns a handle usable with cancel(). */
  push(time: number, target: number, kind: number, arg: number): number {
    if (this.freeTop === 0) this.grow();
    const slot = this.free[--this.freeTop];
    this.target[slot] = target;
    this.kind[slot] = kind;
    this.arg[slot] = arg;
    this.state[slot] = PENDING;
    this.siftUp(this.size++, time, this.seqCounter++, slot);
    return this.gen[slot] * SLOT_SPACE + slot;
  }

  /** Cancels a pending event. Returns false if it already ran or was cancelled. */
  cancel(handle: number): boolean {
    const slot = handle % SLOT_SPACE;
    const g = (handle - slot) / SLOT_SPACE;
    if (slot >= this.cap || this.gen[slot] !== g || this.state[slot] !== PENDING) return false;
    this.state[slot] = CANCELLED;
    return true;
  }

  isPending(handle: number): boolean {
    const slot = handle % SLOT_SPACE;
    const g = (handle - slot) / SLOT_SPACE;
    return slot < this.cap && this.gen[slot] === g && this.state[slot] === PENDING;
  }

  /** Time of the earliest entry (possibly a cancelled one); Infinity when empty. */
  peekTime(): number {
    return this.size > 0 ? this.hTime[0] : Infinity;
  }

  /**
   * Removes the earliest entry and returns its slot, or -1 if that entry had been cancelled
   * (its slot is then already released). The caller reads target/kind/arg, then release(slot).
   */
  pop(): number {
    const slot = this.hSlot[0];
    const last = --this.size;
    if (last > 0) this.siftDown(0, this.hTime[last], this.hSeq[last], this.hSlot[last]);
    if (this.state[slot] !== PENDING) {
      this.release(slot);
      return -1;
    }
    return slot;
  }

  /** Returns a slot to the free list; bumping the generation invalidates old handles. */
  release(slot: number): void {
    this.state[slot] = FREE;
    this.gen[slot] = (this.gen[slot] + 1) & GEN_MASK;
    this.free[this.freeTop++] = slot;
  }

  private siftUp(pos: number, t: number, seq: number, slot: number): void {
    const hTime = this.hTime, hSeq = this.hSeq, hSlot = this.hSlot;
    while (pos > 0) {
      const parent = (pos - 1) >> 2;
      const pt = hTime[parent];
      if (pt < t || (pt === t && hSeq[parent] < seq)) break;
      hTime[pos] = pt;
      hSeq[pos] = hSeq[parent];
      hSlot[pos] = hSlot[parent];
      pos = parent;
    }
    hTime[pos] = t;
    hSeq[pos] = seq;
    hSlot[pos] = slot;
  }

  private siftDown(pos: number, t: number, seq: number, slot: number): void {
    const hTime = this.hTime, hSeq = this.hSeq, hSlot = this.hSlot;
    const n = this.size;
    for (;;) {
      const first = (pos << 2) + 1;
      if (first >= n) break;
      // Find the smallest of up to four children.
      let best = first;
      let bt = hTime[first];
      let bs = hSeq[first];
      const end = first + 4 < n ? first + 4 : n;
      for (let c = first + 1; c < end; c++) {
        const ct = hTime[c];
        if (ct < bt || (ct === bt && hSeq[c] < bs)) {
          best = c;
          bt = ct;
          bs = hSeq[c];
        }
      }
      if (t < bt || (t === bt && seq < bs)) break;
      hTime[pos] = bt;
      hSeq[pos] = bs;
      hSlot[pos] = hSlot[best];
      pos = best;
    }
    hTime[pos] = t;
    hSeq[pos] = seq;
    hSlot[pos] = slot;
  }

  /** Doubles every array; slots and heap share one capacity (each heap entry owns a slot). */
  private grow(): void {
    const old = this.cap;
    const n = old * 2;
    this.hTime = growF64(this.hTime, n);
    this.hSeq = growF64(this.hSeq, n);
    this.hSlot = growI32(this.hSlot, n);
    this.target = growI32(this.target, n);
    this.kind = growI32(this.kind, n);
    this.arg = growI32(this.arg, n);
    const gen = new Uint32Array(n);
    gen.set(this.gen);
    this.gen = gen;
    const state = new Uint8Array(n);
    state.set(this.state);
    this.state = state;
    const free = new Int32Array(n);
    free.set(this.free.subarray(0, this.freeTop));
    for (let i = n - 1; i >= old; i--) free[this.freeTop++] = i;
    this.free = free;
    this.cap = n;
  }
}

function growF64(a: Float64Array, n: number): Float64Array {
  const b = new Float64Array(n);
  b.set(a);
  return b;
}

function growI32(a: Int32Array, n: number): Int32Array {
  const b = new Int32Array(n);
  b.set(a);
  return b;
}
