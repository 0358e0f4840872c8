// The Bufferbloat view's options: defaults (the course's `bench.py bloat` experiment), the form's
// validation, the configurations to run and the scenario each one is. Pure (no React, no DOM).
import { ALL_CCS, ccNeedsEcn, type CcName } from '../shared/ccs';
import { checkNumber, checkNumbers, type FieldError as NumberFieldError, type Range } from '../../controls/numberFields';
import { QUEUE_KINDS, queueConfig, type QueueKind } from '../shared/queues';

export type { CcName } from '../shared/ccs';
/** The algorithm choice: one of them, or Reno and CUBIC side by side (the notes' comparison). */
export type CcChoice = CcName | 'both';

export { QUEUE_KINDS, viewQueueOf, type QueueKind } from '../shared/queues';

/** Every algorithm of the contract; the form lists those the engine implements (useAvailableCcs). */
export const CC_NAMES: readonly CcName[] = ALL_CCS;
export const CC_CHOICES: readonly CcChoice[] = [...ALL_CCS, 'both'];
/** What 'both' runs. */
const BOTH: readonly CcName[] = ['reno', 'cubic'];

export interface BufferbloatOptions {
  rateMbps: number;
  /** One-way propagation delay on the data path: the unloaded ping RTT. */
  delayMs: number;
  /** Buffer sizes at the bottleneck, KiB (one configuration per size and algorithm). */
  buffersKiB: number[];
  cc: CcChoice;
  queue: QueueKind;
  /** Seconds of bulk transfer (the pings before it are the unloaded ones). */
  loadS: number;
  pingIntervalMs: number;
  /** Simulated seconds per wall-clock second in a live run. */
  speed: number;
  seed: number;
}

/** The notes: 50 Mbit/s, 40 ms, buffers of 50, 250 and 2000 KiB, a ping every 267 ms, 20 s of load. */
export const DEFAULT_OPTIONS: BufferbloatOptions = {
  rateMbps: 50,
  delayMs: 40,
  buffersKiB: [50, 250, 2000],
  cc: 'reno',
  queue: 'fifo',
  loadS: 20,
  pingIntervalMs: 267,
  speed: 1,
  seed: 1,
};

/** Pings before the bulk flow starts (as in the lab presets `lab-bloat-*`). */
export const UNLOADED_S = 2;
export const FLOW_ID = 's1';
export const PING_ID = 's2';
export const SAMPLE_MS = 100;
export const MAX_BUFFERS = 6;

export type FieldName = 'rate' | 'delay' | 'buffers' | 'duration' | 'interval';

export type { Range } from '../../controls/numberFields';

export const RANGES: Record<FieldName, Range> = {
  rate: { min: 0.1, max: 10000 },
  delay: { min: 0, max: 1000 },
  /** Each buffer, KiB. */
  buffers: { min: 2, max: 100000 },
  duration: { min: 1, max: 300 },
  interval: { min: 10, max: 2000 },
};

export interface BufferbloatForm {
  rate: string;
  delay: string;
  buffers: string;
  cc: CcChoice;
  queue: QueueKind;
  duration: string;
  interval: string;
  /** Live speed, chosen from SPEEDS. */
  speed: number;
}

export type FieldError = NumberFieldError<FieldName> | { key: 'tooMany'; field: FieldName; max: number };

export type FormErrors = Partial<Record<FieldName, FieldError>>;

export function formFromOptions(o: BufferbloatOptions, lang = 'en'): BufferbloatForm {
  const sep = lang === 'es' ? '; ' : ', ';
  const num = (x: number) => (lang === 'es' ? String(x).replace('.', ',') : String(x));
  return {
    rate: num(o.rateMbps),
    delay: num(o.delayMs),
    buffers: o.buffersKiB.map(num).join(sep),
    cc: o.cc,
    queue: o.queue,
    duration: num(o.loadS),
    interval: num(o.pingIntervalMs),
    speed: o.speed,
  };
}

/**
 * The buffer list as typed: sizes in KiB separated by spaces or semicolons, or by commas when no
 * comma is a decimal comma ("50, 250, 2000" and "50; 2,5; 2000" both work). Sorted, without repeats.
 */
export function parseBufferList(text: string): { value: number[] } | { error: FieldError } {
  const trimmed = text.trim();
  if (trimmed === '') return { error: { key: 'required', field: 'buffers' } };
  const parts = (/;/.test(trimmed) ? trimmed.split(';') : trimmed.split(/[\s,]+/)).map((p) => p.trim()).filter((p) => p !== '');
  const values: number[] = [];
  for (const p of parts) {
    const r = checkNumber<FieldName>('buffers', p, RANGES.buffers);
    if ('error' in r) return r;
    values.push(r.value);
  }
  const unique = [...new Set(values)].sort((a, b) => a - b);
  if (unique.length === 0) return { error: { key: 'required', field: 'buffers' } };
  if (unique.length > MAX_BUFFERS) return { error: { key: 'tooMany', field: 'buffers', max: MAX_BUFFERS } };
  return { value: unique };
}

