// The fairness view's options: the course's link, one to eight hosts (each with its algorithm,
// start time, extra RTT and parallel connections) and the bottleneck's queue: one shared FIFO,
// Cake with one shared queue, or Cake with a queue per connection (fair queueing). Defaults, the
// form's validation, the scenario a set of options runs and the options a scenario comes from.
// Pure (no React, no DOM).
import { ALL_CCS, ccNeedsEcn, isCcName, type CcName } from '../shared/ccs';
import { COURSE_LINK, LINK_FIELDS, LINK_KEYS, linkFromScenario, type LinkField, type LinkOptions } from '../shared/courseLink';
import { checkNumber, type NumberReadings, type Range } from '../../controls/numberFields';

export const MAX_HOSTS = 8;
/** The view offers up to 8 connections per host (the engine allows 64; 8 x 8 already crowds a link). */
export const MAX_PARALLEL = 8;

export const CCS: readonly CcName[] = ALL_CCS;

/**
 * `fifo`: one drop-tail queue for everyone (the course's tbf). `shared`: Cake with one queue for
 * everyone (CoDel, flowblind), to tell the AQM's effect from the isolation's. `fq`: Cake with a
 * queue per connection served in turns (deficit round robin): fair queueing.
 */
export const QUEUES = ['fifo', 'shared', 'fq'] as const;
export type FairQueue = (typeof QUEUES)[number];

export interface FairHost {
  cc: CcName;
  startS: number;
  /** Extra one-way delay on the way back to this sender (its ACKs), ms: lengthens its RTT only. */
  extraMs: number;
  parallel: number;
}

export interface FairnessOptions extends LinkOptions {
  hosts: FairHost[];
  queue: FairQueue;
  /** The scenario's `hosts` profile: the notes' experiments ran on the course's lab hosts. */
  profile?: 'ideal' | 'course-lab';
}

export const DEFAULT_HOST: FairHost = { cc: 'reno', startS: 0, extraMs: 0, parallel: 1 };

/** The notes' first experiment (lab-pair-reno) on the course's link: two Reno flows, s2 a fraction of a second later. */
export const DEFAULT_OPTIONS: FairnessOptions = { ...COURSE_LINK, speed: 5, queue: 'fifo', hosts: [{ ...DEFAULT_HOST }, { ...DEFAULT_HOST, startS: 0.1 }] };

export type { LinkField };
export type HostField = 'start' | 'extra' | 'parallel';
export const HOST_FIELDS: readonly HostField[] = ['start', 'extra', 'parallel'];

const range = (min: number, max: number): Range => ({ min, max });
export const RANGES: Record<LinkField | HostField, Range> = {
  rate: range(0.1, 1000), delay: range(1, 1000), buffer: range(2, 100000), duration: range(1, 300), speed: range(0.01, 1000),
  start: range(0, 300), extra: range(0, 1000), parallel: range(1, MAX_PARALLEL),
};

/** The form as typed: strings, so half-typed input is kept and reported, not lost. */
export interface HostForm {
  cc: CcName;
  start: string;
  extra: string;
  parallel: string;
}

export type FairnessForm = Record<LinkField, string> & { queue: FairQueue; hosts: HostForm[] };

/** Why a field is refused; host fields name their host (s1, s2, …). */
export type FormError =
  | { key: 'required' | 'notNumber' | 'range' | 'integer' | 'startAfterEnd'; field: LinkField | HostField; host?: number; value?: string; min?: number; max?: number; readings?: NumberReadings };

/** Errors by field name: `rate`, … for the link, `start-0`, `extra-1`, … for the hosts. */
export type FormErrors = Record<string, FormError>;

export const hostFieldName = (field: HostField, i: number) => `${field}-${i}`;

export function formFromOptions(o: FairnessOptions, text: (x: number) => string = String): FairnessForm {
  const link = Object.fromEntries(LINK_FIELDS.map((f) => [f, text(o[LINK_KEYS[f]])])) as Record<LinkField, string>;
  return { ...link, queue: o.queue, hosts: o.hosts.map((h) => ({ cc: h.cc, start: text(h.startS), extra: text(h.extraMs), parallel: text(h.parallel) })) };
}

function checked(field: LinkField | HostField, text: string, host?: number): { value: number } | { error: FormError } {
  const r = checkNumber(field, text, RANGES[field]);
  if ('error' in r) return { error: { ...r.error, host } };
  if (field === 'parallel' && !Number.isInteger(r.value)) return { error: { key: 'integer', field, host, min: RANGES.parallel.min, max: RANGES.parallel.max } };
  return r;
}

