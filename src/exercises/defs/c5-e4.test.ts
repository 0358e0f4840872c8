// c5-e4 against the notes' exercise 4 (phase.py with +5 / x0,8 from (10, 70), C = 100) and the
// notes' AIMD table (x0,5: |x1 - x2| 60 -> 30 -> 15 -> 7,5 ...).
import { describe, expect, it } from 'vitest';
import { phaseTrajectory } from '../../models/phasePlane';
import { c5e4, convergence } from './c5-e4';

const notes = c5e4.params({ course: null, student: null }) as Parameters<typeof convergence>[0];

describe('c5-e4: AIMD with a gentler decrease', () => {
  it('x0,5 halves the difference per reduction as in the notes\' table: 60, 30, 15', () => {
    const rows = phaseTrajectory('aimd', 14, { start: [10, 70] });
    expect([rows[0].difference, rows[4].difference, rows[10].difference]).toEqual([60, 30, 15]);
  });

  it('the notes\' rule converges, more slowly than x0,5: 19 reductions against 6', () => {
    // Closed form: the smallest n with 60 x b^n < 1 (additive steps keep the difference).
    const closed = (b: number) => Math.ceil(Math.log(60) / Math.log(1 / b));
    expect(convergence(notes, 0.8)!.reductions).toBe(closed(0.8));
    expect(convergence(notes, 0.5)!.reductions).toBe(closed(0.5));
    // x1 after the first cut: 10 + 3 x 5 = 25 (the sum reaches 110 > 100 after three steps), times 0,8.
    expect(c5e4.key(notes)).toEqual({ reductions: 19, reductions_half: 6, x1_first: 20, converges: 'yes', speed: 'slower' });
    expect(c5e4.check(notes, { reductions: 19, reductions_half: 6, x1_first: 20, converges: 'yes', speed: 'slower' }).verdict).toBe('right');
  });

  it('"it does not converge" and "a gentler cut is faster" get their hints; off by one is close', () => {
    expect(c5e4.check(notes, { reductions: 19, reductions_half: 6, x1_first: 20, converges: 'no', speed: 'slower' }).mistake).toBe('diverges');
    const f = c5e4.check(notes, { reductions: 19, reductions_half: 6, x1_first: 20, converges: 'yes', speed: 'faster' });
    expect(f.mistake).toBe('gentler-is-faster');
    expect(f.hint?.es).toMatch(/×0,8 conserva el 80 %/);
    const g = c5e4.check(notes, { reductions: 18, reductions_half: 6, x1_first: 20, converges: 'yes', speed: 'slower' });
    expect(g.verdict).toBe('close');
  });

  it('counting steps instead of reductions gets that hint', () => {
    const steps = convergence(notes, 0.8)!.steps;
    expect(steps).toBeGreaterThan(19);
    expect(c5e4.check(notes, { reductions: steps, reductions_half: 6, x1_first: 20, converges: 'yes', speed: 'slower' }).mistake).toBe('counted-steps');
  });

  it('every student\'s rule converges within the model\'s steps, more slowly than x0,5', () => {
    for (let i = 0; i < 60; i++) {
      const p = c5e4.params({ course: 'x', student: `s${i}` }) as typeof notes;
      expect(convergence(p, p.md)).not.toBeNull();
      expect(c5e4.key(p).speed).toBe('slower');
    }
  });
});
