// The sender reads the peer's acknowledgements: the cumulative ACK slides the window, SACK blocks
// mark the scoreboard (and move the hole set's upper edge), a first block at or below the ACK or
// inside another is a D-SACK (RFC 2883). The newest packet newly delivered gives the RTT sample
// (Karn: none from a retransmission) and RACK's reference; then the timers are re-armed.

import { F_DATA, F_SACK, MAX_SACK_BLOCKS } from './wire';
import * as C from './stats';
import { FrctTimers } from './frct-timers';
import { S_RXM, S_SACKED } from './frct-defs';

export abstract class FrctAckIn extends FrctTimers {
  /** The newest transmission this ACK newly delivers: offset (-1: none), send time, retransmitted. */
  private ackNewest = -1;
  private ackNewestX = -1;
  private ackNewestRxm = false;

  /** `off` is in a SACK block: mark it, and if it is new, weigh it for the RTT and RACK samples. */
  private sackOne(off: number, highBefore: number): void {
    if (!this.markSacked(off)) return;
    const s = off & this.sMask;
    if (this.sXmit[s] > this.ackNewestX) {
      this.ackNewestX = this.sXmit[s];
      this.ackNewest = off;
      this.ackNewestRxm = (this.sState[s] & S_RXM) !== 0;
    }
    if (!(this.sState[s] & S_RXM) && off < highBefore) this.reorderSeen = true;
  }

  /** Marks `off` delivered by SACK; false if it already was. */
  protected markSacked(off: number): boolean {
    const s = off & this.sMask;
    if (this.sState[s] & S_SACKED) return false;
    this.sState[s] |= S_SACKED;
    this.holes.remove(s);
    this.sackedCount++;
    return true;
  }

  protected processAck(p: number, f: number): void {
    const w = this.wire;
    const now = this.k.now;
    const bare = (f & F_DATA) === 0;
    if (bare) this.counters[C.C_ACKS_RECEIVED]++;
    if (f & F_SACK) this.counters[C.C_SACKS_RECEIVED]++;
    if (!this.started) return;
    const lweW = this.sndWire(this.sndLwe);
    let ackOff = this.sndLwe + ((w.ackno[p] - lweW) | 0);
    if (ackOff > this.sndNxt) ackOff = this.sndNxt;
    // The newest transmission among the packets this ACK newly delivers (for RTT and RACK).
    this.ackNewest = -1;
    this.ackNewestX = -1;
    this.ackNewestRxm = false;
    const highBefore = this.highSacked;
    let progressed = false;
    if (ackOff > this.sndLwe) {
      progressed = true;
      for (let off = this.sndLwe; off < ackOff; off++) {
        const s = off & this.sMask;
        const st = this.sState[s];
        if (st & S_SACKED) this.sackedCount--;
        else {
          if (this.sXmit[s] > this.ackNewestX) {
            this.ackNewestX = this.sXmit[s];
            this.ackNewest = off;
            this.ackNewestRxm = (st & S_RXM) !== 0;
          }
          if (!(st & S_RXM) && off < highBefore) this.reorderSeen = true;
        }
        this.counters[C.C_BAIL_ACKED]++;
        this.sState[s] = 0;
        this.holes.remove(s);
      }
      this.sndLwe = ackOff;
      if (this.highSacked < ackOff) this.highSacked = ackOff;
      this.tlpDone = false;
    }
    const nb = w.nsack[p];
    for (let b = 0; b < nb; b++) {
      const a = this.sndLwe + ((w.sackStart[p * MAX_SACK_BLOCKS + b] - this.sndWire(this.sndLwe)) | 0);
      const e = this.sndLwe + ((w.sackEnd[p * MAX_SACK_BLOCKS + b] - this.sndWire(this.sndLwe)) | 0);
      if (b === 0 && (e <= ackOff || (nb > 1 && this.inBlock(p, nb, a, e)))) {
        this.counters[C.C_DSACKS_RECEIVED]++;
        continue;
      }
      if (e > this.sndNxt || a >= e) {
        this.counters[C.C_DSACK_OOR]++;
        continue;
      }
      const lo = Math.max(a, this.sndLwe);
      // Newly SACKed packets of [lo, e): above the highest SACK every packet is new to the
      // scoreboard; below it the un-SACKed packets are exactly the hole set's members, so a long
      // block walks the holes (few) instead of its packets, and a hole filled deep inside a long
      // block is found wherever it sits (scanning in from the block's edges missed it).
      const mid = Math.min(e, Math.max(lo, this.highSacked));
      for (let off = e - 1; off >= mid; off--) this.sackOne(off, highBefore);
      if (mid - lo <= this.holes.size) {
        for (let off = mid - 1; off >= lo; off--) this.sackOne(off, highBefore);
      } else {
        const slots = this.holes.slots;
        const lweSlot = this.sndLwe & this.sMask;
        // Descending: markSacked's swap-remove moves only already-visited members.
        for (let i = this.holes.size - 1; i >= 0; i--) {
          if (i >= this.holes.size) continue;
          const off = this.sndLwe + ((slots[i] - lweSlot) & this.sMask);
          if (off >= lo && off < mid) this.sackOne(off, highBefore);
        }
      }
      if (e > this.highSacked) this.raiseHighSacked(e);
    }
    const newest = this.ackNewest;
    const newestX = this.ackNewestX;
    if (newest >= 0) {
      const m = now - newestX;
      const rxm = this.ackNewestRxm;
      // Karn: no RTT sample from a retransmitted packet.
      if (!rxm) this.rttSample(m, bare && (f & F_SACK) === 0);
      if (!(rxm && m < this.minRtt) && newestX > this.rackXmit) {
        this.rackXmit = newestX;
        this.rackRtt = m;
      }
    }
    if (this.sndLwe === this.sndNxt) {
      this.cancelSenderTimers();
      if (progressed && !this.hasPending()) this.onIdle();
      return;
    }
    if (progressed) {
      const s = this.sndLwe & this.sMask;
      this.armRto(Math.min(this.sXmit[s] + this.rto, this.sFirst[s] + this.rNs));
    }
    if (newest >= 0 && this.highSacked > this.sndLwe) this.rackDetect();
    if (progressed) this.armTlp();
  }

  /** The highest SACKed offset moves up to `e`: the un-SACKed packets it passes become holes. */
  protected raiseHighSacked(e: number): void {
    for (let off = Math.max(this.highSacked, this.sndLwe); off < e; off++) {
      const s = off & this.sMask;
      if (!(this.sState[s] & S_SACKED)) this.holes.add(s);
    }
    this.highSacked = e;
  }

  /** D-SACK rule of RFC 2883: a first block inside the second reports a duplicate. */
  protected inBlock(p: number, nb: number, a: number, e: number): boolean {
    const w = this.wire;
    const base = this.sndWire(this.sndLwe);
    for (let b = 1; b < nb; b++) {
      const a2 = this.sndLwe + ((w.sackStart[p * MAX_SACK_BLOCKS + b] - base) | 0);
      const e2 = this.sndLwe + ((w.sackEnd[p * MAX_SACK_BLOCKS + b] - base) | 0);
      if (a >= a2 && e <= e2) return true;
    }
    return false;
  }
}
