// The "loss is not congestion" view's options, the transports it compares and the scenario of
// each run. Pure (no React, no DOM). The link is Ouroboros Tutorial 10's (seed 000): 100 Mbit/s
// each way, 10 ms each way, random loss in both directions; the scenarios mirror the presets
// t10-frct-* and t10-<cc>-* (src/view-scenarios.test.ts checks they stay the same).
import type { CcName } from '../shared/ccs';
import { fieldsOf, fieldTexts, optionsOfValues, type FieldTable } from '../shared/fieldTable';
import { checkNumbers, type FieldError as Err, type Range } from '../../controls/numberFields';

export const REORDER_QUEUES = [1024, 128] as const;
export type ReorderQueue = (typeof REORDER_QUEUES)[number];

export interface LossOptions {
  /** Random loss in each direction, percent (the tutorial: 1 %). */
  lossPct: number;
  /** Seconds each run lasts (iperf3 -t 60 in the tutorial). */
  durationS: number;
  /** FRCT's reorder queue: 1024 as the tutorial builds it, 128 by default. */
  reorderQueue: ReorderQueue;
  seed: number;
}

export const DEFAULT_OPTIONS: LossOptions = { lossPct: 1, durationS: 60, reorderQueue: 1024, seed: 1 };

/** Durations offered as quick choices (any value in range may be typed). */
export const DURATION_CHOICES = [5, 10, 20, 60] as const;

/** The form's number fields: the option each sets and its range. */
export const NUMBER_FIELDS = {
  loss: { key: 'lossPct', min: 0, max: 20 },
  duration: { key: 'durationS', min: 1, max: 120 },
} as const satisfies FieldTable<string, LossOptions>;

export type FieldName = keyof typeof NUMBER_FIELDS;
const FIELDS = fieldsOf<FieldName, LossOptions>(NUMBER_FIELDS);
export const RANGES: Record<FieldName, Range> = NUMBER_FIELDS;

/** The TCP algorithms of the tutorial's comparison, in its order (those the engine has are run). */
export const TCP_CCS: readonly CcName[] = ['cubic', 'reno', 'dctcp', 'bbr'];

/** One run of the comparison. */
export type Transport = { key: 'frct'; kind: 'frct' } | { key: CcName; kind: 'tcp'; cc: CcName };

/** FRCT + mb-ecn first, then the TCP algorithms the engine implements (null: not known yet, all). */
export function transports(available: readonly string[] | null): Transport[] {
  const ccs = TCP_CCS.filter((cc) => available === null || available.includes(cc));
  return [{ key: 'frct', kind: 'frct' }, ...ccs.map((cc): Transport => ({ key: cc, kind: 'tcp', cc }))];
}

/** The tutorial's netem limit for TCP (65 536 frames) and the shaper queue in front of FRCT. */
export const TCP_QUEUE_PACKETS = 65536;
export const FRCT_QUEUE_PACKETS = 1000;
/** The TCP receiver's advertised share of its buffer in the tutorial's runs (an estimate, see the presets). */
export const TCP_RCV_SCALING_RATIO = 0.92;

/** The scenario (contract in DESIGN.md) of one transport on the lossy link. */
export function buildScenario(o: LossOptions, tr: Transport): Record<string, unknown> {
  const loss = o.lossPct / 100;
  const link = (limitPackets: number) => ({
    rate_mbps: 100, delay_ms: 10, reverse_rate_mbps: 100, reverse_delay_ms: 10, loss, reverse_loss: loss,
    queue: { kind: 'fifo', limit_packets: limitPackets },
  });
  const base = { version: 1, seed: o.seed, duration_s: o.durationS };
  if (tr.kind === 'frct') {
    return { ...base, link: link(FRCT_QUEUE_PACKETS), flows: [{ id: 'frct', transport: 'frct', frct: { reorder_queue: o.reorderQueue } }] };
  }
  // DCTCP negotiates ECN as Linux does; nothing on this FIFO marks, so it reads only loss.
  const flow: Record<string, unknown> = { id: 'tcp', cc: tr.cc };
  if (tr.cc === 'dctcp') flow.ecn = true;
  // As the presets t10-<cc>-*: netem on the sender's own device drops whole GSO packets, and the
  // receiver's window is its buffer x the payload share of a GSO skb (src/sim/scenario/presets).
  flow.rcv_scaling_ratio = TCP_RCV_SCALING_RATIO;
  return { ...base, link: { ...link(TCP_QUEUE_PACKETS), loss_unit: 'gso' }, flows: [flow] };
}

/** The form as typed: the number fields as strings (half-typed input is kept and reported). */
export type LossForm = { reorderQueue: ReorderQueue } & Record<FieldName, string>;

export type FieldError = Err<FieldName>;
export type FormErrors = Partial<Record<FieldName, FieldError>>;

export function formFromOptions(o: LossOptions, lang = 'en'): LossForm {
  return { reorderQueue: o.reorderQueue, ...fieldTexts<FieldName, LossOptions>(NUMBER_FIELDS, o, lang) };
}

export function validateForm(form: LossForm, seed = DEFAULT_OPTIONS.seed): { ok: true; options: LossOptions } | { ok: false; errors: FormErrors } {
  const r = checkNumbers(FIELDS, form, RANGES);
  if (!r.ok) return r;
  const reorderQueue = REORDER_QUEUES.includes(form.reorderQueue) ? form.reorderQueue : DEFAULT_OPTIONS.reorderQueue;
  const numbers = optionsOfValues<FieldName, LossOptions>(NUMBER_FIELDS, r.values) as Pick<LossOptions, 'lossPct' | 'durationS'>;
  return { ok: true, options: { ...numbers, reorderQueue, seed } };
}
