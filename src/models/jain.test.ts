import { describe, expect, it } from 'vitest';
import { jainIndex } from './jain';

describe('jainIndex', () => {
  it('gives the notes\' two-flow values (closed form (x1+x2)^2 / (2 (x1^2 + x2^2)))', () => {
    expect(jainIndex([25, 25])).toBe(1);
    expect(jainIndex([35, 15])).toBeCloseTo(2500 / 2900, 12);
    expect(jainIndex([45, 5])).toBeCloseTo(2500 / 4100, 12);
    expect(jainIndex([50, 0])).toBe(0.5);
  });
  it('is k / n when k flows share equally and the rest get nothing', () => {
    expect(jainIndex([10, 10, 10, 10, 0])).toBeCloseTo(0.8, 12);
    expect(jainIndex([7, 0, 0, 0])).toBeCloseTo(0.25, 12);
  });
  it('does not depend on the unit', () => {
    expect(jainIndex([3.5e6, 1.5e6])).toBeCloseTo(jainIndex([35, 15]), 12);
  });
  it('is undefined for all zeros and refuses bad input', () => {
    expect(jainIndex([0, 0])).toBeNaN();
    expect(() => jainIndex([])).toThrow(RangeError);
    expect(() => jainIndex([1, -1])).toThrow(RangeError);
    expect(() => jainIndex([1, Number.POSITIVE_INFINITY])).toThrow(RangeError);
  });
});
