// Chiu and Jain's two-flow phase plane: two senders at rates x1 and x2 share a link of capacity
// C and both see the same binary signal, "congested" when x1 + x2 > C. Each step both apply the
// same rule: increase when not congested, decrease when congested.

import { jainIndex } from './jain';

export type PhaseRuleName = 'aimd' | 'aiad' | 'mimd' | 'miad';
export const PHASE_RULES: readonly PhaseRuleName[] = ['aimd', 'aiad', 'mimd', 'miad'];

export interface PhaseRule {
  increase: 'additive' | 'multiplicative';
  decrease: 'additive' | 'multiplicative';
}

const RULES: Record<PhaseRuleName, PhaseRule> = {
  aimd: { increase: 'additive', decrease: 'multiplicative' },
  aiad: { increase: 'additive', decrease: 'additive' },
  mimd: { increase: 'multiplicative', decrease: 'multiplicative' },
  miad: { increase: 'multiplicative', decrease: 'additive' },
};

export function phaseRule(name: PhaseRuleName): PhaseRule {
  return RULES[name];
}

export function isPhaseRuleName(name: string): name is PhaseRuleName {
  return (PHASE_RULES as readonly string[]).includes(name);
}

export interface PhaseParams {
  /** Link capacity C; congestion when x1 + x2 > C. */
  capacity: number;
  /** Starting rates (x1, x2). */
  start: readonly [number, number];
  /** Added on an additive increase. */
  additiveIncrease: number;
  /**
   * Each flow's own additive increase (x1 adds the first, x2 the second), when the two differ;
   * otherwise both add `additiveIncrease`. (The notes' exercise 5: one adds 10, the other 5.)
   */
  additiveIncreasePerFlow?: readonly [number, number];
  /** Factor of a multiplicative increase (> 1). */
  multiplicativeIncrease: number;
  /** Factor of a multiplicative decrease (between 0 and 1). */
  multiplicativeDecrease: number;
  /** Subtracted on an additive decrease; rates never go below 0. */
  additiveDecrease: number;
}

export const DEFAULT_PHASE_PARAMS: PhaseParams = {
  capacity: 100,
  start: [10, 70],
  additiveIncrease: 5,
  multiplicativeIncrease: 1.25,
  multiplicativeDecrease: 0.5,
  additiveDecrease: 20,
};

export interface PhaseRow {
  step: number;
  x1: number;
  x2: number;
  sum: number;
  /** |x1 - x2| */
  difference: number;
  /** Jain's index of (x1, x2); NaN when both are zero. */
  jain: number;
}

function row(step: number, x1: number, x2: number): PhaseRow {
  return { step, x1, x2, sum: x1 + x2, difference: Math.abs(x1 - x2), jain: jainIndex([x1, x2]) };
}

function checkParams(p: PhaseParams): void {
  const finite = (name: string, v: number, ok: boolean): void => {
    if (!Number.isFinite(v) || !ok) throw new RangeError(`phase plane: ${name} out of range, got ${v}`);
  };
  finite('capacity', p.capacity, p.capacity > 0);
  finite('start x1', p.start[0], p.start[0] >= 0);
  finite('start x2', p.start[1], p.start[1] >= 0);
  finite('additiveIncrease', p.additiveIncrease, p.additiveIncrease > 0);
  if (p.additiveIncreasePerFlow) {
    finite('additiveIncreasePerFlow[0]', p.additiveIncreasePerFlow[0], p.additiveIncreasePerFlow[0] > 0);
    finite('additiveIncreasePerFlow[1]', p.additiveIncreasePerFlow[1], p.additiveIncreasePerFlow[1] > 0);
  }
  finite('multiplicativeIncrease', p.multiplicativeIncrease, p.multiplicativeIncrease > 1);
  finite('multiplicativeDecrease', p.multiplicativeDecrease, p.multiplicativeDecrease > 0 && p.multiplicativeDecrease < 1);
  finite('additiveDecrease', p.additiveDecrease, p.additiveDecrease > 0);
}

/** One step of a rule from (x1, x2). */
export function phaseStep(rule: PhaseRule, x: readonly [number, number], params: PhaseParams): [number, number] {
  const congested = x[0] + x[1] > params.capacity;
  const apply = (v: number, flow: 0 | 1): number => {
    if (!congested) {
      const add = params.additiveIncreasePerFlow?.[flow] ?? params.additiveIncrease;
      return rule.increase === 'additive' ? v + add : v * params.multiplicativeIncrease;
    }
    return rule.decrease === 'additive' ? Math.max(0, v - params.additiveDecrease) : v * params.multiplicativeDecrease;
  };
  return [apply(x[0], 0), apply(x[1], 1)];
}

/** Rows for steps 0 (the start) to `steps`, inclusive. */
export function phaseTrajectory(
  rule: PhaseRuleName | PhaseRule,
  steps: number,
  params: Partial<PhaseParams> = {},
): PhaseRow[] {
  if (!Number.isInteger(steps) || steps < 0) throw new RangeError(`steps must be an integer >= 0, got ${steps}`);
  const p: PhaseParams = { ...DEFAULT_PHASE_PARAMS, ...params };
  checkParams(p);
  const r = typeof rule === 'string' ? RULES[rule] : rule;
  let x: [number, number] = [p.start[0], p.start[1]];
  const rows = [row(0, x[0], x[1])];
  for (let step = 1; step <= steps; step++) {
    x = phaseStep(r, x, p);
    rows.push(row(step, x[0], x[1]));
  }
  return rows;
}

/** The state after `steps` steps of each of the four rules (the notes' `all`, 200 steps). */
export function phaseFinals(steps = 200, params: Partial<PhaseParams> = {}): { rule: PhaseRuleName; row: PhaseRow }[] {
  return PHASE_RULES.map((rule) => {
    const rows = phaseTrajectory(rule, steps, params);
    return { rule, row: rows[rows.length - 1] };
  });
}
