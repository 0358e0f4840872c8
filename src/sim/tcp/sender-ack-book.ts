// The book stack's ACK (RFC 5681 / RFC 6582): no SACK, fast retransmit on the third duplicate ACK,
// fast recovery with window inflation, NewReno partial ACKs, one increment per ACK.

import { NS_PER_S } from '../core/time';
import { CA_LOSS, CA_OPEN, CA_RECOVERY } from './wire';
import { TcpSenderAckLinux } from './sender-ack-linux';
import { DUPTHRESH, S_EVER_RETRANS } from './sender-defs';

export abstract class TcpSenderAckBook extends TcpSenderAckLinux {
  protected ackBook(p: number): void {
    const k = this.k;
    const now = k.now;
    const pool = k.pool;
    let ack = pool.seq[p];
    pool.release(p);
    if (ack > this.nxt) ack = this.nxt;
    const advanced = ack > this.una;
    if (advanced) {
      const newly = ack - this.una;
      let minX = Infinity;
      for (let s = this.una; s < ack; s++) {
        const i = s & this.mask;
        if (!(this.flags[i] & S_EVER_RETRANS) && this.xmit[i] < minX) minX = this.xmit[i];
      }
      this.una = ack;
      this.backoff = 1;
      this.delivered += newly;
      if (minX !== Infinity) this.rttSample(now - minX);
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
      } else if (this.dupacks === DUPTHRESH && this.state !== CA_LOSS) {
        this.ssthresh = this.cc.ssthresh(this, true);
        this.lossEvents.push(now / NS_PER_S);
        this.highSeq = this.nxt;
        this.state = CA_RECOVERY;
        this.retransmit(this.una);
        this.cwnd = this.ssthresh + DUPTHRESH;
      }
    }
    this.afterAck(advanced);
  }
}
