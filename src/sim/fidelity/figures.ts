// Every figure of the seeds the simulator is held to (the course's notes, chapter 11: seed 003;
// Ouroboros Tutorial 10: seed 000), as data: the scenarios of one seed, how to read the figure
// from their records, the real value with its source, and a two-sided band taken from the real
// measurements with its width stated. `cli fidelity` runs them over seeds with both host profiles
// (docs/model.md, "Every figure of the seeds").

import { findPreset } from '../scenario/presets';
import type { RunRecord } from '../record/run-record';

export interface FidelityFigure {
  id: string;
  /** What is measured, as the table's first column. */
  figure: string;
  /** The real value(s) and the seed they come from. */
  real: string;
  /** ns-3's value where docs/model.md has one. */
  ns3?: string;
  /** The band a median must fall in, both ends included. */
  band: readonly [number, number];
  /** Where the band comes from (its width). */
  width: string;
  digits: number;
  /** The scenarios of one seed (hosts is set by the runner). */
  cases: (seed: number) => Record<string, unknown>[];
  /** The seed's value from the records of its cases (NaN: the figure did not occur). */
  value: (recs: readonly RunRecord[]) => number;
}

const KIB = 1024;
const LAB = (extra: Record<string, unknown> = {}, limitBytes = 256000) => ({
  rate_mbps: 50, delay_ms: 40, ...extra, queue: { kind: 'fifo', limit_bytes: limitBytes },
});

