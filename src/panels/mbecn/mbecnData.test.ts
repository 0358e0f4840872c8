import { describe, expect, it } from 'vitest';
import { rateUpper, regimeBands } from './mbecnData';

describe('the mb-ecn panel\'s data', () => {
  it('draws the regime as runs of equal codes; a missing sample breaks the band', () => {
    const t = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6];
    const regime = [0, 0, 1, NaN, 1, 2];
    expect(regimeBands(t, regime, t.length)).toEqual([
      { from: 0, to: 0.2, regime: 0 },
      { from: 0.2, to: 0.3, regime: 1 },
      { from: 0.4, to: 0.5, regime: 1 },
      { from: 0.5, to: 0.6, regime: 2 },
    ]);
    expect(regimeBands(t, regime, 0)).toEqual([]);
  });

  it('puts the rate axis at the link rate for a bulk flow, and scales it to a thin flow', () => {
    const bulk = { data: [10, 60, 95], length: 3 };
    // 100 Mbit/s link: the axis starts above 110 (link + 10 %) and does not jump as the rate grows.
    expect(rateUpper([bulk], 100)).toBeGreaterThanOrEqual(110);
    expect(rateUpper([{ data: [20], length: 1 }], 100)).toBe(rateUpper([bulk], 100));
    // oping's 64-byte messages on a 1000 Mbit/s link: an axis of its own, above its data.
    const thin = { data: [0.02, 0.03], length: 2 };
    const upper = rateUpper([thin], 1000);
    expect(upper).toBeGreaterThan(0.03);
    expect(upper).toBeLessThan(1);
  });
});
