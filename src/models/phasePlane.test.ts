import { describe, expect, it } from 'vitest';
import { phaseFinals, phaseRule, phaseStep, phaseTrajectory, DEFAULT_PHASE_PARAMS } from './phasePlane';

describe('phase plane', () => {
  it('increases below or at capacity and decreases above it', () => {
    const p = DEFAULT_PHASE_PARAMS;
    expect(phaseStep(phaseRule('aimd'), [20, 80], p)).toEqual([25, 85]); // sum 100 is not congestion
    expect(phaseStep(phaseRule('aimd'), [25, 85], p)).toEqual([12.5, 42.5]);
    expect(phaseStep(phaseRule('aiad'), [25, 85], p)).toEqual([5, 65]);
    expect(phaseStep(phaseRule('mimd'), [10, 70], p)).toEqual([12.5, 87.5]);
    expect(phaseStep(phaseRule('miad'), [10, 95], p)).toEqual([0, 75]); // floor at 0
  });
  it('additive steps keep the difference, multiplicative steps keep the ratio', () => {
    const rows = phaseTrajectory('aiad', 30);
    for (const r of rows) expect(r.difference).toBeCloseTo(60, 9);
    for (const r of phaseTrajectory('mimd', 30)) expect(r.x2 / r.x1).toBeCloseTo(7, 9);
  });
  it('AIMD halves the difference at every decrease and converges to fairness', () => {
    const rows = phaseTrajectory('aimd', 200);
    const diffs = [...new Set(rows.map((r) => r.difference))].slice(0, 4);
    expect(diffs).toEqual([60, 30, 15, 7.5]);
    expect(rows[200].jain).toBeCloseTo(1, 9);
  });
  it('takes its parameters', () => {
    const rows = phaseTrajectory('aimd', 2, { capacity: 50, start: [30, 30], multiplicativeDecrease: 0.8 });
    expect(rows.map((r) => [r.x1, r.x2])).toEqual([
      [30, 30],
      [24, 24],
      [29, 29],
    ]);
    const custom = phaseTrajectory({ increase: 'additive', decrease: 'multiplicative' }, 1, { additiveIncrease: 10 });
    expect(custom[1].x1).toBe(20);
  });
  it('with a different increase per flow, AIMD settles where x2 / x1 is the ratio of the increases', () => {
    // The notes' exercise 5 (+10 and +5, both x0.5). In the limit cycle each flow's peak P_i
    // satisfies P_i = 0.5 P_i + k a_i (k increases per cycle), so every point of the cycle has
    // x2 / x1 = a2 / a1 = 0.5 exactly; after 200 steps the start's trace is below 1e-6.
    const rows = phaseTrajectory('aimd', 200, { additiveIncreasePerFlow: [10, 5] });
    expect(rows[200].x2 / rows[200].x1).toBeCloseTo(0.5, 6);
    expect(rows[150].x2 / rows[150].x1).toBeCloseTo(0.5, 6);
    // Equal per-flow increases are the ordinary rule.
    expect(phaseTrajectory('aimd', 20, { additiveIncreasePerFlow: [5, 5] })).toEqual(phaseTrajectory('aimd', 20));
    expect(() => phaseTrajectory('aimd', 3, { additiveIncreasePerFlow: [0, 5] })).toThrow(RangeError);
  });
  it('step 0 is the start and `finals` reports every rule', () => {
    expect(phaseTrajectory('aimd', 0)).toHaveLength(1);
    expect(phaseFinals(0).map((f) => f.rule)).toEqual(['aimd', 'aiad', 'mimd', 'miad']);
  });
  it('refuses parameters out of range', () => {
    expect(() => phaseTrajectory('aimd', -1)).toThrow(RangeError);
    expect(() => phaseTrajectory('aimd', 3, { multiplicativeDecrease: 1 })).toThrow(RangeError);
    expect(() => phaseTrajectory('mimd', 3, { multiplicativeIncrease: 1 })).toThrow(RangeError);
    expect(() => phaseTrajectory('aimd', 3, { capacity: 0 })).toThrow(RangeError);
  });
});