export function median(xs: readonly number[]): number {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  const n = s.length;
  if (n === 0) return NaN;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

const goodput = (i = 0) => (recs: readonly RunRecord[]) => recs[0].summary.flows[i].goodput_mbps;

/** Median RTT of the pings sent from `from` to `to` s (the bloat runs' loaded part). */
function pingMedian(rec: RunRecord, from: number, to: number): number {
  const p = Object.values(rec.series!.pings)[0];
  return median(p.rtt_ms.filter((_, i) => p.t_s[i] >= from && p.t_s[i] < to));
}

/** Gaps between the loss events after the slow-start episode (t > 2 s), median. */
function steadyLossGap(rec: RunRecord): number {
  const l = rec.summary.flows[0].loss_events.filter((t) => t > 2);
  return median(l.slice(1).map((t, i) => t - l[i]));
}

/**
 * CUBIC's fast-convergence plateau: after the first loss below the previous peak (and within 5 %
 * of BDP + buffer, 335 segments), the cwnd where the window rises least over 1 s before the next.
 */
function cubicPlateau(rec: RunRecord): number {
  const t = rec.series!.t_s;
  const cw = rec.series!.flows.s1.cwnd;
  const losses = rec.summary.flows[0].loss_events;
  const peaks = losses.map((tl, k) => {
    let p = 0;
    for (let i = 0; i < t.length; i++) if (t[i] > (k ? losses[k - 1] : -1) && t[i] <= tl) p = Math.max(p, cw[i]);
    return p;
  });
  const i = peaks.findIndex((p, k) => k > 0 && p < peaks[k - 1] && Math.abs(p / 335 - 1) < 0.05);
  if (i < 0 || i + 1 >= losses.length) return NaN;
  const step = Math.round(1 / (t[1] - t[0]));
  let best = Infinity;
  let plateau = NaN;
  for (let a = 0; a + step < t.length; a++) {
    if (t[a] < losses[i] + 1 || t[a] + 1 > losses[i + 1] - 0.5) continue;
    const rise = cw[a + step] - cw[a];
    if (rise < best) {
      best = rise;
      plateau = cw[a + (step >> 1)];
    }
  }
  return plateau;
}

const baseline = (cc: string, seed: number) => ({ version: 1, seed, duration_s: 30, sample_ms: 10, link: LAB(), flows: [{ id: 's1', cc }] });
const bloat = (cc: string, kib: number, seed: number) => ({
  version: 1, seed, duration_s: 22, link: LAB({}, kib * KIB), flows: [{ id: 's1', cc, start_s: 2 }], pings: [{ id: 's2', interval_ms: 267 }],
});
const lossy = (cc: string, loss: number, seed: number) => ({ version: 1, seed, duration_s: 20, link: LAB({ loss }), flows: [{ id: 's1', cc }] });
// The notes' s1 starts "a fraction of a second" before s2: each seed's value is the median over
// s2 starting 0, 0.1, ..., 0.5 s after s1.
const OFFSETS = [0, 0.1, 0.2, 0.3, 0.4, 0.5];
const pair = (cc: string, extra: number, seed: number) =>
  OFFSETS.map((start) => ({
    version: 1, seed, duration_s: 30, link: LAB(), flows: [{ id: 's1', cc }, { id: 's2', cc, start_s: start, extra_delay_ms: extra }],
  }));
const red = (ecn: boolean, seed: number) => ({
  version: 1, seed, duration_s: 20,
  link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'red', limit_bytes: 1024000, min_bytes: 30720, max_bytes: 92160, ecn } },
  flows: [{ id: 's1', cc: 'cubic', ecn }], pings: [{ id: 'ping', interval_ms: 267 }],
});
const preset = (name: string, seed: number) => ({ ...(findPreset(name)!.scenario as Record<string, unknown>), seed });
const ratio = (recs: readonly RunRecord[]) => median(recs.map((r) => r.summary.flows[0].goodput_mbps / r.summary.flows[1].goodput_mbps));
const jain = (recs: readonly RunRecord[]) => median(recs.map((r) => r.summary.jain));
// The SCE draft's one-flow cells (seed 004): one flow through cake (flowblind, default ramp), ECN,
// 60 s (sce-one-flow.test.ts says why 60 s settles these corners); the value is (sce - base)
// goodput normalised to the bandwidth.
const sceRun = (cc: string, rate: number, delay: number, seed: number) => ({
  version: 1, seed, duration_s: 60,
  link: { rate_mbps: rate, delay_ms: delay / 2, reverse_delay_ms: delay / 2, queue: { kind: 'cake', sce: 'default', isolation: 'flowblind' } },
  flows: [{ id: 's1', cc, ecn: true }],
});
const sceCell = (base: string, rate: number, delay: number, draft: number): FidelityFigure => ({
  id: `sce-${base}-${rate}x${delay}`, figure: `SCE one flow, ${base}-sce minus ${base}, ${rate} Mbit/s × ${delay} ms`, real: `${draft > 0 ? '+' : ''}${draft} (004)`,
  band: [draft - 0.1, draft + 0.1], width: 'the draft ± 0.1', digits: 3,
  cases: (s) => [sceRun(base, rate, delay, s), sceRun(`${base}-sce`, rate, delay, s)],
  value: (r) => (r[1].summary.flows[0].goodput_mbps - r[0].summary.flows[0].goodput_mbps) / rate,
});
const within = (x: number, rel: number): [number, number] => [x * (1 - rel), x * (1 + rel)];

