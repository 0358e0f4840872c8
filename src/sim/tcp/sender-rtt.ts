// RTT estimation and the timers' heap entries: the smoothed RTT and the RTO it gives (the formula
// is the stack's), and arming the retransmission, RACK reordering and pacer timers. What each
// timer does when it fires is in sender-timers.ts.

import type { TcpSock } from './sender-sock';
import { K_PACE, K_REO, K_RTO, RTO_MAX_NS } from './sender-defs';

/** One RTT measurement, ns: min RTT, srtt and rttvar (RFC 6298's gains), then the RTO. */
export function rttSample(sk: TcpSock, r: number): void {
  if (r < sk.minRttNs) sk.minRttNs = r;
  if (sk.srttNs === 0) {
    sk.srttNs = r;
    sk.rttvarNs = r / 2;
  } else {
    sk.rttvarNs = 0.75 * sk.rttvarNs + 0.25 * Math.abs(sk.srttNs - r);
    sk.srttNs = 0.875 * sk.srttNs + 0.125 * r;
  }
  sk.rtoNs = Math.min(Math.round(sk.stack.rto(sk.srttNs, sk.rttvarNs, sk.rtoMinNs)), RTO_MAX_NS);
}

/** (Re)starts the retransmission timer from now. Lazy: one heap entry, moved only earlier. */
export function armRto(sk: TcpSock): void {
  const k = sk.k;
  const t = k.now + Math.min(sk.rtoNs * sk.backoff, RTO_MAX_NS);
  sk.rtoAt = t;
  if (t < sk.rtoEventAt) {
    if (sk.rtoHandle >= 0) k.cancel(sk.rtoHandle);
    sk.rtoHandle = k.at(t, sk.id, K_RTO, 0);
    sk.rtoEventAt = t;
  }
}

/** Stops the retransmission timer and removes its heap entry (the transfer is done). */
export function cancelRto(sk: TcpSock): void {
  sk.rtoAt = Infinity;
  if (sk.rtoHandle >= 0) sk.k.cancel(sk.rtoHandle);
  sk.rtoHandle = -1;
  sk.rtoEventAt = Infinity;
}

/** RACK's reordering timer fires at `t` (or earlier, if already armed earlier). */
export function armReo(sk: TcpSock, t: number): void {
  if (t < sk.reoEventAt) {
    sk.k.at(t, sk.id, K_REO, 0);
    sk.reoEventAt = t;
  }
}

/** The pacer wakes the sender at the next departure time. */
export function armPace(sk: TcpSock): void {
  if (sk.paceEventAt !== Infinity) return;
  sk.paceEventAt = Math.ceil(sk.nextDepartureNs);
  sk.k.at(sk.paceEventAt, sk.id, K_PACE, 0);
}
