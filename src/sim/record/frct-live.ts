// What a live view of an FRCT flow needs at each drain: both endpoints' RIB `frct` counters and
// state lines, and the sending IPCP's flow-allocator fields, as small Float64Array copies (a few
// hundred bytes per flow per frame). The names travel once, in the first batch (FrctNames).

import type { FrctFlow } from '../ouroboros/frct-flow';
import { FRCT_COUNTER_NAMES, FRCT_STATE_NAMES } from '../ouroboros/stats';
import { REGIME_NAMES } from '../ouroboros/mbecn-pacer';
import { F_ACK, F_DATA, F_DRF, F_FC, F_FFGM, F_FIN, F_KA, F_LFGM, F_NACK, F_RDVS, F_RTTP, F_RXM, F_SACK, MAX_SACK_BLOCKS } from '../ouroboros/wire';

/** The flow-allocator fields of Tutorial 10, in the order of `FrctLive.mbecn`. */
export const MBECN_FIELD_NAMES = [
  'Upstream congestion level',
  'Paced rate (bytes/s)',
  'Current congestion regime',
  'Path capacity (bytes/s)',
  'Signal-loss cuts (count)',
  'Ramp time constant (ns)',
] as const;

export interface FrctLive {
  /** Counters of the sending endpoint, indexed as FrctNames.counters. */
  sender: Float64Array;
  receiver: Float64Array;
  /** State lines (Delta-t timers, RTT estimator, window edges), indexed as FrctNames.state. */
  sender_state: Float64Array;
  receiver_state: Float64Array;
  /** The sending IPCP's fields, indexed as FrctNames.mbecn; the regime as its index in FrctNames.regimes. */
  mbecn: Float64Array;
}

export interface FrctNames {
  counters: readonly string[];
  state: readonly string[];
  mbecn: readonly string[];
  regimes: readonly string[];
  /** The header's flag bits and names, as Tutorial 08 lists them (for decoding the packet log). */
  flags: readonly (readonly [number, string])[];
  /** SACK blocks per log entry. */
  sack_blocks: number;
}

export const FRCT_NAMES: FrctNames = {
  counters: FRCT_COUNTER_NAMES,
  state: FRCT_STATE_NAMES,
  mbecn: MBECN_FIELD_NAMES,
  regimes: REGIME_NAMES,
  flags: [
    [F_DATA, 'DATA'], [F_DRF, 'DRF'], [F_ACK, 'ACK'], [F_NACK, 'NACK'], [F_FC, 'FC'], [F_RDVS, 'RDVS'], [F_FFGM, 'FFGM'],
    [F_LFGM, 'LFGM'], [F_RXM, 'RXM'], [F_SACK, 'SACK'], [F_RTTP, 'RTTP'], [F_KA, 'KA'], [F_FIN, 'FIN'],
  ],
  sack_blocks: MAX_SACK_BLOCKS,
};

function stateOf(snapshot: Record<string, number>): Float64Array {
  const out = new Float64Array(FRCT_STATE_NAMES.length);
  FRCT_STATE_NAMES.forEach((name, i) => (out[i] = snapshot[name] ?? NaN));
  return out;
}

/** Copies of one flow's counters and fields now. */
export function frctLive(f: FrctFlow): FrctLive {
  const c = f.tx.pacer;
  return {
    sender: f.sender.counters.slice(),
    receiver: f.receiver.counters.slice(),
    sender_state: stateOf(f.sender.snapshot()),
    receiver_state: stateOf(f.receiver.snapshot()),
    // The same values (and rounding) as Ipcp.snapshot's lines of these names.
    mbecn: Float64Array.of(c.level, Math.round(c.rate), c.regime, Math.round(c.capacity), c.signalLossCuts, Math.round(2 * c.rampNs)),
  };
}
