// c13-e3 against Tutorial 10 (seeds/000): oftp received 1 GiB in 93,144 s at 92,2 Mbit/s, and
// with the default queue of 128 the transfer took 185 s at 46,5 Mbit/s.
import { describe, expect, it } from 'vitest';
import { c13e3, seconds } from './c13-e3';

const notes = c13e3.params({ course: null, student: null }) as Record<string, number>;

describe('c13-e3: 1 GiB at each rate', () => {
  it('the tutorial\'s transfer times', () => {
    expect(notes).toEqual({ rate_a_mbps: 92.2, rate_b_mbps: 46.5, rate_c_mbps: 9.4 });
    // 92,2 Mbit/s is oftp's rate rounded: within 0,1 % of its 93,144 s.
    expect(Math.abs(seconds(92.2) / 93.144 - 1)).toBeLessThan(0.001);
    expect(Math.abs(seconds(46.5) / 185 - 1)).toBeLessThan(0.005);
    expect(c13e3.check(notes, c13e3.key(notes)).verdict).toBe('right');
  });

  it('typical slips get their hints', () => {
    const key = c13e3.key(notes) as Record<string, number>;
    expect(c13e3.check(notes, { ...key, t_a_s: 8e9 / 92.2e6 }).mistake).toBe('gb-not-gib');
    expect(c13e3.check(notes, { ...key, t_b_s: key.t_b_s / 8 }).mistake).toBe('bytes-not-bits');
  });

  it('students get their own rates', () => {
    const all = new Set(Array.from({ length: 30 }, (_, i) => JSON.stringify(c13e3.params({ course: 'R', student: `s${i}` }))));
    expect(all.size).toBeGreaterThan(15);
  });
});
