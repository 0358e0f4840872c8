import { describe, expect, it } from 'vitest';
import { cdfSteps, splitPings } from './cdf';

describe('splitPings', () => {
  it('puts a ping sent at the flow start among the loaded ones and skips lost pings', () => {
    const t = [0, 1, 2, 3, 4];
    const rtt = [40, 41, NaN, 90, 120];
    expect(splitPings(t, rtt, 2)).toEqual({ unloaded: [40, 41], loaded: [90, 120] });
  });
  it('leaves out pings sent after the loaded window, and reads only `length` samples', () => {
    expect(splitPings([0, 2, 3, 9], [40, 80, 90, 41], 2, 4, 5).loaded).toEqual([80, 90]);
    expect(splitPings([0, 2, 3, 9], [40, 80, 90, 41], 2, 2).loaded).toEqual([80]);
  });
});

describe('cdfSteps', () => {
  it('draws a staircase from 0 to 1 over the sorted values', () => {
    const c = cdfSteps([30, 10, 20, 20]);
    expect(Array.from(c.x)).toEqual([10, 10, 20, 20, 20, 20, 30, 30]);
    expect(Array.from(c.y)).toEqual([0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1]);
  });
  it('is empty for no values', () => {
    expect(cdfSteps([]).x.length).toBe(0);
  });
});
