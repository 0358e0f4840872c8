// Chapter 4, notes' exercise 3: `ss` says cwnd:239 mss:1448 rtt:58.127 through a 50 Mbit/s
// bottleneck. cwnd / RTT = 239 x 1448 x 8 / 0,058127 = 47,6 Mbit/s (ss's own "send
// 47629776bps"); with a minimum RTT of 40 ms the queue holds 18,1 ms, about 75 frames of
// 1514 bytes (the notes' figure: 74 packets queued at cwnd 239).
import { bdp } from '../../models/bdp';
import { numericExercise } from '../define';
import type { Draw } from '../seed';

interface P {
  [k: string]: number;
  rate_mbps: number;
  min_rtt_ms: number;
  cwnd: number;
  mss: number;
  rtt_ms: number;
}

const FRAME = 1514;
const NOTES: P = { rate_mbps: 50, min_rtt_ms: 40, cwnd: 239, mss: 1448, rtt_ms: 58.127 };

/** What ss prints as "send": cwnd x mss / smoothed RTT, in Mbit/s. */
export function windowRateMbps(p: P, rttMs = p.rtt_ms): number {
  return (p.cwnd * p.mss * 8) / (rttMs * 1000);
}

export function queueMs(p: P): number {
  return p.rtt_ms - p.min_rtt_ms;
}

/** Frames the bottleneck drains during the queueing delay: the queue, in packets. */
export function queuePackets(p: P): number {
  return bdp(p.rate_mbps, queueMs(p), FRAME).packets;
}

function drawParams(d: Draw): P {
  // Tenths of a Mbit/s and of a ms: no two students of a class share a key (issue 22).
  const rate = d.int(200, 1000) / 10;
  const minRtt = d.int(200, 800) / 10;
  const pipe = bdp(rate, minRtt, FRAME).packets;
  // A window between 1,15 and 1,85 BDPs: a queue that is clearly there, as in the notes' 239.
  const cwnd = Math.round(pipe * (1.15 + 0.7 * d.next()));
  const queued = cwnd - pipe;
  const rtt = minRtt + (queued * FRAME * 8) / (rate * 1000);
  return { rate_mbps: rate, min_rtt_ms: minRtt, cwnd, mss: 1448, rtt_ms: Math.round(rtt * 1000) / 1000 };
}

export const c4e3 = numericExercise<P>({
  id: 'c4-e3',
  chapter: 4,
  points: 10,
  tolerance: 0.02,
  notes: NOTES,
  draw: drawParams,
  vars: (p) => ({ rate: p.rate_mbps, minRtt: p.min_rtt_ms, cwnd: String(p.cwnd), mss: String(p.mss), rtt: p.rtt_ms.toFixed(3) }),
  mistakes: ['min-rtt', 'bits-bytes', 'frame-not-mss', 'whole-rtt'],
  fields: [
    {
      name: 'rate_mbps', unit: 'Mbit/s', key: (p) => windowRateMbps(p),
      mistakes: (p) => [
        { id: 'min-rtt', value: windowRateMbps(p, p.min_rtt_ms) },
        { id: 'bits-bytes', value: windowRateMbps(p) / 8 },
        { id: 'frame-not-mss', value: (windowRateMbps(p) * FRAME) / p.mss },
      ],
    },
    {
      name: 'queue_ms', unit: 'ms', key: queueMs,
      mistakes: (p) => [{ id: 'whole-rtt', value: p.rtt_ms }],
    },
    {
      // 4 %: the queue as frames drained at the link rate (74,8), as segments at cwnd / RTT
      // (74,5), as cwnd - BDP (73,9) or in 1500-byte packets (72,3 to 75,5) are all the same idea.
      name: 'queue_packets', unit: '', key: queuePackets, tolerance: 0.04,
      mistakes: (p) => [
        { id: 'min-rtt', value: (windowRateMbps(p, p.min_rtt_ms) * 1e6 * (queueMs(p) / 1000)) / (p.mss * 8) },
        { id: 'whole-rtt', value: bdp(p.rate_mbps, p.rtt_ms, FRAME).packets },
        { id: 'bits-bytes', value: queuePackets(p) * 8 },
      ],
    },
  ],
});
