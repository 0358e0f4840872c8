// c13-e1 against Tutorial 10 (seeds/000, after the CUBIC and Reno runs): 1448-byte segments,
// 20 ms and 1 % loss give the Mathis formula's 7 Mbit/s; the testbed measured 9,4 (CUBIC) and
// 9,7 (Reno), the same order.
import { describe, expect, it } from 'vitest';
import { c13e1, mathisMbps } from './c13-e1';

const notes = c13e1.params({ course: null, student: null }) as { loss_pct: number; rtt_ms: number };

describe('c13-e1: Mathis on Tutorial 10\'s link', () => {
  it('the tutorial\'s 7 Mbit/s', () => {
    expect(notes).toEqual({ loss_pct: 1, rtt_ms: 20 });
    expect(Math.round(mathisMbps(notes))).toBe(7);
    expect(c13e1.check(notes, { mathis_mbps: 7.07 }).verdict).toBe('right');
  });

  it('typical slips get their hints', () => {
    const k = mathisMbps(notes);
    expect(c13e1.check(notes, { mathis_mbps: k / 10 }).mistake).toBe('percent-as-fraction');
    expect(c13e1.check(notes, { mathis_mbps: k / 0.1 }).mistake).toBe('no-square-root');
    expect(c13e1.check(notes, { mathis_mbps: k / 8 }).mistake).toBe('bytes-not-bits');
  });

  it('students get their own paths', () => {
    const all = new Set(Array.from({ length: 30 }, (_, i) => JSON.stringify(c13e1.params({ course: 'R', student: `s${i}` }))));
    expect(all.size).toBeGreaterThan(8);
  });
});
