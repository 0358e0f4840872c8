// The fairness view's options: the course's link, one to eight hosts (each with its algorithm,
// start time, extra RTT and parallel connections) and the bottleneck's queue: one shared FIFO,
// Cake with one shared queue, or Cake with a queue per connection (fair queueing). Defaults, the
// form's validation, the scenario a set of options runs and the options a scenario comes from.
// Pure (no React, no DOM).
import { ALL_CCS, ccNeedsEcn, isCcName, type CcName } from '../shared/ccs';
import { checkNumber, type Range } from '../shared/numberFields';

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

export interface FairnessOptions {
  hosts: FairHost[];
  queue: FairQueue;
  rateMbps: number;
  delayMs: number;
  bufferKiB: number;
  durationS: number;
  speed: number;
  seed: number;
  sampleMs: number;
}

export const DEFAULT_HOST: FairHost = { cc: 'reno', startS: 0, extraMs: 0, parallel: 1 };

/** The notes' first experiment (lab-pair-reno): two Reno flows, s2 a fraction of a second later. */
export const DEFAULT_OPTIONS: FairnessOptions = {
  hosts: [{ ...DEFAULT_HOST }, { ...DEFAULT_HOST, startS: 0.1 }],
  queue: 'fifo',
  rateMbps: 50,
  delayMs: 40,
  bufferKiB: 250,
  durationS: 30,
  speed: 5,
  seed: 1,
  sampleMs: 100,
};

export type LinkField = 'rate' | 'delay' | 'buffer' | 'duration' | 'speed';
export const LINK_FIELDS: readonly LinkField[] = ['rate', 'delay', 'buffer', 'duration', 'speed'];
export type HostField = 'start' | 'extra' | 'parallel';
export const HOST_FIELDS: readonly HostField[] = ['start', 'extra', 'parallel'];

export const RANGES: Record<LinkField | HostField, Range> = {
  rate: { min: 0.1, max: 1000 },
  delay: { min: 1, max: 1000 },
  buffer: { min: 2, max: 100000 },
  duration: { min: 1, max: 300 },
  speed: { min: 0.01, max: 1000 },
  start: { min: 0, max: 300 },
  extra: { min: 0, max: 1000 },
  parallel: { min: 1, max: MAX_PARALLEL },
};

/** The form as typed: strings, so half-typed input is kept and reported, not lost. */
export interface HostForm {
  cc: CcName;
  start: string;
  extra: string;
  parallel: string;
}

export interface FairnessForm {
  queue: FairQueue;
  rate: string;
  delay: string;
  buffer: string;
  duration: string;
  speed: string;
  hosts: HostForm[];
}

/** Why a field is refused; host fields name their host (s1, s2, …). */
export type FormError =
  | { key: 'required' | 'notNumber' | 'range' | 'integer' | 'startAfterEnd'; field: LinkField | HostField; host?: number; value?: string; min?: number; max?: number };

/** Errors by field name: `rate`, … for the link, `start-0`, `extra-1`, … for the hosts. */
export type FormErrors = Record<string, FormError>;

export const hostFieldName = (field: HostField, i: number) => `${field}-${i}`;

export function formFromOptions(o: FairnessOptions, text: (x: number) => string = String): FairnessForm {
  return {
    queue: o.queue,
    rate: text(o.rateMbps),
    delay: text(o.delayMs),
    buffer: text(o.bufferKiB),
    duration: text(o.durationS),
    speed: text(o.speed),
    hosts: o.hosts.map((h) => ({ cc: h.cc, start: text(h.startS), extra: text(h.extraMs), parallel: text(h.parallel) })),
  };
}

function checked(field: LinkField | HostField, text: string, host?: number): { value: number } | { error: FormError } {
  const r = checkNumber(field, text, RANGES[field]);
  if ('error' in r) return { error: { ...r.error, host } };
  if (field === 'parallel' && !Number.isInteger(r.value)) return { error: { key: 'integer', field, host, min: RANGES.parallel.min, max: RANGES.parallel.max } };
  return r;
}

export function validateForm(form: FairnessForm, base: Pick<FairnessOptions, 'seed' | 'sampleMs'>): { ok: true; options: FairnessOptions } | { ok: false; errors: FormErrors } {
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
  return {
    ok: true,
    options: {
      hosts,
      queue: form.queue,
      rateMbps: link.rate,
      delayMs: link.delay,
      bufferKiB: link.buffer,
      durationS: link.duration,
      speed: link.speed,
      seed: base.seed,
      sampleMs: base.sampleMs,
    },
  };
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
  seed?: unknown;
  duration_s?: unknown;
  sample_ms?: unknown;
  link?: { rate_mbps?: unknown; delay_ms?: unknown; reverse_delay_ms?: unknown; queue?: { kind?: unknown; limit_bytes?: unknown; isolation?: unknown } };
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
  return {
    hosts,
    queue,
    rateMbps: num(sc.link?.rate_mbps, fallback.rateMbps),
    delayMs: num(sc.link?.delay_ms, fallback.delayMs) + num(sc.link?.reverse_delay_ms, 0),
    bufferKiB,
    durationS: num(sc.duration_s, fallback.durationS),
    speed: fallback.speed,
    seed: num(sc.seed, fallback.seed),
    sampleMs: num(sc.sample_ms, fallback.sampleMs),
  };
}
