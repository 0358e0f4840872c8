// Chapter 13, ours: the time 1 GiB takes at a goodput, 2^30 x 8 / rate. The notes' numbers are
// Tutorial 10's measured rates (seeds/000): 92,2 Mbit/s for FRCT with reorder queue 1024 (oftp
// reported 93,144 s), 46,5 Mbit/s with the default queue of 128 (185 s) and 9,4 Mbit/s for
// CUBIC with 1 % loss. Per student: three rates.
import { numericExercise } from '../define';
import type { Draw } from '../seed';

interface P {
  [k: string]: number;
  rate_a_mbps: number;
  rate_b_mbps: number;
  rate_c_mbps: number;
}

const NOTES: P = { rate_a_mbps: 92.2, rate_b_mbps: 46.5, rate_c_mbps: 9.4 };
export const GIB_BITS = 2 ** 30 * 8;

export const seconds = (mbps: number) => GIB_BITS / (mbps * 1e6);
const slips = (mbps: number) => [
  { id: 'gb-not-gib', value: 8e9 / (mbps * 1e6) },
  { id: 'bytes-not-bits', value: seconds(mbps) / 8 },
  { id: 'mebi-rate', value: GIB_BITS / (mbps * 2 ** 20) },
];

export const c13e3 = numericExercise<P>({
  id: 'c13-e3',
  chapter: 13,
  points: 5,
  // 1 %: rounding the rate; GB for GiB is 7 % off and gets its hint.
  tolerance: 0.01,
  notes: NOTES,
  // Tenths of a Mbit/s within the same ranges (issue 22).
  draw: (d: Draw) => ({ rate_a_mbps: d.int(850, 960) / 10, rate_b_mbps: d.int(250, 500) / 10, rate_c_mbps: d.int(50, 120) / 10 }),
  vars: (p) => ({ a: p.rate_a_mbps, b: p.rate_b_mbps, c: p.rate_c_mbps }),
  mistakes: ['gb-not-gib', 'bytes-not-bits', 'mebi-rate'],
  fields: [
    { name: 't_a_s', unit: 's', key: (p) => seconds(p.rate_a_mbps), mistakes: (p) => slips(p.rate_a_mbps) },
    { name: 't_b_s', unit: 's', key: (p) => seconds(p.rate_b_mbps), mistakes: (p) => slips(p.rate_b_mbps) },
    { name: 't_c_s', unit: 's', key: (p) => seconds(p.rate_c_mbps), mistakes: (p) => slips(p.rate_c_mbps) },
  ],
});
