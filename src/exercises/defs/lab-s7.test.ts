// lab-s7 against the notes' numbers (seeds/003): the BDP of 50 Mbit/s x 40 ms, 250 000 bytes (line
// 99); 250 KiB at 50 Mbit/s, 41 ms (line 693, 40,96 exactly); Mathis at 1 %, 3,5 Mbit/s (line 545);
// the CUBIC trace's reduction from about 335 to 236, 0,70 (line 636).
import { describe, expect, it } from 'vitest';
import { decreaseFactor, labS7, labTrace } from './lab-s7';

describe('lab-s7: the calculations of lab/metrics.py', () => {
  const notes = labS7.params({ course: null, student: null });
  const key = labS7.key(notes);

  it('the notes’ own numbers give the notes’ answers', () => {
    expect(key.bdp_bytes).toBe(250000);
    expect(key.buffer_delay_ms as number).toBeCloseTo(40.96, 6);
    expect(key.mathis_mbps as number).toBeCloseTo(3.5, 1);
    // The notes: 236 / 335 ≈ 0,70 (the trace's cwnd at the loss is "about 335"); ours 234 / 335.
    expect(key.decrease_factor as number).toBeCloseTo(0.7, 2);
    expect(key.algorithm).toBe('cubic');
    expect(labS7.check(notes, key).verdict).toBe('right');
  });

  it('the trace has one reduction, found by src/models’ decreaseRatios; Reno’s halves', () => {
    expect(labTrace(notes as Parameters<typeof labTrace>[0]).filter((s) => s.ssthresh !== null)).toHaveLength(2);
    expect(decreaseFactor({ cc: 'reno', peak: 300 })).toBe(0.5);
    expect(labS7.statement('es', notes)).toContain('`10,4  234  234`');
    expect(labS7.statement('en', notes)).toContain('`10.3  335  –`');
  });

  it('bits for bytes, KB for KiB, p in percent, no constant and the factor upside down get their hints', () => {
    const check = (patch: Record<string, number>) => labS7.check(notes, { ...key, ...patch }).mistake;
    expect(check({ bdp_bytes: 2e6 })).toBe('bdp-bits');
    expect(check({ buffer_delay_ms: 40 })).toBe('kb-kib');
    expect(check({ mathis_mbps: (key.mathis_mbps as number) / 10 })).toBe('percent');
    expect(check({ mathis_mbps: (key.mathis_mbps as number) / Math.sqrt(1.5) })).toBe('no-constant');
    expect(check({ decrease_factor: 335 / 236 })).toBe('ratio-inverted');
  });
});
