// The BDP pipe's paper model and form: the closed-form lines of the notes' figure (chapter 11,
// "El producto ancho de banda por retardo") from src/models, the regime of a window, and the
// validation of the editable link. Pure: no React, no DOM.
import { bdp } from '../../models/bdp';
import { bufferDelay } from '../../models/bufferDelay';
// The fields read as every view's do (one path: "1,000" in English is refused with both readings).
import { readNumber, type NumberReadings } from '../../controls/numberFields';

/** The course's segment and frame sizes: 1448 B of payload in a 1514 B frame. */
export const MSS = 1448;
export const FRAME = 1514;

export interface PathParams {
  rateMbps: number;
  /** One-way propagation delay on the data direction (the ACKs come back without it, as in the lab). */
  delayMs: number;
  bufferBytes: number;
}

/** The course's link: 50 Mbit/s, 40 ms, a 250 KiB tbf (256 000 B). */
export const COURSE_PATH: PathParams = { rateMbps: 50, delayMs: 40, bufferBytes: 256000 };

export interface PathModel extends PathParams {
  /** Frames the pipe holds without a queue, unrounded (165.1 on the course's link). */
  bdpFrames: number;
  /** Whole frames that fit in the buffer (169 on the course's link). */
  queueFrames: number;
  /** Payload rate of the full link, Mbit/s (50 x 1448 / 1514 = 47.8). */
  payloadMbps: number;
  /** Queueing delay of a full buffer, ms. */
  fullQueueMs: number;
}

export function pathModel(p: PathParams): PathModel {
  const b = bdp(p.rateMbps, p.delayMs, FRAME);
  const q = bufferDelay(p.bufferBytes, p.rateMbps, FRAME);
  return {
    ...p,
    bdpFrames: b.packets,
    queueFrames: q.frames,
    payloadMbps: (p.rateMbps * MSS) / FRAME,
    fullQueueMs: (q.frames * FRAME * 8) / (p.rateMbps * 1e3),
  };
}

/** Frames counted as "the BDP" in the figure: 165 on the course's link. */
export function bdpWhole(m: PathModel): number {
  return Math.max(1, Math.round(m.bdpFrames));
}

/** The largest window that fits: pipe plus queue (334 on the course's link). */
export function fitLimit(m: PathModel): number {
  return bdpWhole(m) + m.queueFrames;
}

export type Regime = 'under' | 'at' | 'over' | 'dropping';

/** Under, at (within 1 % or one frame of the BDP), over (the queue holds the rest) or dropping. */
export function regimeOf(cwnd: number, m: PathModel): Regime {
  const b = bdpWhole(m);
  const tol = Math.max(1, Math.round(0.01 * b));
  if (cwnd > fitLimit(m)) return 'dropping';
  if (cwnd < b - tol) return 'under';
  if (cwnd <= b + tol) return 'at';
  return 'over';
}

export interface ModelPoint {
  cwnd: number;
  /** Payload throughput, Mbit/s. */
  throughputMbps: number;
  rttMs: number;
  /** Frames waiting in the queue. */
  queued: number;
}

/** The closed form: below the BDP cwnd / RTT at the base RTT; above it the queue holds the rest and the RTT rises; past BDP + buffer the queue stays full. */
export function modelAt(cwnd: number, m: PathModel): ModelPoint {
  const baseRtt = m.delayMs;
  const queued = Math.min(Math.max(cwnd - m.bdpFrames, 0), m.queueFrames);
  const rttMs = baseRtt + (queued * FRAME * 8) / (m.rateMbps * 1e3);
  const throughputMbps = baseRtt > 0 ? Math.min((cwnd * MSS * 8) / (baseRtt * 1e3), m.payloadMbps) : m.payloadMbps;
  return { cwnd, throughputMbps, rttMs, queued };
}

/** The closed-form curve from 1 to `maxCwnd`, with its corners (BDP, BDP + buffer) exact. */
export function modelCurve(m: PathModel, maxCwnd: number): ModelPoint[] {
  const xs = new Set<number>([1, maxCwnd, m.bdpFrames, m.bdpFrames + m.queueFrames]);
  for (let i = 0; i <= 100; i++) xs.add(1 + ((maxCwnd - 1) * i) / 100);
  return [...xs].filter((x) => x >= 1 && x <= maxCwnd).sort((a, b) => a - b).map((x) => modelAt(x, m));
}

