// Chapter 2, ours (run and report): the course's link (50 Mbit/s, 40 ms, 250 KiB) with the
// window held at a fixed cwnd for 5 s. The notes' figure: at cwnd 239, 74 frames wait in the
// queue and the RTT is about 58 ms; under the BDP (165 frames) the RTT stays at the base.
import { runExercise } from '../define';
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';

interface P {
  [k: string]: number;
  cwnd: number;
}

const NOTES: P = { cwnd: 239 };
const flow = (run: RunRecordLike) => run.summary.flows[0];

export const c2lab1 = runExercise<P>({
  id: 'c2-lab1',
  chapter: 2,
  points: 10,
  // The student reads a rounded readout: 1 %.
  tolerance: 0.01,
  notes: NOTES,
  // From well under the BDP to just under BDP + buffer (334): each regime of the notes' figure.
  draw: (d: Draw) => ({ cwnd: d.int(100, 320) }),
  vars: (p) => ({ cwnd: String(p.cwnd) }),
  mistakes: ['reported-min', 'reported-max', 'base-rtt', 'link-rate'],
  widget: (p) => ({ preset: 'lab-baseline-reno', set: { duration_s: 5, 'flows[0].cwnd_fixed': p.cwnd } }),
  panels: ['bdp-pipe', 'summary'],
  predictionField: 'rtt_ms',
  fields: [
    {
      name: 'rtt_ms', unit: 'ms', fromRun: (r) => flow(r)?.rtt_ms?.median ?? null,
      mistakes: (_p, r) => {
        const rtt = flow(r)?.rtt_ms;
        if (!rtt) return [];
        const out = [{ id: 'reported-min', value: rtt.min }, { id: 'reported-max', value: rtt.max }];
        // Only once a queue builds does "the RTT is still 40 ms" become a mistake.
        return rtt.median > 43 ? [...out, { id: 'base-rtt', value: 40 }] : out;
      },
    },
    {
      name: 'goodput_mbps', unit: 'Mbit/s', fromRun: (r) => flow(r)?.goodput_mbps ?? null,
      mistakes: () => [{ id: 'link-rate', value: 50 }],
    },
  ],
});
