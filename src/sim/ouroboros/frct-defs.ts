// FRCT's constants and configuration: the event kinds, the endpoint's config and its defaults
// (Tutorials 08 and 10), the timer bounds and the retransmission drivers of the per-event log.
// Shared by the files of the endpoint (frct-base.ts .. frct.ts); frct.ts re-exports the public ones.

import { NS_PER_MS, NS_PER_S } from '../core/time';

/** Event kind: an FRCT packet from the peer arrives (route the peer's link here with this kind). */
export const FRCT_K_RX = 1;
export const K_DELACK = 2;
export const K_RTO = 3;
export const K_RACK = 4;
export const K_TLP = 5;
export const K_RDVS = 6;
/** Event kind: the IPCP's tx ring has room again (the blocked writer may go on). */
export const FRCT_K_WRITABLE = 7;

/** Where the endpoint's packets go: a Link direction satisfies it. */
export interface FrctOut {
  send(p: number): void;
  /**
   * Whether new data may enter (an IPCP: its tx ring holds less than its delay limit). When it
   * says no, the writer blocks before FRCT, as flow_write does, and the IPCP wakes the endpoint
   * with FRCT_K_WRITABLE. Absent: always.
   */
  writable?(): boolean;
}

export interface FrctConfig {
  /** Names this endpoint's random stream (initial sequence numbers): `frct:<name>:isn`. */
  name: string;
  seed: number;
  /** Pool source index of the flow (links route and draw loss per source). */
  source: number;
  /** 'msg': every write is one message (FFGM|LFGM); 'stream': bytes cut into mss-sized packets. */
  mode: 'msg' | 'stream';
  /** Reorder queue = receive window, packets (Tutorial 08: 128; Tutorial 10 builds 1024). */
  reorderQueue?: number;
  /** Sender window before the first FC (Tutorial 10 builds it equal to the reorder queue). */
  startWindow?: number;
  /** Stream payload bytes per packet (Tutorial 10: 1400). */
  mss?: number;
  /** FRCT timer tick (5 ms); the delayed ACK waits two ticks. */
  tickNs?: number;
  /** Delta-t: maximum packet lifetime, max time to ACK, max time to retransmit (Tutorial 08). */
  mplNs?: number;
  aNs?: number;
  rNs?: number;
  /** Floor of the RTO: the resolution of the retransmission queue, 2^20 ns (Tutorial 08). */
  rtoFloorNs?: number;
  /** RTO before the first RTT sample (public source: 1 s, as RFC 6298). */
  initialRtoNs?: number;
  /** Upper bound of the backed-off RTO. */
  maxRtoNs?: number;
  /** Gap between rendez-vous packets while the peer's window is closed (public source DELT_RDV). */
  rdvGapNs?: number;
}

export const FRCT_DEFAULTS = {
  reorderQueue: 128,
  mss: 1400,
  tickNs: 5 * NS_PER_MS,
  mplNs: 100 * NS_PER_MS,
  aNs: 1 * NS_PER_S,
  rNs: 32 * NS_PER_S,
  rtoFloorNs: 1 << 20,
  initialRtoNs: NS_PER_S,
  maxRtoNs: 60 * NS_PER_S,
  rdvGapNs: 100 * NS_PER_MS,
} as const;

// Sender per-packet state bits.
export const S_SACKED = 1;
export const S_RXM = 2;

/** Retransmission drivers, for the per-event log. */
export const RXM_RTO = 0;
export const RXM_RACK = 1;
export const RXM_ZERO = 2;
export const RXM_TLP = 3;
export const RXM_NACK = 4;

export function pow2AtLeast(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}
