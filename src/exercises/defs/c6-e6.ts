// Chapter 6, notes' exercise 6 (run and report): predict Reno's throughput on the lab link with
// the formula, for a loss of p with the lab's 40 ms and with a longer delay, and the ratio the
// formula gives between the two; then run the longer path and report the goodput measured.
// The notes' numbers: --loss 0.5, then --delay 80: 1,22 x 1448 x 8 / (0,040 s x sqrt(0,005))
// = 5,0 Mbit/s, and 2,5 Mbit/s at 80 ms; ratio 2 (throughput goes as 1 / RTT).
import { mathisThroughputBps } from '../../models/mathis';
import { runExercise } from '../define';
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';
import { drawLink, linkSet, linkVars, NOTES_LINK, payloadMbps, type LabLink } from './lab';

interface P extends LabLink {
  [k: string]: number;
  /** Random loss on the data direction, percent (bench.py link --loss). */
  loss_pct: number;
  /** One-way delay of the longer path, ms (bench.py link --delay); the lab's is 40. */
  delay_ms: number;
}

const NOTES: P = { loss_pct: 0.5, delay_ms: 80, ...NOTES_LINK };
const MSS = 1448;

const flow = (run: RunRecordLike) => run.summary.flows[0];

/** The formula's throughput in Mbit/s; the RTT is the path's delay (the ACKs return at once). */
export function formulaMbps(lossPct: number, rttMs: number): number {
  return mathisThroughputBps(MSS, rttMs, lossPct / 100) / 1e6;
}

export const c6e6 = runExercise<P>({
  id: 'c6-e6',
  chapter: 6,
  points: 10,
  // 3 %: sqrt(3/2) or 1,22, MSS 1448 or 1460, an RTT of 40 or 41 ms are all the same prediction.
  tolerance: 0.03,
  notes: NOTES,
  // Losses where the link never limits (the formula at 40 ms stays under 10 Mbit/s) and timeouts
  // do not yet dominate; delays of 1,5 to 3 times the lab's, so the ratio is worth predicting.
  // Per student also the link (issue 22): loss in hundredths of a percent, the longer delay 1,5 to 3
  // times the link's, in whole ms.
  draw: (d: Draw) => {
    const link = drawLink(d);
    return { ...link, loss_pct: d.int(30, 200) / 100, delay_ms: d.int(Math.ceil(1.5 * link.rtt_ms), Math.floor(3 * link.rtt_ms)) };
  },
  vars: (p) => ({ loss: p.loss_pct, delay: p.delay_ms, ...linkVars(p) }),
  mistakes: ['percent-as-fraction', 'no-square-root', 'bytes-not-bits', 'ratio-inverted', 'ratio-square-root', 'ratio-squared', 'formula-as-measured', 'link-rate'],
  widget: (p) => ({ preset: 'lab-loss-1-reno', set: { ...linkSet(p), 'link.loss': p.loss_pct / 100, 'link.delay_ms': p.delay_ms } }),
  panels: ['sawtooth', 'summary'],
  predictionField: 'goodput_mbps',
  parts: [
    {
      name: 'formula_lab_mbps', unit: 'Mbit/s', key: (p) => formulaMbps(p.loss_pct, p.rtt_ms),
      mistakes: (p) => [
        { id: 'percent-as-fraction', value: formulaMbps(p.loss_pct, p.rtt_ms) / 10 },
        { id: 'no-square-root', value: formulaMbps(p.loss_pct, p.rtt_ms) / Math.sqrt(p.loss_pct / 100) },
        { id: 'bytes-not-bits', value: formulaMbps(p.loss_pct, p.rtt_ms) / 8 },
      ],
    },
    {
      name: 'formula_mbps', unit: 'Mbit/s', key: (p) => formulaMbps(p.loss_pct, p.delay_ms),
      mistakes: (p) => [
        { id: 'percent-as-fraction', value: formulaMbps(p.loss_pct, p.delay_ms) / 10 },
        { id: 'no-square-root', value: formulaMbps(p.loss_pct, p.delay_ms) / Math.sqrt(p.loss_pct / 100) },
        { id: 'bytes-not-bits', value: formulaMbps(p.loss_pct, p.delay_ms) / 8 },
      ],
    },
    {
      // The formula's throughput at 40 ms over the one at the longer delay: the RTTs' ratio.
      name: 'ratio', unit: '', key: (p) => p.delay_ms / p.rtt_ms,
      mistakes: (p) => [
        { id: 'ratio-inverted', value: p.rtt_ms / p.delay_ms },
        { id: 'ratio-square-root', value: Math.sqrt(p.delay_ms / p.rtt_ms) },
        { id: 'ratio-squared', value: (p.delay_ms / p.rtt_ms) ** 2 },
      ],
    },
  ],
  fields: [
    {
      // Read from the summary panel: 2 % covers its rounding.
      name: 'goodput_mbps', unit: 'Mbit/s', tolerance: 0.02, fromRun: (r) => flow(r)?.goodput_mbps ?? null,
      mistakes: (p) => [
        { id: 'formula-as-measured', value: formulaMbps(p.loss_pct, p.delay_ms) },
        { id: 'link-rate', value: p.rate_mbps },
        { id: 'link-rate', value: payloadMbps(p.rate_mbps) },
      ],
    },
  ],
});
