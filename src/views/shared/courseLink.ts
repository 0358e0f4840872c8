// The course's dumbbell as a view's options (50 Mbit/s, 40 ms on the data path, 250 KiB, 30 s)
// and the five link fields a view's form and address share: their names, option keys and the
// parameters of the address. A view adds its own options (its flows, its queue) to these.
import { numberParam, type ViewParam } from './viewParams';
import type { Range } from '../../controls/numberFields';

/** Rate (Mbit/s), one-way delay on the data path (ms: the ACKs come back at once, as in the
 * course's lab), buffer (KiB), run length (s), simulated seconds per wall second, seed and the
 * recorder's sampling period (ms). */
export interface LinkOptions {
  rateMbps: number; delayMs: number; bufferKiB: number; durationS: number; speed: number; seed: number; sampleMs: number;
}

export const COURSE_LINK: LinkOptions = { rateMbps: 50, delayMs: 40, bufferKiB: 250, durationS: 30, speed: 1, seed: 1, sampleMs: 100 };

export const LINK_FIELDS = ['rate', 'delay', 'buffer', 'duration', 'speed'] as const;
export type LinkField = (typeof LINK_FIELDS)[number];
export const LINK_KEYS: Record<LinkField, keyof LinkOptions> = { rate: 'rateMbps', delay: 'delayMs', buffer: 'bufferKiB', duration: 'durationS', speed: 'speed' };

/** The address parameters of the five link fields (?rate=…&delay=…), in the form's order. */
export function linkParams<O extends LinkOptions>(defaults: O, ranges: Record<LinkField, Range>): ViewParam<O>[] {
  return LINK_FIELDS.map((f) => numberParam<O>(f, LINK_KEYS[f], ranges[f], defaults));
}

/** The link options a scenario states, the others from `fallback` (the speed is never in a scenario). */
export function linkFromScenario(scenario: unknown, fallback: LinkOptions): LinkOptions {
  const sc = (scenario ?? {}) as { seed?: unknown; duration_s?: unknown; sample_ms?: unknown; link?: { rate_mbps?: unknown; delay_ms?: unknown; reverse_delay_ms?: unknown } };
  const num = (x: unknown, d: number) => (typeof x === 'number' && Number.isFinite(x) ? x : d);
  return {
    rateMbps: num(sc.link?.rate_mbps, fallback.rateMbps),
    // The views put the whole RTT on the data path; a reverse delay is folded into it.
    delayMs: num(sc.link?.delay_ms, fallback.delayMs) + num(sc.link?.reverse_delay_ms, 0),
    bufferKiB: fallback.bufferKiB,
    durationS: num(sc.duration_s, fallback.durationS),
    speed: fallback.speed,
    seed: num(sc.seed, fallback.seed),
    sampleMs: num(sc.sample_ms, fallback.sampleMs),
  };
}
