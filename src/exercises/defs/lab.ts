// The week's lab done in the browser (notes, seeds/003, "El laboratorio de la semana y make
// test", steps 1 to 7): what its exercises share. Each step runs the engine's lab-* preset of the
// notes' command on the course's link with the student's own seed (and, where the notes measured
// several cases, the student's own case), so each student has a run of their own that the notes'
// measured range still applies to.
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';

export const LAB_CHAPTER = 11;

/** A seed of one's own: with the same link and flows, only the host noise (and random loss) differ. */
export const drawSeed = (d: Draw) => d.int(2, 999);

export const labFlow = (run: RunRecordLike, i = 0) => run.summary.flows[i];
export const labPing = (run: RunRecordLike) => (run.summary.pings[0] as { rtt_ms?: { min: number; median: number; max: number } | null } | undefined)?.rtt_ms ?? null;

/** The algorithm's name as the statements write it. */
export const ccName = (cc: string) => (cc === 'cubic' ? 'CUBIC' : 'Reno');

/** Losses before this time belong to the slow-start overshoot, not to the sawtooth (as c4-lab1). */
export const SLOW_START_S = 2;

export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  return a == null || b == null || !(b > 0) ? null : a / b;
}
