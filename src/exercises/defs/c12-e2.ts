// Chapter 12, ours: FRCT's retransmission timeout from a smoothed RTT and its deviation, by the
// rule Tutorial 08 gives and the engine implements (src/sim/ouroboros/frct-timers.ts):
// RTO = max(2 srtt, srtt + 4 rttvar, floor), the floor being the retransmission queue's
// resolution, 2^20 ns (about 1,05 ms). The notes' numbers: the client's RIB with 2 % loss
// (seeds/002, the lines after "Smoothed rtt (ns): 691668"): srtt 0,691668 ms, deviation
// 4,379828 ms, RTO 18,21098 ms (the deviation term wins).
import { numericExercise } from '../define';
import type { Draw } from '../seed';

interface P {
  [k: string]: number;
  srtt_ms: number;
  rttvar_ms: number;
}

const NOTES: P = { srtt_ms: 0.691668, rttvar_ms: 4.379828 };
/** The resolution of the retransmission queue, 2^20 ns (frct-defs.ts rtoFloorNs). */
export const RTO_FLOOR_MS = 2 ** 20 / 1e6;

export const doubleTerm = (p: P) => 2 * p.srtt_ms;
export const deviationTerm = (p: P) => p.srtt_ms + 4 * p.rttvar_ms;
export const rtoMs = (p: P) => Math.max(doubleTerm(p), deviationTerm(p), RTO_FLOOR_MS);
/** Which of the three terms sets the RTO. */
export function winningTerm(p: P): 'double' | 'deviation' | 'floor' {
  const r = rtoMs(p);
  if (r === RTO_FLOOR_MS) return 'floor';
  return r === doubleTerm(p) ? 'double' : 'deviation';
}

export const c12e2 = numericExercise<P>({
  id: 'c12-e2',
  chapter: 12,
  points: 6,
  // 2 %: the floor rounded to 1 ms or 1,05 ms is the same answer.
  tolerance: 0.02,
  notes: NOTES,
  // From loopback to a continent away; deviations from a steady path to a lossy one, so each
  // of the three terms wins for some students.
  // In steps of 0,001 ms, spread over the same decades (issue 22).
  draw: (d: Draw) => ({ srtt_ms: d.pick([d.int(100, 500), d.int(500, 9990), d.int(10000, 50000)]) / 1000, rttvar_ms: d.pick([d.int(20, 200), d.int(200, 10000)]) / 1000 }),
  vars: (p) => ({ srtt: p.srtt_ms, rttvar: p.rttvar_ms }),
  mistakes: ['no-floor', 'only-double', 'deviation-once', 'tcp-floor'],
  fields: [
    // The two terms on their own: when the floor or one term wins, they tell two students apart (issue 22).
    { name: 'double_ms', unit: 'ms', key: doubleTerm },
    { name: 'deviation_ms', unit: 'ms', key: deviationTerm, mistakes: (p) => [{ id: 'deviation-once', value: p.srtt_ms + p.rttvar_ms }] },
    {
      name: 'rto_ms', unit: 'ms', key: rtoMs,
      mistakes: (p) => [
        { id: 'no-floor', value: Math.max(doubleTerm(p), deviationTerm(p)) },
        { id: 'only-double', value: doubleTerm(p) },
        { id: 'deviation-once', value: p.srtt_ms + p.rttvar_ms },
        { id: 'tcp-floor', value: Math.max(200, rtoMs(p)) },
      ],
    },
  ],
  choices: [{ name: 'term', options: ['double', 'deviation', 'floor'], key: winningTerm }],
});
