// The lab, step 6 (seeds/003, line 942): different RTTs (bench.py link --extra-s2 80; pair):
// which flow wins, and by how much? Measured on the course's Linux lab (30 s): Reno 41,0 · 6,6
// (6,2), 38,6 · 9,1 (4,2), 39,0 · 8,4 (4,6); CUBIC 3,7, 2,7, 2,6. The notes: with about 20 ms of
// queue in both paths the RTT ratio is 140 / 60 = 2,3, its square 5,4 (Reno's law, RFC 9438);
// CUBIC's law is linear. Per student: the algorithm and the seed. The run: lab-rtt-<cc>.
import { runExercise } from '../define';
import type { Draw } from '../seed';
import { rttRatio, throughputRatio } from './c11-e10';
import { ccName, drawLink, drawSeed, LAB_CHAPTER, linkSet, linkVars, NOTES_LINK, type LabLink } from './lab';

interface P extends LabLink {
  [k: string]: number | string;
  cc: 'reno' | 'cubic';
  seed: number;
  /** s2's extra delay on the way back to it, ms (bench.py link --extra-s2; the notes' 80). */
  extra_ms: number;
}

// The same two figures as the notes' exercise 10 (c11-e10): s1 over s2, median RTTs (queue counted).
export { rttRatio, throughputRatio };
/** The empty paths' RTT ratio (120 / 40 in the notes): the queue forgotten. */
const emptyPaths = (p: P) => (p.rtt_ms + p.extra_ms) / p.rtt_ms;
const inverted = (x: number | null) => (x ? [{ id: 'inverted', value: 1 / x }] : []);

export const labS6 = runExercise<P>({
  id: 'lab-s6',
  chapter: LAB_CHAPTER,
  points: 5,
  tolerance: 0.02,
  notes: { cc: 'reno', seed: 1, extra_ms: 80, ...NOTES_LINK },
  draw: (d: Draw) => ({ cc: d.pick(['reno', 'cubic'] as const), seed: drawSeed(d), extra_ms: d.int(60, 100), ...drawLink(d) }),
  vars: (p) => ({ cc: ccName(p.cc), seed: p.seed, extra: p.extra_ms, base: p.rtt_ms + p.extra_ms, ...linkVars(p) }),
  mistakes: ['inverted', 'no-queue', 'long-wins'],
  widget: (p) => ({ preset: `lab-rtt-${p.cc}`, set: { seed: p.seed, 'flows[1].extra_delay_ms': p.extra_ms, ...linkSet(p) } }),
  panels: ['fair-goodput', 'fair-rtt-ratio', 'summary'],
  predictionField: 'throughput_ratio',
  fields: [
    { name: 'throughput_ratio', unit: '', fromRun: throughputRatio, mistakes: (_p, r) => inverted(throughputRatio(r)) },
    { name: 'rtt_ratio', unit: '', fromRun: rttRatio, mistakes: (p, r) => [{ id: 'no-queue', value: emptyPaths(p) }, ...inverted(rttRatio(r))] },
  ],
  choices: [{ name: 'winner', options: ['s1', 's2'], key: () => 's1', mistakes: { s2: 'long-wins' } }],
});
