// Chapter 2, ours (run and report): the course's link (50 Mbit/s, 40 ms, 250 KiB) with the
// window held at a fixed cwnd for 5 s. The notes' figure: at cwnd 239, 74 frames wait in the
// queue and the RTT is about 58 ms; under the BDP (165 frames) the RTT stays at the base.
import { runExercise } from '../define';
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';
import { bdpFramesOf, drawLink, linkSet, linkVars, NOTES_LINK, type LabLink } from './lab';

interface P extends LabLink {
  [k: string]: number;
  cwnd: number;
}

const NOTES: P = { cwnd: 239, ...NOTES_LINK };
const flow = (run: RunRecordLike) => run.summary.flows[0];

export const c2lab1 = runExercise<P>({
  id: 'c2-lab1',
  chapter: 2,
  points: 10,
  // The student reads a rounded readout: 1 %.
  tolerance: 0.01,
  notes: NOTES,
  // A drawn link (issue 22), and a window from well under its BDP (0,6 of it) to just under BDP +
  // buffer (334 frames on the notes' link): each regime of the notes' figure.
  draw: (d: Draw) => {
    const link = drawLink(d);
    const bdp = bdpFramesOf(link);
    const top = bdp + (link.buffer_kib * 1024) / 1514 - 14;
    return { ...link, cwnd: d.int(Math.round(0.6 * bdp), Math.floor(top)) };
  },
  vars: (p) => ({ cwnd: String(p.cwnd), ...linkVars(p) }),
  mistakes: ['reported-min', 'reported-max', 'base-rtt', 'link-rate'],
  widget: (p) => ({ preset: 'lab-baseline-reno', set: { duration_s: 5, 'flows[0].cwnd_fixed': p.cwnd, ...linkSet(p) } }),
  panels: ['bdp-pipe', 'summary'],
  predictionField: 'rtt_ms',
  fields: [
    {
      name: 'rtt_ms', unit: 'ms', fromRun: (r) => flow(r)?.rtt_ms?.median ?? null,
      mistakes: (p, r) => {
        const rtt = flow(r)?.rtt_ms;
        if (!rtt) return [];
        const out = [{ id: 'reported-min', value: rtt.min }, { id: 'reported-max', value: rtt.max }];
        // Only once a queue builds does "the RTT is still the base" (40 ms in the notes) become a mistake.
        return rtt.median > 1.075 * p.rtt_ms ? [...out, { id: 'base-rtt', value: p.rtt_ms }] : out;
      },
    },
    {
      name: 'goodput_mbps', unit: 'Mbit/s', fromRun: (r) => flow(r)?.goodput_mbps ?? null,
      mistakes: (p) => [{ id: 'link-rate', value: p.rate_mbps }],
    },
  ],
});
