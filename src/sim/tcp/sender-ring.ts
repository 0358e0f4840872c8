// The segment store: per-segment flags and transmission times in a ring over [una, nxt), the
// "next un-SACKed segment" union-find, the transmission-ordered list RACK walks, and the FIFO of
// lost segments waiting for retransmission.

import type { TcpSock } from './sender-sock';
import { regrowRing, S_LISTED, S_LOST, S_RETRANS, S_SACKED } from './sender-defs';

/** Doubles the ring when [una, nxt) no longer fits. */
export function ensureRing(sk: TcpSock): void {
  if (sk.nxt - sk.una <= sk.mask) return;
  const oldMask = sk.mask;
  const m = (oldMask + 1) * 2 - 1;
  // The book stack's go-back-N keeps the state of segments sent before the timeout, up to maxSent.
  const una = sk.una;
  const nxt = Math.max(sk.nxt, sk.maxSent);
  sk.flags = regrowRing(sk.flags, oldMask, m, una, nxt);
  sk.xmit = regrowRing(sk.xmit, oldMask, m, una, nxt);
  sk.order = regrowRing(sk.order, oldMask, m, una, nxt);
  sk.tNext = regrowRing(sk.tNext, oldMask, m, una, nxt);
  sk.tPrev = regrowRing(sk.tPrev, oldMask, m, una, nxt);
  sk.parent = regrowRing(sk.parent, oldMask, m, una, nxt);
  if (sk.rate !== null) sk.rate.grow(oldMask, m, sk.una, sk.nxt);
  sk.mask = m;
}

/** Smallest segment >= s that is not SACKed (or nxt), compressing the path. */
export function findUnsacked(sk: TcpSock, s: number): number {
  const parent = sk.parent;
  const m = sk.mask;
  const nxt = sk.nxt;
  let r = s;
  while (r < nxt && parent[r & m] !== r) r = parent[r & m];
  let x = s;
  while (x < r) {
    const nx = parent[x & m];
    parent[x & m] = r;
    x = nx;
  }
  return r;
}

/** Segment s joins the tail of the transmission-ordered list. */
export function tsAppend(sk: TcpSock, s: number): void {
  const i = s & sk.mask;
  sk.tPrev[i] = sk.tsTail;
  sk.tNext[i] = -1;
  if (sk.tsTail >= 0) sk.tNext[sk.tsTail & sk.mask] = s;
  else sk.tsHead = s;
  sk.tsTail = s;
  sk.flags[i] |= S_LISTED;
}

export function tsRemove(sk: TcpSock, s: number): void {
  const m = sk.mask;
  const i = s & m;
  const p = sk.tPrev[i];
  const n = sk.tNext[i];
  if (p >= 0) sk.tNext[p & m] = n;
  else sk.tsHead = n;
  if (n >= 0) sk.tPrev[n & m] = p;
  else sk.tsTail = p;
  sk.flags[i] &= ~S_LISTED;
}

export function lostPush(sk: TcpSock, s: number): void {
  if (sk.lostCount === sk.lostQ.length) {
    const q = new Float64Array(sk.lostQ.length * 2);
    for (let j = 0; j < sk.lostCount; j++) q[j] = sk.lostQ[(sk.lostHead + j) % sk.lostQ.length];
    sk.lostQ = q;
    sk.lostHead = 0;
  }
  sk.lostQ[(sk.lostHead + sk.lostCount) % sk.lostQ.length] = s;
  sk.lostCount++;
}

/** The next lost segment still waiting for its retransmission, or -1 (stale entries dropped). */
export function lostPeek(sk: TcpSock): number {
  while (sk.lostCount > 0) {
    const s = sk.lostQ[sk.lostHead];
    if (s >= sk.una && (sk.flags[s & sk.mask] & (S_LOST | S_SACKED | S_RETRANS)) === S_LOST) return s;
    sk.lostHead = (sk.lostHead + 1) % sk.lostQ.length;
    sk.lostCount--;
  }
  return -1;
}

export function lostShift(sk: TcpSock): void {
  sk.lostHead = (sk.lostHead + 1) % sk.lostQ.length;
  sk.lostCount--;
}
