// The public source's slot [SRC] (mb-ecn's tx_mul, tx_wpc, tx_wbc): a power of two of nanoseconds,
// 2^24 at first, that doubles or halves at its end until it held 8 to 64 of the path's packets. The
// pacer cuts its rate once per slot in proportional decrease (so the cut per second follows the
// packet rate, and slows down as the rate falls), and reads from it what the flows really sent.

import { NS_PER_S } from '../core/time';

const MIN_PKTS = 8;
const MAX_PKTS = 64;

export class MbecnSlot {
  /** Slot length (ns): the RIB's "Congestion window size (ns)". */
  ns: number;
  /** Bytes/s the flows sent in the last finished slot (Infinity before the first). */
  usedRate = Infinity;
  private start = 0;
  private pkts = 0;
  private bytes = 0;

  constructor(initialNs: number) {
    this.ns = initialNs;
  }

  begin(now: number): void {
    this.start = now;
  }

  /** A packet of `size` bytes left for the link. */
  count(size: number): void {
    this.pkts++;
    this.bytes += size;
  }

  /** At the end of a slot: what was sent, then the rescaling. */
  roll(now: number): void {
    if (now < this.start + this.ns) return;
    this.usedRate = (this.bytes * NS_PER_S) / (now - this.start);
    let n = Math.max(1, this.pkts);
    let f = this.ns;
    while (n < MIN_PKTS && f < 4294967296) { // 2^32 ns
      n *= 2;
      f *= 2;
    }
    while (n > MAX_PKTS && f > 1 << 16) {
      n /= 2;
      f /= 2;
    }
    this.ns = f;
    this.start = now;
    this.pkts = 0;
    this.bytes = 0;
  }
}
