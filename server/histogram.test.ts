// The class's one histogram (report, CLI and the lab's figures): bins cover every answer and mark,
// every finite answer is counted once, and one padding rule when all are the same value.
import { describe, expect, it } from 'vitest';
import { HISTOGRAM_BINS, numberBins, SAME_VALUE_PAD } from './histogram';

const total = (b: { count: number }[]) => b.reduce((n, x) => n + x.count, 0);

describe('numberBins', () => {
  it('eight equal bins from the lowest to the highest of answers and marks; each answer counted once, in its bin', () => {
    const b = numberBins([200, 210, 250, 300], [400]);
    expect(b).toHaveLength(HISTOGRAM_BINS);
    expect(b[0].from).toBe(200);
    expect(b[7].to).toBeCloseTo(400, 9);
    for (const x of b) expect(x.to - x.from).toBeCloseTo(25, 9);
    expect(total(b)).toBe(4);
    // 200 and 210 in [200, 225), 250 on an inner edge goes up to [250, 275), 300 in [300, 325); the mark is not an answer.
    expect(b.map((x) => x.count)).toEqual([2, 0, 1, 0, 1, 0, 0, 0]);
  });

  it('the highest answer is in the last bin, not past it', () => {
    const b = numberBins([0, 8]);
    expect(b[7].count).toBe(1);
    expect(b[0].count).toBe(1);
  });

  it(`all one value: the axis is that value ± ${SAME_VALUE_PAD * 100} %, or ± 1 at zero`, () => {
    const b = numberBins([300, 300, 300]);
    expect(b[0].from).toBeCloseTo(270, 9);
    expect(b[7].to).toBeCloseTo(330, 9);
    expect(total(b)).toBe(3);
    const z = numberBins([0]);
    expect(z[0].from).toBe(-1);
    expect(z[7].to).toBe(1);
    const neg = numberBins([-50], [-50]);
    expect(neg[0].from).toBeCloseTo(-55, 9);
    expect(neg[7].to).toBeCloseTo(-45, 9);
  });

  it('no answers and no marks: no bins; marks alone: an empty axis; non-finite numbers ignored', () => {
    expect(numberBins([])).toEqual([]);
    expect(numberBins([NaN, Infinity])).toEqual([]);
    const marksOnly = numberBins([], [10, 20]);
    expect(marksOnly).toHaveLength(HISTOGRAM_BINS);
    expect(total(marksOnly)).toBe(0);
    const b = numberBins([1, NaN, 3], [Infinity]);
    expect(total(b)).toBe(2);
    expect(b[7].to).toBe(3);
  });
});
