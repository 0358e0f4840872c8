// Chapter 13, ours: what limits each transfer of Tutorial 10 (seeds/000): the rate of the path
// (FRCT with queue 1024 and 1 % loss, 91,9 Mbit/s measured: the link less the controller's
// headroom), the window (FRCT with the default reorder queue of 128, no loss, 46,5 Mbit/s: 128
// packets of 1400 B per 31 ms round trip), the repair of losses read as congestion (CUBIC with
// 1 % loss, 9,4 Mbit/s, about what the Mathis formula predicts). Per student: the reorder queue
// of the loss-free FRCT transfer (a window of q packets of 1400 B per 31 ms round trip limits it
// below the 92,2 Mbit/s the controller allows when q < 255).
import { numericExercise } from '../define';
import type { Draw } from '../seed';

interface P {
  [k: string]: number;
  queue: number;
  /** FRCT's round trip, ms (Tutorial 10's 31; per student 25 to 40, issue 22). */
  rtt_ms: number;
}

const LIMITS = ['rate', 'window', 'repair'];
/** Tutorial 10's FRCT round trip with the held ACKs (31 ms), its packets and its paced rate. */
const RTT_MS = 31;
const PACKET_BYTES = 1400;
const PACED_MBPS = 92.2;
export const windowMbps = (queue: number, rttMs = RTT_MS) => (queue * PACKET_BYTES * 8) / (rttMs / 1e3) / 1e6;
export const cleanLimit = (p: P) => (windowMbps(p.queue, p.rtt_ms) < PACED_MBPS ? 'window' : 'rate');

export const c13e2 = numericExercise<P>({
  id: 'c13-e2',
  chapter: 13,
  points: 3,
  tolerance: 0.02,
  notes: { queue: 128, rtt_ms: RTT_MS },
  // Any reorder queue of 32 to 2048 packets (issue 22); the window limits below about 255.
  draw: (d: Draw) => ({ queue: d.int(32, 2048), rtt_ms: d.int(250, 400) / 10 }),
  vars: (p) => ({ queue: p.queue, rtt: p.rtt_ms }),
  mistakes: ['loss-limits-frct', 'window-is-rate', 'tcp-window', 'bytes-not-bits'],
  fields: [{ name: 'window_mbps', unit: 'Mbit/s', key: (p) => windowMbps(p.queue, p.rtt_ms), mistakes: (p) => [{ id: 'bytes-not-bits', value: windowMbps(p.queue, p.rtt_ms) / 8 }] }],
  choices: [
    { name: 'frct_1024_loss', options: LIMITS, key: () => 'rate', mistakes: { repair: 'loss-limits-frct', window: 'window-is-rate' } },
    { name: 'frct_clean', options: LIMITS, key: cleanLimit, mistakes: { repair: 'window-is-rate' } },
    { name: 'cubic_loss', options: LIMITS, key: () => 'repair', mistakes: { window: 'tcp-window', rate: 'tcp-window' } },
  ],
});
