import { describe, expect, it } from 'vitest';
import { phaseModelFigures, phaseModelRows, readModelOptions } from './figures';

describe('phaseModelFigures', () => {
  it('AIMD from the notes’ start ends on their row 14: 38.8 53.8 92.5, Jain 0.974', () => {
    const f = phaseModelFigures({ rule: 'aimd', x1: 10, x2: 70, steps: 14 });
    // seeds/003 (the notes' phase.py aimd --steps 14) prints 38.8 53.8 92.5 15.0 0.974: the exact
    // rows are 38.75 and 53.75 (halvings of multiples of 5), Jain 92.5^2 / (2 (38.75^2 + 53.75^2)).
    expect(f.x1).toBeCloseTo(38.75, 9);
    expect(f.x2).toBeCloseTo(53.75, 9);
    expect(f.sum).toBeCloseTo(92.5, 9);
    expect(f.jain).toBeCloseTo(8556.25 / 8781.25, 9);
    expect(f.jain.toFixed(3)).toBe('0.974');
    expect(f.ratio).toBeCloseTo(53.75 / 38.75, 9);
  });
  it('exercise 5: +10 and +5, both x0.5, settle at x2 / x1 = 1/2', () => {
    // Closed form: in the limit cycle each flow is proportional to its own increase.
    expect(phaseModelFigures({ rule: 'aimd', x1: 35, x2: 15, steps: 200, increase: [10, 5] }).ratio).toBeCloseTo(0.5, 6);
  });
  it('exercise 4: +5 and x0.8 still converge to fairness, more slowly than x0.5', () => {
    // Each decrease multiplies |x1 - x2| by md: 0.8 per decrease against 0.5.
    const slow = phaseModelFigures({ rule: 'aimd', x1: 10, x2: 70, steps: 40, md: 0.8 });
    const fast = phaseModelFigures({ rule: 'aimd', x1: 10, x2: 70, steps: 40, md: 0.5 });
    expect(slow.jain).toBeLessThan(fast.jain);
    expect(phaseModelFigures({ rule: 'aimd', x1: 10, x2: 70, steps: 1000, md: 0.8 }).jain).toBeCloseTo(1, 6);
  });
  it('MIAD ends with one flow at zero: the ratio is infinite', () => {
    expect(phaseModelFigures({ rule: 'miad', x1: 10, x2: 70, steps: 200 }).ratio).toBe(Infinity);
  });
});

describe('readModelOptions', () => {
  it('fills the notes’ defaults and takes the names lessons use', () => {
    const r = readModelOptions({ rule: 'aiad', x1: 35, x2: 15, steps: 40, capacity: 200, ai: 2, ad: 10 });
    expect(r.ok).toBe(true);
    if (r.ok) expect(phaseModelRows(r.value)).toHaveLength(41);
    expect(readModelOptions(undefined)).toEqual({ ok: true, value: { rule: 'aimd', x1: 10, x2: 70, steps: 14 } });
  });
  it('names the field that is wrong', () => {
    expect(readModelOptions({ rule: 'vegas' })).toMatchObject({ ok: false, field: 'rule' });
    expect(readModelOptions({ x1: 'fast' })).toMatchObject({ ok: false, field: 'x1' });
    expect(readModelOptions({ steps: 2.5 })).toMatchObject({ ok: false, field: 'steps' });
    expect(readModelOptions({ increase: [10] })).toMatchObject({ ok: false, field: 'increase' });
    expect(readModelOptions({ md: 1.5 })).toMatchObject({ ok: false, field: 'options' });
  });
});
