// ECN codepoint helpers for the queues. The data codepoints live in the packet's `flags`
// (PF_ECT = ECT(0), PF_CE = CE, from core/packet-pool). SCE (Some Congestion Experienced) reuses
// ECT(1) as its mark: an SCE-aware AQM turns an ECT(0) packet into ECT(1); the receiver echoes it
// with ESCE. These two bits are defined here until the lead moves them into packet-pool.ts.

import { PF_CE, PF_ECT } from '../core/packet-pool';

/** The packet carries the SCE mark (ECT(1) on the wire). */
export const PF_SCE = 16;
/** TCP ACK flag: the receiver echoes SCE marks (ESCE). */
export const PF_ESCE = 32;

/** ECN-capable transport: ECT, or already CE (codepoint 11 implies ECN capability). */
export function isEcnCapable(flags: number): boolean {
  return (flags & (PF_ECT | PF_CE)) !== 0;
}

/**
 * Sets CE on an ECN-capable packet and returns true; returns false (and changes nothing) for a
 * Not-ECT packet, which the caller must drop instead. Like Linux's INET_ECN_set_ce, a packet that
 * is already CE counts as marked. CE replaces ECT(1) on the wire, so an SCE mark is cleared.
 */
export function setCe(flagsArr: Uint8Array, p: number): boolean {
  const f = flagsArr[p];
  if ((f & (PF_ECT | PF_CE)) === 0) return false;
  flagsArr[p] = (f | PF_CE) & ~PF_SCE;
  return true;
}

/** Sets the SCE mark on an ECT packet that is not CE; returns whether it did. */
export function setSce(flagsArr: Uint8Array, p: number): boolean {
  const f = flagsArr[p];
  if ((f & PF_ECT) === 0 || (f & PF_CE) !== 0) return false;
  flagsArr[p] = f | PF_SCE;
  return true;
}
