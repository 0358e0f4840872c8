// The lab, step 2 (seeds/003, line 938): cwnd over time (bench.py flow --cc reno --csv; plot_cwnd.py):
// find slow start, the losses and the sawtooth. The notes predict the whole figure on paper: the
// loss where path + queue are full (165 + 169 = 334 frames), the fall to half (168, the BDP), and
// a cycle of 167 segments at one per RTT of about 62 ms: 10,4 s. Measured on the course's Linux
// lab (lab/trace-reno.csv): two reductions in slow start (ssthresh 358 at 0,32 s, 179 at 0,52 s),
// then losses at 10,5 and 20,7 s. Per student: the seed and the link (issue 22), within ranges where two sawtooth losses still fit
// in 30 s. The run: lab-baseline-reno (30 s).
import { runExercise } from '../define';
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';
import { drawLink, drawSeed, LAB_CHAPTER, labFlow, linkSet, linkVars, NOTES_LINK, SLOW_START_S, type LabLink, type LinkRanges } from './lab';

interface P extends LabLink {
  [k: string]: number;
  seed: number;
}

/** Up to 50 Mbit/s and 40 ms with a buffer up to 1,1 BDP: a sawtooth cycle of at most the notes' 10,4 s or so. */
const SAWTOOTH_RANGES: LinkRanges = { rate: [30, 50], rtt: [28, 40], bufferScale: [0.8, 1.1] };

const losses = (r: RunRecordLike) => labFlow(r)?.loss_events ?? [];
const sawtooth = (r: RunRecordLike) => losses(r).filter((t) => t > SLOW_START_S);
export const overshootLosses = (r: RunRecordLike) => (labFlow(r) ? losses(r).filter((t) => t <= SLOW_START_S).length : null);
export const firstSawtoothLoss = (r: RunRecordLike) => sawtooth(r)[0] ?? null;
export function sawtoothPeriod(r: RunRecordLike): number | null {
  const s = sawtooth(r);
  return s.length >= 2 ? s[1] - s[0] : null;
}

export const labS2 = runExercise<P>({
  id: 'lab-s2',
  chapter: LAB_CHAPTER,
  points: 5,
  // Loss times read off the summary to two decimals: 1 %.
  tolerance: 0.01,
  notes: { seed: 1, ...NOTES_LINK },
  draw: (d: Draw) => ({ seed: drawSeed(d), ...drawLink(d, SAWTOOTH_RANGES) }),
  vars: (p) => ({ seed: p.seed, cutoff: SLOW_START_S, ...linkVars(p) }),
  mistakes: ['first-loss-time', 'ssthresh-known', 'hystart-reno'],
  widget: (p) => ({ preset: 'lab-baseline-reno', set: { seed: p.seed, ...linkSet(p) } }),
  panels: ['sawtooth', 'summary'],
  predictionField: 'period_s',
  fields: [
    { name: 'overshoot_losses', unit: '', count: true, fromRun: overshootLosses },
    { name: 'first_loss_s', unit: 's', fromRun: firstSawtoothLoss },
    {
      name: 'period_s', unit: 's', fromRun: sawtoothPeriod,
      mistakes: (_p, r) => {
        const first = firstSawtoothLoss(r);
        return first === null ? [] : [{ id: 'first-loss-time', value: first }];
      },
    },
  ],
  choices: [
    { name: 'ends', options: ['loss', 'ssthresh', 'hystart'], key: () => 'loss', mistakes: { ssthresh: 'ssthresh-known', hystart: 'hystart-reno' } },
  ],
});
