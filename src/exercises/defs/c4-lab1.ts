// Chapter 4, ours (run and report): the course's Reno flow for 30 s (lab-baseline-reno) with a
// per-student buffer. Report the loss events and the largest RTT. The notes' trace with 250 KiB:
// the slow-start overshoot costs two reductions (ssthresh 358, then 179), then one loss per
// sawtooth (10,5 s and 20,7 s); the RTT peaks at 83 ms when the queue is full.
import { bufferDelay, KIB } from '../../models/bufferDelay';
import { runExercise } from '../define';
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';

interface P {
  [k: string]: number;
  buffer_kib: number;
}

const NOTES: P = { buffer_kib: 250 };
const flow = (run: RunRecordLike) => run.summary.flows[0];
/** Losses before this time belong to slow start's overshoot, not to the sawtooth. */
const SLOW_START_S = 2;

/** The largest RTT a full buffer allows on the course's link: 40 ms plus its drain time. */
export function predictedMaxRttMs(p: P): number {
  return 40 + bufferDelay(p.buffer_kib * KIB, 50).delayMs;
}

export const c4lab1 = runExercise<P>({
  id: 'c4-lab1',
  chapter: 4,
  points: 10,
  tolerance: 0.01,
  notes: NOTES,
  // 100 to 300 KiB: at least two sawtooth losses fit in 30 s, and the RTT's peak moves with it.
  draw: (d: Draw) => ({ buffer_kib: 10 * d.int(10, 30) }),
  vars: (p) => ({ buffer: p.buffer_kib }),
  mistakes: ['slow-start-losses', 'reported-median', 'reported-min'],
  widget: (p) => ({ preset: 'lab-baseline-reno', set: { 'link.queue.limit_bytes': p.buffer_kib * KIB } }),
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
