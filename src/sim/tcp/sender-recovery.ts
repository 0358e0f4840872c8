// Loss detection and the congestion responses: RACK marking (linux stack), entering fast recovery
// or CWR, Proportional Rate Reduction while in them, and the loss state a timeout enters (both
// stacks; what each resends then is its own, sender-stack-*.ts).

import { NS_PER_S } from '../core/time';
import { CA_CWR, CA_DISORDER, CA_LOSS, CA_RECOVERY } from './wire';
import type { TcpSock } from './sender-sock';
import { lostPush, tsRemove } from './sender-ring';
import { armReo } from './sender-rtt';
import { DUPTHRESH, S_EVER_RETRANS, S_LISTED, S_LOST, S_RETRANS } from './sender-defs';

/** RACK: marks lost every listed segment sent before the most recent delivered one. */
export function rackDetect(sk: TcpSock): number {
  if (sk.rackOrder === 0) return 0;
  const k = sk.k;
  const reo = sk.state >= CA_RECOVERY || sk.sackedOut >= DUPTHRESH ? 0 : Math.min(sk.minRttNs / 4, sk.srttNs);
  let n = 0;
  let s = sk.tsHead;
  while (s >= 0) {
    const i = s & sk.mask;
    if (sk.order[i] >= sk.rackOrder) break;
    const wait = sk.xmit[i] + sk.rackRtt + reo - k.now;
    if (wait > 0) {
      armReo(sk, k.now + Math.ceil(wait));
      break;
    }
    const next = sk.tNext[i];
    markLost(sk, s);
    n++;
    s = next;
  }
  return n;
}

/** RACK saw segment (flags f, sent at x, transmission number `order`) delivered. */
export function rackAdvance(sk: TcpSock, f: number, x: number, order: number, now: number): void {
  // A delivered retransmission faster than min RTT is probably the original arriving late.
  if (f & S_EVER_RETRANS && now - x < sk.minRttNs) return;
  if (order > sk.rackOrder) {
    sk.rackOrder = order;
    sk.rackRtt = now - x;
  }
}

function markLost(sk: TcpSock, s: number): void {
  const i = s & sk.mask;
  let f = sk.flags[i];
  if (f & S_LISTED) {
    tsRemove(sk, s);
    f &= ~S_LISTED;
  }
  if (f & S_RETRANS) {
    sk.retransOut--;
    f &= ~S_RETRANS;
  }
  if (!(f & S_LOST)) {
    sk.lostOut++;
    f |= S_LOST;
  }
  sk.flags[i] = f;
  lostPush(sk, s);
}

export function enterRecovery(sk: TcpSock): void {
  const fromCwr = sk.state === CA_CWR;
  sk.highSeq = sk.nxt;
  sk.cwndCnt = 0;
  // Linux tcp_enter_recovery: the reduction already under way in CWR goes on (no new ssthresh,
  // no new PRR start: tcp_in_cwnd_reduction); it is still a loss, so it is recorded as one, and
  // the algorithm hears of the state change (tcp_set_ca_state -> set_state: DCTCP halves there).
  if (!fromCwr) {
    sk.priorCwnd = sk.cwnd;
    sk.prrDelivered = 0;
    sk.prrOut = 0;
    sk.ssthresh = sk.cc.ssthresh(sk, true);
  }
  sk.lossEvents.push(sk.k.now / NS_PER_S);
  if (sk.cc.onEnterRecovery !== undefined) sk.cc.onEnterRecovery(sk);
  sk.state = CA_RECOVERY;
  if (sk.cfg.ecn) sk.cwrPending = true;
}

export function enterCwr(sk: TcpSock): void {
  sk.highSeq = sk.nxt;
  sk.cwndCnt = 0;
  sk.priorCwnd = sk.cwnd;
  sk.prrDelivered = 0;
  sk.prrOut = 0;
  sk.ssthresh = sk.cc.ssthresh(sk, false);
  sk.ecnEvents.push(sk.k.now / NS_PER_S);
  sk.state = CA_CWR;
  sk.cwrPending = true;
}

/** Linux tcp_cwnd_reduction (PRR-SSRB). */
export function prr(sk: TcpSock, newly: number, newlyLost: number, unaAdvanced: boolean): void {
  if (newly <= 0 || sk.priorCwnd === 0) return;
  sk.prrDelivered += newly;
  const inflight = sk.inFlight();
  const delta = sk.ssthresh - inflight;
  let sndcnt: number;
  if (delta < 0) {
    sndcnt = Math.floor((sk.ssthresh * sk.prrDelivered + sk.priorCwnd - 1) / sk.priorCwnd) - sk.prrOut;
  } else {
    sndcnt = Math.max(sk.prrDelivered - sk.prrOut, newly);
    if (unaAdvanced && newlyLost === 0) sndcnt++;
    sndcnt = Math.min(delta, sndcnt);
  }
  sndcnt = Math.max(sndcnt, sk.prrOut > 0 ? 0 : 1);
  sk.cwnd = Math.max(1, inflight + sndcnt);
}

/** A retransmission timeout: the loss state both stacks enter (Linux tcp_enter_loss; RFC 5681 / 6582). */
export function enterLoss(sk: TcpSock): void {
  sk.lossEvents.push(sk.k.now / NS_PER_S);
  // Linux tcp_enter_loss: reduce ssthresh only if it has not been reduced in this window yet:
  // from Open or Disorder, once high_seq is acknowledged, or on the first expiry in Loss. An RTO
  // in CWR or Recovery keeps the ssthresh that reduction set.
  if (sk.state <= CA_DISORDER || sk.una >= sk.highSeq || (sk.state === CA_LOSS && sk.backoff === 1)) {
    sk.ssthresh = sk.cc.ssthresh(sk, true);
  }
  sk.cc.onRto(sk, sk.k.now);
  sk.cwnd = 1;
  sk.cwndCnt = 0;
  sk.state = CA_LOSS;
  // RFC 6582 section 3.2 step 4: recover = the highest segment transmitted (equal to nxt in the
  // linux stack; above it after an earlier go-back-N in the book stack).
  sk.highSeq = sk.maxSent;
  sk.dupacks = 0;
  sk.backoff = Math.min(sk.backoff * 2, 1 << 12);
}
