// Chapter 5, notes' exercise 4: a rule that adds +5 and multiplies by 0,8. It converges (each
// reduction multiplies |x1 - x2| by 0,8; additive increases leave it alone), more slowly than
// with 0,5: from (10, 70) the difference needs 19 reductions to fall under 1 where 0,5 needs 6.
// The trajectories are src/models' phase plane (phase.py).
import { phaseTrajectory, type PhaseRow } from '../../models/phasePlane';
import { numericExercise } from '../define';
import type { Draw } from '../seed';

interface P {
  [k: string]: number;
  capacity: number;
  x1: number;
  x2: number;
  ai: number;
  md: number;
}

const NOTES: P = { capacity: 100, x1: 10, x2: 70, ai: 5, md: 0.8 };
/** Enough steps for the slowest rule drawn (0,9) to bring the difference under 1. */
const STEPS = 3000;
/** "Fair": |x1 - x2| below this many units. */
export const FAIR_WITHIN = 1;

export interface Convergence {
  reductions: number;
  steps: number;
}

const memo = new Map<string, Convergence | null>();

/** Reductions and steps until |x1 - x2| < 1 under AIMD with factor `md`; null if never. */
export function convergence(p: P, md: number): Convergence | null {
  // Pure and asked for several times per check (key, mistakes, speed): computed once.
  const k = `${p.capacity}|${p.x1}|${p.x2}|${p.ai}|${md}`;
  if (!memo.has(k)) {
    if (memo.size > 1000) memo.clear();
    memo.set(k, computeConvergence(p, md));
  }
  return memo.get(k)!;
}

function computeConvergence(p: P, md: number): Convergence | null {
  const rows: PhaseRow[] = phaseTrajectory('aimd', STEPS, {
    capacity: p.capacity, start: [p.x1, p.x2], additiveIncrease: p.ai, multiplicativeDecrease: md,
  });
  let reductions = 0;
  for (let i = 1; i < rows.length; i++) {
    if (rows[i - 1].sum > p.capacity) reductions++;
    if (rows[i].difference < FAIR_WITHIN) return { reductions, steps: rows[i].step };
  }
  return null;
}

/** x1 just after the first reduction (the row after the first sum over the capacity). */
export function firstCutX1(p: P): number {
  const rows = phaseTrajectory('aimd', STEPS, { capacity: p.capacity, start: [p.x1, p.x2], additiveIncrease: p.ai, multiplicativeDecrease: p.md });
  const i = rows.findIndex((r) => r.sum > p.capacity);
  return rows[i + 1].x1;
}

function speed(p: P): 'faster' | 'slower' | 'same' {
  const mine = convergence(p, p.md)!.steps;
  const half = convergence(p, 0.5)!.steps;
  return mine > half ? 'slower' : mine < half ? 'faster' : 'same';
}

function drawParams(d: Draw): P {
  // An unfair start inside the plane (x2 up to 95 of 100), as the notes' (10, 70).
  // Hundredths and thousandths, so no two students of a class share the start and the rule (issue 22).
  const x1 = d.int(500, 3000) / 100;
  return { capacity: 100, x1, x2: Math.round((x1 + d.int(4000, 6500) / 100) * 100) / 100, ai: d.int(200, 500) / 100, md: d.int(600, 900) / 1000 };
}

export const c5e4 = numericExercise<P>({
  id: 'c5-e4',
  chapter: 5,
  points: 10,
  tolerance: 0,
  notes: NOTES,
  draw: drawParams,
  vars: (p) => ({ ...p }),
  mistakes: ['diverges', 'gentler-is-faster', 'counted-steps'],
  fields: [
    {
      name: 'reductions', unit: '', count: true, key: (p) => convergence(p, p.md)!.reductions,
      mistakes: (p) => [{ id: 'counted-steps', value: convergence(p, p.md)!.steps }],
    },
    {
      name: 'reductions_half', unit: '', count: true, key: (p) => convergence(p, 0.5)!.reductions,
      mistakes: (p) => [{ id: 'counted-steps', value: convergence(p, 0.5)!.steps }],
    },
    // x1 right after the first reduction: the additive steps to the capacity, then the factor.
    { name: 'x1_first', unit: '', tolerance: 0.02, key: firstCutX1 },
  ],
  choices: [
    { name: 'converges', options: ['yes', 'no'], key: (p) => (convergence(p, p.md) ? 'yes' : 'no'), mistakes: { no: 'diverges' } },
    { name: 'speed', options: ['faster', 'slower', 'same'], key: speed, mistakes: { faster: 'gentler-is-faster' } },
  ],
});
