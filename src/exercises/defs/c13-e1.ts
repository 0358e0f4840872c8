// Chapter 13, ours: the Mathis prediction for a loss-based TCP on Tutorial 10's link,
// 1,22 x MSS / (RTT x sqrt(p)). The notes' numbers (seeds/000, after the CUBIC and Reno runs):
// segments of 1448 B, RTT 20 ms, loss 1 %: 7 Mbit/s, against 9,4 (CUBIC) and 9,7 (Reno)
// measured on the tutorial's testbed. Per student: the loss and the RTT.
import { mathisThroughputBps } from '../../models/mathis';
import { numericExercise } from '../define';
import type { Draw } from '../seed';

interface P {
  [k: string]: number;
  loss_pct: number;
  rtt_ms: number;
}

const NOTES: P = { loss_pct: 1, rtt_ms: 20 };
const MSS = 1448;

export const mathisMbps = (p: P) => mathisThroughputBps(MSS, p.rtt_ms, p.loss_pct / 100) / 1e6;

export const c13e1 = numericExercise<P>({
  id: 'c13-e1',
  chapter: 13,
  points: 5,
  // 3 %: sqrt(3/2) or 1,22, MSS 1448 or 1460 are the same prediction.
  tolerance: 0.03,
  notes: NOTES,
  // Loss in thousandths of a percent, hundredths of a ms (issue 22: no two students of a class share a key).
  draw: (d: Draw) => ({ loss_pct: d.int(100, 2000) / 1000, rtt_ms: d.int(1000, 6000) / 100 }),
  vars: (p) => ({ loss: p.loss_pct, rtt: p.rtt_ms }),
  mistakes: ['percent-as-fraction', 'no-square-root', 'bytes-not-bits'],
  fields: [
    {
      name: 'mathis_mbps', unit: 'Mbit/s', key: mathisMbps,
      mistakes: (p) => [
        { id: 'percent-as-fraction', value: mathisMbps(p) / 10 },
        { id: 'no-square-root', value: mathisMbps(p) / Math.sqrt(p.loss_pct / 100) },
        { id: 'bytes-not-bits', value: mathisMbps(p) / 8 },
      ],
    },
  ],
});
