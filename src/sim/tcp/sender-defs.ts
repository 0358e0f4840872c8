// Constants and configuration of the TCP sender (sender.ts and its layers, sender-*.ts).

import { NS_PER_MS, NS_PER_S } from '../core/time';
import type { Rng } from '../core/rng';

/** Event kinds. */
export const TX_K_START = 1;
/** An ACK reaches the sender (the reverse link routes to it). */
export const TX_K_ACK = 2;
export const K_RTO = 3;
export const K_REO = 4;
/** The pacer's next departure time has come. */
export const K_PACE = 6;

// Segment flags.
export const S_SACKED = 1;
export const S_LOST = 2;
/** A retransmission of this segment is in flight. */
export const S_RETRANS = 4;
/** Retransmitted at least once (Karn: no RTT sample from it). */
export const S_EVER_RETRANS = 8;
/** On the transmission-ordered list RACK walks. */
export const S_LISTED = 16;

export const LINUX_INITIAL_WINDOW = 10;
export const BOOK_INITIAL_WINDOW = 1;
export const LINUX_RTO_MIN_NS = 200 * NS_PER_MS;
export const BOOK_RTO_MIN_NS = 1 * NS_PER_S;
export const INITIAL_RTO_NS = 1 * NS_PER_S;
export const RTO_MAX_NS = 120 * NS_PER_S;
export const DUPTHRESH = 3;
/** Linux sysctl tcp_min_tso_segs. */
export const TSO_MIN_SEGS = 2;
/** Linux GSO_LEGACY_MAX_SIZE: the largest GSO packet. */
export const GSO_MAX_BYTES = 65536;

/** Ring `a` (slot = segment & oldMask) copied into a new one of mask + 1 slots, segments [from, to) kept. */
export function regrowRing<T extends Uint8Array | Float64Array>(a: T, oldMask: number, mask: number, from: number, to: number): T {
  const b = new (a.constructor as new (n: number) => T)(mask + 1);
  for (let s = from; s < to; s++) b[s & mask] = a[s & oldMask];
  return b;
}

export interface SenderConfig {
  linux: boolean;
  mss: number;
  /** Payload bytes to send, or null for a bulk transfer until the end. */
  totalBytes: number | null;
  startNs: number;
  /** A fixed receive window in bytes, or null (then the receiver's advertised window, if any, limits). */
  rwndBytes: number | null;
  /** The receiver advertises its window (autotuned in the linux stack, fixed in the book's); the ACKs carry it. */
  rcvAutotune?: boolean;
  ecn: boolean;
  /**
   * The connection's stream for its congestion control's random choices (BBR's first gain-cycle
   * phase). Absent: every draw is 0.
   */
  ccRng?: Rng | null;
  /** Hold cwnd at this many segments whatever the algorithm and loss recovery do (null or absent: they decide). */
  fixedCwnd?: number | null;
}
