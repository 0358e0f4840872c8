import { describe, expect, it } from 'vitest';
import { cubicCurveAfterLoss } from './cubicOverlay';

describe('cubicCurveAfterLoss', () => {
  it('reproduces the notes: loss at 335 after a larger one, Wmax 285, K 5 s (fast convergence)', () => {
    const c = cubicCurveAfterLoss(1.38, 335, 633, 12)!;
    expect(c.fastConvergence).toBe(true);
    expect(c.wmax).toBeCloseTo(284.75, 1);
    expect(c.cwndStart).toBeCloseTo(234.5, 1);
    expect(c.k).toBeCloseTo(5.0, 1);
    expect(c.w[0]).toBeCloseTo(234.5, 1);
    // The plateau at t = loss + K.
    const i = c.t.findIndex((t) => t >= 1.38 + c.k);
    expect(c.w[i]).toBeCloseTo(284.75, 0);
  });
  it('uses Wmax = cwnd at the first loss', () => {
    const c = cubicCurveAfterLoss(1, 167, null, 10)!;
    expect(c.fastConvergence).toBe(false);
    expect(c.wmax).toBe(167);
    expect(c.k).toBeCloseTo(5.0, 1); // notes: "Wmax = 167 paquetes, K = 5.00 s"
  });
  it('stops past the ceiling and refuses nonsense', () => {
    const c = cubicCurveAfterLoss(0, 300, null, 100, 400)!;
    expect(c.w[c.w.length - 1]).toBeGreaterThan(400);
    expect(c.w[c.w.length - 2]).toBeLessThanOrEqual(400);
    expect(cubicCurveAfterLoss(0, NaN, null, 10)).toBeNull();
    expect(cubicCurveAfterLoss(5, 100, null, 5)).toBeNull();
  });
});
