// How long Reno and CUBIC take to climb back after one loss on links of growing BDP, with the
// window at loss equal to the link's BDP: Reno needs (Wmax / 2) round trips, CUBIC needs K
// seconds whatever the RTT.

import { bdp } from './bdp';
import { CUBIC_BETA, CUBIC_C, cubicK } from './cubic';

export interface RecoveryLink {
  rateMbps: number;
  rttMs: number;
}

/** The five links of the notes' comparison. */
export const RECOVERY_LINKS: readonly RecoveryLink[] = [
  { rateMbps: 50, rttMs: 40 },
  { rateMbps: 50, rttMs: 200 },
  { rateMbps: 1000, rttMs: 40 },
  { rateMbps: 1000, rttMs: 200 },
  { rateMbps: 10000, rttMs: 100 },
];

export interface RecoveryRow extends RecoveryLink {
  /** BDP in packets of `packetBytes`, unrounded; used as Wmax. */
  bdpPackets: number;
  /** Reno's recovery time, s: (Wmax / 2) x RTT. */
  renoSeconds: number;
  /** CUBIC's recovery time, s: K. */
  cubicSeconds: number;
}

export function recoveryRow(link: RecoveryLink, packetBytes = 1500, beta = CUBIC_BETA, c = CUBIC_C): RecoveryRow {
  const wmax = bdp(link.rateMbps, link.rttMs, packetBytes).packets;
  return {
    ...link,
    bdpPackets: wmax,
    renoSeconds: (wmax / 2) * (link.rttMs / 1000),
    cubicSeconds: cubicK(wmax, beta * wmax, c),
  };
}

export function recoveryTable(links: readonly RecoveryLink[] = RECOVERY_LINKS, packetBytes = 1500): RecoveryRow[] {
  return links.map((link) => recoveryRow(link, packetBytes));
}
