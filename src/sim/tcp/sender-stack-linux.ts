// The linux stack (strategy object LINUX_STACK): initial window 10, RTO = srtt + max(4 rttvar,
// 200 ms), and its ACK: cumulative ACK and SACK blocks on the scoreboard, RTT and RACK samples, the
// recovery state machine (tcp_fastretrans_alert, simplified), then PRR, congAvoid or the
// algorithm's own cong_control. A timeout marks everything outstanding lost.

import { MAX_SACK_BLOCKS, PF_ECE } from '../core/packet-pool';
import { PF_ESCE } from '../net/ecn-bits';
import { CA_CWR, CA_DISORDER, CA_LOSS, CA_OPEN, CA_RECOVERY } from './wire';
import type { SenderStack, TcpSock } from './sender-sock';
import { findUnsacked, lostPush, tsRemove } from './sender-ring';
import { rttSample } from './sender-rtt';
import { afterAck, sendLinux } from './sender-transmit';
import { enterCwr, enterRecovery, prr, rackAdvance, rackDetect } from './sender-recovery';
import {
  LINUX_INITIAL_WINDOW, LINUX_RTO_MIN_NS, S_EVER_RETRANS, S_LISTED, S_LOST, S_RETRANS, S_SACKED,
} from './sender-defs';

/** Segment s (slot i, flags f) is newly delivered by this ACK, cumulatively or by SACK. */
function onSegDelivered(sk: TcpSock, s: number, i: number, f: number, now: number): void {
  if (f & S_LISTED) tsRemove(sk, s);
  if (f & S_LOST) sk.lostOut--;
  if (f & S_RETRANS) sk.retransOut--;
  const x = sk.xmit[i];
  if (sk.rate !== null) sk.rate.onDelivered(i, x);
  if (!(f & S_EVER_RETRANS)) {
    if (x < sk.ackMinX) sk.ackMinX = x;
    if (x > sk.ackMaxX) sk.ackMaxX = x;
  }
  rackAdvance(sk, f, x, sk.order[i], now);
}

