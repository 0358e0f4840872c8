// The sender reads the peer's acknowledgements: the cumulative ACK slides the window, SACK blocks
// mark the scoreboard (and move the hole set's upper edge), a first block at or below the ACK or
// inside another is a D-SACK (RFC 2883). The newest packet newly delivered gives the RTT sample
// (Karn: none from a retransmission) and RACK's reference; then the timers are re-armed.

import { F_DATA, F_SACK, MAX_SACK_BLOCKS } from './wire';
import * as C from './stats';
import { FrctTimers } from './frct-timers';
import { S_RXM, S_SACKED } from './frct-defs';

export abstract class FrctAckIn extends FrctTimers {
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
    let newest = -1;
    let newestX = -1;
    let newestRxm = false;
    const highBefore = this.highSacked;
    let progressed = false;
    if (ackOff > this.sndLwe) {
      progressed = true;
      for (let off = this.sndLwe; off < ackOff; off++) {
        const s = off & this.sMask;
        const st = this.sState[s];
        if (st & S_SACKED) this.sackedCount--;
        else {
          if (this.sXmit[s] > newestX) {
            newestX = this.sXmit[s];
            newest = off;
            newestRxm = (st & S_RXM) !== 0;
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
      // Mark newly SACKed packets; blocks grow at their edges, so scan inwards from both ends
      // until an already-SACKed packet (a short block is scanned whole).
      const full = e - lo <= 64;
      for (let off = e - 1; off >= lo; off--) {
        const s = off & this.sMask;
        if (!this.markSacked(off)) {
          if (full) continue;
          break;
        }
        if (this.sXmit[s] > newestX) {
          newestX = this.sXmit[s];
          newest = off;
          newestRxm = (this.sState[s] & S_RXM) !== 0;
        }
        if (!(this.sState[s] & S_RXM) && off < highBefore) this.reorderSeen = true;
      }
      if (!full) {
        for (let off = lo; off < e; off++) {
          const s = off & this.sMask;
          if (!this.markSacked(off)) break;
          if (this.sXmit[s] > newestX) {
            newestX = this.sXmit[s];
            newest = off;
            newestRxm = (this.sState[s] & S_RXM) !== 0;
          }
        }
      }
      if (e > this.highSacked) this.raiseHighSacked(e);
    }
    if (newest >= 0) {
      const m = now - newestX;
      const rxm = newestRxm;
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
