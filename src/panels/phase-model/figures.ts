// The paper model's options as lessons and pages give them ({ rule, x1, x2, steps, increase,
// capacity, ai, md, mi, ad }), read into the model's parameters (src/models/phasePlane), and the
// figures of the last step for a lesson's predictions. Pure.
import { DEFAULT_PHASE_PARAMS, isPhaseRuleName, phaseTrajectory, type PhaseParams, type PhaseRow, type PhaseRuleName } from '../../models/phasePlane';

export interface PhaseModelOptions {
  rule: PhaseRuleName;
  /** Starting rates. */
  x1: number;
  x2: number;
  /** Steps after the start. */
  steps: number;
  /** Each flow's own additive increase [flow 1, flow 2] (rules with an additive increase). */
  increase?: readonly [number, number];
  /** Capacity C (default 100). */
  capacity?: number;
  /** Additive increase (default 5), multiplicative decrease (0.5), multiplicative increase (1.25), additive decrease (20). */
  ai?: number;
  md?: number;
  mi?: number;
  ad?: number;
}

/** The notes' defaults: AIMD from (10, 70), 14 steps. */
export const DEFAULT_MODEL_OPTIONS: PhaseModelOptions = { rule: 'aimd', x1: DEFAULT_PHASE_PARAMS.start[0], x2: DEFAULT_PHASE_PARAMS.start[1], steps: 14 };

/** Most steps a page may ask for. */
export const MAX_MODEL_STEPS = 1000;

export function phaseModelParams(o: PhaseModelOptions): PhaseParams {
  const d = DEFAULT_PHASE_PARAMS;
  return {
    capacity: o.capacity ?? d.capacity,
    start: [o.x1, o.x2],
    additiveIncrease: o.ai ?? d.additiveIncrease,
    multiplicativeIncrease: o.mi ?? d.multiplicativeIncrease,
    multiplicativeDecrease: o.md ?? d.multiplicativeDecrease,
    additiveDecrease: o.ad ?? d.additiveDecrease,
    ...(o.increase ? { additiveIncreasePerFlow: o.increase } : {}),
  };
}

/** Rows 0 (the start) to `steps`. Throws a RangeError naming the parameter out of range. */
export function phaseModelRows(o: PhaseModelOptions): PhaseRow[] {
  return phaseTrajectory(o.rule, o.steps, phaseModelParams(o));
}

export interface PhaseModelFigures {
  /** The last step's number (= steps). */
  step: number;
  x1: number;
  x2: number;
  sum: number;
  /** Jain's index of (x1, x2); NaN when both are 0. */
  jain: number;
  /** x2 / x1: NaN when both are 0, Infinity when only x1 is. */
  ratio: number;
}

/** What the model gives after `steps` steps (a lesson's prediction is checked against it). */
export function phaseModelFigures(o: PhaseModelOptions): PhaseModelFigures {
  const rows = phaseModelRows(o);
  const last = rows[rows.length - 1];
  return { step: last.step, x1: last.x1, x2: last.x2, sum: last.sum, jain: last.jain, ratio: last.x2 / last.x1 };
}

export type ReadOptions = { ok: true; value: PhaseModelOptions } | { ok: false; field: string; detail: string };

const NUMBERS = ['x1', 'x2', 'capacity', 'ai', 'md', 'mi', 'ad'] as const;

/**
 * A panel's free-form options read as model options: the defaults where they are missing, the
 * field named where one has the wrong type or is out of the model's range.
 */
export function readModelOptions(raw: Record<string, unknown> | undefined): ReadOptions {
  const x = raw ?? {};
  const out: PhaseModelOptions = { ...DEFAULT_MODEL_OPTIONS };
  if (x.rule !== undefined) {
    if (typeof x.rule !== 'string' || !isPhaseRuleName(x.rule)) return { ok: false, field: 'rule', detail: 'aimd, aiad, mimd, miad' };
    out.rule = x.rule;
  }
  for (const k of NUMBERS) {
    const v = x[k];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isFinite(v)) return { ok: false, field: k, detail: String(v) };
    out[k] = v;
  }
  if (x.steps !== undefined) {
    const s = x.steps;
    if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s > MAX_MODEL_STEPS) return { ok: false, field: 'steps', detail: `0–${MAX_MODEL_STEPS}` };
    out.steps = s;
  }
  if (x.increase !== undefined) {
    const a = x.increase;
    if (!Array.isArray(a) || a.length !== 2 || !a.every((v) => typeof v === 'number' && Number.isFinite(v) && v > 0)) return { ok: false, field: 'increase', detail: '[a1, a2] > 0' };
    out.increase = [a[0], a[1]];
  }
  try {
    phaseModelRows({ ...out, steps: 0 });
  } catch (e) {
    return { ok: false, field: 'options', detail: e instanceof Error ? e.message : String(e) };
  }
  return { ok: true, value: out };
}
