// The notes' fairness experiments (seeds/003, "Equidad"; the engine's lab-pair-*, lab-rtt-* and
// lab-parallel-cubic presets), as options of this view: the form loads one, the student runs it.
import type { CcName } from '../shared/ccs';
import { DEFAULT_HOST, DEFAULT_OPTIONS, type FairHost, type FairnessOptions } from './options';

export const EXPERIMENTS = ['pair-reno', 'pair-cubic', 'pair-reno-cubic', 'pair-cubic-reno', 'rtt-reno', 'rtt-cubic', 'parallel-cubic'] as const;
export type Experiment = (typeof EXPERIMENTS)[number];

/** s1 first, s2 "a fraction of a second" later (0.1 s), as the presets. */
function pair(a: CcName, b: CcName, s2: Partial<FairHost> = {}): FairHost[] {
  return [{ ...DEFAULT_HOST, cc: a }, { ...DEFAULT_HOST, cc: b, startS: 0.1, ...s2 }];
}

/** The experiment's hosts on the course's link (50 Mbit/s, 40 ms, 250 KiB, 30 s), keeping the page's speed and seed. */
export function experimentOptions(e: Experiment, current: Pick<FairnessOptions, 'speed' | 'seed' | 'sampleMs'>): FairnessOptions {
  // The view shows the notes' experiments on ideal hosts (Linux's defaults); the lab presets of the
  // same names run them on the course's lab hosts (`hosts: course-lab`), whose stalls push the
  // +80 ms Reno ratio out of the square law's neighbourhood (a pinned miss, docs/model.md).
  const base = { ...DEFAULT_OPTIONS, speed: current.speed, seed: current.seed, sampleMs: current.sampleMs };
  switch (e) {
    case 'pair-reno':
      return { ...base, hosts: pair('reno', 'reno') };
    case 'pair-cubic':
      return { ...base, hosts: pair('cubic', 'cubic') };
    case 'pair-reno-cubic':
      return { ...base, hosts: pair('reno', 'cubic') };
    case 'pair-cubic-reno':
      return { ...base, hosts: pair('cubic', 'reno') };
    case 'rtt-reno':
      return { ...base, hosts: pair('reno', 'reno', { extraMs: 80 }) };
    case 'rtt-cubic':
      return { ...base, hosts: pair('cubic', 'cubic', { extraMs: 80 }) };
    case 'parallel-cubic':
      return { ...base, hosts: pair('cubic', 'cubic', { parallel: 4 }) };
  }
}

/** The notes' exercise 10: the RTT experiment again with s2 at +20 and +160 ms (and the lab's +80). */
export const RTT_SERIES_MS = [20, 80, 160] as const;

/** The options of one run of the RTT series: the last host's extra delay set, the others' kept. */
export function withLastExtra(o: FairnessOptions, extraMs: number): FairnessOptions {
  const hosts = o.hosts.map((h, i) => (i === o.hosts.length - 1 ? { ...h, extraMs } : { ...h }));
  return { ...o, hosts };
}
