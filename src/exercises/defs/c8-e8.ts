// Chapter 8, notes' exercise 8 (run and report): predict the RTT under load with a buffer of B KiB
// on the lab link, measure it with bench.py bloat's ping, and choose a buffer for a video call and
// a download at once. The notes' numbers: 1000 KiB at 50 Mbit/s drain in 1000 x 1024 x 8 /
// 50 Mbit/s = 163,8 ms, so a full buffer puts a ping at 40 + 163,8 = 203,8 ms; the notes' table
// (measured on the course's Linux lab): 250 KiB keeps the ping at 60 ms with 45,6 to 46,7 Mbit/s,
// 50 KiB keeps 41 ms but loses half the throughput, 2000 KiB adds nothing but 200 to 300 ms.
import { bufferDelay, KIB } from '../../models/bufferDelay';
import { runExercise } from '../define';
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';
import { drawLink, linkSet, linkVars, NOTES_LINK, type LabLink } from './lab';

type P = LabLink & { [k: string]: number };

const NOTES: P = { ...NOTES_LINK, buffer_kib: 1000 };

const ping = (run: RunRecordLike) => (run.summary.pings[0] as { rtt_ms?: { min: number; median: number; max: number } | null } | undefined)?.rtt_ms ?? null;

/** The drain time of a full buffer (at the notes' 50 Mbit/s when no rate is given). */
export const queueDelayMs = (p: { buffer_kib: number; rate_mbps?: number }) => bufferDelay(p.buffer_kib * KIB, p.rate_mbps ?? NOTES.rate_mbps).delayMs;
export const loadedRttMs = (p: P) => p.rtt_ms + queueDelayMs(p);

export const c8e8 = runExercise<P>({
  id: 'c8-e8',
  chapter: 8,
  points: 10,
  // 3 %: 40 or 41 ms of base RTT, KiB or kB, are the same prediction.
  tolerance: 0.03,
  notes: NOTES,
  // A drawn link (issue 22) with a buffer of 1,6 to 6,4 of its BDPs (the notes' 1000 KiB: 4), in whole KiB.
  draw: (d: Draw) => ({ ...drawLink(d, { rate: [30, 60], rtt: [30, 50], bufferScale: [1.6, 6.4] }) }),
  vars: (p) => ({ ...linkVars(p), buffer: String(p.buffer_kib) }),
  mistakes: ['bytes-not-bits', 'no-base-rtt', 'reported-max', 'reported-min', 'small-buffer', 'big-buffer'],
  widget: (p) => ({ preset: 'lab-bloat-2000-cubic', set: linkSet(p) }),
  panels: ['ping-rtt', 'ping-cdf', 'summary'],
  // The ping panel's bound of a full buffer ("1300 KiB full: 253 ms") is the loaded RTT asked
  // below: hidden until both worked numbers are checked.
  concealed: [{ panel: 'ping-rtt', options: { bound: false }, until: ['queue_ms', 'rtt_loaded_ms'] }],
  predictionField: 'ping_median_ms',
  parts: [
    { name: 'queue_ms', unit: 'ms', key: queueDelayMs, mistakes: (p) => [{ id: 'bytes-not-bits', value: queueDelayMs(p) / 8 }] },
    {
      name: 'rtt_loaded_ms', unit: 'ms', key: loadedRttMs,
      mistakes: (p) => [{ id: 'no-base-rtt', value: queueDelayMs(p) }, { id: 'bytes-not-bits', value: p.rtt_ms + queueDelayMs(p) / 8 }],
    },
  ],
  fields: [
    {
      // Read from the summary panel or the CDF's middle: 3 % covers it.
      name: 'ping_median_ms', unit: 'ms', fromRun: (r) => ping(r)?.median ?? null,
      mistakes: (_p, r) => {
        const rtt = ping(r);
        return rtt ? [{ id: 'reported-max', value: rtt.max }, { id: 'reported-min', value: rtt.min }] : [];
      },
    },
  ],
  choices: [
    {
      name: 'buffer_choice',
      options: ['small', 'bdp', 'yours', 'large'],
      key: () => 'bdp',
      mistakes: { small: 'small-buffer', yours: 'big-buffer', large: 'big-buffer' },
    },
  ],
});
