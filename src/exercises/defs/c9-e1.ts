// Chapter 9, ours: BBR's model of the path in numbers. From a BtlBw and an RTprop: the BDP BBR
// computes (in 1448-byte segments), the cwnd it allows in ProbeBW (cwnd gain 2, without Linux's
// small allowance for bursts), the pacing rate of the probing phase (gain 1,25) and the most
// queueing delay that phase adds (in flight 1,25 BDP: 0,25 BDP waits, drained at BtlBw, so
// 0,25 x RTprop). No course code: Tutorial 10's link, 100 Mbit/s and 10 ms each way, where the
// tutorial's BBR (measured on its testbed) held a cwnd of 537 KB, a little over twice the BDP.
import { bdp } from '../../models/bdp';
import { numericExercise } from '../define';
import type { Draw } from '../seed';

interface P {
  [k: string]: number;
  btlbw_mbps: number;
  rtprop_ms: number;
}

const NOTES: P = { btlbw_mbps: 100, rtprop_ms: 20 };
const MSS = 1448;
/** ProbeBW's gains (draft-cardwell-iccrg-bbr-congestion-control, Linux tcp_bbr.c). */
export const CWND_GAIN = 2;
export const PROBE_GAIN = 1.25;
/** Startup's gain 2/ln 2: a typical slip is to use it in ProbeBW. */
export const STARTUP_GAIN = 2 / Math.LN2;

export const bdpSegments = (p: P) => bdp(p.btlbw_mbps, p.rtprop_ms, MSS).packets;
export const cwndSegments = (p: P) => CWND_GAIN * bdpSegments(p);
export const probeRateMbps = (p: P) => PROBE_GAIN * p.btlbw_mbps;
/** The extra 0,25 BDP in flight of the probing phase waits in the queue: 0,25 x RTprop. */
export const probeQueueMs = (p: P) => (PROBE_GAIN - 1) * p.rtprop_ms;

export const c9e1 = numericExercise<P>({
  id: 'c9-e1',
  chapter: 9,
  points: 10,
  // 2 %: the student rounds segments to whole ones; 1448 or 1460 bytes are the same answer.
  tolerance: 0.02,
  notes: NOTES,
  // From a home link to a data centre's, RTprops from a city to another continent.
  // Tenths of a Mbit/s and of a ms (issue 22: no two students of a class share a key).
  draw: (d: Draw) => ({ btlbw_mbps: d.int(100, 10000) / 10, rtprop_ms: d.int(100, 1000) / 10 }),
  vars: (p) => ({ btlbw: p.btlbw_mbps, rtprop: p.rtprop_ms }),
  mistakes: ['bits-bytes', 'no-cwnd-gain', 'startup-gain', 'no-probe-gain', 'whole-rtt'],
  fields: [
    { name: 'bdp_segments', unit: 'seg', key: bdpSegments, mistakes: (p) => [{ id: 'bits-bytes', value: bdpSegments(p) * 8 }] },
    {
      name: 'cwnd_segments', unit: 'seg', key: cwndSegments,
      mistakes: (p) => [
        { id: 'no-cwnd-gain', value: bdpSegments(p) },
        { id: 'startup-gain', value: STARTUP_GAIN * bdpSegments(p) },
        { id: 'bits-bytes', value: cwndSegments(p) * 8 },
      ],
    },
    {
      name: 'probe_rate_mbps', unit: 'Mbit/s', key: probeRateMbps,
      mistakes: (p) => [{ id: 'no-probe-gain', value: p.btlbw_mbps }, { id: 'startup-gain', value: STARTUP_GAIN * p.btlbw_mbps }],
    },
    {
      name: 'probe_queue_ms', unit: 'ms', key: probeQueueMs,
      mistakes: (p) => [{ id: 'whole-rtt', value: p.rtprop_ms }, { id: 'whole-rtt', value: PROBE_GAIN * p.rtprop_ms }],
    },
  ],
});
