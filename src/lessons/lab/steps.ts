// The week's lab, step by step (seeds/003, lines 935-943): each step's exercise (src/exercises/defs/
// lab-sN), the prediction asked before its run (a metric over the run's summary, src/lessons/metric.ts),
// and what of the student's case the page says before the prediction. Texts: lessons.lab.steps.<n>.
import type { ExerciseParams } from '../../exercises/types';
import { plainNumber } from '../../i18n/format';

export interface LabStepDef {
  n: number;
  exercise: string;
  /** The prediction made with a calculation before the run (none for step 7, which has no run). */
  predict?: { id: string; metric: string; unit: string };
  /** The placeholders of lessons.lab.steps.<n>.case for the student's parameters. */
  caseVars?(p: ExerciseParams, lang: string): Record<string, string | number>;
}

const cc = (x: unknown) => (x === 'cubic' ? 'CUBIC' : 'Reno');
const pair = (x: unknown) => {
  const [a, b = a] = String(x).split('-');
  return { a: cc(a), b: cc(b) };
};

export const LAB_STEPS: readonly LabStepDef[] = [
  { n: 1, exercise: 'lab-s1', predict: { id: 'lab-p1', metric: 'flows[0].goodput_mbps', unit: 'Mbit/s' }, caseVars: (p) => ({ cc: cc(p.cc), seed: Number(p.seed) }) },
  { n: 2, exercise: 'lab-s2', predict: { id: 'lab-p2', metric: 'flows[0].rtt_ms.max', unit: 'ms' }, caseVars: (p) => ({ seed: Number(p.seed) }) },
  { n: 3, exercise: 'lab-s3', predict: { id: 'lab-p3', metric: 'flows[0].goodput_mbps', unit: 'Mbit/s' }, caseVars: (p, lang) => ({ cc: cc(p.cc), loss: plainNumber(Number(p.loss_pct), lang), seed: Number(p.seed) }) },
  { n: 4, exercise: 'lab-s4', predict: { id: 'lab-p4', metric: 'pings[0].rtt_ms.median', unit: 'ms' }, caseVars: (p) => ({ cc: cc(p.cc), buffer: Number(p.buffer_kib), seed: Number(p.seed) }) },
  { n: 5, exercise: 'lab-s5', predict: { id: 'lab-p5', metric: 'flows[0].goodput_mbps', unit: 'Mbit/s' }, caseVars: (p) => ({ ...pair(p.pair), seed: Number(p.seed) }) },
  { n: 6, exercise: 'lab-s6', predict: { id: 'lab-p6', metric: 'flows[0] / flows[1]', unit: '' }, caseVars: (p) => ({ cc: cc(p.cc), seed: Number(p.seed) }) },
  { n: 7, exercise: 'lab-s7' },
];
