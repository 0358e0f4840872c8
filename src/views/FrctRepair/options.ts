// The FRCT repair view's options: defaults (Tutorial 10's lossy link), the form's validation and
// the scenario each run uses: the chosen FRCT preset with the form's link, loss, reorder queue and
// duration written over it. Pure (no React, no DOM).
import { fieldsOf, fieldTexts, optionsOfValues, type FieldTable } from '../shared/fieldTable';
import { checkNumber, checkNumbers, type FieldError as Err, type Range } from '../../controls/numberFields';

export const REORDER_QUEUES = ['128', '1024'] as const;
export type ReorderQueue = (typeof REORDER_QUEUES)[number];

export interface FrctRepairOptions {
  /** Name of the engine preset the run starts from (its flows, queue and apps). */
  preset: string;
  /** FRCT reorder queue = flow-control window, packets (default 128; Tutorial 10 builds 1024). */
  reorderQueue: ReorderQueue;
  /** Random loss in both directions, percent. */
  lossPct: number;
  /** One-way propagation delay, each direction, ms. */
  delayMs: number;
  /** Link rate, each direction, Mbit/s. */
  rateMbps: number;
  durationS: number;
  /** Simulated seconds per wall-clock second. */
  speed: number;
  /** A whole scenario to start from instead of the preset's (a ?scenario= link, an opened run). */
  base?: Record<string, unknown>;
}

/** The preset name the form shows while the run starts from `base` rather than from a preset. */
export const FROM_SCENARIO = '(scenario)';

/** Tutorial 10 with 1 % loss (t10-frct-1024-loss-1), shortened to 10 s so a class can watch it. */
export const DEFAULT_OPTIONS: FrctRepairOptions = {
  preset: 't10-frct-1024-loss-1',
  reorderQueue: '1024',
  lossPct: 1,
  delayMs: 10,
  rateMbps: 100,
  durationS: 10,
  speed: 1,
};

/** The form's number fields: the option each sets and its range (inside the engine's field table;
 *  loss is a probability there, a percentage here). */
export const NUMBER_FIELDS = {
  loss: { key: 'lossPct', min: 0, max: 50 },
  delay: { key: 'delayMs', min: 0, max: 1000 },
  rate: { key: 'rateMbps', min: 0.1, max: 1000 },
  duration: { key: 'durationS', min: 0.5, max: 600 },
  speed: { key: 'speed', min: 0.01, max: 1000 },
} as const satisfies FieldTable<string, FrctRepairOptions>;

export type FieldName = keyof typeof NUMBER_FIELDS;
export const FIELDS = fieldsOf<FieldName, FrctRepairOptions>(NUMBER_FIELDS);
export const RANGES: Record<FieldName, Range> = NUMBER_FIELDS;

/** The form as typed: the number fields as strings (half-typed input is kept and reported). */
export type FrctForm = { preset: string; reorderQueue: ReorderQueue } & Record<FieldName, string>;

export type FieldError = Err<FieldName>;
export type FormErrors = Partial<Record<FieldName, FieldError>>;

/** The form showing `o`; Spanish gets a decimal comma (no grouping: the parser reads both). */
export function formFromOptions(o: FrctRepairOptions, lang = 'en'): FrctForm {
  return { preset: o.preset, reorderQueue: o.reorderQueue, ...fieldTexts<FieldName, FrctRepairOptions>(NUMBER_FIELDS, o, lang) };
}

export function checkField(field: FieldName, text: string): { value: number } | { error: FieldError } {
  return checkNumber(field, text, RANGES[field]);
}

/** The options the form stands for; `base` (the scenario the form was read from, if any) is kept. */
export function validateForm(form: FrctForm, base?: Record<string, unknown>): { ok: true; options: FrctRepairOptions } | { ok: false; errors: FormErrors } {
  const r = checkNumbers(FIELDS, form, RANGES);
  if (!r.ok) return r;
  const numbers = optionsOfValues<FieldName, FrctRepairOptions>(NUMBER_FIELDS, r.values) as Pick<FrctRepairOptions, 'lossPct' | 'delayMs' | 'rateMbps' | 'durationS' | 'speed'>;
  return { ok: true, options: { ...(base ? { base } : {}), preset: form.preset, reorderQueue: form.reorderQueue, ...numbers } };
}

type Json = Record<string, unknown>;
interface FlowJson extends Json {
  id: string;
  transport?: string;
  frct?: Json;
}

/** True when the scenario has a flow with `transport: "frct"` (the presets this view offers). */
export function usesFrct(scenario: unknown): boolean {
  const flows = (scenario as { flows?: FlowJson[] } | null)?.flows;
  return Array.isArray(flows) && flows.some((f) => f?.transport === 'frct');
}

/** Tutorial 10's link and bulk FRCT flow: the base when the presets have not arrived from the worker. */
export function fallbackScenario(): Json {
  return {
    version: 1,
    duration_s: 30,
    link: { rate_mbps: 100, delay_ms: 10, reverse_rate_mbps: 100, reverse_delay_ms: 10, loss: 0.01, reverse_loss: 0.01, queue: { kind: 'fifo', limit_packets: 1000 } },
    flows: [{ id: 'frct', transport: 'frct', frct: { reorder_queue: 1024 } }],
  };
}

/** The run's scenario: `base` (a preset's) with the form's values written over its link and FRCT flows. */
export function buildScenario(base: unknown, o: FrctRepairOptions): Json {
  const s = structuredClone((usesFrct(base) ? base : fallbackScenario()) as Json);
  const link = { ...((s.link as Json | undefined) ?? {}) };
  link.rate_mbps = o.rateMbps;
  link.reverse_rate_mbps = o.rateMbps;
  link.delay_ms = o.delayMs;
  link.reverse_delay_ms = o.delayMs;
  link.loss = o.lossPct / 100;
  link.reverse_loss = o.lossPct / 100;
  s.link = link;
  s.duration_s = o.durationS;
  s.flows = (s.flows as FlowJson[]).map((f) =>
    f.transport === 'frct' ? { ...f, frct: { ...(f.frct ?? {}), reorder_queue: Number(o.reorderQueue) } } : f,
  );
  return s;
}

/** Id of the first FRCT flow of a scenario (the one the panels show). */
export function frctFlowId(scenario: unknown): string | null {
  const flows = (scenario as { flows?: FlowJson[] } | null)?.flows ?? [];
  return flows.find((f) => f?.transport === 'frct')?.id ?? null;
}

/** The form's values a preset stands for (its link, loss, reorder queue and duration). */
export function optionsFromScenario(name: string, s: unknown, fallback: FrctRepairOptions): FrctRepairOptions {
  const sc = (s ?? {}) as { duration_s?: number; link?: Json; flows?: FlowJson[] };
  const num = (x: unknown, d: number) => (typeof x === 'number' && Number.isFinite(x) ? x : d);
  const rq = sc.flows?.find((f) => f.transport === 'frct')?.frct?.reorder_queue;
  return {
    ...fallback,
    preset: name,
    reorderQueue: rq === 128 || rq === undefined ? '128' : rq === 1024 ? '1024' : fallback.reorderQueue,
    lossPct: Number((num(sc.link?.loss, 0) * 100).toPrecision(12)), // 0.07 × 100 is 7.000000000000001
    delayMs: num(sc.link?.delay_ms, fallback.delayMs),
    rateMbps: num(sc.link?.rate_mbps, fallback.rateMbps),
    durationS: num(sc.duration_s, fallback.durationS),
  };
}