function ackLinux(sk: TcpSock, p: number): void {
  const k = sk.k;
  const now = k.now;
  const pool = k.pool;
  let ack = pool.seq[p];
  if (ack > sk.nxt) ack = sk.nxt;
  const ece = (pool.flags[p] & PF_ECE) !== 0;
  const esce = (pool.flags[p] & (PF_ECE | PF_ESCE)) === PF_ESCE; // SCE echo without CE echo
  const priorUna = sk.una;
  const priorInFlight = sk.inFlight();
  if (sk.rate !== null) sk.rate.beginAck();
  const m = sk.mask;
  let newly = 0;
  sk.ackMinX = Infinity;
  sk.ackMaxX = -1;
  const flags = sk.flags;
  // Cumulative ACK.
  for (let s = sk.una; s < ack; s++) {
    const i = s & m;
    const f = flags[i];
    if (f & S_SACKED) {
      sk.sackedOut--;
    } else {
      newly++;
      onSegDelivered(sk, s, i, f, now);
    }
  }
  if (ack > sk.una) sk.una = ack;
  // SACK blocks.
  const nb = pool.nsack[p];
  const base = p * MAX_SACK_BLOCKS;
  for (let b = 0; b < nb; b++) {
    const a0 = Math.max(pool.sackStart[base + b], sk.una);
    const b0 = Math.min(pool.sackEnd[base + b], sk.nxt);
    if (a0 >= b0) continue;
    let j = findUnsacked(sk, a0);
    while (j < b0) {
      const i = j & m;
      const f = flags[i];
      onSegDelivered(sk, j, i, f, now);
      flags[i] = (f & S_EVER_RETRANS) | S_SACKED;
      sk.sackedOut++;
      newly++;
      sk.parent[i] = j + 1;
      j = findUnsacked(sk, j + 1);
    }
  }
  pool.release(p);
  const minX = sk.ackMinX;
  const rttNs = sk.ackMaxX >= 0 ? now - sk.ackMaxX : -1;
  const unaAdvanced = sk.una > priorUna;
  if (unaAdvanced) sk.backoff = 1;
  if (minX !== Infinity) rttSample(sk, now - minX);
  sk.delivered += newly;
  const cc = sk.cc;
  if (newly > 0) cc.pktsAcked(sk, newly, rttNs, now);
  if (cc.onAckEvent !== undefined) cc.onAckEvent(sk, newly, ece, now);
  if (cc.onSce !== undefined && newly > 0) cc.onSce(sk, esce ? newly : 0, now);

  const newlyLost = rackDetect(sk);
  // State machine (tcp_fastretrans_alert, simplified: no undo). Recovery ends once high_seq is
  // acknowledged; CWR only once something *above* it is (Linux: "CWR is to be held something
  // above high_seq is ACKed for CWR bit to reach receiver", snd_una != high_seq): the ACK that
  // covers exactly high_seq was sent before the receiver saw the CWR segment and still carries
  // its sticky ECE, which must not start a second reduction.
  const reductionDone = sk.state === CA_CWR ? sk.una > sk.highSeq : sk.una >= sk.highSeq;
  if ((sk.state === CA_RECOVERY || sk.state === CA_CWR) && reductionDone) {
    // tcp_end_cwnd_reduction (not for an algorithm that owns cwnd: it restores its own).
    if (cc.congControl === undefined) sk.cwnd = Math.max(1, sk.ssthresh);
    sk.state = CA_OPEN;
  } else if (sk.state === CA_LOSS && sk.una >= sk.highSeq) {
    sk.state = CA_OPEN;
  }
  if (sk.state <= CA_CWR) {
    if (sk.lostOut > 0) enterRecovery(sk);
    else if (ece && sk.cfg.ecn && sk.state !== CA_CWR) enterCwr(sk);
    else if (sk.state !== CA_CWR) sk.state = sk.sackedOut > 0 ? CA_DISORDER : CA_OPEN;
  }
  if (cc.congControl !== undefined && sk.rate !== null) {
    // Linux tcp_cong_control: the algorithm sets cwnd and pacing from the rate sample.
    const rs = sk.rate.gen(now, sk.delivered, newly, newlyLost, priorInFlight, rttNs, sk.minRttNs);
    cc.congControl(sk, rs, now);
  } else if (sk.state === CA_RECOVERY || sk.state === CA_CWR) {
    prr(sk, newly, newlyLost, unaAdvanced);
  } else if (unaAdvanced && sk.cwndLimited) {
    cc.congAvoid(sk, newly, now);
  }
  afterAck(sk, unaAdvanced);
}

/** Timeout (after enterLoss): everything outstanding and not SACKed is lost, to be resent in order. */
function timeoutLinux(sk: TcpSock): void {
  // tcp_enter_loss queues CWR (tcp_ecn_queue_cwr) for the first new segment after the
  // retransmissions (RFC 3168 section 6.1.2: a timeout is a window reduction too).
  if (sk.cfg.ecn) sk.cwrPending = true;
  sk.lostHead = 0;
  sk.lostCount = 0;
  sk.lostOut = 0;
  sk.retransOut = 0;
  const m = sk.mask;
  for (let s = sk.una; s < sk.nxt; s++) {
    const i = s & m;
    const f = sk.flags[i];
    if (f & S_SACKED) continue;
    sk.flags[i] = (f & ~(S_RETRANS | S_LISTED)) | S_LOST;
    sk.lostOut++;
    lostPush(sk, s);
  }
  sk.tsHead = -1;
  sk.tsTail = -1;
}

export const LINUX_STACK: SenderStack = {
  name: 'linux',
  sack: true,
  initialWindow: LINUX_INITIAL_WINDOW,
  rtoMinNs: LINUX_RTO_MIN_NS,
  // Linux tcp_set_rto / __tcp_set_rto: srtt + max(4 mdev, rto_min).
  rto: (srttNs, rttvarNs, rtoMinNs) => srttNs + Math.max(4 * rttvarNs, rtoMinNs),
  ack: ackLinux,
  send: sendLinux,
  timeout: timeoutLinux,
};
