// The week's lab done in the browser (notes, seeds/003, "El laboratorio de la semana y make
// test", steps 1 to 7): what its exercises share. Each step runs the engine's lab-* preset of the
// notes' command on the course's link with the student's own seed (and, where the notes measured
// several cases, the student's own case), so each student has a run of their own that the notes'
// measured range still applies to.
import type { Draw } from '../seed';
import type { RunRecordLike } from '../types';

export const LAB_CHAPTER = 11;

/** A seed of one's own: with the same link and flows, only the host noise (and random loss) differ. */
export const drawSeed = (d: Draw) => d.int(2, 999);

export const labFlow = (run: RunRecordLike, i = 0) => run.summary.flows[i];
export const labPing = (run: RunRecordLike) => (run.summary.pings[0] as { rtt_ms?: { min: number; median: number; max: number } | null } | undefined)?.rtt_ms ?? null;

/** The algorithm's name as the statements write it. */
export const ccName = (cc: string) => (cc === 'cubic' ? 'CUBIC' : 'Reno');

/** Losses before this time belong to the slow-start overshoot, not to the sawtooth (as c4-lab1). */
export const SLOW_START_S = 2;

export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  return a == null || b == null || !(b > 0) ? null : a / b;
}

/**
 * The link of a student's experiment (issue 22): rate, base RTT (the one-way delay of the data
 * direction; the ACKs come back at once, as on the course's dumbbell) and the buffer at r1. The
 * notes' link is 50 Mbit/s, 40 ms, 250 KiB; a drawn one moves every figure of a run (goodput with
 * the rate, the RTTs with the delay, the queue's delay with the buffer over the rate) by more than
 * an exercise's tolerance, in steps fine enough that a class of 300 never shares one.
 */
export interface LabLink {
  rate_mbps: number;
  rtt_ms: number;
  buffer_kib: number;
}

export const NOTES_LINK: LabLink = { rate_mbps: 50, rtt_ms: 40, buffer_kib: 250 };

export interface LinkRanges {
  /** Mbit/s, both ends included; drawn in steps of 0,1. */
  rate: [number, number];
  /** ms, both ends included; drawn in steps of 0,1. */
  rtt: [number, number];
  /** The buffer as a multiple of `bufferOf` KiB, both ends included; whole KiB. */
  bufferScale?: [number, number];
}

/** Default ranges: 30 to 60 Mbit/s and 30 to 50 ms keep the lab's regimes and cost at most 1,2 x the notes' run. */
export const LAB_RANGES: LinkRanges = { rate: [30, 60], rtt: [30, 50], bufferScale: [0.8, 1.25] };

const tenths = (d: Draw, [lo, hi]: [number, number]) => d.int(Math.round(lo * 10), Math.round(hi * 10)) / 10;

/** A link drawn per student; the buffer scales `bufferKib` (the case's, default the BDP of the drawn link). */
export function drawLink(d: Draw, ranges: LinkRanges = LAB_RANGES, bufferKib?: number): LabLink {
  const rate_mbps = tenths(d, ranges.rate);
  const rtt_ms = tenths(d, ranges.rtt);
  const [lo, hi] = ranges.bufferScale ?? [1, 1];
  const base = bufferKib ?? bdpKib(rate_mbps, rtt_ms);
  const buffer_kib = d.int(Math.round(base * lo), Math.round(base * hi));
  return { rate_mbps, rtt_ms, buffer_kib };
}

/** The path's bandwidth-delay product in KiB (the notes' 250 KB at 50 Mbit/s and 40 ms: 244 KiB). */
export const bdpKib = (rateMbps: number, rttMs: number) => (rateMbps * 1e6 * rttMs) / 1e3 / 8 / 1024;

/** The path's BDP in frames of 1514 bytes, the course's count (165 on the notes' link). */
export const bdpFramesOf = (l: Pick<LabLink, 'rate_mbps' | 'rtt_ms'>) => (l.rate_mbps * 1e6 * l.rtt_ms) / 1e3 / 8 / 1514;

/** The widget's overrides that put a preset on the student's link. */
export function linkSet(l: LabLink): Record<string, unknown> {
  return { 'link.rate_mbps': l.rate_mbps, 'link.delay_ms': l.rtt_ms, 'link.queue.limit_bytes': l.buffer_kib * 1024 };
}

/** What a student's goodput can be at most: the rate times the payload share of a frame (1448 / 1514). */
export const payloadMbps = (rateMbps: number) => (rateMbps * 1448) / 1514;

/** The statement's placeholders of a link: {{rate}} Mbit/s, {{rtt}} ms, {{buffer}} KiB, {{bdp}} frames, {{payload}} Mbit/s. */
export const linkVars = (l: LabLink) => ({
  rate: l.rate_mbps, rtt: l.rtt_ms, buffer: l.buffer_kib, bdp: Math.round(bdpFramesOf(l)), payload: Math.round(payloadMbps(l.rate_mbps) * 10) / 10,
});
