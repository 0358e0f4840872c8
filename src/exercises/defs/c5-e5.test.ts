// c5-e5 against the notes' exercise 5: phase.py with flow 2 adding +10 and flow 1 +5, both x0,5,
// from (10, 70): x2 / x1 tends to 10 / 5 = 2 (the increases' ratio).
import { describe, expect, it } from 'vitest';
import { c5e5, limitRatio, perFlowTrajectory } from './c5-e5';

const notes = c5e5.params({ course: null, student: null }) as Parameters<typeof limitRatio>[0];

describe('c5-e5: a flow that cheats', () => {
  it('the notes\' case reaches x2 / x1 = 2, and the model trajectory gets there', () => {
    expect(limitRatio(notes)).toBe(2);
    const t = perFlowTrajectory(notes, 300);
    const [x1, x2] = t[t.length - 1];
    // 0,5^k of the start is left after k reductions: after 300 steps, far below 0,1 %.
    expect(Math.abs(x2 / x1 / 2 - 1)).toBeLessThan(1e-3);
    expect(c5e5.check(notes, { ratio: 2 }).verdict).toBe('right');
  });

  it('"AIMD is fair anyway" (1), the inverse (0,5) and the starting ratio (7) get their hints', () => {
    const f = c5e5.check(notes, { ratio: 1 });
    expect(f.mistake).toBe('fair-anyway');
    expect(f.hint?.en).toMatch(/only when both flows add the same amount/);
    expect(c5e5.check(notes, { ratio: '0,5' }).mistake).toBe('inverse');
    expect(c5e5.check(notes, { ratio: 7 }).mistake).toBe('initial-ratio');
  });

  it('for every student the model settles on a2 / a1 within 1 % after 400 steps', () => {
    for (let i = 0; i < 60; i++) {
      const p = c5e5.params({ course: 'x', student: `s${i}` }) as typeof notes;
      const t = perFlowTrajectory(p, 400);
      const [x1, x2] = t[t.length - 1];
      expect(Math.abs(x2 / x1 / limitRatio(p) - 1)).toBeLessThan(0.01);
    }
  });
});
