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

interface P {
  [k: string]: number;
  buffer_kib: number;
}

const NOTES: P = { buffer_kib: 1000 };
const RATE_MBPS = 50;
const BASE_RTT_MS = 40;

const ping = (run: RunRecordLike) => (run.summary.pings[0] as { rtt_ms?: { min: number; median: number; max: number } | null } | undefined)?.rtt_ms ?? null;

export const queueDelayMs = (p: P) => bufferDelay(p.buffer_kib * KIB, RATE_MBPS).delayMs;
export const loadedRttMs = (p: P) => BASE_RTT_MS + queueDelayMs(p);

export const c8e8 = runExercise<P>({
  id: 'c8-e8',
  chapter: 8,
  points: 10,
  // 3 %: 40 or 41 ms of base RTT, KiB or kB, are the same prediction.
  tolerance: 0.03,
  notes: NOTES,
  // Buffers between the notes' 250 and 2000 KiB (1,6 to 6,4 BDPs), in steps of 100 KiB.
  draw: (d: Draw) => ({ buffer_kib: 100 * d.int(4, 16) }),
  vars: (p) => ({ buffer: String(p.buffer_kib) }),
  mistakes: ['bytes-not-bits', 'no-base-rtt', 'reported-max', 'reported-min', 'small-buffer', 'big-buffer'],
  widget: (p) => ({ preset: 'lab-bloat-2000-cubic', set: { 'link.queue.limit_bytes': p.buffer_kib * KIB } }),
  panels: ['ping-rtt', 'ping-cdf', 'summary'],
  predictionField: 'ping_median_ms',
  parts: [
    { name: 'queue_ms', unit: 'ms', key: queueDelayMs, mistakes: (p) => [{ id: 'bytes-not-bits', value: queueDelayMs(p) / 8 }] },
    {
      name: 'rtt_loaded_ms', unit: 'ms', key: loadedRttMs,
      mistakes: (p) => [{ id: 'no-base-rtt', value: queueDelayMs(p) }, { id: 'bytes-not-bits', value: BASE_RTT_MS + queueDelayMs(p) / 8 }],
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
