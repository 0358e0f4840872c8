// The sender's clocks: the RTT estimator (Tutorial 08: RTO = max(2 srtt, srtt + 4 rttvar), floored
// at the retransmission queue's resolution), the retransmission timer with its back-off and the
// Delta-t bound R, the tail-loss probe, and RACK (RFC 8985) over the set of holes below the
// highest SACKed packet.

import { NS_PER_S } from '../core/time';
import * as C from './stats';
import { FrctSender } from './frct-sender';
import { K_RACK, K_RTO, K_TLP, RXM_RACK, RXM_RTO, RXM_TLP, RXM_ZERO, S_SACKED } from './frct-defs';

export abstract class FrctTimers extends FrctSender {
  protected rttSample(m: number, fromBareAck: boolean): void {
    const now = this.k.now;
    if (m <= 0) m = 1;
    if (this.srtt === 0) {
      this.srtt = m;
      this.rttvar = m / 2;
      this.minRtt = m;
    } else {
      const err = Math.abs(this.srtt - m);
      this.rttvar = Math.round(0.75 * this.rttvar + 0.25 * err);
      this.srtt = Math.round(0.875 * this.srtt + 0.125 * m);
      if (m < this.minRtt) this.minRtt = m;
    }
    // Tutorial 08: RTO = max(2 srtt, srtt + 4 rttvar), never below the retransmission queue's resolution.
    this.rto = Math.max(2 * this.srtt, this.srtt + 4 * this.rttvar, this.rtoFloorNs);
    this.lastSampleAt = now;
    this.counters[C.C_RTT_SAMPLES]++;
    if (fromBareAck) this.counters[C.C_FED_RTT]++;
    this.rttT.push(now / NS_PER_S);
    this.rttSampleNs.push(m);
    this.srttSeries.push(this.srtt);
    this.rtoSeries.push(this.rto);
  }


  protected armRto(t: number): void {
    if (t < this.k.now) t = this.k.now;
    if (this.rtoHandle >= 0 && this.rtoAt <= t) return; // an earlier check is pending: it re-arms
    if (this.rtoHandle >= 0) this.k.cancel(this.rtoHandle);
    this.rtoAt = t;
    this.rtoHandle = this.k.at(t, this.id, K_RTO, 0);
  }

  protected cancelSenderTimers(): void {
    const k = this.k;
    if (this.rtoHandle >= 0) k.cancel(this.rtoHandle);
    if (this.rackHandle >= 0) k.cancel(this.rackHandle);
    if (this.tlpHandle >= 0) k.cancel(this.tlpHandle);
    this.rtoHandle = this.rackHandle = this.tlpHandle = -1;
    this.rtoAt = this.rackAt = Infinity;
  }

  /** The retransmission timer: every outstanding, un-SACKed packet whose RTO has run out is sent again. */
  protected onRto(): void {
    if (this.failed || this.sndLwe === this.sndNxt) return;
    const now = this.k.now;
    let due = false;
    for (let off = this.sndLwe; off < this.sndNxt; off++) {
      const s = off & this.sMask;
      if (this.sState[s] & S_SACKED) continue;
      if (now - this.sFirst[s] >= this.rNs) {
        this.fail();
        return;
      }
      if (this.sXmit[s] + this.rto <= now) due = true;
    }
    const oldRto = this.rto;
    if (due) this.rto = Math.min(2 * this.rto, this.maxRtoNs); // back off until the next sample
    let next = Infinity;
    for (let off = this.sndLwe; off < this.sndNxt; off++) {
      const s = off & this.sMask;
      if (this.sState[s] & S_SACKED) continue;
      if (this.sXmit[s] + oldRto <= now) {
        this.counters[C.C_RXM_RTO]++;
        this.retransmit(off, RXM_RTO);
      }
      const dl = Math.min(this.sXmit[s] + this.rto, this.sFirst[s] + this.rNs);
      if (dl < next) next = dl;
    }
    if (next < Infinity) this.armRto(Math.max(next, now));
  }

  /** Tail-loss probe: PTO = 2 srtt (+ the receiver's two-tick ACK hold with one packet in flight). */
  protected armTlp(): void {
    const k = this.k;
    if (this.tlpHandle >= 0) {
      k.cancel(this.tlpHandle);
      this.tlpHandle = -1;
    }
    if (this.srtt === 0 || this.tlpDone) return;
    let pto = 2 * this.srtt;
    if (this.sndNxt - this.sndLwe === 1) pto += 2 * this.tickNs;
    if (k.now + pto >= this.rtoAt) return; // the RTO would come first
    this.tlpHandle = k.after(pto, this.id, K_TLP, 0);
  }

  protected onTlp(): void {
    if (this.failed || this.sndLwe === this.sndNxt) return;
    for (let off = this.sndNxt - 1; off >= this.sndLwe; off--) {
      if (this.sState[off & this.sMask] & S_SACKED) continue;
      this.tlpDone = true;
      this.counters[C.C_TLP]++;
      this.retransmit(off, RXM_TLP);
      this.armRto(Math.min(this.k.now + this.rto, this.sFirst[off & this.sMask] + this.rNs));
      return;
    }
  }

  /** RACK reordering window: a quarter of the minimum RTT, zero on a path that never reordered once three packets are SACKed. */
  protected reoWnd(): number {
    if (!this.reorderSeen && this.sackedCount >= 3) return 0;
    return this.minRtt / 4;
  }

  /**
   * RACK (RFC 8985): a hole (an un-SACKed packet below the highest SACKed offset) sent before the
   * newest delivered packet, by more than the reordering window, is lost. The check walks the
   * hole set, not the window; the lost ones are resent in offset order, the earliest deadline of
   * the others is the wake-up.
   */
  protected rackDetect(): void {
    if (this.failed || this.rackXmit < 0) return;
    const now = this.k.now;
    const reo = this.reoWnd();
    let wake = Infinity;
    const lost = this.lostScratch;
    const holes = this.holes.slots;
    let n = 0;
    for (let i = 0; i < this.holes.size; i++) {
      const s = holes[i];
      const x = this.sXmit[s];
      if (x > this.rackXmit) continue;
      const t = x + this.rackRtt + reo;
      if (t <= now) lost[n++] = this.sndLwe + ((s - this.sndLwe) & this.sMask);
      else if (t < wake) wake = t;
    }
    if (n > 1) lost.subarray(0, n).sort();
    for (let i = 0; i < n; i++) {
      this.counters[C.C_RXM_SACK]++;
      this.counters[reo === 0 ? C.C_RXM_ZERO_REO : C.C_RXM_RACK]++;
      this.retransmit(lost[i], reo === 0 ? RXM_ZERO : RXM_RACK);
    }
    if (wake < Infinity && wake < this.rackAt) {
      if (this.rackHandle >= 0) this.k.cancel(this.rackHandle);
      this.rackAt = wake;
      this.rackHandle = this.k.at(wake, this.id, K_RACK, 0);
    }
  }
}
