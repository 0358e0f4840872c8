// The lab, step 1 (seeds/003, line 937): the baseline. Ping the link unloaded, then one flow for
// 20 s (bench.py link; ping; bench.py flow --cc cubic --seconds 20): the base RTT and the goodput,
// and why 47 Mbit/s and not 50. The notes' answer: tbf counts the 1514 bytes of a frame and the
// application gets the 1448 of payload: 50 x 1448 / 1514 = 47,8 Mbit/s. Measured on the course's
// Linux lab: pings of 40,8 to 41,1 ms (the first, 82 ms, is ARP), one flow 47,3 (CUBIC) and 47,5
// (Reno) Mbit/s. Per student: the algorithm, the seed and the link (rate, RTT, buffer: issue 22). The run is the engine's lab-bloat-250-*
// preset: a ping every 267 ms, unloaded for 2 s, then the flow for 20 s.
import { runExercise } from '../define';
import type { Draw } from '../seed';
import { ccName, drawLink, drawSeed, LAB_CHAPTER, labFlow, labPing, linkSet, linkVars, NOTES_LINK, type LabLink } from './lab';

interface P extends LabLink {
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
  notes: { cc: 'cubic', seed: 1, ...NOTES_LINK },
  draw: (d: Draw) => ({ cc: d.pick(['reno', 'cubic'] as const), seed: drawSeed(d), ...drawLink(d) }),
  vars: (p) => ({ cc: ccName(p.cc), seed: p.seed, ...linkVars(p) }),
  mistakes: ['reported-median', 'link-rate', 'slow-start', 'ping', 'losses'],
  widget: (p) => ({ preset: `lab-bloat-250-${p.cc}`, set: { seed: p.seed, ...linkSet(p) } }),
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
    { name: 'goodput_mbps', unit: 'Mbit/s', fromRun: (r) => labFlow(r)?.goodput_mbps ?? null, mistakes: (p) => [{ id: 'link-rate', value: p.rate_mbps }] },
  ],
  choices: [
    { name: 'why', options: ['headers', 'slow-start', 'ping', 'losses'], key: () => 'headers', mistakes: { 'slow-start': 'slow-start', ping: 'ping', losses: 'losses' } },
  ],
});
