// The lab, step 3 (seeds/003, line 939): random loss (bench.py link --loss 1, flows repeated;
// also --loss 0.01), compared with the formula 1,22 x MSS / (RTT x sqrt(p)): 3,5, 11,2 and 35,5
// Mbit/s at 1 %, 0,1 % and 0,01 % with MSS 1448 B and 40 ms. Measured on the course's Linux lab
// (three 20 s runs each): Reno 3,2 3,2 3,9 / 12,6 11,2 11,7 / 37,1 29,8 39,8; CUBIC 3,0 2,8 4,2 /
// 14,1 9,5 10,9 / 32,9 39,8 45,1. Per student: the loss, the algorithm and the seed (random loss
// makes every seed a different run, as the notes' repeats).
import { mathisThroughputBps } from '../../models/mathis';
import { runExercise } from '../define';
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';
import { ccName, drawLink, drawSeed, LAB_CHAPTER, labFlow, linkSet, linkVars, NOTES_LINK, ratio, type LabLink, type LinkRanges } from './lab';

interface P extends LabLink {
  [k: string]: number | string;
  /** Loss in percent, as bench.py's --loss. */
  loss_pct: number;
  cc: 'reno' | 'cubic';
  seed: number;
}

export const LAB_LOSSES_PCT = [1, 0.1, 0.01] as const;
const MSS = 1448;
/** The formula stays under the drawn rate even at 0,01 % (35,5 Mbit/s at 40 ms): loss, not the link, limits. */
const LOSS_RANGES: LinkRanges = { rate: [45, 60], rtt: [40, 60], bufferScale: [0.8, 1.25] };

/** The preset of a loss: lab-loss-1-reno, lab-loss-0.1-cubic, … */
export const lossPreset = (p: Pick<P, 'loss_pct' | 'cc'>) => `lab-loss-${p.loss_pct}-${p.cc}`;
/** The formula's Mbit/s for the course's MSS and base RTT. */
export const mathisMbps = (lossPct: number, constant?: number, rttMs = NOTES_LINK.rtt_ms) => mathisThroughputBps(MSS, rttMs, lossPct / 100, constant) / 1e6;
/** The loss (percent) a run's scenario states. */
const runLossPct = (r: RunRecordLike) => 100 * Number((r.scenario as { link?: { loss?: number } }).link?.loss ?? 0);
/** The base RTT a run's scenario states (the data direction's delay; the ACKs return at once). */
const runRttMs = (r: RunRecordLike) => Number((r.scenario as { link?: { delay_ms?: number } }).link?.delay_ms ?? NOTES_LINK.rtt_ms);
export const formulaRatio = (r: RunRecordLike) => (runLossPct(r) > 0 ? ratio(labFlow(r)?.goodput_mbps, mathisMbps(runLossPct(r), undefined, runRttMs(r))) : null);

export const labS3 = runExercise<P>({
  id: 'lab-s3',
  chapter: LAB_CHAPTER,
  points: 5,
  tolerance: 0.02,
  notes: { loss_pct: 1, cc: 'reno', seed: 1, ...NOTES_LINK },
  draw: (d: Draw) => ({ loss_pct: d.pick(LAB_LOSSES_PCT), cc: d.pick(['reno', 'cubic'] as const), seed: drawSeed(d), ...drawLink(d, LOSS_RANGES) }),
  vars: (p) => ({ loss: p.loss_pct, cc: ccName(p.cc), seed: p.seed, mss: MSS, ...linkVars(p) }),
  mistakes: ['percent', 'no-constant', 'inverted', 'congestion'],
  widget: (p) => ({ preset: lossPreset(p), set: { seed: p.seed, ...linkSet(p) } }),
  panels: ['sawtooth', 'summary'],
  predictionField: 'goodput_mbps',
  fields: [
    { name: 'goodput_mbps', unit: 'Mbit/s', fromRun: (r) => labFlow(r)?.goodput_mbps ?? null },
    {
      name: 'formula_ratio', unit: '', fromRun: formulaRatio,
      mistakes: (_p, r) => {
        const g = labFlow(r)?.goodput_mbps;
        const p = runLossPct(r);
        const rtt = runRttMs(r);
        const x = formulaRatio(r);
        return g === undefined || !(p > 0) ? [] : [
          // p typed as a percentage (1 for 1 %): the formula 10 times too small, the ratio 10 times too big.
          { id: 'percent', value: g / (mathisMbps(p, undefined, rtt) / 10) },
          { id: 'no-constant', value: g / mathisMbps(p, 1, rtt) },
          ...(x ? [{ id: 'inverted', value: 1 / x }] : []),
        ];
      },
    },
  ],
  choices: [{ name: 'cause', options: ['random', 'queue'], key: () => 'random', mistakes: { queue: 'congestion' } }],
});
