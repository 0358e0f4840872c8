// A growable ring of waiting packets with their byte size and enqueue time (ns), on typed arrays:
// the AQMs need each packet's sojourn time, which the packet pool does not keep.

export class PacketRing {
  count = 0;
  bytes = 0;
  /** Size and enqueue time of the packet last removed by shift(). */
  lastSize = 0;
  lastAt = 0;
  private pkt: Int32Array;
  private size: Int32Array;
  private at: Float64Array;
  private head = 0;
  private mask: number;

  constructor(initialCapacity = 64) {
    let n = 4;
    while (n < initialCapacity) n *= 2;
    this.pkt = new Int32Array(n);
    this.size = new Int32Array(n);
    this.at = new Float64Array(n);
    this.mask = n - 1;
  }

  push(p: number, size: number, at: number): void {
    if (this.count > this.mask) this.grow();
    const i = (this.head + this.count) & this.mask;
    this.pkt[i] = p;
    this.size[i] = size;
    this.at[i] = at;
    this.count++;
    this.bytes += size;
  }

  /** The packet in slot i (0 = head), for snapshots; the caller checks i < count. */
  peek(i: number): number {
    return this.pkt[(this.head + i) & this.mask];
  }

  /** Enqueue time of the head packet; the caller checks count > 0. */
  headAt(): number {
    return this.at[this.head];
  }

  /** Removes the head packet (the caller checks count > 0); its size and time go to lastSize/lastAt. */
  shift(): number {
    const i = this.head;
    this.head = (i + 1) & this.mask;
    this.count--;
    const s = this.size[i];
    this.bytes -= s;
    this.lastSize = s;
    this.lastAt = this.at[i];
    return this.pkt[i];
  }

  private grow(): void {
    const n = (this.mask + 1) * 2;
    const pkt = new Int32Array(n);
    const size = new Int32Array(n);
    const at = new Float64Array(n);
    for (let k = 0; k < this.count; k++) {
      const i = (this.head + k) & this.mask;
      pkt[k] = this.pkt[i];
      size[k] = this.size[i];
      at[k] = this.at[i];
    }
    this.pkt = pkt;
    this.size = size;
    this.at = at;
    this.head = 0;
    this.mask = n - 1;
  }
}
