// Chapter 12, ours: which mechanism repairs a lost ping first, the retransmission timer or a
// SACK confirmed by RACK, given the round-trip time and oping's 20 ms between pings (Tutorial
// 08's three phases, seeds/002). A ping lost at t0 is followed by the next at t0 + I; its SACK
// reaches the sender at t0 + I + RTT. The timer fires at t0 + RTO, and RTO >= 2 RTT (frct-timers.ts).
// So the SACK comes first when I + RTT < 2 RTT, that is when RTT > I: packets are in flight
// behind the hole. The notes' number: the delay phase, RTT 50 ms (25 ms each way): SACK first;
// the testbed's client sent no timer-driven retransmission in that phase (seeds/002, line 366).
import { numericExercise } from '../define';
import type { Draw } from '../seed';

interface P {
  [k: string]: number;
  rtt_ms: number;
  interval_ms: number;
}

const NOTES: P = { rtt_ms: 50, interval_ms: 20 };

export const repairFirst = (p: P): 'timer' | 'sack' => (p.rtt_ms > p.interval_ms ? 'sack' : 'timer');
/** The RTO on a steady path (deviation small): 2 RTT, never below the 2^20 ns floor. */
const RTO_FLOOR_MS = 2 ** 20 / 1e6;
export const timerMs = (p: P) => Math.max(2 * p.rtt_ms, RTO_FLOOR_MS);
/** When the first repair leaves, counted from the lost ping: the earlier of the two. */
export const repairMs = (p: P) => Math.min(p.interval_ms + p.rtt_ms, timerMs(p));

export const c12e3 = numericExercise<P>({
  id: 'c12-e3',
  chapter: 12,
  points: 4,
  tolerance: 0.02,
  notes: NOTES,
  // Never an RTT equal to the interval (the two would tie).
  // RTTs from 0,2 to 100 ms in hundredths, intervals of 10 to 40 ms (issue 22).
  draw: (d: Draw) => {
    const interval = d.int(10, 40);
    let rtt = d.int(20, 10000) / 100;
    if (rtt === interval) rtt += 0.01;
    return { rtt_ms: rtt, interval_ms: interval };
  },
  vars: (p) => ({ rtt: p.rtt_ms, interval: p.interval_ms }),
  mistakes: ['timer-always', 'sack-always'],
  fields: [
    // Both candidates, then the earlier: the pair tells two students apart (issue 22).
    { name: 'timer_ms', unit: 'ms', key: timerMs },
    { name: 'sack_ms', unit: 'ms', key: (p) => p.interval_ms + p.rtt_ms },
    {
      name: 'repair_ms', unit: 'ms', key: repairMs,
      mistakes: (p) => [
        { id: 'timer-always', value: timerMs(p) },
        { id: 'sack-always', value: p.interval_ms + p.rtt_ms },
      ],
    },
  ],
  choices: [{ name: 'first', options: ['timer', 'sack'], key: repairFirst, mistakes: { timer: 'timer-always', sack: 'sack-always' } }],
});
