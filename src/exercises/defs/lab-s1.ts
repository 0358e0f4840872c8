// The lab, step 1 (seeds/003, line 937): the baseline. Ping the link unloaded, then one flow for
// 20 s (bench.py link; ping; bench.py flow --cc cubic --seconds 20): the base RTT and the goodput,
// and why 47 Mbit/s and not 50. The notes' answer: tbf counts the 1514 bytes of a frame and the
// application gets the 1448 of payload: 50 x 1448 / 1514 = 47,8 Mbit/s. Measured on the course's
// Linux lab: pings of 40,8 to 41,1 ms (the first, 82 ms, is ARP), one flow 47,3 (CUBIC) and 47,5
// (Reno) Mbit/s. Per student: the algorithm and the seed. The run is the engine's lab-bloat-250-*
// preset: a ping every 267 ms, unloaded for 2 s, then the flow for 20 s.
import { runExercise } from '../define';
import type { Draw } from '../seed';
import { ccName, drawSeed, LAB_CHAPTER, labFlow, labPing } from './lab';

interface P {
  [k: string]: number | string;
  cc: 'reno' | 'cubic';
  seed: number;
}

export const labS1 = runExercise<P>({
  id: 'lab-s1',
  chapter: LAB_CHAPTER,
  points: 5,
  // Readouts of the summary, rounded to a tenth: 1 %.
  tolerance: 0.01,
  notes: { cc: 'cubic', seed: 1 },
  draw: (d: Draw) => ({ cc: d.pick(['reno', 'cubic'] as const), seed: drawSeed(d) }),
  vars: (p) => ({ cc: ccName(p.cc), seed: p.seed }),
  mistakes: ['reported-median', 'link-rate', 'slow-start', 'ping', 'losses'],
  widget: (p) => ({ preset: `lab-bloat-250-${p.cc}`, set: { seed: p.seed } }),
  panels: ['ping-rtt', 'summary'],
  predictionField: 'goodput_mbps',
  fields: [
    {
      name: 'base_rtt_ms', unit: 'ms', fromRun: (r) => labPing(r)?.min ?? null,
      mistakes: (_p, r) => {
        const ping = labPing(r);
        return ping ? [{ id: 'reported-median', value: ping.median }] : [];
      },
    },
    { name: 'goodput_mbps', unit: 'Mbit/s', fromRun: (r) => labFlow(r)?.goodput_mbps ?? null, mistakes: () => [{ id: 'link-rate', value: 50 }] },
  ],
  choices: [
    { name: 'why', options: ['headers', 'slow-start', 'ping', 'losses'], key: () => 'headers', mistakes: { 'slow-start': 'slow-start', ping: 'ping', losses: 'losses' } },
  ],
});
