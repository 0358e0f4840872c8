import { describe, expect, it } from 'vitest';
import { Rng } from './rng';

describe('Rng', () => {
  it('is reproducible per (seed, name) and independent across names and seeds', () => {
    const a = new Rng(1, 'x');
    const b = new Rng(1, 'x');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(new Rng(1, 'y').next()).not.toBe(seqA[0]);
    expect(new Rng(2, 'x').next()).not.toBe(seqA[0]);
  });

  it('is uniform on [0, 1): mean within 4 standard errors of 0.5 over 100 000 draws', () => {
    const r = new Rng(7, 'uniform');
    const n = 100_000;
    let sum = 0;
    let outside = 0;
    for (let i = 0; i < n; i++) {
      const x = r.next();
      if (!(x >= 0 && x < 1)) outside++;
      sum += x;
    }
    expect(outside).toBe(0);
    // Standard error of the mean of U(0,1): sqrt(1/12 / n) ~ 0.00091.
    expect(Math.abs(sum / n - 0.5)).toBeLessThan(4 * Math.sqrt(1 / 12 / n));
  });
});
