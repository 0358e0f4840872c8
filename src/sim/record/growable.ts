// An append-only Float64Array that doubles when full (amortised O(1), no per-push allocation).

export class GrowableF64 {
  length = 0;
  private buf: Float64Array;

  constructor(initialCapacity = 64) {
    this.buf = new Float64Array(Math.max(1, initialCapacity));
  }

  push(v: number): void {
    if (this.length === this.buf.length) {
      const b = new Float64Array(this.buf.length * 2);
      b.set(this.buf);
      this.buf = b;
    }
    this.buf[this.length++] = v;
  }

  get(i: number): number {
    return this.buf[i];
  }

  /** A fresh copy of entries [from, to). */
  slice(from = 0, to = this.length): Float64Array {
    return this.buf.slice(from, to);
  }

  /** A view (no copy) of the filled part; valid until the next push. */
  view(): Float64Array {
    return this.buf.subarray(0, this.length);
  }
}
