// The linux stack's ACK: cumulative ACK and SACK blocks on the scoreboard, RTT and RACK samples,
// the recovery state machine (tcp_fastretrans_alert, simplified), then PRR, congAvoid or the
// algorithm's own cong_control.

import { MAX_SACK_BLOCKS, PF_ECE } from '../core/packet-pool';
import { PF_ESCE } from '../net/ecn-bits';
import { CA_CWR, CA_DISORDER, CA_LOSS, CA_OPEN, CA_RECOVERY } from './wire';
import { TcpSenderRecovery } from './sender-recovery';
import { S_EVER_RETRANS, S_LISTED, S_LOST, S_RETRANS, S_SACKED } from './sender-defs';

export abstract class TcpSenderAckLinux extends TcpSenderRecovery {
  /** Earliest and latest send time of the segments (never retransmitted) this ACK delivers. */
  private ackMinX = Infinity;
  private ackMaxX = -1;

  /** Segment s (slot i, flags f) is newly delivered by this ACK, cumulatively or by SACK. */
  private onSegDelivered(s: number, i: number, f: number, now: number): void {
    if (f & S_LISTED) this.tsRemove(s);
    if (f & S_LOST) this.lostOut--;
    if (f & S_RETRANS) this.retransOut--;
    const x = this.xmit[i];
    if (this.rate !== null) this.rate.onDelivered(i, x);
    if (!(f & S_EVER_RETRANS)) {
      if (x < this.ackMinX) this.ackMinX = x;
      if (x > this.ackMaxX) this.ackMaxX = x;
    }
    this.rackAdvance(f, x, this.order[i], now);
  }

  protected ackLinux(p: number): void {
    const k = this.k;
    const now = k.now;
    const pool = k.pool;
    let ack = pool.seq[p];
    if (ack > this.nxt) ack = this.nxt;
    const ece = (pool.flags[p] & PF_ECE) !== 0;
    const esce = (pool.flags[p] & (PF_ECE | PF_ESCE)) === PF_ESCE; // SCE echo without CE echo
    const priorUna = this.una;
    const priorInFlight = this.inFlight();
    if (this.rate !== null) this.rate.beginAck();
    const m = this.mask;
    let newly = 0;
    this.ackMinX = Infinity;
    this.ackMaxX = -1;
    const flags = this.flags;
    // Cumulative ACK.
    for (let s = this.una; s < ack; s++) {
      const i = s & m;
      const f = flags[i];
      if (f & S_SACKED) {
        this.sackedOut--;
      } else {
        newly++;
        this.onSegDelivered(s, i, f, now);
      }
    }
    if (ack > this.una) this.una = ack;
    // SACK blocks.
    const nb = pool.nsack[p];
    const base = p * MAX_SACK_BLOCKS;
    for (let b = 0; b < nb; b++) {
      const a0 = Math.max(pool.sackStart[base + b], this.una);
      const b0 = Math.min(pool.sackEnd[base + b], this.nxt);
      if (a0 >= b0) continue;
      let j = this.findUnsacked(a0);
      while (j < b0) {
        const i = j & m;
        const f = flags[i];
        this.onSegDelivered(j, i, f, now);
        flags[i] = (f & S_EVER_RETRANS) | S_SACKED;
        this.sackedOut++;
        newly++;
        this.parent[i] = j + 1;
        j = this.findUnsacked(j + 1);
      }
    }
    pool.release(p);
    const minX = this.ackMinX;
    const rttNs = this.ackMaxX >= 0 ? now - this.ackMaxX : -1;
    const unaAdvanced = this.una > priorUna;
    if (unaAdvanced) this.backoff = 1;
    if (minX !== Infinity) this.rttSample(now - minX);
    this.delivered += newly;
    if (newly > 0) this.cc.pktsAcked(this, newly, rttNs, now);
    if (this.cc.onAckEvent !== undefined) this.cc.onAckEvent(this, newly, ece, now);
    if (this.cc.onSce !== undefined && newly > 0) this.cc.onSce(this, esce ? newly : 0, now);

    const newlyLost = this.rackDetect();
    // State machine (tcp_fastretrans_alert, simplified: no undo). Recovery ends once high_seq is
    // acknowledged; CWR only once something *above* it is (Linux: "CWR is to be held something
    // above high_seq is ACKed for CWR bit to reach receiver", snd_una != high_seq): the ACK that
    // covers exactly high_seq was sent before the receiver saw the CWR segment and still carries
    // its sticky ECE, which must not start a second reduction.
    const reductionDone = this.state === CA_CWR ? this.una > this.highSeq : this.una >= this.highSeq;
    if ((this.state === CA_RECOVERY || this.state === CA_CWR) && reductionDone) {
      // tcp_end_cwnd_reduction (not for an algorithm that owns cwnd: it restores its own).
      if (this.cc.congControl === undefined) this.cwnd = Math.max(1, this.ssthresh);
      this.state = CA_OPEN;
    } else if (this.state === CA_LOSS && this.una >= this.highSeq) {
      this.state = CA_OPEN;
    }
    if (this.state <= CA_CWR) {
      if (this.lostOut > 0) this.enterRecovery();
      else if (ece && this.cfg.ecn && this.state !== CA_CWR) this.enterCwr();
      else if (this.state !== CA_CWR) this.state = this.sackedOut > 0 ? CA_DISORDER : CA_OPEN;
    }
    if (this.cc.congControl !== undefined && this.rate !== null) {
      // Linux tcp_cong_control: the algorithm sets cwnd and pacing from the rate sample.
      const rs = this.rate.gen(now, this.delivered, newly, newlyLost, priorInFlight, rttNs, this.minRttNs);
      this.cc.congControl(this, rs, now);
    } else if (this.state === CA_RECOVERY || this.state === CA_CWR) {
      this.prr(newly, newlyLost, unaAdvanced);
    } else if (unaAdvanced && this.cwndLimited) {
      this.cc.congAvoid(this, newly, now);
    }
    this.afterAck(unaAdvanced);
  }
}