/** The upper end of the cwnd axis and of the play-through: past BDP + buffer by a fifth. */
export function cwndAxisMax(m: PathModel): number {
  return Math.max(10, Math.ceil((fitLimit(m) * 1.2) / 10) * 10);
}

/** Windows of the simulated points: spread over the axis, with the figure's own (the BDP, 239-like, BDP + buffer). */
export function sweepWindows(m: PathModel): number[] {
  const top = cwndAxisMax(m);
  const b = bdpWhole(m);
  const set = new Set<number>([b, fitLimit(m), Math.round(b + 0.44 * m.queueFrames)]);
  for (let i = 1; i <= 10; i++) set.add(Math.max(1, Math.round((top * i) / 10)));
  return [...set].filter((w) => w >= 1 && w <= 100000).sort((a, b2) => a - b2);
}

/** Steps of the play-through: from 1 to past BDP + buffer. */
export function playSteps(m: PathModel, count = 24): number[] {
  const top = cwndAxisMax(m);
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(Math.max(1, Math.round(1 + ((top - 1) * i) / (count - 1))));
  return [...new Set(out)];
}

// ---- the form ------------------------------------------------------------------------------

export type FieldName = 'rate' | 'delay' | 'buffer' | 'cwnd';

export interface Range {
  min: number;
  max: number;
  integer?: boolean;
}

/** Valid ranges: the engine's (rate_mbps, delay_ms, limit_bytes, cwnd_fixed), narrowed to what a live animation can draw. */
export const RANGES: Record<FieldName, Range> = {
  rate: { min: 1, max: 1000 },
  delay: { min: 1, max: 500 },
  buffer: { min: 1514, max: 10_000_000, integer: true },
  cwnd: { min: 1, max: 100000, integer: true },
};

export type FieldError =
  | { key: 'required' }
  | { key: 'notNumber'; value: string; readings?: NumberReadings }
  | { key: 'range'; min: number; max: number }
  | { key: 'integer'; min: number; max: number };

/** One field, read in `lang` (by default the page's language). */
export function checkField(name: FieldName, text: string, lang?: string): { value: number } | { error: FieldError } {
  const r = RANGES[name];
  const typed = readNumber(text, lang);
  if ('error' in typed) return { error: typed.error === 'required' ? { key: 'required' } : { key: 'notNumber', value: typed.value, ...(typed.readings ? { readings: typed.readings } : {}) } };
  const v = typed.value;
  if (r.integer && !Number.isInteger(v)) return { error: { key: 'integer', min: r.min, max: r.max } };
  if (v < r.min || v > r.max) return { error: { key: 'range', min: r.min, max: r.max } };
  return { value: v };
}

export type PathForm = Record<'rate' | 'delay' | 'buffer', string>;

export function checkPathForm(f: PathForm): { ok: true; path: PathParams } | { ok: false; errors: Partial<Record<keyof PathForm, FieldError>> } {
  const errors: Partial<Record<keyof PathForm, FieldError>> = {};
  const values: Partial<Record<keyof PathForm, number>> = {};
  for (const k of ['rate', 'delay', 'buffer'] as const) {
    const c = checkField(k, f[k]);
    if ('error' in c) errors[k] = c.error;
    else values[k] = c.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, path: { rateMbps: values.rate!, delayMs: values.delay!, bufferBytes: values.buffer! } };
}

/** The live run's scenario: the course's dumbbell with one Reno sender held at `cwnd`. */
export function buildScenario(p: PathParams, cwnd: number, durationS: number, seed = 1): Record<string, unknown> {
  return {
    version: 1,
    seed,
    duration_s: durationS,
    sample_ms: 10,
    link: { rate_mbps: p.rateMbps, delay_ms: p.delayMs, reverse_delay_ms: 0, queue: { kind: 'fifo', limit_bytes: p.bufferBytes } },
    flows: [{ id: 's1', transport: 'tcp', cc: 'reno', stack: 'linux', cwnd_fixed: cwnd }],
    pings: [],
  };
}
