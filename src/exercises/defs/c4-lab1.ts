// Chapter 4, ours (run and report): the course's Reno flow for 30 s (lab-baseline-reno) with a
// per-student buffer. Report the loss events and the largest RTT. The notes' trace with 250 KiB:
// the slow-start overshoot costs two reductions (ssthresh 358, then 179), then one loss per
// sawtooth (10,5 s and 20,7 s); the RTT peaks at 83 ms when the queue is full.
import { bufferDelay, KIB } from '../../models/bufferDelay';
import { runExercise } from '../define';
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';
import { drawLink, linkSet, linkVars, NOTES_LINK, type LabLink, type LinkRanges } from './lab';

type P = LabLink & { [k: string]: number };

const NOTES: P = { ...NOTES_LINK };
/** The link drawn per student (issue 22); the buffer 0,4 to 1,2 BDP, so at least two sawtooth losses fit in 30 s. */
const RANGES: LinkRanges = { rate: [30, 50], rtt: [28, 40], bufferScale: [0.4, 1.2] };
const flow = (run: RunRecordLike) => run.summary.flows[0];
/** Losses before this time belong to slow start's overshoot, not to the sawtooth. */
const SLOW_START_S = 2;

/** The largest RTT a full buffer allows: the base RTT (40 ms in the notes) plus its drain time. */
export function predictedMaxRttMs(p: P): number {
  return p.rtt_ms + bufferDelay(p.buffer_kib * KIB, p.rate_mbps).delayMs;
}

export const c4lab1 = runExercise<P>({
  id: 'c4-lab1',
  chapter: 4,
  points: 10,
  tolerance: 0.01,
  notes: NOTES,
  draw: (d: Draw) => ({ ...drawLink(d, RANGES) }),
  vars: (p) => linkVars(p),
  mistakes: ['slow-start-losses', 'reported-median', 'reported-min'],
  widget: (p) => ({ preset: 'lab-baseline-reno', set: linkSet(p) }),
  panels: ['sawtooth', 'summary'],
  predictionField: 'rtt_max_ms',
  fields: [
    {
      name: 'loss_events', unit: '', count: true, fromRun: (r) => flow(r)?.loss_events?.length ?? null,
      mistakes: (_p, r) => [{ id: 'slow-start-losses', value: (flow(r)?.loss_events ?? []).filter((t) => t > SLOW_START_S).length }],
    },
    {
      name: 'rtt_max_ms', unit: 'ms', fromRun: (r) => flow(r)?.rtt_ms?.max ?? null,
      mistakes: (_p, r) => {
        const rtt = flow(r)?.rtt_ms;
        return rtt ? [{ id: 'reported-median', value: rtt.median }, { id: 'reported-min', value: rtt.min }] : [];
      },
    },
  ],
});
