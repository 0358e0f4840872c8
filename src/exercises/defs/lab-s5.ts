// The lab, step 5 (seeds/003, line 941): two flows (bench.py pair --cc reno, --cc cubic, and
// both orders of Reno and CUBIC); pair prints Jain's index: check it by hand at least once.
// Measured on the course's Linux lab (30 s runs): Reno-Reno 17,9 · 26,5 (0,964), 23,8 · 21,2
// (0,997), 22,2 · 20,9 (0,999); CUBIC-CUBIC 0,903, 0,973, 0,933; s1 Reno · s2 CUBIC 0,910, 0,999,
// 0,955; s1 CUBIC · s2 Reno 0,930, 0,909, 0,964. Per student: the pair and the seed.
import { jainIndex } from '../../models/jain';
import { runExercise } from '../define';
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';
import { drawLink, drawSeed, LAB_CHAPTER, labFlow, linkSet, linkVars, NOTES_LINK, type LabLink } from './lab';

interface P extends LabLink {
  [k: string]: number | string;
  pair: 'reno' | 'cubic' | 'reno-cubic' | 'cubic-reno';
  seed: number;
}

export const LAB_PAIRS = ['reno', 'cubic', 'reno-cubic', 'cubic-reno'] as const;
const goodput = (r: RunRecordLike, i: number) => labFlow(r, i)?.goodput_mbps ?? null;
/** Jain's index of the two goodputs, as a student computes it by hand (the summary's, to rounding). */
export function pairJain(r: RunRecordLike): number | null {
  const a = goodput(r, 0);
  const b = goodput(r, 1);
  return a === null || b === null ? null : jainIndex([a, b]);
}
const name = (cc: string) => (cc === 'cubic' ? 'CUBIC' : 'Reno');
export const pairNames = (pair: P['pair']) => (pair.includes('-') ? pair.split('-').map(name) : [name(pair), name(pair)]);

export const labS5 = runExercise<P>({
  id: 'lab-s5',
  chapter: LAB_CHAPTER,
  points: 5,
  tolerance: 0.01,
  notes: { pair: 'reno', seed: 1, ...NOTES_LINK },
  draw: (d: Draw) => ({ pair: d.pick(LAB_PAIRS), seed: drawSeed(d), ...drawLink(d) }),
  vars: (p) => ({ a: pairNames(p.pair)[0], b: pairNames(p.pair)[1], seed: p.seed, ...linkVars(p) }),
  mistakes: ['no-n', 'shares'],
  widget: (p) => ({ preset: `lab-pair-${p.pair}`, set: { seed: p.seed, ...linkSet(p) } }),
  panels: ['fair-goodput', 'fair-shares', 'summary'],
  predictionField: 'goodput_s1',
  fields: [
    { name: 'goodput_s1', unit: 'Mbit/s', fromRun: (r) => goodput(r, 0) },
    { name: 'goodput_s2', unit: 'Mbit/s', fromRun: (r) => goodput(r, 1) },
    {
      name: 'jain', unit: '', tolerance: 0.002, fromRun: pairJain,
      mistakes: (_p, r) => {
        const j = pairJain(r);
        const a = goodput(r, 0);
        const b = goodput(r, 1);
        return j === null || a === null || b === null ? [] : [
          // (x1 + x2)^2 / (x1^2 + x2^2): the n of the formula forgotten.
          { id: 'no-n', value: 2 * j },
          { id: 'shares', value: Math.min(a, b) / Math.max(a, b) },
        ];
      },
    },
  ],
});
