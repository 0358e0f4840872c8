// The Link-and-ping view's options: defaults, the form's validation, and the scenario it builds.
// Pure (no React, no DOM): lessons and tests use it directly.
import { checkNumber, checkNumbers, numberText, type FieldError as NumberFieldError, type Range } from '../../controls/numberFields';

export type QueueUnit = 'bytes' | 'KiB';

export interface LinkPingOptions {
  rateMbps: number;
  /** One-way propagation delay on the data path (the reverse path adds none, as in the course's testbed). */
  delayMs: number;
  /** Random loss on the data direction, in percent. */
  lossPct: number;
  queueBytes: number;
  /** Rate of the background UDP constant-bit-rate flow; 0 = no load. */
  loadMbps: number;
  durationS: number;
  /** Simulated seconds per wall-clock second. */
  speed: number;
  seed: number;
}

export const DEFAULT_OPTIONS: LinkPingOptions = {
  rateMbps: 50,
  delayMs: 40,
  lossPct: 0,
  queueBytes: 256000,
  loadMbps: 0,
  durationS: 20,
  speed: 1,
  seed: 1,
};

export const PING_INTERVAL_MS = 100;
export const LOAD_START_S = 2;
export const SAMPLE_MS = 100;

export type FieldName = 'rate' | 'delay' | 'loss' | 'queue' | 'load' | 'duration' | 'speed';

/** Valid ranges in the units the user types (the queue's depends on its unit). */
export const RANGES: Record<Exclude<FieldName, 'queue'>, Range> = {
  rate: { min: 0.01, max: 100000 },
  delay: { min: 0, max: 5000 },
  loss: { min: 0, max: 100 },
  load: { min: 0, max: 100000 },
  duration: { min: 0.1, max: 3600 },
  speed: { min: 0.01, max: 1000 },
};
const QUEUE_MAX_BYTES = 1e9;

export function queueRange(unit: QueueUnit): Range {
  return { min: 0, max: unit === 'bytes' ? QUEUE_MAX_BYTES : Math.floor(QUEUE_MAX_BYTES / 1024) };
}

/** The form as typed: strings, so half-typed input is kept and reported, not lost. */
export interface LinkPingForm {
  rate: string;
  delay: string;
  loss: string;
  queue: string;
  queueUnit: QueueUnit;
  load: string;
  duration: string;
  speed: string;
}

export type FieldError = NumberFieldError<FieldName>;

export type FormErrors = Partial<Record<FieldName, FieldError>>;

export function formFromOptions(o: LinkPingOptions): LinkPingForm {
  const kib = o.queueBytes % 1024 === 0 && o.queueBytes >= 1024;
  // In the page's language, as the fields are read (numberFields.ts): "1.544" would read as ambiguous in Spanish.
  return {
    rate: numberText(o.rateMbps),
    delay: numberText(o.delayMs),
    loss: numberText(o.lossPct),
    queue: numberText(kib ? o.queueBytes / 1024 : o.queueBytes),
    queueUnit: kib ? 'KiB' : 'bytes',
    load: numberText(o.loadMbps),
    duration: numberText(o.durationS),
    speed: numberText(o.speed),
  };
}

/** Checks one numeric field: the value, or why it is refused. */
export function checkField(name: Exclude<FieldName, 'queue'>, text: string): { value: number } | { error: FieldError } {
  return checkNumber<FieldName>(name, text, RANGES[name]);
}

/** Validates the form; on success returns the options (the seed comes from `base`). */
export function validateForm(
  form: LinkPingForm,
  base: Pick<LinkPingOptions, 'seed'>,
): { ok: true; options: LinkPingOptions } | { ok: false; errors: FormErrors } {
  // An empty load means no load; the queue's range follows its unit.
  const typed = { ...form, load: form.load.trim() === '' ? '0' : form.load };
  const checked = checkNumbers(['rate', 'delay', 'loss', 'queue', 'load', 'duration', 'speed'] as const, typed, { ...RANGES, queue: queueRange(form.queueUnit) });
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const values = checked.values;
  const queueBytes = Math.round(form.queueUnit === 'KiB' ? values.queue * 1024 : values.queue);
  return {
    ok: true,
    options: {
      rateMbps: values.rate,
      delayMs: values.delay,
      lossPct: values.loss,
      queueBytes,
      loadMbps: values.load,
      durationS: values.duration,
      speed: values.speed,
      seed: base.seed,
    },
  };
}

/** The scenario (contract in DESIGN.md) for these options. */
export function buildScenario(o: LinkPingOptions): Record<string, unknown> {
  return {
    version: 1,
    seed: o.seed,
    duration_s: o.durationS,
    sample_ms: SAMPLE_MS,
    link: {
      rate_mbps: o.rateMbps,
      delay_ms: o.delayMs,
      // Like the course's netem on r1: all the propagation delay is on the data path, so the
      // base ping RTT equals delay_ms (reverse_delay_ms keeps its default, 0).
      loss: o.lossPct / 100,
      queue: { kind: 'fifo', limit_bytes: o.queueBytes },
    },
    flows: o.loadMbps > 0 ? [{ id: 'load', transport: 'udp', rate_mbps: o.loadMbps, start_s: LOAD_START_S }] : [],
    pings: [{ id: 'ping', interval_ms: PING_INTERVAL_MS, start_s: 0 }],
  };
}

/** The options a (normalised) scenario was built from, e.g. one carried by a RunRecord. */
export function optionsFromScenario(s: unknown, fallback: LinkPingOptions = DEFAULT_OPTIONS): LinkPingOptions {
  const sc = (s ?? {}) as {
    seed?: unknown; duration_s?: unknown;
    link?: { rate_mbps?: unknown; delay_ms?: unknown; loss?: unknown; queue?: { limit_bytes?: unknown } };
    flows?: { id?: string; transport?: string; rate_mbps?: unknown }[];
  };
  const num = (x: unknown, d: number) => (typeof x === 'number' && Number.isFinite(x) ? x : d);
  // The view's own load is the flow "load"; another scenario's first constant-rate flow stands for it.
  const load = sc.flows?.find((f) => f.id === 'load') ?? sc.flows?.find((f) => f.transport === 'udp');
  return {
    rateMbps: num(sc.link?.rate_mbps, fallback.rateMbps),
    delayMs: num(sc.link?.delay_ms, fallback.delayMs),
    lossPct: num(sc.link?.loss, fallback.lossPct / 100) * 100,
    queueBytes: num(sc.link?.queue?.limit_bytes, fallback.queueBytes),
    loadMbps: load ? num(load.rate_mbps, 0) : 0,
    durationS: num(sc.duration_s, fallback.durationS),
    speed: fallback.speed,
    seed: num(sc.seed, fallback.seed),
  };
}
