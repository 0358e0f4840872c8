// The Sawtooth view's options: defaults, the form's validation and the scenario each run uses.
// Pure (no React, no DOM): lessons and tests use it directly.
import { ALL_CCS, ccNeedsEcn, type CcName } from '../shared/ccs';
import { checkNumber, checkNumbers, numberText, type FieldError as Err, type Range } from '../../controls/numberFields';
import { QUEUE_KINDS, queueConfig, viewQueueOf, type QueueKind } from '../shared/queues';

export type Cc = CcName;
export type Stack = 'linux' | 'book';
/** Every algorithm of the contract; the form lists those the engine implements (useAvailableCcs). */
export const CCS: readonly Cc[] = ALL_CCS;
export { QUEUE_KINDS, type QueueKind };
export const STACKS: readonly Stack[] = ['linux', 'book'];

export interface SawtoothOptions {
  cc: Cc;
  stack: Stack;
  /** The bottleneck's queue discipline; its memory is `bufferKiB`. */
  queue: QueueKind;
  rateMbps: number;
  /** One-way propagation delay on the data path (the ACK path adds none, as in the course's testbed). */
  delayMs: number;
  /** Bottleneck FIFO limit in KiB (the course's tbf: 250 KiB). */
  bufferKiB: number;
  durationS: number;
  /** Simulated seconds per wall-clock second. */
  speed: number;
  seed: number;
  /** Sampling period of the recorder, ms. */
  sampleMs: number;
}

/** The course's link (notes, "La curva de la tabla" / lab-baseline-reno): 50 Mbit/s, 40 ms, 250 KiB. */
export const DEFAULT_OPTIONS: SawtoothOptions = {
  cc: 'reno',
  stack: 'linux',
  queue: 'fifo',
  rateMbps: 50,
  delayMs: 40,
  bufferKiB: 250,
  durationS: 30,
  speed: 1,
  seed: 1,
  sampleMs: 100,
};

export const FLOW_ID = 's1';

export type FieldName = 'rate' | 'delay' | 'buffer' | 'duration' | 'speed';
export const FIELDS: readonly FieldName[] = ['rate', 'delay', 'buffer', 'duration', 'speed'];


export const RANGES: Record<FieldName, Range> = {
  rate: { min: 0.1, max: 10000 },
  delay: { min: 1, max: 2000 },
  buffer: { min: 2, max: 100000 },
  duration: { min: 1, max: 600 },
  speed: { min: 0.01, max: 1000 },
};

/** The form as typed: strings, so half-typed input is kept and reported, not lost. */
export interface SawtoothForm {
  cc: Cc;
  stack: Stack;
  queue: QueueKind;
  rate: string;
  delay: string;
  buffer: string;
  duration: string;
  speed: string;
}

export type FieldError = Err<FieldName>;

export type FormErrors = Partial<Record<FieldName, FieldError>>;

export function formFromOptions(o: SawtoothOptions): SawtoothForm {
  return {
    cc: o.cc,
    stack: o.stack,
    queue: o.queue,
    // In the page's language, as the fields are read (numberFields.ts): "2.125" would read as ambiguous in Spanish.
    rate: numberText(o.rateMbps),
    delay: numberText(o.delayMs),
    buffer: numberText(o.bufferKiB),
    duration: numberText(o.durationS),
    speed: numberText(o.speed),
  };
}

/** Checks one numeric field: the value, or why it is refused (the error names the field). */
export function checkField(field: FieldName, text: string): { value: number } | { error: FieldError } {
  return checkNumber(field, text, RANGES[field]);
}

export function validateForm(
  form: SawtoothForm,
  base: Pick<SawtoothOptions, 'seed' | 'sampleMs'>,
): { ok: true; options: SawtoothOptions } | { ok: false; errors: FormErrors } {
  const r = checkNumbers(FIELDS, form, RANGES);
  if (!r.ok) return r;
  const v = r.values;
  return {
    ok: true,
    options: {
      cc: form.cc,
      stack: form.stack,
      queue: form.queue,
      rateMbps: v.rate,
      delayMs: v.delay,
      bufferKiB: v.buffer,
      durationS: v.duration,
      speed: v.speed,
      seed: base.seed,
      sampleMs: base.sampleMs,
    },
  };
}

export function bufferBytes(o: Pick<SawtoothOptions, 'bufferKiB'>): number {
  return Math.round(o.bufferKiB * 1024);
}

/** The scenario (contract in DESIGN.md): one TCP flow alone on the course's dumbbell link. */
export function buildScenario(o: SawtoothOptions): Record<string, unknown> {
  return {
    version: 1,
    seed: o.seed,
    duration_s: o.durationS,
    sample_ms: o.sampleMs,
    link: {
      rate_mbps: o.rateMbps,
      delay_ms: o.delayMs,
      queue: queueConfig(o.queue, o.bufferKiB),
    },
    // DCTCP and the SCE variants run with ECN (Linux turns it on for DCTCP); so does any flow
    // meeting RED's ECN marks.
    flows: [{ id: FLOW_ID, transport: 'tcp', cc: o.cc, stack: o.stack, ecn: ccNeedsEcn(o.cc) || o.queue === 'red-ecn' }],
  };
}

/** Reads the options back from a (normalised) scenario, e.g. one carried by a RunRecord. */
export function optionsFromScenario(s: unknown, fallback: SawtoothOptions = DEFAULT_OPTIONS, flowId?: string): SawtoothOptions {
  const sc = (s ?? {}) as {
    seed?: number; duration_s?: number; sample_ms?: number;
    link?: { rate_mbps?: number; delay_ms?: number; reverse_delay_ms?: number; queue?: Record<string, unknown> };
    flows?: { id?: string; cc?: string; stack?: string }[];
  };
  const flow = sc.flows?.find((f) => f.id === flowId) ?? sc.flows?.[0];
  const num = (x: unknown, d: number) => (typeof x === 'number' && Number.isFinite(x) ? x : d);
  const queue = sc.link?.queue ? viewQueueOf(sc.link.queue) : null;
  return {
    cc: (CCS as readonly string[]).includes(flow?.cc ?? '') ? (flow?.cc as Cc) : fallback.cc,
    stack: flow?.stack === 'book' ? 'book' : flow?.stack === 'linux' ? 'linux' : fallback.stack,
    queue: queue?.queue ?? fallback.queue,
    rateMbps: num(sc.link?.rate_mbps, fallback.rateMbps),
    delayMs: num(sc.link?.delay_ms, fallback.delayMs) + num(sc.link?.reverse_delay_ms, 0),
    bufferKiB: queue?.bufferKiB ?? fallback.bufferKiB,
    durationS: num(sc.duration_s, fallback.durationS),
    speed: fallback.speed,
    seed: num(sc.seed, fallback.seed),
    sampleMs: num(sc.sample_ms, fallback.sampleMs),
  };
}

/** Speed slider: position = log10(speed), from -2 (0.01x) to 3 (1000x). */
export function sliderFromSpeed(speed: number): number {
  const r = RANGES.speed;
  return Math.log10(Math.min(r.max, Math.max(r.min, speed)));
}

/** Speed for a slider position, rounded to two significant digits. */
export function speedFromSlider(position: number): number {
  const v = 10 ** position;
  const mag = 10 ** (Math.floor(Math.log10(v)) - 1);
  const r = RANGES.speed;
  return Math.min(r.max, Math.max(r.min, Math.round(v / mag) * mag));
}
