// Packets propagating along a link, in arrival order. A constant delay keeps them FIFO, so the
// link needs one pending heap event (for the head) instead of one per packet in flight: with
// ~170 packets on a 40 ms, 50 Mbit/s pipe this keeps the event heap tiny.

export class DelayLine {
  count = 0;
  private times: Float64Array;
  private pkts: Int32Array;
  private head = 0;
  private mask: number;

  constructor() {
    this.times = new Float64Array(256);
    this.pkts = new Int32Array(256);
    this.mask = 255;
  }

  push(t: number, p: number): void {
    if (this.count > this.mask) this.grow();
    const i = (this.head + this.count) & this.mask;
    this.times[i] = t;
    this.pkts[i] = p;
    this.count++;
  }

  /** Arrival time and packet of the i-th propagating packet (0 = next to arrive), for snapshots. */
  timeAt(i: number): number {
    return this.times[(this.head + i) & this.mask];
  }

  packetAt(i: number): number {
    return this.pkts[(this.head + i) & this.mask];
  }

  headTime(): number {
    return this.times[this.head];
  }

  shift(): number {
    const i = this.head;
    this.head = (i + 1) & this.mask;
    this.count--;
    return this.pkts[i];
  }

  private grow(): void {
    const n = (this.mask + 1) * 2;
    const times = new Float64Array(n);
    const pkts = new Int32Array(n);
    for (let k = 0; k < this.count; k++) {
      const i = (this.head + k) & this.mask;
      times[k] = this.times[i];
      pkts[k] = this.pkts[i];
    }
    this.times = times;
    this.pkts = pkts;
    this.head = 0;
    this.mask = n - 1;
  }
}
