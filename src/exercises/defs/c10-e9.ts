// Chapter 10, notes' exercise 9 with the simulator instead of tcpdump (run and report): the
// notes' RED experiment (bench.py link --queue red-ecn --buffer 1000 --ecn; bloat --cc cubic
// --seconds 20) with RED's thresholds per student (min, and max = 3 x min as the notes' 30 and
// 90 KiB). Before the run: the queueing delay at RED's max threshold (90 KiB at 50 Mbit/s:
// 14,7 ms, far under the 250 KiB BDP's 41 ms). From the run: the CE marks RED wrote, the window
// reductions the sender made on ECN (the summary's ecn_events: once per window of data, so
// fewer than the marks), and how long after a mark the reduction comes: the mark rides the data
// to the receiver, comes back as ECE on an ACK, and the sender reduces on it: about one RTT (the
// run's median RTT is the key). Measured on the course's Linux lab with 30/90 KiB: 125 marks,
// 0 retransmissions (the lab preset's course-lab hosts, with HyStart's cwnd16 rule, leave slow
// start earlier and mark fewer: docs/model.md, "HyStart's round rule").
import { bufferDelay, KIB } from '../../models/bufferDelay';
import { runExercise } from '../define';
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';
import { drawLink, linkVars, NOTES_LINK, type LabLink } from './lab';

interface P extends LabLink {
  [k: string]: number;
  min_kib: number;
}

const NOTES: P = { min_kib: 30, ...NOTES_LINK };
/** RED's limit, as the notes' --buffer 1000 (tc's 1000Kb is KiB). */
const LIMIT_BYTES = 1000 * KIB;
export const maxKib = (p: P) => 3 * p.min_kib;
export const maxDelayMs = (p: P) => bufferDelay(maxKib(p) * KIB, p.rate_mbps).delayMs;

const flow = (run: RunRecordLike) => run.summary.flows[0];
const ecnEvents = (run: RunRecordLike) => (flow(run)?.ecn_events as number[] | undefined) ?? null;
const ceMarks = (run: RunRecordLike) => {
  const v = run.summary.queue.ce_marks;
  return typeof v === 'number' ? v : null;
};
/** Mean time between two ECN reductions: a typical answer to "how long from a mark". */
function meanGapS(run: RunRecordLike): number | null {
  const e = ecnEvents(run);
  if (!e || e.length < 2) return null;
  return (e[e.length - 1] - e[0]) / (e.length - 1);
}

export const c10e9 = runExercise<P>({
  id: 'c10-e9',
  chapter: 10,
  points: 10,
  // The marks and reductions are counts (exact); the delay below has its own tolerance.
  tolerance: 0.03,
  notes: NOTES,
  // A drawn link (issue 22; RED's limit stays the notes' 1000 KiB) and a max threshold of 0,25 to
  // 0,7 of its BDP (the notes' 90 KiB: 0,37), min a third of it, in whole KiB.
  draw: (d: Draw) => {
    const link = drawLink(d);
    const bdp = (link.rate_mbps * 1e3 * link.rtt_ms) / 8 / 1024;
    return { ...link, min_kib: d.int(Math.ceil((0.25 * bdp) / 3), Math.floor((0.7 * bdp) / 3)) };
  },
  vars: (p) => ({ min: p.min_kib, max: maxKib(p), ...linkVars(p) }),
  mistakes: ['bytes-not-bits', 'marks-are-reductions', 'instant', 'between-reductions', 'two-rtts'],
  widget: (p) => ({
    preset: 'lab-baseline-cubic',
    set: {
      duration_s: 20,
      'link.rate_mbps': p.rate_mbps,
      'link.delay_ms': p.rtt_ms,
      'link.queue': { kind: 'red', limit_bytes: LIMIT_BYTES, min_bytes: p.min_kib * KIB, max_bytes: maxKib(p) * KIB, ecn: true },
      'flows[0].ecn': true,
    },
  }),
  panels: ['sawtooth', 'summary'],
  parts: [{ name: 'max_delay_ms', unit: 'ms', key: maxDelayMs, mistakes: (p) => [{ id: 'bytes-not-bits', value: maxDelayMs(p) / 8 }] }],
  fields: [
    { name: 'ce_marks', unit: '', count: true, fromRun: ceMarks },
    {
      name: 'ecn_reductions', unit: '', count: true, fromRun: (r) => ecnEvents(r)?.length ?? null,
      mistakes: (_p, r) => {
        const m = ceMarks(r);
        return m === null ? [] : [{ id: 'marks-are-reductions', value: m }];
      },
    },
    {
      // An estimate from the path a mark travels: right within 20 % of the run's median RTT.
      name: 'mark_to_reduction_ms', unit: 'ms', tolerance: 0.2, fromRun: (r) => flow(r)?.rtt_ms?.median ?? null,
      mistakes: (_p, r) => {
        const rtt = flow(r)?.rtt_ms?.median;
        const gap = meanGapS(r);
        const out = [{ id: 'instant', value: 0 }];
        if (gap !== null) out.push({ id: 'between-reductions', value: gap * 1000 }, { id: 'between-reductions', value: gap });
        if (rtt !== undefined) out.push({ id: 'two-rtts', value: 2 * rtt });
        return out;
      },
    },
  ],
});
