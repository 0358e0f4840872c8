import { describe, expect, it } from 'vitest';
import { CSV_HEADER, runsCsv } from './csv';

describe('runsCsv', () => {
  it('writes one row per sample, empty cells for missing values', () => {
    const g = (v: number[]) => ({ data: Float64Array.from(v), length: v.length });
    const csv = runsCsv([{ index: 0, cc: 'reno', stack: 'linux', t: g([0.1, 0.2]), series: { cwnd: g([10, 20]), ssthresh: g([NaN, 15]) } }]);
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(CSV_HEADER);
    expect(lines[1]).toBe('1,reno,linux,0.1,10,,,,,,,');
    expect(lines[2]).toBe('1,reno,linux,0.2,20,15,,,,,,');
  });
});