export function validateForm(
  form: BufferbloatForm,
  base: Pick<BufferbloatOptions, 'seed'>,
): { ok: true; options: BufferbloatOptions } | { ok: false; errors: FormErrors } {
  const numbers = checkNumbers(['rate', 'delay', 'duration', 'interval'] as const, form, RANGES);
  const buffers = parseBufferList(form.buffers);
  if (!numbers.ok || 'error' in buffers) {
    return { ok: false, errors: { ...(numbers.ok ? {} : numbers.errors), ...('error' in buffers ? { buffers: buffers.error } : {}) } };
  }
  const num = numbers.values;
  return {
    ok: true,
    options: {
      rateMbps: num.rate,
      delayMs: num.delay,
      buffersKiB: buffers.value,
      cc: CC_CHOICES.includes(form.cc) ? form.cc : 'reno',
      queue: QUEUE_KINDS.includes(form.queue) ? form.queue : 'fifo',
      loadS: num.duration,
      pingIntervalMs: num.interval,
      speed: SPEEDS.includes(form.speed as (typeof SPEEDS)[number]) ? form.speed : 1,
      seed: base.seed,
    },
  };
}

/** One run of the experiment: a buffer size and an algorithm (and the queue discipline). */
export interface Configuration {
  key: string;
  bufferKiB: number;
  cc: CcName;
  queue: QueueKind;
}

export function configKey(bufferKiB: number, cc: CcName, queue: QueueKind = 'fifo'): string {
  return `${queue}-${bufferKiB}-${cc}`;
}

export function ccsOf(choice: CcChoice): CcName[] {
  return choice === 'both' ? [...BOTH] : [choice];
}

/** Every configuration of the table, buffer by buffer (in the order of CC_NAMES). */
export function configurations(o: BufferbloatOptions): Configuration[] {
  return o.buffersKiB.flatMap((bufferKiB) =>
    ccsOf(o.cc).map((cc) => ({ key: configKey(bufferKiB, cc, o.queue), bufferKiB, cc, queue: o.queue })),
  );
}

/** The closed-form maximum queueing delay of a full buffer: buffer x 8 / rate (ms). */
export function maxQueueDelayMs(bufferKiB: number, rateMbps: number): number {
  return (bufferKiB * 1024 * 8) / (rateMbps * 1e6) * 1000;
}

/**
 * Time after the loaded window so every ping sent in it can come back: the worst queueing delay
 * plus the path, with room to spare. The flow keeps sending meanwhile (the queue stays loaded).
 */
export function tailS(o: BufferbloatOptions, bufferKiB: number): number {
  const worstMs = maxQueueDelayMs(bufferKiB, o.rateMbps) + o.delayMs + 50;
  return Math.ceil((1.5 * worstMs) / 100) / 10;
}

/** Pings sent: every `interval` from 0 while t < UNLOADED_S + loadS (the course's 8 + 75). */
export function pingCount(o: BufferbloatOptions): number {
  return Math.ceil(((UNLOADED_S + o.loadS) * 1000) / o.pingIntervalMs - 1e-9);
}

/** The scenario (contract in DESIGN.md) of one configuration: the lab's `bench.py bloat`. */
export function buildScenario(o: BufferbloatOptions, c: Pick<Configuration, 'bufferKiB' | 'cc' | 'queue'>): Record<string, unknown> {
  return {
    version: 1,
    seed: o.seed,
    duration_s: UNLOADED_S + o.loadS + tailS(o, c.bufferKiB),
    sample_ms: SAMPLE_MS,
    link: {
      rate_mbps: o.rateMbps,
      delay_ms: o.delayMs,
      queue: queueConfig(c.queue, c.bufferKiB),
    },
    // DCTCP and the SCE variants run with ECN (as Sawtooth does); so does any flow meeting RED's marks.
    flows: [{ id: FLOW_ID, transport: 'tcp', cc: c.cc, stack: 'linux', start_s: UNLOADED_S, ecn: ccNeedsEcn(c.cc) || c.queue === 'red-ecn' }],
    pings: [{ id: PING_ID, interval_ms: o.pingIntervalMs, start_s: 0, count: pingCount(o) }],
  };
}

/** Options that change what a run measures: rows from different setups are not one table. */
export function sameSetup(a: BufferbloatOptions, b: BufferbloatOptions): boolean {
  return (
    a.rateMbps === b.rateMbps &&
    a.delayMs === b.delayMs &&
    a.loadS === b.loadS &&
    a.pingIntervalMs === b.pingIntervalMs &&
    a.seed === b.seed
  );
}

export const SPEEDS = [0.5, 1, 2, 4, 10] as const;
