// RTT estimation and the retransmission timer: the RTO (Linux or RFC 6298), its lazy heap entry,
// the timeout itself (everything outstanding lost, or go-back-N in the book stack), and the heap
// entry of RACK's reordering timer (what it does is in sender-recovery.ts).

import { NS_PER_S } from '../core/time';
import { CA_DISORDER, CA_LOSS } from './wire';
import { TcpSenderRing } from './sender-ring';
import { K_REO, K_RTO, RTO_MAX_NS, S_LISTED, S_LOST, S_RETRANS, S_SACKED } from './sender-defs';

export abstract class TcpSenderTimers extends TcpSenderRing {
  /** sender-transmit.ts: a timeout resends at once. */
  protected abstract send(): void;

  protected rttSample(r: number): void {
    if (r < this.minRttNs) this.minRttNs = r;
    if (this.srttNs === 0) {
      this.srttNs = r;
      this.rttvarNs = r / 2;
    } else {
      this.rttvarNs = 0.75 * this.rttvarNs + 0.25 * Math.abs(this.srttNs - r);
      this.srttNs = 0.875 * this.srttNs + 0.125 * r;
    }
    // Linux: srtt + max(4 mdev, rto_min); RFC 6298: max(srtt + 4 rttvar, 1 s).
    const rto = this.cfg.linux
      ? this.srttNs + Math.max(4 * this.rttvarNs, this.rtoMinNs)
      : Math.max(this.srttNs + 4 * this.rttvarNs, this.rtoMinNs);
    this.rtoNs = Math.min(Math.round(rto), RTO_MAX_NS);
  }

  /** (Re)starts the retransmission timer from now. Lazy: one heap entry, moved only earlier. */
  protected armRto(): void {
    const t = this.k.now + Math.min(this.rtoNs * this.backoff, RTO_MAX_NS);
    this.rtoAt = t;
    if (t < this.rtoEventAt) {
      if (this.rtoHandle >= 0) this.k.cancel(this.rtoHandle);
      this.rtoHandle = this.k.at(t, this.id, K_RTO, 0);
      this.rtoEventAt = t;
    }
  }

  protected rtoTimer(): void {
    const k = this.k;
    this.rtoEventAt = Infinity;
    this.rtoHandle = -1;
    if (this.una >= this.nxt || this.finished) {
      this.rtoAt = Infinity;
      return;
    }
    if (k.now < this.rtoAt) {
      this.rtoHandle = k.at(this.rtoAt, this.id, K_RTO, 0);
      this.rtoEventAt = this.rtoAt;
      return;
    }
    this.onTimeout();
  }

  protected onTimeout(): void {
    const k = this.k;
    this.lossEvents.push(k.now / NS_PER_S);
    // Linux tcp_enter_loss: reduce ssthresh only if it has not been reduced in this window yet:
    // from Open or Disorder, once high_seq is acknowledged, or on the first expiry in Loss. An RTO
    // in CWR or Recovery keeps the ssthresh that reduction set.
    if (this.state <= CA_DISORDER || this.una >= this.highSeq || (this.state === CA_LOSS && this.backoff === 1)) {
      this.ssthresh = this.cc.ssthresh(this, true);
    }
    this.cc.onRto(this, k.now);
    this.cwnd = 1;
    this.cwndCnt = 0;
    this.state = CA_LOSS;
    // RFC 6582 section 3.2 step 4: recover = the highest segment transmitted (equal to nxt in the
    // linux stack; above it after an earlier go-back-N in the book stack).
    this.highSeq = this.maxSent;
    this.dupacks = 0;
    this.backoff = Math.min(this.backoff * 2, 1 << 12);
    if (this.cfg.linux) {
      // tcp_enter_loss queues CWR (tcp_ecn_queue_cwr) for the first new segment after the
      // retransmissions (RFC 3168 section 6.1.2: a timeout is a window reduction too).
      if (this.cfg.ecn) this.cwrPending = true;
      // Everything outstanding and not SACKed is lost; retransmit it in order.
      this.lostHead = 0;
      this.lostCount = 0;
      this.lostOut = 0;
      this.retransOut = 0;
      const m = this.mask;
      for (let s = this.una; s < this.nxt; s++) {
        const i = s & m;
        const f = this.flags[i];
        if (f & S_SACKED) continue;
        this.flags[i] = (f & ~(S_RETRANS | S_LISTED)) | S_LOST;
        this.lostOut++;
        this.lostPush(s);
      }
      this.tsHead = -1;
      this.tsTail = -1;
    } else {
      this.nxt = this.una; // go-back-N
    }
    this.rtoAt = Infinity;
    this.send();
    if (this.rtoAt === Infinity) this.armRto();
  }

  protected armReo(t: number): void {
    if (t < this.reoEventAt) {
      this.k.at(t, this.id, K_REO, 0);
      this.reoEventAt = t;
    }
  }
}
