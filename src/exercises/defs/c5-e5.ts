// Chapter 5, notes' exercise 5: one flow "cheats" and adds +10 where the other adds +5, both
// multiply by 0,5. Each reduction scales both rates alike and each step adds a_i, so after k
// cycles x_i = 0,5^k x_i(0) + a_i S_k with the same S_k for both: x2 / x1 tends to a2 / a1 = 2.
// The trajectory is src/models' phase-plane step applied with each flow's own increase.
import { phaseRule, phaseStep, DEFAULT_PHASE_PARAMS, type PhaseParams } from '../../models/phasePlane';
import { numericExercise } from '../define';
import type { Draw } from '../seed';

interface P {
  [k: string]: number;
  capacity: number;
  x1: number;
  x2: number;
  a1: number;
  a2: number;
  md: number;
}

const NOTES: P = { capacity: 100, x1: 10, x2: 70, a1: 5, a2: 10, md: 0.5 };

/** The long-run ratio x2 / x1 (see the header). */
export function limitRatio(p: P): number {
  return p.a2 / p.a1;
}

/** (x1, x2) after each step when each flow applies AIMD with its own additive increase. */
export function perFlowTrajectory(p: P, steps: number): [number, number][] {
  const aimd = phaseRule('aimd');
  const params = (ai: number): PhaseParams => ({ ...DEFAULT_PHASE_PARAMS, capacity: p.capacity, additiveIncrease: ai, multiplicativeDecrease: p.md });
  let x: [number, number] = [p.x1, p.x2];
  const out: [number, number][] = [x];
  for (let i = 0; i < steps; i++) {
    // Both see the same signal (x1 + x2 > C); each applies its own increase.
    x = [phaseStep(aimd, x, params(p.a1))[0], phaseStep(aimd, x, params(p.a2))[1]];
    out.push(x);
  }
  return out;
}

function drawParams(d: Draw): P {
  // In hundredths, so no two students of a class share the ratio (issue 22).
  const honest = d.int(200, 800) / 100;
  const cheater = Math.round((honest + d.int(100, 800) / 100) * 100) / 100;
  const flow2Cheats = d.next() < 0.5;
  // An unfair start inside the plane (x2 up to 95 of 100), as the notes' (10, 70).
  const x1 = d.int(1, 7) * 5;
  return {
    capacity: 100, x1, x2: x1 + d.int(6, 12) * 5,
    a1: flow2Cheats ? honest : cheater, a2: flow2Cheats ? cheater : honest,
    md: d.pick([0.5, 0.6, 0.7]),
  };
}

export const c5e5 = numericExercise<P>({
  id: 'c5-e5',
  chapter: 5,
  points: 10,
  tolerance: 0.03,
  notes: NOTES,
  draw: drawParams,
  vars: (p) => ({ ...p }),
  mistakes: ['fair-anyway', 'inverse', 'initial-ratio'],
  fields: [{
    name: 'ratio', unit: '', key: limitRatio,
    mistakes: (p) => [
      { id: 'fair-anyway', value: 1 },
      { id: 'inverse', value: p.a1 / p.a2 },
      { id: 'initial-ratio', value: p.x2 / p.x1 },
    ],
  }],
});
