// The book stack (strategy object BOOK_STACK; RFC 5681 / RFC 6582 / RFC 6298): initial window 1,
// RTO = max(srtt + 4 rttvar, 1 s), no SACK, fast retransmit on the third duplicate ACK, fast
// recovery with window inflation, NewReno partial ACKs, one increment per ACK; a timeout goes
// back N.

import { NS_PER_S } from '../core/time';
import { CA_LOSS, CA_OPEN, CA_RECOVERY } from './wire';
import type { SenderStack, TcpSock } from './sender-sock';
import { rttSample } from './sender-rtt';
import { afterAck, retransmit, sendBook } from './sender-transmit';
import { BOOK_INITIAL_WINDOW, BOOK_RTO_MIN_NS, DUPTHRESH, S_EVER_RETRANS } from './sender-defs';

function ackBook(sk: TcpSock, p: number): void {
  const k = sk.k;
  const now = k.now;
  const pool = k.pool;
  let ack = pool.seq[p];
  pool.release(p);
  // After a timeout's go-back-N, nxt is below the highest segment sent, and the receiver may
  // already hold what follows the hole: its ACK is valid up to the highest segment sent, and
  // nxt moves up with una (4.4BSD tcp_input: an ACK is acceptable up to snd_max, and "if
  // (SEQ_LT(tp->snd_nxt, tp->snd_una)) tp->snd_nxt = tp->snd_una"). Clipping it to nxt resent,
  // one ACK at a time, every segment the receiver already had.
  if (ack > sk.maxSent) ack = sk.maxSent;
  const advanced = ack > sk.una;
  let rearm = advanced;
  if (advanced) {
    const newly = ack - sk.una;
    // Karn (RFC 6298 section 3): no RTT sample from an ACK that covers a retransmitted segment.
    // It may answer either copy, and the segments after the hole it fills waited at the receiver
    // for it: their send times measure the recovery, not the path (Linux tcp_clean_rtx_queue
    // takes no sequence RTT from such an ACK either, FLAG_RETRANS_DATA_ACKED).
    let minX = Infinity;
    let ambiguous = false;
    for (let s = sk.una; s < ack; s++) {
      const i = s & sk.mask;
      if (sk.flags[i] & S_EVER_RETRANS) ambiguous = true;
      else if (sk.xmit[i] < minX) minX = sk.xmit[i];
    }
    if (ambiguous) minX = Infinity;
    sk.una = ack;
    if (sk.nxt < ack) sk.nxt = ack;
    sk.delivered += newly;
    if (minX !== Infinity) {
      rttSample(sk, now - minX);
      // RFC 6298 section 5: a backed-off RTO collapses only with a new measurement (Linux
      // tcp_ack_update_rtt: "only reset backoff on valid RTT measurement").
      sk.backoff = 1;
    }
    sk.cc.pktsAcked(sk, newly, minX !== Infinity ? now - minX : -1, now);
    if (sk.state === CA_RECOVERY) {
      if (ack >= sk.highSeq) {
        sk.cwnd = sk.ssthresh; // deflate
        sk.state = CA_OPEN;
        sk.dupacks = 0;
      } else {
        // NewReno partial ACK: retransmit the next hole, deflate by what was acknowledged, +1.
        sk.cwnd = Math.max(1, sk.cwnd - newly + 1);
        retransmit(sk, sk.una);
        // RFC 6582 section 3.2 step 5: "For the first partial ACK that arrives during fast
        // recovery, also reset the retransmit timer" (the Impatient variant). Resetting it on
        // every partial ACK (Slow-but-Steady) repairs one hole per RTT: the 336 holes of a
        // slow-start overshoot on the course's link took 17 s. The timer then expires and the
        // RTO's go-back-N repairs the rest in slow start.
        rearm = !sk.partialSeen;
        sk.partialSeen = true;
      }
    } else {
      sk.dupacks = 0;
      if (sk.state === CA_LOSS && sk.una >= sk.highSeq) sk.state = CA_OPEN;
      // RFC 5681 without byte counting: one ACK, one increment.
      if (sk.cwndLimited) sk.cc.congAvoid(sk, 1, now);
    }
  } else if (ack === sk.una && sk.nxt > sk.una) {
    sk.dupacks++;
    if (sk.state === CA_RECOVERY) {
      sk.cwnd++; // inflate
    } else if (sk.dupacks === DUPTHRESH && sk.state !== CA_LOSS && ack > sk.highSeq) {
      // RFC 6582 section 3.2 step 1: fast retransmit only if the ACK covers more than "recover"
      // (highSeq - 1 here): duplicates at the recover point are the receiver answering the
      // copies a timeout's go-back-N resent, not a new loss. Step 2: recover = the highest
      // segment transmitted (above nxt after a go-back-N).
      sk.ssthresh = sk.cc.ssthresh(sk, true);
      sk.lossEvents.push(now / NS_PER_S);
      sk.highSeq = sk.maxSent;
      sk.state = CA_RECOVERY;
      sk.partialSeen = false;
      retransmit(sk, sk.una);
      sk.cwnd = sk.ssthresh + DUPTHRESH;
    }
  }
  afterAck(sk, rearm);
}

/** Timeout (after enterLoss): go-back-N, resending from una. */
function timeoutBook(sk: TcpSock): void {
  sk.nxt = sk.una;
}

export const BOOK_STACK: SenderStack = {
  name: 'book',
  sack: false,
  initialWindow: BOOK_INITIAL_WINDOW,
  rtoMinNs: BOOK_RTO_MIN_NS,
  // RFC 6298 section 2.4: max(srtt + 4 rttvar, 1 s).
  rto: (srttNs, rttvarNs, rtoMinNs) => Math.max(srttNs + 4 * rttvarNs, rtoMinNs),
  ack: ackBook,
  send: sendBook,
  timeout: timeoutBook,
};
