// Host profiles (scenario field `hosts`). `ideal` leaves every field at Linux's default: no host
// stalls, no ACK jitter, HyStart's current round rule. `course-lab` is the course's two-core
// Containerlab hosts as far as the notes' evidence sizes them (docs/model.md, "Host profiles"):
// it fills in the fields a scenario leaves out, so anything written explicitly still wins and the
// normalised scenario of a run shows every value it used.

import type { HystartRule } from './types';

export type HostsProfile = 'ideal' | 'course-lab';

export interface HostsValues {
  /** link.stall_every_s: mean time between stalls of r1 (null: none). */
  stall_every_s: number | null;
  /** link.stall_ms. */
  stall_ms: number;
  /** flows[].ack_jitter_us of TCP flows. */
  ack_jitter_us: number;
  /** flows[].hystart of TCP flows. */
  hystart: HystartRule;
}

export const HOSTS_VALUES: Readonly<Record<HostsProfile, Readonly<HostsValues>>> = {
  ideal: { stall_every_s: null, stall_ms: 20, ack_jitter_us: 0, hystart: 'first-ack' },
  // Stalls: the notes' ping maxima exceed what their queue holds by 11 to 35 ms, and one ping of a
  // run's 75 catching one means about 1.3 % of the time stalled: 20 ms about every 1.5 s. Jitter:
  // the range of the notes' three idle pings (277 us) rounded down. HyStart: see docs/model.md.
  'course-lab': { stall_every_s: 1.5, stall_ms: 20, ack_jitter_us: 250, hystart: 'cwnd16' },
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Fills in the fields of the scenario's `hosts` profile that the raw scenario leaves out (before
 * validation; anything malformed is left for the validator to name).
 */
export function applyHostsProfile(raw: unknown): unknown {
  if (!isRecord(raw) || raw.hosts !== 'course-lab') return raw;
  const v = HOSTS_VALUES['course-lab'];
  const out: Record<string, unknown> = { ...raw };
  const link = raw.link === undefined ? {} : raw.link;
  if (isRecord(link)) {
    const l: Record<string, unknown> = { ...link };
    if (!('stall_every_s' in l)) l.stall_every_s = v.stall_every_s;
    if (!('stall_ms' in l)) l.stall_ms = v.stall_ms;
    out.link = l;
  }
  if (Array.isArray(raw.flows)) {
    out.flows = raw.flows.map((f) => {
      if (!isRecord(f) || (f.transport !== undefined && f.transport !== 'tcp')) return f;
      const g: Record<string, unknown> = { ...f };
      if (!('ack_jitter_us' in g)) g.ack_jitter_us = v.ack_jitter_us;
      if (!('hystart' in g)) g.hystart = v.hystart;
      return g;
    });
  }
  return out;
}
