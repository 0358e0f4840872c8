// The lab, step 7 (seeds/003, line 943): the calculations of lab/metrics.py: the BDP, the delay
// of a buffer, the Mathis formula and the decrease factor of a trace, checked against the closed
// forms of src/models. The notes' numbers: 50 Mbit/s x 40 ms = 250 000 bytes; 250 KiB at 50
// Mbit/s: 40,96 ms; 1,22 x 1448 x 8 / (0,040 x sqrt(0,01)) = 3,5 Mbit/s; a reduction from cwnd
// 335 to ssthresh 236 in the CUBIC trace: 0,70 (Reno's: 0,5). Per student: the link, the buffer,
// the loss and a short trace of their own (its algorithm and its peak window).
import { bdp } from '../../models/bdp';
import { bufferDelay, KIB } from '../../models/bufferDelay';
import { decreaseRatios } from '../../models/decreaseRatios';
import { mathisThroughputBps } from '../../models/mathis';
import type { TraceSample } from '../../models/traceCsv';
import { numericExercise } from '../define';
import type { Draw } from '../seed';
import type { Lang } from '../types';
import { LAB_CHAPTER } from './lab';

interface P {
  [k: string]: number | string;
  rate_mbps: number;
  rtt_ms: number;
  buffer_kib: number;
  loss_pct: number;
  cc: 'reno' | 'cubic';
  peak: number;
}

const MSS = 1448;
const BETA = { reno: 0.5, cubic: 0.7 } as const;

/** A short trace around one loss, as the course's CSVs (t_s, cwnd, ssthresh): no ssthresh before it. */
export function labTrace(p: Pick<P, 'cc' | 'peak'>): TraceSample[] {
  const ss = Math.round(BETA[p.cc] * p.peak);
  const rows: [number, number, number | null][] = [
    [10.0, p.peak - 3, null], [10.1, p.peak - 2, null], [10.2, p.peak - 1, null], [10.3, p.peak, null],
    [10.4, ss, ss], [10.5, ss + 1, ss],
  ];
  return rows.map(([t, cwnd, ssthresh]) => ({ t, cwnd, ssthresh, rttMs: null }));
}

export const decreaseFactor = (p: Pick<P, 'cc' | 'peak'>) => decreaseRatios(labTrace(p))[0].ratio;

function traceLines(p: P, lang: Lang): string {
  const time = (x: number) => (lang === 'es' ? x.toFixed(1).replace('.', ',') : x.toFixed(1));
  return labTrace(p).map((s) => `- \`${time(s.t)}  ${s.cwnd}  ${s.ssthresh ?? '–'}\``).join('\n');
}

export const labS7 = numericExercise<P>({
  id: 'lab-s7',
  chapter: LAB_CHAPTER,
  points: 10,
  tolerance: 0.01,
  // The notes' link and loss; the CUBIC reduction of lab/trace-cubic.csv (cwnd about 335).
  notes: { rate_mbps: 50, rtt_ms: 40, buffer_kib: 250, loss_pct: 1, cc: 'cubic', peak: 335 },
  draw: (d: Draw) => ({
    // Whole units (issue 22: no two students of a class share a key).
    rate_mbps: d.int(10, 200),
    rtt_ms: d.int(10, 150),
    buffer_kib: d.int(50, 2000),
    loss_pct: d.pick([0.01, 0.05, 0.1, 0.5, 1, 2]),
    cc: d.pick(['reno', 'cubic'] as const),
    peak: d.int(150, 420),
  }),
  vars: (p, lang) => ({ rate: p.rate_mbps, rtt: p.rtt_ms, buffer: p.buffer_kib, loss: p.loss_pct, mss: MSS, trace: traceLines(p, lang) }),
  mistakes: ['bdp-bits', 'rtt-one-way', 'kb-kib', 'no-bits', 'percent', 'no-constant', 'ratio-inverted', 'ratio-cwnd-after'],
  fields: [
    {
      name: 'bdp_bytes', unit: 'B', key: (p) => bdp(p.rate_mbps, p.rtt_ms).bytes,
      mistakes: (p) => [{ id: 'bdp-bits', value: bdp(p.rate_mbps, p.rtt_ms).bits }, { id: 'rtt-one-way', value: bdp(p.rate_mbps, p.rtt_ms).bytes / 2 }],
    },
    {
      name: 'buffer_delay_ms', unit: 'ms', key: (p) => bufferDelay(p.buffer_kib * KIB, p.rate_mbps).delayMs,
      mistakes: (p) => [
        { id: 'kb-kib', value: bufferDelay(p.buffer_kib * 1000, p.rate_mbps).delayMs },
        { id: 'no-bits', value: bufferDelay(p.buffer_kib * KIB, p.rate_mbps).delayMs / 8 },
      ],
    },
    {
      name: 'mathis_mbps', unit: 'Mbit/s', tolerance: 0.02, key: (p) => mathisThroughputBps(MSS, p.rtt_ms, p.loss_pct / 100) / 1e6,
      mistakes: (p) => [
        { id: 'percent', value: mathisThroughputBps(MSS, p.rtt_ms, p.loss_pct / 100) / 1e6 / 10 },
        { id: 'no-constant', value: mathisThroughputBps(MSS, p.rtt_ms, p.loss_pct / 100, 1) / 1e6 },
      ],
    },
    {
      name: 'decrease_factor', unit: '', key: (p) => decreaseFactor(p),
      mistakes: (p) => {
        const trace = labTrace(p);
        const ss = trace[4].ssthresh as number;
        return [{ id: 'ratio-inverted', value: 1 / decreaseFactor(p) }, { id: 'ratio-cwnd-after', value: ss / trace[5].cwnd }];
      },
    },
  ],
  choices: [
    { name: 'algorithm', options: ['reno', 'cubic'], key: (p) => p.cc, mistakes: {} },
  ],
});
