// Chapter 11, notes' exercise 10 (run and report): the experiment of different RTTs (bench.py
// link --extra-s2 D; pair) with a per-student algorithm and extra delay for s2. From the run:
// the throughput ratio s1 / s2, the RTT ratio s2 / s1 with the queue counted (the flows' median
// RTTs, as the notes insist), and the exponent k of ratio = (RTT ratio)^k, the slope of the
// notes' plot on log-log axes. Then what RFC 9438 says for the algorithm: Reno's ratio goes as
// the square of the RTT ratio, CUBIC's as the ratio itself. The notes' runs with +80 ms
// (measured on the course's Linux lab): Reno 4,2 to 6,2, CUBIC 2,6 to 3,7, for an RTT ratio of
// about 140 / 60 = 2,3 with 20 ms of queue in both paths (square 5,4).
// One run per exercise: the framework attaches one experiment, so each student reports one
// algorithm at one delay; the chapter's widgets and the course-rtt-ratio sweep give the rest.
import { runExercise } from '../define';
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';
import { drawLink, linkSet, linkVars, NOTES_LINK, type LabLink } from './lab';

interface P extends LabLink {
  [k: string]: number | string;
  cc: 'reno' | 'cubic';
  extra_ms: number;
}

const NOTES: P = { cc: 'reno', extra_ms: 160, ...NOTES_LINK };

const goodput = (run: RunRecordLike, i: number) => run.summary.flows[i]?.goodput_mbps ?? null;
const rttMedian = (run: RunRecordLike, i: number) => run.summary.flows[i]?.rtt_ms?.median ?? null;

function ratio(a: number | null, b: number | null): number | null {
  return a === null || b === null || b <= 0 ? null : a / b;
}
export const throughputRatio = (run: RunRecordLike) => ratio(goodput(run, 0), goodput(run, 1));
export const rttRatio = (run: RunRecordLike) => ratio(rttMedian(run, 1), rttMedian(run, 0));
/** The exponent k of throughput ratio = (RTT ratio)^k: 2 for the square law, 1 for the linear. */
export function exponent(thr: number | null, rtt: number | null): number | null {
  if (thr === null || rtt === null || thr <= 0 || rtt <= 1) return null;
  return Math.log(thr) / Math.log(rtt);
}
/** The RTT ratio of the empty paths: a typical slip (the notes: "count the queue in the RTT"). */
export const baseRttRatio = (p: P) => (p.rtt_ms + p.extra_ms) / p.rtt_ms;

export const c11e10 = runExercise<P>({
  id: 'c11-e10',
  chapter: 11,
  points: 10,
  // The ratios from the summary's rounded readouts: 3 %; the exponent amplifies that: 6 %.
  tolerance: 0.03,
  notes: NOTES,
  // A drawn link (issue 22) and an extra delay from the notes' 20 to 160 ms, in whole ms.
  draw: (d: Draw) => ({ cc: d.pick(['reno', 'cubic'] as const), extra_ms: d.int(20, 160), ...drawLink(d) }),
  vars: (p) => ({ cc: p.cc === 'reno' ? 'Reno' : 'CUBIC', extra: p.extra_ms, base: p.rtt_ms + p.extra_ms, ...linkVars(p) }),
  mistakes: ['inverted', 'no-queue', 'law-inverted'],
  widget: (p) => ({ preset: `lab-rtt-${p.cc}`, set: { 'flows[1].extra_delay_ms': p.extra_ms, ...linkSet(p) } }),
  panels: ['sawtooth', 'summary'],
  fields: [
    {
      name: 'throughput_ratio', unit: '', fromRun: throughputRatio,
      mistakes: (_p, r) => {
        const x = throughputRatio(r);
        return x ? [{ id: 'inverted', value: 1 / x }] : [];
      },
    },
    {
      name: 'rtt_ratio', unit: '', fromRun: rttRatio,
      mistakes: (p, r) => {
        const x = rttRatio(r);
        return [{ id: 'no-queue', value: baseRttRatio(p) }, ...(x ? [{ id: 'inverted', value: 1 / x }] : [])];
      },
    },
    {
      name: 'exponent', unit: '', tolerance: 0.06, fromRun: (r) => exponent(throughputRatio(r), rttRatio(r)),
      mistakes: (p, r) => {
        const k = exponent(throughputRatio(r), baseRttRatio(p));
        return k === null ? [] : [{ id: 'no-queue', value: k }];
      },
    },
  ],
  choices: [
    {
      name: 'law',
      options: ['square', 'linear', 'none'],
      key: (p) => (p.cc === 'reno' ? 'square' : 'linear'),
      mistakes: { square: 'law-inverted', linear: 'law-inverted' },
    },
  ],
});
