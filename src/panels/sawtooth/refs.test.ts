import { describe, expect, it } from 'vitest';
import { referenceLines } from './refs';

describe('referenceLines', () => {
  it('gives 165, 334 and 167 frames on the course link (notes: "165 en el camino y 169 en la cola")', () => {
    const r = referenceLines(50, 40, 250 * 1024);
    expect(r.bdp).toBe(165);
    expect(r.buffer).toBe(169);
    expect(r.total).toBe(334);
    expect(r.half).toBe(167);
  });
  it('gives the RTT of an empty and a full queue (40 ms and about 81 ms)', () => {
    const r = referenceLines(50, 40, 250 * 1024);
    expect(r.baseRttMs).toBe(40);
    expect(r.fullRttMs).toBeCloseTo(80.96, 2);
  });
  it('follows the link', () => {
    const r = referenceLines(100, 40, 250 * 1024);
    expect(r.bdp).toBe(330);
    expect(r.total).toBe(330 + 169);
  });
});
