import { describe, expect, it } from 'vitest';
import { steadyPoint } from './steady';

describe('steadyPoint', () => {
  it('averages the samples after the first second, skipping missing ones', () => {
    const p = steadyPoint({ t: [0.5, 1, 1.5, 2, 2.5], rttMs: [40, 41, 58, NaN, 60], deliveredMbps: [10, 47, 47.8, 47, 47.6], length: 5 }, 239);
    expect(p.cwnd).toBe(239);
    expect(p.rttMs).toBeCloseTo(59, 9);
    expect(p.throughputMbps).toBeCloseTo(47.7, 9);
  });
  it('gives NaN when no sample is left', () => {
    expect(Number.isNaN(steadyPoint({ t: [0.5], rttMs: [40], deliveredMbps: [10], length: 1 }, 5).rttMs)).toBe(true);
  });
});
