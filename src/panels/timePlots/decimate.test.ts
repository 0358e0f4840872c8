import { describe, expect, it } from 'vitest';
import { decimateMinMax, lowerBound } from './decimate';

function ramp(n: number, f: (i: number) => number) {
  const t = new Float64Array(n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    t[i] = i / 10;
    y[i] = f(i);
  }
  return { t, y };
}

describe('decimateMinMax', () => {
  it('keeps every point when there are few for the width', () => {
    const { t, y } = ramp(50, (i) => i);
    const p = decimateMinMax(t, y, 50, 0, 4.9, 600);
    expect(p.raw).toBe(true);
    expect(p.length).toBe(50);
    expect(p.x[0]).toBe(0);
    expect(p.x[49]).toBeCloseTo(600);
  });

  it('reduces 100 000 points to a few per pixel column and keeps every extreme', () => {
    const n = 100_000;
    // A sawtooth with a single spike the decimation must not lose.
    const { t, y } = ramp(n, (i) => (i === 54_321 ? 5000 : 100 + (i % 997)));
    const p = decimateMinMax(t, y, n, 0, t[n - 1], 800);
    expect(p.raw).toBe(false);
    expect(p.length).toBeLessThanOrEqual(800 * 4 + 8);
    let max = -Infinity;
    let min = Infinity;
    for (let i = 0; i < p.length; i++) {
      max = Math.max(max, p.y[i]);
      min = Math.min(min, p.y[i]);
    }
    expect(max).toBe(5000);
    expect(min).toBe(100);
    // x is monotone and inside the plot (plus the one point kept beyond each edge).
    for (let i = 1; i < p.length; i++) expect(p.x[i]).toBeGreaterThanOrEqual(p.x[i - 1]);
  });

  it('keeps per-column extremes in the order they occur', () => {
    const t = Float64Array.from([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
    const y = Float64Array.from([5, 9, 1, 4, 5, 1, 9, 4]);
    const p = decimateMinMax(t, y, 8, 0, 0.7, 2);
    expect(Array.from(p.y)).toEqual([5, 9, 1, 4, 5, 1, 9, 4]);
  });

  it('turns non-finite values into gaps (ssthresh is NaN until the first loss)', () => {
    const n = 10_000;
    const { t, y } = ramp(n, (i) => (i < 5000 ? NaN : i));
    const p = decimateMinMax(t, y, n, 0, t[n - 1], 100);
    expect(Array.from(p.y).filter((v) => Number.isFinite(v)).every((v) => v >= 5000)).toBe(true);
  });

  it('draws only the visible window (zoomed in)', () => {
    const n = 100_000;
    const { t, y } = ramp(n, (i) => i);
    const p = decimateMinMax(t, y, n, 5000, 5010, 1000);
    expect(p.raw).toBe(true);
    expect(p.length).toBe(103); // 101 visible samples and one beyond each edge
    expect(p.y[0]).toBe(49_999);
  });

  it('is empty for no data or an empty domain', () => {
    expect(decimateMinMax(new Float64Array(0), new Float64Array(0), 0, 0, 1, 100).length).toBe(0);
    expect(decimateMinMax(Float64Array.of(1), Float64Array.of(1), 1, 1, 1, 100).length).toBe(0);
  });

  it('finds the first index at or after a time', () => {
    const t = Float64Array.of(0, 1, 2, 3);
    expect(lowerBound(t, 4, 1.5)).toBe(2);
    expect(lowerBound(t, 4, -1)).toBe(0);
    expect(lowerBound(t, 4, 9)).toBe(4);
  });
});
