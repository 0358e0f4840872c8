// The congestion controls a view may offer. The scenario schema knows all six names; the engine
// may implement fewer (it says which through the worker: see useAvailableCcs), and a view offers
// only those. Kept here as data because views may not import the engine's code.

/** Every `cc` name of the scenario contract (DESIGN.md), in the order the views list them. */
export const ALL_CCS = ['reno', 'cubic', 'dctcp', 'bbr', 'reno-sce', 'dctcp-sce'] as const;
export type CcName = (typeof ALL_CCS)[number];

export function isCcName(x: unknown): x is CcName {
  return typeof x === 'string' && (ALL_CCS as readonly string[]).includes(x);
}

/** DCTCP and the SCE variants need ECN to see their signal (Linux turns it on for DCTCP too). */
export function ccNeedsEcn(cc: CcName): boolean {
  return cc === 'dctcp' || cc === 'reno-sce' || cc === 'dctcp-sce';
}

/**
 * The choices a select shows: `wanted` in its order, kept to what the engine implements once it
 * has said (null: not known yet, offer them all), and the current choice always (a deep link may
 * ask for one this engine lacks: the run then names the problem).
 */
export function offeredCcs<T extends string>(wanted: readonly T[], available: readonly string[] | null, current?: string): T[] {
  if (available === null) return [...wanted];
  return wanted.filter((c) => available.includes(c) || c === current);
}
