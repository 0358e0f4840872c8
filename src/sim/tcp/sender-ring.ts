// The segment store: per-segment flags and transmission times in a ring over [una, nxt), the
// "next un-SACKed segment" union-find, the transmission-ordered list RACK walks, and the FIFO of
// lost segments waiting for retransmission.

import { TcpSenderBase } from './sender-base';
import { regrowRing, S_LISTED, S_LOST, S_RETRANS, S_SACKED } from './sender-defs';

export abstract class TcpSenderRing extends TcpSenderBase {
  protected ensureRing(): void {
    if (this.nxt - this.una <= this.mask) return;
    const oldMask = this.mask;
    const m = (oldMask + 1) * 2 - 1;
    // The book stack's go-back-N keeps the state of segments sent before the timeout, up to maxSent.
    const una = this.una;
    const nxt = Math.max(this.nxt, this.maxSent);
    this.flags = regrowRing(this.flags, oldMask, m, una, nxt);
    this.xmit = regrowRing(this.xmit, oldMask, m, una, nxt);
    this.order = regrowRing(this.order, oldMask, m, una, nxt);
    this.tNext = regrowRing(this.tNext, oldMask, m, una, nxt);
    this.tPrev = regrowRing(this.tPrev, oldMask, m, una, nxt);
    this.parent = regrowRing(this.parent, oldMask, m, una, nxt);
    if (this.rate !== null) this.rate.grow(oldMask, m, this.una, this.nxt);
    this.mask = m;
  }

  /** Smallest segment >= s that is not SACKed (or nxt), compressing the path. */
  protected findUnsacked(s: number): number {
    const parent = this.parent;
    const m = this.mask;
    const nxt = this.nxt;
    let r = s;
    while (r < nxt && parent[r & m] !== r) r = parent[r & m];
    let x = s;
    while (x < r) {
      const nx = parent[x & m];
      parent[x & m] = r;
      x = nx;
    }
    return r;
  }

  protected tsAppend(s: number): void {
    const i = s & this.mask;
    this.tPrev[i] = this.tsTail;
    this.tNext[i] = -1;
    if (this.tsTail >= 0) this.tNext[this.tsTail & this.mask] = s;
    else this.tsHead = s;
    this.tsTail = s;
    this.flags[i] |= S_LISTED;
  }

  protected tsRemove(s: number): void {
    const m = this.mask;
    const i = s & m;
    const p = this.tPrev[i];
    const n = this.tNext[i];
    if (p >= 0) this.tNext[p & m] = n;
    else this.tsHead = n;
    if (n >= 0) this.tPrev[n & m] = p;
    else this.tsTail = p;
    this.flags[i] &= ~S_LISTED;
  }

  protected lostPush(s: number): void {
    if (this.lostCount === this.lostQ.length) {
      const q = new Float64Array(this.lostQ.length * 2);
      for (let j = 0; j < this.lostCount; j++) q[j] = this.lostQ[(this.lostHead + j) % this.lostQ.length];
      this.lostQ = q;
      this.lostHead = 0;
    }
    this.lostQ[(this.lostHead + this.lostCount) % this.lostQ.length] = s;
    this.lostCount++;
  }

  /** The next lost segment still waiting for its retransmission, or -1 (stale entries dropped). */
  protected lostPeek(): number {
    while (this.lostCount > 0) {
      const s = this.lostQ[this.lostHead];
      if (s >= this.una && (this.flags[s & this.mask] & (S_LOST | S_SACKED | S_RETRANS)) === S_LOST) return s;
      this.lostHead = (this.lostHead + 1) % this.lostQ.length;
      this.lostCount--;
    }
    return -1;
  }

  protected lostShift(): void {
    this.lostHead = (this.lostHead + 1) % this.lostQ.length;
    this.lostCount--;
  }
}
