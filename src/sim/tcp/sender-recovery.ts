// Loss detection and recovery (linux stack): RACK marking and its reordering timer, entering fast
// recovery or CWR, and Proportional Rate Reduction while in them.

import { NS_PER_S } from '../core/time';
import { CA_CWR, CA_RECOVERY } from './wire';
import { TcpSenderTransmit } from './sender-transmit';
import { DUPTHRESH, S_EVER_RETRANS, S_LISTED, S_LOST, S_RETRANS } from './sender-defs';

export abstract class TcpSenderRecovery extends TcpSenderTransmit {
  protected reoTimer(): void {
    if (this.k.now >= this.reoEventAt) this.reoEventAt = Infinity;
    if (this.finished || this.una >= this.nxt) return;
    this.rackDetect();
    if (this.state <= CA_CWR && this.lostOut > 0) this.enterRecovery();
    this.send();
  }

  /** RACK: marks lost every listed segment sent before the most recent delivered one. */
  protected rackDetect(): number {
    if (this.rackOrder === 0) return 0;
    const k = this.k;
    const reo = this.state >= CA_RECOVERY || this.sackedOut >= DUPTHRESH ? 0 : Math.min(this.minRttNs / 4, this.srttNs);
    let n = 0;
    let s = this.tsHead;
    while (s >= 0) {
      const i = s & this.mask;
      if (this.order[i] >= this.rackOrder) break;
      const wait = this.xmit[i] + this.rackRtt + reo - k.now;
      if (wait > 0) {
        this.armReo(k.now + Math.ceil(wait));
        break;
      }
      const next = this.tNext[i];
      this.markLost(s);
      n++;
      s = next;
    }
    return n;
  }

  protected markLost(s: number): void {
    const i = s & this.mask;
    let f = this.flags[i];
    if (f & S_LISTED) {
      this.tsRemove(s);
      f &= ~S_LISTED;
    }
    if (f & S_RETRANS) {
      this.retransOut--;
      f &= ~S_RETRANS;
    }
    if (!(f & S_LOST)) {
      this.lostOut++;
      f |= S_LOST;
    }
    this.flags[i] = f;
    this.lostPush(s);
  }

  protected enterRecovery(): void {
    const fromCwr = this.state === CA_CWR;
    this.highSeq = this.nxt;
    this.cwndCnt = 0;
    // Linux tcp_enter_recovery: the reduction already under way in CWR goes on (no new ssthresh,
    // no new PRR start: tcp_in_cwnd_reduction); it is still a loss, so it is recorded as one, and
    // the algorithm hears of the state change (tcp_set_ca_state -> set_state: DCTCP halves there).
    if (!fromCwr) {
      this.priorCwnd = this.cwnd;
      this.prrDelivered = 0;
      this.prrOut = 0;
      this.ssthresh = this.cc.ssthresh(this, true);
    }
    this.lossEvents.push(this.k.now / NS_PER_S);
    if (this.cc.onEnterRecovery !== undefined) this.cc.onEnterRecovery(this);
    this.state = CA_RECOVERY;
    if (this.cfg.ecn) this.cwrPending = true;
  }

  protected enterCwr(): void {
    this.highSeq = this.nxt;
    this.cwndCnt = 0;
    this.priorCwnd = this.cwnd;
    this.prrDelivered = 0;
    this.prrOut = 0;
    this.ssthresh = this.cc.ssthresh(this, false);
    this.ecnEvents.push(this.k.now / NS_PER_S);
    this.state = CA_CWR;
    this.cwrPending = true;
  }

  /** Linux tcp_cwnd_reduction (PRR-SSRB). */
  protected prr(newly: number, newlyLost: number, unaAdvanced: boolean): void {
    if (newly <= 0 || this.priorCwnd === 0) return;
    this.prrDelivered += newly;
    const inflight = this.inFlight();
    const delta = this.ssthresh - inflight;
    let sndcnt: number;
    if (delta < 0) {
      sndcnt = Math.floor((this.ssthresh * this.prrDelivered + this.priorCwnd - 1) / this.priorCwnd) - this.prrOut;
    } else {
      sndcnt = Math.max(this.prrDelivered - this.prrOut, newly);
      if (unaAdvanced && newlyLost === 0) sndcnt++;
      sndcnt = Math.min(delta, sndcnt);
    }
    sndcnt = Math.max(sndcnt, this.prrOut > 0 ? 0 : 1);
    this.cwnd = Math.max(1, inflight + sndcnt);
  }

  protected rackAdvance(f: number, x: number, order: number, now: number): void {
    // A delivered retransmission faster than min RTT is probably the original arriving late.
    if (f & S_EVER_RETRANS && now - x < this.minRttNs) return;
    if (order > this.rackOrder) {
      this.rackOrder = order;
      this.rackRtt = now - x;
    }
  }
}
