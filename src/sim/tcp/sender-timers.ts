// What each of the sender's timers does when it fires: the retransmission timeout (the loss
// state, then the stack's resend), RACK's reordering timer, and the pacer's next departure.
// Arming them is in sender-rtt.ts.

import { CA_CWR } from './wire';
import type { TcpSock } from './sender-sock';
import { armRto } from './sender-rtt';
import { send } from './sender-transmit';
import { enterLoss, enterRecovery, rackDetect } from './sender-recovery';
import { K_RTO } from './sender-defs';

/** The RTO's heap entry is due: expire, or move the entry to the (later) time the timer now holds. */
export function rtoTimer(sk: TcpSock): void {
  const k = sk.k;
  sk.rtoEventAt = Infinity;
  sk.rtoHandle = -1;
  if (sk.una >= sk.nxt || sk.finished) {
    sk.rtoAt = Infinity;
    return;
  }
  if (k.now < sk.rtoAt) {
    sk.rtoHandle = k.at(sk.rtoAt, sk.id, K_RTO, 0);
    sk.rtoEventAt = sk.rtoAt;
    return;
  }
  enterLoss(sk);
  sk.stack.timeout(sk);
  sk.rtoAt = Infinity;
  send(sk);
  if (sk.rtoAt === Infinity) armRto(sk);
}

/** RACK's reordering window has passed for the oldest outstanding segment. */
export function reoTimer(sk: TcpSock): void {
  if (sk.k.now >= sk.reoEventAt) sk.reoEventAt = Infinity;
  if (sk.finished || sk.una >= sk.nxt) return;
  rackDetect(sk);
  if (sk.state <= CA_CWR && sk.lostOut > 0) enterRecovery(sk);
  send(sk);
}

/** The pacer's next departure time has come. */
export function paceTimer(sk: TcpSock): void {
  sk.paceEventAt = Infinity;
  send(sk);
}
