// The Link-and-ping view's options: defaults, the form's validation, and the scenario it builds.
// Pure (no React, no DOM): lessons and tests use it directly.
import { parseLocaleNumber } from '../../i18n/format';

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

interface Range {
  min: number;
  max: number;
}

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

export type FieldError =
  | { key: 'required' }
  | { key: 'notNumber'; value: string }
  | { key: 'range'; min: number; max: number };

export type FormErrors = Partial<Record<FieldName, FieldError>>;

export function formFromOptions(o: LinkPingOptions): LinkPingForm {
  const kib = o.queueBytes % 1024 === 0 && o.queueBytes >= 1024;
  return {
    rate: String(o.rateMbps),
    delay: String(o.delayMs),
    loss: String(o.lossPct),
    queue: String(kib ? o.queueBytes / 1024 : o.queueBytes),
    queueUnit: kib ? 'KiB' : 'bytes',
    load: String(o.loadMbps),
    duration: String(o.durationS),
    speed: String(o.speed),
  };
}

function check(text: string, range: Range): { value: number } | { error: FieldError } {
  if (text.trim() === '') return { error: { key: 'required' } };
  const v = parseLocaleNumber(text);
  if (Number.isNaN(v)) return { error: { key: 'notNumber', value: text.trim() } };
  if (v < range.min || v > range.max) return { error: { key: 'range', min: range.min, max: range.max } };
  return { value: v };
}

/** Checks one numeric field: the value, or why it is refused. */
export function checkField(name: Exclude<FieldName, 'queue'>, text: string): { value: number } | { error: FieldError } {
  return check(text, RANGES[name]);
}

/** Validates the form; on success returns the options (the seed comes from `base`). */
export function validateForm(
  form: LinkPingForm,
  base: Pick<LinkPingOptions, 'seed'>,
): { ok: true; options: LinkPingOptions } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const values: Partial<Record<FieldName, number>> = {};
  const fields: [FieldName, string, Range][] = [
    ['rate', form.rate, RANGES.rate],
    ['delay', form.delay, RANGES.delay],
    ['loss', form.loss, RANGES.loss],
    ['queue', form.queue, queueRange(form.queueUnit)],
    ['load', form.load.trim() === '' ? '0' : form.load, RANGES.load], // empty load means off
    ['duration', form.duration, RANGES.duration],
    ['speed', form.speed, RANGES.speed],
  ];
  for (const [name, text, range] of fields) {
    const r = check(text, range);
    if ('error' in r) errors[name] = r.error;
    else values[name] = r.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const queueBytes = Math.round(form.queueUnit === 'KiB' ? values.queue! * 1024 : values.queue!);
  return {
    ok: true,
    options: {
      rateMbps: values.rate!,
      delayMs: values.delay!,
      lossPct: values.loss!,
      queueBytes,
      loadMbps: values.load!,
      durationS: values.duration!,
      speed: values.speed!,
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

/** The speed slider is logarithmic: position = log10(speed), from -2 (0.01x) to 3 (1000x). */
export function sliderFromSpeed(speed: number): number {
  const r = RANGES.speed;
  return Math.log10(Math.min(r.max, Math.max(r.min, speed)));
}

/** Speed for a slider position, rounded to two significant digits so the text stays readable. */
export function speedFromSlider(position: number): number {
  const v = 10 ** position;
  const mag = 10 ** (Math.floor(Math.log10(v)) - 1);
  const r = RANGES.speed;
  return Math.min(r.max, Math.max(r.min, Math.round(v / mag) * mag));
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