export function validateForm(form: FairnessForm, base: Pick<FairnessOptions, 'seed' | 'sampleMs' | 'profile'>): { ok: true; options: FairnessOptions } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const link = {} as Record<LinkField, number>;
  for (const f of LINK_FIELDS) {
    const r = checked(f, form[f]);
    if ('error' in r) errors[f] = r.error;
    else link[f] = r.value;
  }
  const hosts: FairHost[] = [];
  form.hosts.slice(0, MAX_HOSTS).forEach((h, i) => {
    const v = {} as Record<HostField, number>;
    for (const f of HOST_FIELDS) {
      const r = checked(f, h[f], i);
      if ('error' in r) errors[hostFieldName(f, i)] = r.error;
      else v[f] = r.value;
    }
    // A host that starts after the run ends would never send: refused with the run's length.
    if (v.start !== undefined && link.duration !== undefined && v.start >= link.duration) {
      errors[hostFieldName('start', i)] = { key: 'startAfterEnd', field: 'start', host: i, max: link.duration };
    }
    hosts.push({ cc: h.cc, startS: v.start, extraMs: v.extra, parallel: v.parallel });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const options: FairnessOptions = { ...COURSE_LINK, seed: base.seed, sampleMs: base.sampleMs, hosts, queue: form.queue, ...(base.profile ? { profile: base.profile } : {}) };
  for (const f of LINK_FIELDS) options[LINK_KEYS[f]] = link[f];
  return { ok: true, options };
}

export const hostId = (i: number) => `s${i + 1}`;

const FRAME_BYTES = 1514;

export function queueOf(queue: FairQueue, bufferKiB: number): Record<string, unknown> {
  const bytes = Math.round(bufferKiB * 1024);
  if (queue === 'fifo') return { kind: 'fifo', limit_bytes: bytes };
  return { kind: 'cake', limit_bytes: Math.max(FRAME_BYTES, bytes), isolation: queue === 'fq' ? 'flows' : 'flowblind' };
}

/** The scenario: the hosts s1 … sN behind the course's dumbbell, each a TCP flow with its connections. */
export function buildScenario(o: FairnessOptions): Record<string, unknown> {
  return {
    version: 1,
    ...(o.profile ? { hosts: o.profile } : {}),
    seed: o.seed,
    duration_s: o.durationS,
    sample_ms: o.sampleMs,
    link: { rate_mbps: o.rateMbps, delay_ms: o.delayMs, queue: queueOf(o.queue, o.bufferKiB) },
    flows: o.hosts.map((h, i) => ({
      id: hostId(i),
      transport: 'tcp',
      cc: h.cc,
      start_s: h.startS,
      extra_delay_ms: h.extraMs,
      parallel: h.parallel,
      // DCTCP and the SCE variants see their signal only with ECN (Linux turns it on for DCTCP).
      ecn: ccNeedsEcn(h.cc),
    })),
  };
}

interface ScenarioLike {
  hosts?: unknown;
  link?: { queue?: { kind?: unknown; limit_bytes?: unknown; isolation?: unknown } };
  flows?: { transport?: unknown; cc?: unknown; start_s?: unknown; extra_delay_ms?: unknown; parallel?: unknown }[];
}

const num = (x: unknown, d: number) => (typeof x === 'number' && Number.isFinite(x) ? x : d);

/**
 * The options that reproduce a scenario, or null when this view cannot show it: no TCP flow, a
 * flow of another transport, more than eight, or more connections than the form offers, or a
 * queue other than a byte-limited FIFO or Cake. Pings are not drawn here and are left out.
 */
export function optionsFromScenario(s: unknown, fallback: FairnessOptions = DEFAULT_OPTIONS): FairnessOptions | null {
  const sc = (s ?? {}) as ScenarioLike;
  const flows = Array.isArray(sc.flows) ? sc.flows : [];
  if (flows.length === 0 || flows.length > MAX_HOSTS) return null;
  if (flows.some((f) => (f?.transport ?? 'tcp') !== 'tcp')) return null;
  const hosts: FairHost[] = [];
  for (const f of flows) {
    const parallel = num(f.parallel, 1);
    if (!Number.isInteger(parallel) || parallel < 1 || parallel > MAX_PARALLEL) return null;
    hosts.push({ cc: isCcName(f.cc) ? f.cc : 'reno', startS: num(f.start_s, 0), extraMs: num(f.extra_delay_ms, 0), parallel });
  }
  const q = sc.link?.queue;
  let queue: FairQueue = 'fifo';
  // The engine's default queue: a FIFO of 256 000 bytes.
  let bufferKiB = 256000 / 1024;
  if (q !== undefined) {
    const bytes = num(q.limit_bytes, Number.NaN);
    if (q.kind === 'fifo' && Number.isFinite(bytes)) queue = 'fifo';
    // Cake isolates flows unless told otherwise (its default is "flows"); its memory default is 4 MiB.
    else if (q.kind === 'cake') queue = q.isolation === 'flowblind' ? 'shared' : 'fq';
    else return null;
    bufferKiB = Number.isFinite(bytes) ? bytes / 1024 : 4096;
  }
  const profile = sc.hosts === 'course-lab' ? { profile: 'course-lab' as const } : {};
  return { ...linkFromScenario(s, fallback), bufferKiB, hosts, queue, ...profile };
}
