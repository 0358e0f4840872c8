// The book stack's ACK (RFC 5681 / RFC 6582): no SACK, fast retransmit on the third duplicate ACK,
// fast recovery with window inflation, NewReno partial ACKs, one increment per ACK.

import { NS_PER_S } from '../core/time';
import { CA_LOSS, CA_OPEN, CA_RECOVERY } from './wire';
import { TcpSenderAckLinux } from './sender-ack-linux';
import { DUPTHRESH, S_EVER_RETRANS } from './sender-defs';

export abstract class TcpSenderAckBook extends TcpSenderAckLinux {
  /** A partial ACK has come in the current fast recovery (RFC 6582: only the first resets the RTO). */
  private partialSeen = false;

  protected ackBook(p: number): void {
    const k = this.k;
    const now = k.now;
    const pool = k.pool;
    let ack = pool.seq[p];
    pool.release(p);
    // After a timeout's go-back-N, nxt is below the highest segment sent, and the receiver may
    // already hold what follows the hole: its ACK is valid up to the highest segment sent, and
    // nxt moves up with una (4.4BSD tcp_input: an ACK is acceptable up to snd_max, and "if
    // (SEQ_LT(tp->snd_nxt, tp->snd_una)) tp->snd_nxt = tp->snd_una"). Clipping it to nxt resent,
    // one ACK at a time, every segment the receiver already had.
    if (ack > this.maxSent) ack = this.maxSent;
    const advanced = ack > this.una;
    let rearm = advanced;
    if (advanced) {
      const newly = ack - this.una;
      // Karn (RFC 6298 section 3): no RTT sample from an ACK that covers a retransmitted segment.
      // It may answer either copy, and the segments after the hole it fills waited at the receiver
      // for it: their send times measure the recovery, not the path (Linux tcp_clean_rtx_queue
      // takes no sequence RTT from such an ACK either, FLAG_RETRANS_DATA_ACKED).
      let minX = Infinity;
      let ambiguous = false;
      for (let s = this.una; s < ack; s++) {
        const i = s & this.mask;
        if (this.flags[i] & S_EVER_RETRANS) ambiguous = true;
        else if (this.xmit[i] < minX) minX = this.xmit[i];
      }
      if (ambiguous) minX = Infinity;
      this.una = ack;
      if (this.nxt < ack) this.nxt = ack;
      this.delivered += newly;
      if (minX !== Infinity) {
        this.rttSample(now - minX);
        // RFC 6298 section 5: a backed-off RTO collapses only with a new measurement (Linux
        // tcp_ack_update_rtt: "only reset backoff on valid RTT measurement").
        this.backoff = 1;
      }
      this.cc.pktsAcked(this, newly, minX !== Infinity ? now - minX : -1, now);
      if (this.state === CA_RECOVERY) {
        if (ack >= this.highSeq) {
          this.cwnd = this.ssthresh; // deflate
          this.state = CA_OPEN;
          this.dupacks = 0;
        } else {
          // NewReno partial ACK: retransmit the next hole, deflate by what was acknowledged, +1.
          this.cwnd = Math.max(1, this.cwnd - newly + 1);
          this.retransmit(this.una);
          // RFC 6582 section 3.2 step 5: "For the first partial ACK that arrives during fast
          // recovery, also reset the retransmit timer" (the Impatient variant). Resetting it on
          // every partial ACK (Slow-but-Steady) repairs one hole per RTT: the 336 holes of a
          // slow-start overshoot on the course's link took 17 s. The timer then expires and the
          // RTO's go-back-N repairs the rest in slow start.
          rearm = !this.partialSeen;
          this.partialSeen = true;
        }
      } else {
        this.dupacks = 0;
        if (this.state === CA_LOSS && this.una >= this.highSeq) this.state = CA_OPEN;
        // RFC 5681 without byte counting: one ACK, one increment.
        if (this.cwndLimited) this.cc.congAvoid(this, 1, now);
      }
    } else if (ack === this.una && this.nxt > this.una) {
      this.dupacks++;
      if (this.state === CA_RECOVERY) {
        this.cwnd++; // inflate
      } else if (this.dupacks === DUPTHRESH && this.state !== CA_LOSS && ack > this.highSeq) {
        // RFC 6582 section 3.2 step 1: fast retransmit only if the ACK covers more than "recover"
        // (highSeq - 1 here): duplicates at the recover point are the receiver answering the
        // copies a timeout's go-back-N resent, not a new loss. Step 2: recover = the highest
        // segment transmitted (above nxt after a go-back-N).
        this.ssthresh = this.cc.ssthresh(this, true);
        this.lossEvents.push(now / NS_PER_S);
        this.highSeq = this.maxSent;
        this.state = CA_RECOVERY;
        this.partialSeen = false;
        this.retransmit(this.una);
        this.cwnd = this.ssthresh + DUPTHRESH;
      }
    }
    this.afterAck(advanced, rearm);
  }
}
