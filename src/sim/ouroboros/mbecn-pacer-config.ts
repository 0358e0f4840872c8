// The configuration of the mb-ecn pacer (mbecn-pacer.ts) with the public source's and Tutorial 10's
// defaults, and the names of the rate law's regimes (mbecn-rate-law.ts).

import { NS_PER_S } from '../core/time';

export const REGIME_SLOW_START = 0;
export const REGIME_ADDITIVE_INC = 1;
export const REGIME_PROPORTIONAL_DEC = 2;
export const REGIME_NAMES = ['Slow start', 'Additive inc', 'Proportional dec'] as const;

export interface PacerConfig {
  /** Initial paced rate, bytes/s (public source: 64 KiB per 2^24 ns). */
  initialRate?: number;
  /** Additive increase, bytes/s gained per second while the path is clear. */
  aiBps?: number;
  /**
   * Credit above use (bytes/s): while the path is clear the rate is at most what the flows sent in the
   * last slot plus this (public source: budget = bytes sent in the slot + CA_INC, 2^16 B per 2^24 ns).
   */
  creditBps?: number;
  /** Initial slot of the proportional decrease (ns, public source 2^24); it rescales to 8..64 packets. */
  slotNs?: number;
  /** Control tick (ns). */
  tickNs?: number;
  /** Slow start doubles the rate every this many ns (public source's initial slot, 2^24 ns). */
  ssDoubleNs?: number;
  /** Feedback silence, in heartbeat round trips, that cuts the rate. */
  silenceRtts?: number;
  /** Shortest silence that cuts (ns), whatever the round trip. */
  silenceMinNs?: number;
  /** Heartbeat period before the first echo (ns). */
  hbInitialNs?: number;
  /** Tx ring size (packets); a packet arriving at a full ring is dropped (FRCT repairs it). */
  ringPackets?: number;
  /**
   * Queueing delay the tx ring may hold (ns, SSM_RBUFF_TXQ_DELAY, 10 ms in Tutorial 10): beyond it
   * the writer blocks, so new FRCT data waits in the writer's backlog, behind which nothing else
   * waits (retransmissions and bare control packets enter the ring).
   */
  txqDelayNs?: number;
  /** Highest paced rate, bytes/s, and at most this multiple of the path capacity once measured. */
  maxRate?: number;
  capMultiple?: number;
  minRate?: number;
  /** Packets sent without any feedback after which the level is taken to be 0 (public source CA_WND). */
  silentPackets?: number;
  /** Sampling period of the series (ns). */
  sampleNs?: number;
}

export const PACER_DEFAULTS: Required<PacerConfig> = {
  // Powers of two as shifts: exact by definition, where ** is only approximated (core/detmath.ts).
  initialRate: 65536 / ((1 << 24) / NS_PER_S),
  aiBps: 12.5e6,
  creditBps: 65536 / ((1 << 24) / NS_PER_S),
  slotNs: 1 << 24,
  tickNs: 1e6,
  ssDoubleNs: 1 << 24,
  silenceRtts: 4,
  silenceMinNs: 20e6,
  hbInitialNs: 100e6,
  ringPackets: 1024,
  txqDelayNs: 10e6,
  maxRate: 1.25e9,
  capMultiple: 2,
  minRate: 12500,
  silentPackets: 32,
  sampleNs: 10e6,
};