export const FIGURES: readonly FidelityFigure[] = [
  { id: 'reno-goodput', figure: 'Reno, one flow, 250 KiB: goodput (Mbit/s)', real: '47.5; 45.6 in the bloat run (003)', band: [44.1, 49], width: '45.6 − 1.5 to 47.5 + 1.5',
    digits: 2, cases: (s) => [baseline('reno', s)], value: goodput() },
  { id: 'reno-loss-gap', figure: 'Reno sawtooth: time between losses (s)', real: '10.5, 20.7 s: 10.2 s (003)', ns3: '23 s', band: within(10.2, 0.15),
    width: '10.2 ± 15 %', digits: 1, cases: (s) => [baseline('reno', s)], value: (r) => steadyLossGap(r[0]) },
  { id: 'cubic-goodput', figure: 'CUBIC, one flow: goodput (Mbit/s)', real: '47.3 (003)', band: [45.8, 48.8], width: '47.3 ± 1.5',
    digits: 2, cases: (s) => [baseline('cubic', s)], value: goodput() },
  { id: 'cubic-plateau', figure: 'CUBIC: fast-convergence plateau (segments)', real: '287 (003, the 30 s trace)', band: within(287, 0.05),
    width: '287 ± 5 %', digits: 0, cases: (s) => [baseline('cubic', s)], value: (r) => cubicPlateau(r[0]) },
  { id: 'cubic-loss-gap', figure: 'CUBIC: time between losses (s)', real: '1.38 s to 11.5 s: 10.1 s (003)', band: within(10.1, 0.15),
    width: '10.1 ± 15 %', digits: 1, cases: (s) => [baseline('cubic', s)], value: (r) => steadyLossGap(r[0]) },
  { id: 'ping-idle', figure: 'unloaded ping (ms)', real: '41.0; 40.831 to 41.108 (003)', band: [39.5, 42.5], width: '41.0 ± 1.5 (the hosts add 0.7 to 1 ms)',
    digits: 2, cases: (s) => [bloat('reno', 250, s)], value: (r) => pingMedian(r[0], 0, 2) },
  { id: 'reno-250-ping', figure: 'Reno 250 KiB: ping median (ms)', real: '60.1 (003)', band: [55, 66], width: '60.1 − 5, + 6',
    digits: 1, cases: (s) => [bloat('reno', 250, s)], value: (r) => pingMedian(r[0], 2, 22) },
  { id: 'reno-250-goodput', figure: 'Reno 250 KiB (bloat run): goodput', real: '45.6; 47.5 alone (003)', band: [44, 49], width: '45.6 − 1.6 to 47.5 + 1.5',
    digits: 1, cases: (s) => [bloat('reno', 250, s)], value: goodput() },
  { id: 'reno-2000-ping', figure: 'Reno 2000 KiB: ping median (ms)', real: '196.9 (003)', band: within(196.9, 0.15), width: '196.9 ± 15 %',
    digits: 1, cases: (s) => [bloat('reno', 2000, s)], value: (r) => pingMedian(r[0], 2, 22) },
  { id: 'reno-2000-goodput', figure: 'Reno 2000 KiB: goodput', real: '46.6 (003)', band: [45.1, 48.1], width: '46.6 ± 1.5',
    digits: 1, cases: (s) => [bloat('reno', 2000, s)], value: goodput() },
  { id: 'reno-50-ping', figure: 'Reno 50 KiB: ping median (ms)', real: '41.1 (003)', band: [39.5, 45], width: '41.1 − 1.6, + 3.9 (a 50 KiB queue: 8.2 ms)',
    digits: 1, cases: (s) => [bloat('reno', 50, s)], value: (r) => pingMedian(r[0], 2, 22) },
  { id: 'reno-50-goodput', figure: 'Reno 50 KiB: goodput', real: '22.6; repeats 14.9 to 38.3 (003)', band: [14.9, 38.3], width: 'the repeats',
    digits: 1, cases: (s) => [bloat('reno', 50, s)], value: goodput() },
  { id: 'cubic-250-ping', figure: 'CUBIC 250 KiB: ping median (ms)', real: '61.0 (003)', band: [55, 66], width: '61.0 − 6, + 5',
    digits: 1, cases: (s) => [bloat('cubic', 250, s)], value: (r) => pingMedian(r[0], 2, 22) },
  { id: 'cubic-2000-ping', figure: 'CUBIC 2000 KiB: ping median (ms)', real: '300.1 (003)', band: within(300.1, 0.15), width: '300.1 ± 15 %',
    digits: 1, cases: (s) => [bloat('cubic', 2000, s)], value: (r) => pingMedian(r[0], 2, 22) },
  { id: 'cubic-50-ping', figure: 'CUBIC 50 KiB: ping median (ms)', real: '41.1 (003)', band: [39.5, 45], width: '41.1 − 1.6, + 3.9',
    digits: 1, cases: (s) => [bloat('cubic', 50, s)], value: (r) => pingMedian(r[0], 2, 22) },
  { id: 'cubic-50-goodput', figure: 'CUBIC 50 KiB: goodput', real: '12.6; repeats 15 to 45 (003)', band: [12.6, 45], width: 'the run to the repeats',
    digits: 1, cases: (s) => [bloat('cubic', 50, s)], value: goodput() },
  ...(['reno', 'cubic'] as const).flatMap((cc) => [
    { id: `${cc}-loss-1`, figure: `${cc === 'reno' ? 'Reno' : 'CUBIC'}, 1 % random loss: goodput`, real: cc === 'reno' ? '3.2, 3.2, 3.9 (003)' : '3.0 median (003)',
      ns3: cc === 'reno' ? '2.0' : undefined, band: [2.5, 4.5] as const, width: 'the notes\' 3.0 to 4.2, widened', digits: 2, cases: (s: number) => [lossy(cc, 0.01, s)], value: goodput() },
    { id: `${cc}-loss-0.1`, figure: `${cc === 'reno' ? 'Reno' : 'CUBIC'}, 0.1 %: goodput`, real: cc === 'reno' ? '12.6, 11.2, 11.7 (003)' : '10.9 median (003)',
      band: [8, 16] as const, width: 'the notes\' 9.5 to 14.1, widened', digits: 2, cases: (s: number) => [lossy(cc, 0.001, s)], value: goodput() },
    { id: `${cc}-loss-0.01`, figure: `${cc === 'reno' ? 'Reno' : 'CUBIC'}, 0.01 %: goodput`, real: cc === 'reno' ? '37.1, 29.8, 39.8 (003)' : '39.8 median (003)',
      band: [26, 45.1] as const, width: 'the notes\' 29.8 to 45.1, 26 below', digits: 2, cases: (s: number) => [lossy(cc, 0.0001, s)], value: goodput() },
  ]),
  { id: 'jain-reno', figure: 'two flows, equal RTT: Jain, Reno', real: '0.964 to 0.999 (003)', band: [0.95, 1], width: 'the runs, 0.014 below',
    digits: 3, cases: (s) => pair('reno', 0, s), value: jain },
  { id: 'jain-cubic', figure: 'two flows, equal RTT: Jain, CUBIC', real: '0.903 to 0.973 (003)', band: [0.903, 0.973], width: 'the runs',
    digits: 3, cases: (s) => pair('cubic', 0, s), value: jain },
  { id: 'rtt-reno', figure: 'RTT unfairness, s2 +80 ms: Reno ratio', real: '6.2, 4.2, 4.6 (003)', band: [4.2, 6.2], width: 'the runs',
    digits: 2, cases: (s) => pair('reno', 80, s), value: ratio },
  { id: 'rtt-cubic', figure: 'RTT unfairness, s2 +80 ms: CUBIC ratio', real: '3.7, 2.7, 2.6 (003)', band: [2.6, 3.7], width: 'the runs',
    digits: 2, cases: (s) => pair('cubic', 80, s), value: ratio },
  { id: 'parallel-share', figure: "four parallel CUBIC vs one: s2's share", real: '70 %, 73 % (003)', band: [0.6, 0.85], width: '0.70 to 0.73, ± 0.1 (0.8 if all five shared equally)',
    digits: 2, cases: (s) => [{ version: 1, seed: s, duration_s: 30, link: LAB(), flows: [{ id: 's1', cc: 'cubic' }, { id: 's2', cc: 'cubic', start_s: 0.1, parallel: 4 }] }],
    value: (r) => r[0].summary.flows[1].goodput_mbps / (r[0].summary.flows[0].goodput_mbps + r[0].summary.flows[1].goodput_mbps) },
  { id: 'red-ecn-goodput', figure: 'RED + ECN, CUBIC, 20 s: goodput', real: '43.9; repeats 16.8 to 43.7 (003)', band: [16.8, 45.4], width: 'the repeats to 43.9 + 1.5',
    digits: 1, cases: (s) => [red(true, s)], value: goodput() },
  { id: 'red-ecn-retrans', figure: 'RED + ECN: retransmissions', real: '0; 1 over four repeats (003)', band: [0, 1], width: 'the runs',
    digits: 0, cases: (s) => [red(true, s)], value: (r) => r[0].summary.flows[0].retransmits },
  { id: 'red-ecn-marks', figure: 'RED + ECN: CE marks', real: '125; 250 over four repeats (003)', band: [60, 160], width: '62 (a repeat\'s mean) to 125 + 35',
    digits: 0, cases: (s) => [red(true, s)], value: (r) => r[0].summary.queue.ce_marks },
  { id: 'red-goodput', figure: 'RED without ECN: goodput', real: '43.7; repeats 22.9 to 40.5 (003)', band: [22.9, 45.2], width: 'the repeats to 43.7 + 1.5',
    digits: 1, cases: (s) => [red(false, s)], value: goodput() },
  { id: 'red-retrans', figure: 'RED without ECN: retransmissions', real: '16; 418 over four repeats (003)', band: [10, 120], width: '16 − 6 to a repeat\'s 104 + 16',
    digits: 0, cases: (s) => [red(false, s)], value: (r) => r[0].summary.flows[0].retransmits },
  { id: 'red-ping', figure: 'RED: ping median (ms)', real: '41.5, 41.9 (003)', band: [40, 45], width: 'within 5 ms of the unloaded 40.0',
    digits: 1, cases: (s) => [red(false, s)], value: (r) => r[0].summary.pings[0].rtt_ms!.median },
  { id: 't10-cubic-clean', figure: 'Tutorial 10, CUBIC, no loss: goodput', real: '95.5 (000)', band: within(95.5, 0.02), width: '95.5 ± 2 %',
    digits: 2, cases: (s) => [preset('t10-cubic-clean', s)], value: goodput() },
  { id: 't10-cubic-rtt', figure: 'Tutorial 10, CUBIC, no loss: mean RTT (ms)', real: '511 average (000)', band: within(511, 0.15), width: '511 ± 15 %',
    digits: 0, cases: (s) => [preset('t10-cubic-clean', s)],
    value: (r) => { const x = Array.from(r[0].series!.flows.tcp.rtt_ms).filter(Number.isFinite); return x.reduce((a, b) => a + b, 0) / x.length; } },
  ...([['cubic', 9.4, 'CUBIC'], ['reno', 9.7, 'Reno'], ['dctcp', 10.3, 'DCTCP']] as const).map(([cc, real, name]) => ({
    id: `t10-${cc}-loss`, figure: `Tutorial 10, 1 % loss: ${name}`, real: `${real} (000)`, ns3: cc === 'dctcp' ? '82' : undefined, band: within(real, 0.15),
    width: `${real} ± 15 %`, digits: 2, cases: (s: number) => [preset(`t10-${cc}-loss-1`, s)], value: goodput(),
  })),
  { id: 't10-bbr-loss', figure: 'Tutorial 10, 1 % loss: BBR', real: '93.7 (000)', ns3: 'collapses', band: within(93.7, 0.05), width: '93.7 ± 5 %',
    digits: 2, cases: (s) => [preset('t10-bbr-loss-1', s)], value: goodput() },
  ...([['1024-clean', 92.2, 'FRCT 1024, no loss'], ['1024-loss-1', 91.9, 'FRCT 1024, 1 % loss'], ['128-clean', 46.5, 'FRCT 128, no loss'], ['128-loss-1', 29.4, 'FRCT 128, 1 % loss']] as const).map(([p, real, name]) => ({
    id: `t10-frct-${p}`, figure: `Tutorial 10, ${name}: goodput (30 s)`, real: `${real} (000)`, band: within(real, 0.15), width: `${real} ± 15 %`,
    digits: 1, cases: (s: number) => [preset(`t10-frct-${p}`, s)], value: goodput(),
  })),
  sceCell('reno', 100, 40, 0.215),
  sceCell('reno', 50, 80, 0.235),
  sceCell('reno', 2, 160, -0.405),
  sceCell('reno', 1, 80, -0.28),
  sceCell('reno', 0.5, 160, -0.16),
  sceCell('dctcp', 50, 80, 0.143),
];
