// The statistics of a flow, named exactly as the `frct` file of the RIB in Tutorials 08 and 10.
// Counters live in one Float64Array indexed by the constants below (no allocation when counting);
// `FRCT_COUNTER_NAMES[i]` is the RIB label of counter i. The state lines of the file (window edges,
// RTT estimates, Delta-t timers) are read from the endpoint by `snapshot()` in frct.ts.

export const C_RXM_RTO = 0;
export const C_RXM_RECEIVED = 1;
export const C_RXM_DUPS = 2;
export const C_RXM_SACK = 3;
export const C_RXM_RACK = 4;
export const C_RXM_ZERO_REO = 5;
export const C_RXM_NACK = 6;
export const C_ACKS_SENT = 7;
export const C_DELACK_FIRES = 8;
export const C_SUPP_SEQNO = 9;
export const C_SUPP_INACT = 10;
export const C_SUPP_RATE = 11;
export const C_ACKS_RECEIVED = 12;
export const C_FED_RTT = 13;
export const C_WIRE_DUPS = 14;
export const C_DUPS = 15;
export const C_OUT_OF_WINDOW = 16;
export const C_OUT_OF_RQUEUE = 17;
export const C_OOO = 18;
export const C_SACKS_SENT = 19;
export const C_SACKS_RECEIVED = 20;
export const C_DSACKS_SENT = 21;
export const C_DSACKS_RECEIVED = 22;
export const C_DSACK_OOR = 23;
export const C_NACKS_SENT = 24;
export const C_NACKS_RECEIVED = 25;
export const C_TLP = 26;
export const C_INACT_DROPS = 27;
export const C_DRF_REBASES = 28;
export const C_PROBES_SENT = 29;
export const C_PROBES_RECEIVED = 30;
export const C_RTT_SAMPLES = 31;
export const C_RDVS_SENT = 32;
export const C_RDVS_RECEIVED = 33;
export const C_KA_SENT = 34;
export const C_KA_RECEIVED = 35;
export const C_SDUS_DELIVERED = 36;
export const C_STREAM_SENT = 37;
export const C_STREAM_RECEIVED = 38;
export const C_STREAM_DELIVERED = 39;
export const C_STREAM_DROPPED = 40;
export const C_STREAM_FIN_DROPPED = 41;
export const C_RXM_DUE = 42;
export const C_BAIL_ACKED = 43;

/** RIB labels, in the order of the Tutorial 08 listing (without the implementation-internal lines). */
export const FRCT_COUNTER_NAMES: readonly string[] = [
  'RXM (RTO-driven) sent',
  'RXM packets received',
  'duplicates received',
  'RXM (SACK mechanism) sent',
  'RXM (RACK-driven) sent',
  'RXM (zero reorder wnd) sent',
  'RXM (NACK-driven) sent',
  'ACK packets sent',
  'Delayed-ACK timer fires',
  'suppressed (seqno)',
  'suppressed (inact)',
  'suppressed (rate)',
  'ACK packets received',
  'fed RTT estimator',
  'wire dups dropped',
  'Duplicates received',
  'Out-of-window pkts received',
  'Out-of-rqueue pkts received',
  'OOO arrivals',
  'SACKs sent',
  'SACKs received',
  'D-SACKs sent',
  'D-SACKs received',
  'D-SACK out-of-range dropped',
  'Pre-DRF NACKs sent',
  'Pre-DRF NACKs received',
  'Tail loss probes sent',
  'Inactivity drops (silent)',
  'DRF window rebases',
  'RTT probes sent',
  'RTT probe replies received',
  'RTT estimator samples',
  'Rendez-vous packets sent',
  'Rendez-vous packets received',
  'Keepalives sent',
  'Keepalives received',
  'SDUs delivered (SOLE)',
  'Stream bytes sent',
  'Stream bytes received',
  'Stream bytes delivered',
  'Stream packets dropped',
  'Stream FINs dropped',
  'RXM-due entries',
  'bail (acked)',
];

export const N_COUNTERS = FRCT_COUNTER_NAMES.length;

/** The state lines at the top of the RIB file, in its order. */
export const FRCT_STATE_NAMES = [
  'Maximum packet lifetime (ns)',
  'Max time to Ack (ns)',
  'Max time to Retransmit (ns)',
  'Smoothed rtt (ns)',
  'RTT standard deviation (ns)',
  'Retransmit timeout RTO (ns)',
  'Minimum RTT (RACK base, ns)',
  'Sender left window edge',
  'Sender right window edge',
  'Sender inactive (ns)',
  'Sender current sequence number',
  'Receiver left window edge',
  'Receiver right window edge',
  'Receiver inactive (ns)',
  'Receiver last ack',
] as const;

export type FrctStateName = (typeof FRCT_STATE_NAMES)[number];
/** A plain-object snapshot of the RIB `frct` file: label -> integer value. */
export type FrctSnapshot = Record<string, number>;

/** Formats a snapshot the way `cat .../frct` prints it (one "label: value" line each). */
export function formatRib(s: FrctSnapshot, skipZero = false): string {
  const lines: string[] = [];
  for (const [name, v] of Object.entries(s)) if (!(skipZero && v === 0)) lines.push(`${name}: ${v}`);
  return lines.join('\n');
}
