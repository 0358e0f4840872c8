// The lab, step 4 (seeds/003, line 940): bufferbloat (bench.py link --buffer 2000; bloat --cc
// cubic --seconds 20; again with --buffer 50), the expected delay calculated first: a full buffer
// adds buffer x 8 / rate, 8,2 ms for 50 KiB, 41 ms for 250 KiB, 328 ms for 2000 KiB at 50 Mbit/s.
// Measured on the course's Linux lab (ping median under load; goodput): 50 KiB 41,1 / 41,1 ms,
// 22,6 / 12,6 Mbit/s (repeats 21,9 14,9 38,3 and 44,7 23,6 43,7); 250 KiB 60,1 / 61,0 ms, 45,6 /
// 46,7; 2000 KiB 196,9 / 300,1 ms, 46,6 / 46,1 (Reno / CUBIC). Per student: the buffer, the
// algorithm and the seed. The run: lab-bloat-<buffer>-<cc> (a ping every 267 ms, 2 s unloaded,
// then 20 s of the flow).
import { bufferDelay, KIB } from '../../models/bufferDelay';
import { runExercise } from '../define';
import type { Draw } from '../seed';
import { ccName, drawLink, drawSeed, LAB_CHAPTER, labFlow, labPing, LAB_RANGES, linkSet, linkVars, NOTES_LINK, type LabLink } from './lab';

interface P extends LabLink {
  [k: string]: number | string;
  cc: 'reno' | 'cubic';
  seed: number;
}

export const LAB_BUFFERS_KIB = [50, 250, 2000] as const;
/** The most a full buffer delays a packet on the link, ms (the notes' 50 Mbit/s by default). */
export const fullBufferMs = (kib: number, rateMbps = 50) => bufferDelay(kib * KIB, rateMbps).delayMs;

export const labS4 = runExercise<P>({
  id: 'lab-s4',
  chapter: LAB_CHAPTER,
  points: 5,
  tolerance: 0.01,
  notes: { ...NOTES_LINK, buffer_kib: 2000, cc: 'cubic', seed: 1 },
  // The notes' case (50, 250 or 2000 KiB) scaled by 0,8 to 1,25 on a drawn link: small, BDP-sized, bloated.
  draw: (d: Draw) => {
    const kib = d.pick(LAB_BUFFERS_KIB);
    return { cc: d.pick(['reno', 'cubic'] as const), seed: drawSeed(d), ...drawLink(d, LAB_RANGES, kib) };
  },
  vars: (p) => ({ cc: ccName(p.cc), seed: p.seed, ...linkVars(p) }),
  mistakes: ['reported-min', 'reported-max', 'kb-kib', 'no-bits'],
  widget: (p) => ({ preset: `lab-bloat-2000-${p.cc}`, set: { seed: p.seed, ...linkSet(p) } }),
  panels: ['ping-rtt', 'queue', 'summary'],
  // The ping panel's bound of a full buffer is the base RTT plus the drain time asked below.
  concealed: [{ panel: 'ping-rtt', options: { bound: false }, until: ['full_buffer_ms'] }],
  predictionField: 'ping_median_ms',
  parts: [
    {
      name: 'full_buffer_ms', unit: 'ms', key: (p) => fullBufferMs(p.buffer_kib, p.rate_mbps),
      mistakes: (p) => [
        { id: 'kb-kib', value: (p.buffer_kib * 1000 * 8) / (p.rate_mbps * 1e3) },
        { id: 'no-bits', value: fullBufferMs(p.buffer_kib, p.rate_mbps) / 8 },
      ],
    },
  ],
  fields: [
    {
      name: 'ping_median_ms', unit: 'ms', fromRun: (r) => labPing(r)?.median ?? null,
      mistakes: (_p, r) => {
        const ping = labPing(r);
        return ping ? [{ id: 'reported-min', value: ping.min }, { id: 'reported-max', value: ping.max }] : [];
      },
    },
    { name: 'goodput_mbps', unit: 'Mbit/s', fromRun: (r) => labFlow(r)?.goodput_mbps ?? null },
  ],
});
