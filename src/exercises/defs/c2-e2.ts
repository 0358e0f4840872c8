// Chapter 2, notes' exercise 2: the BDP in 1500-byte packets of three links (100 Mbit/s and
// 50 ms: 416,7; 1 Gbit/s in a data center with 200 µs: 16,7; a 20 Mbit/s satellite link with
// 600 ms: 1000) and where the initial window matters most. The notes ask it open ("¿en cuál importa
// más?"), which has two defensible readings (time saved, or the share of the pipe the first window
// fills); here it is asked as one measurable thing: where starting at 10 segments instead of 1
// saves the most time. The satellite: the same three or four round trips saved, each the longest.
import { bdp } from '../../models/bdp';
import { numericExercise } from '../define';
import type { Draw } from '../seed';

interface P {
  [k: string]: number;
  wan_mbps: number;
  wan_rtt_ms: number;
  dc_gbps: number;
  dc_rtt_us: number;
  sat_mbps: number;
  sat_rtt_ms: number;
}

const PACKET = 1500;
export const LINKS = ['wan', 'dc', 'sat'] as const;
type Link = (typeof LINKS)[number];

export function linkBdp(p: P, link: Link): number {
  if (link === 'wan') return bdp(p.wan_mbps, p.wan_rtt_ms, PACKET).packets;
  if (link === 'dc') return bdp(p.dc_gbps * 1000, p.dc_rtt_us / 1000, PACKET).packets;
  return bdp(p.sat_mbps, p.sat_rtt_ms, PACKET).packets;
}

function rttSeconds(p: P, link: Link): number {
  return link === 'wan' ? p.wan_rtt_ms / 1000 : link === 'dc' ? p.dc_rtt_us / 1e6 : p.sat_rtt_ms / 1000;
}

/** Slow-start round trips to reach the BDP from an initial window (doubling per RTT). */
function slowStartRounds(bdpPackets: number, iw: number): number {
  return Math.max(0, Math.ceil(Math.log2(bdpPackets / iw)));
}

/** Seconds of slow start an initial window of 10 saves over 1 before the window covers the BDP. */
export function secondsSaved(p: P, link: Link): number {
  return rttSeconds(p, link) * (slowStartRounds(linkBdp(p, link), 1) - slowStartRounds(linkBdp(p, link), 10));
}

/** The link where starting at 10 segments instead of 1 saves the most time. */
export function initialWindowMattersMost(p: P): Link {
  return LINKS.reduce((best, l) => (secondsSaved(p, l) > secondsSaved(p, best) ? l : best), LINKS[0]);
}

const NOTES: P = { wan_mbps: 100, wan_rtt_ms: 50, dc_gbps: 1, dc_rtt_us: 200, sat_mbps: 20, sat_rtt_ms: 600 };

function drawParams(d: Draw): P {
  // Ranges keep the three kinds apart: the WAN pipe under 500 packets, the data center's over
  // 10 (an initial window of 10 fits), the satellite's over 900 with the longest RTT.
  return {
    // Whole units within the same ranges as before: no two students share a key (issue 22).
    wan_mbps: d.int(40, 100),
    wan_rtt_ms: d.int(20, 60),
    dc_gbps: d.pick([1, 10, 25, 40]),
    dc_rtt_us: d.int(150, 500),
    sat_mbps: d.int(20, 50),
    sat_rtt_ms: d.int(550, 700),
  };
}

const unitSlips = (k: number, extra: { id: string; value: number }[] = []) => [
  { id: 'bits-bytes', value: k * 8 },
  { id: 'bits-bytes', value: k / 8 },
  { id: 'half-rtt', value: k / 2 },
  ...extra,
];

export const c2e2 = numericExercise<P>({
  id: 'c2-e2',
  chapter: 2,
  points: 10,
  tolerance: 0.02,
  notes: NOTES,
  draw: drawParams,
  vars: (p) => ({ ...p }),
  mistakes: ['bits-bytes', 'half-rtt', 'units-prefix', 'iw-fastest-link', 'iw-count-rounds'],
  fields: LINKS.map((l) => ({
    name: `${l}_packets`,
    unit: '',
    key: (p: P) => linkBdp(p, l),
    mistakes: (p: P) => unitSlips(linkBdp(p, l), l === 'dc' ? [
      { id: 'units-prefix', value: linkBdp(p, l) * 1000 },
      { id: 'units-prefix', value: linkBdp(p, l) / 1000 },
    ] : []),
  })),
  choices: [{
    name: 'iw_matters',
    options: LINKS,
    key: initialWindowMattersMost,
    mistakes: { dc: 'iw-fastest-link', wan: 'iw-count-rounds' },
  }],
});
