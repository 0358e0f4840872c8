// c1-e1 against the notes' "Lo que cuesta": 10 Mbit/s, 1,5 MB of buffer, 12 Mbit/s arriving ->
// "En 6 segundos se llena", "1,5 × 8 / 10 = 1,2 s", "Se bota uno de cada seis paquetes".
import { describe, expect, it } from 'vitest';
import { c1e1 } from './c1-e1';

const notes = c1e1.params({ course: null, student: null });

describe('c1-e1: the costs of an overloaded link', () => {
  it('the notes\' numbers give the notes\' answers: 6 s, 1,2 s, one in six', () => {
    expect(notes).toEqual({ rate_mbps: 10, arrival_mbps: 12, buffer_mb: 1.5 });
    const k = c1e1.key(notes);
    expect(k.fill_s).toBeCloseTo(6, 9);
    expect(k.delay_s).toBeCloseTo(1.2, 9);
    expect(k.dropped_pct).toBeCloseTo(100 / 6, 9);
  });

  it('accepts the answers written as the notes write them, in either locale', () => {
    expect(c1e1.check(notes, { fill_s: 6, delay_s: '1,2', dropped_pct: '16.7' }).verdict).toBe('right');
    expect(c1e1.check(notes, { fill_s: '6', delay_s: '1.2', dropped_pct: '16,67 %' }).verdict).toBe('right');
  });

  it('filling at the arrival rate (1 s) names the excess rate', () => {
    const f = c1e1.check(notes, { fill_s: 1, delay_s: 1.2, dropped_pct: 16.7 });
    expect(f.verdict).toBe('wrong');
    expect(f.mistake).toBe('arrival-not-excess');
    expect(f.hint?.en).toMatch(/difference between what arrives and what the link sends/);
    expect(f.hint?.es).toMatch(/diferencia entre lo que llega y lo que el enlace envía/);
    expect(f.score).toBeCloseTo(2 / 3, 9);
  });

  it('draining at the arrival rate (1 s of queue), bytes for bits, the share of the link', () => {
    expect(c1e1.check(notes, { fill_s: 6, delay_s: 1, dropped_pct: 16.7 }).mistake).toBe('drain-at-arrival');
    expect(c1e1.check(notes, { fill_s: 0.75, delay_s: 1.2, dropped_pct: 16.7 }).mistake).toBe('bits-bytes');
    expect(c1e1.check(notes, { fill_s: 6, delay_s: 1.2, dropped_pct: 20 }).mistake).toBe('fraction-of-link');
    expect(c1e1.check(notes, { fill_s: 6, delay_s: 1.2, dropped_pct: 83.3 }).mistake).toBe('fraction-kept');
  });

  it('a rounding slip is close, not wrong; a missing field counts as wrong', () => {
    const f = c1e1.check(notes, { fill_s: 6.2, delay_s: 1.2, dropped_pct: 16.7 });
    expect(f.verdict).toBe('close');
    expect(f.score).toBeCloseTo(5 / 6, 9);
    const g = c1e1.check(notes, { fill_s: 6, delay_s: 1.2 });
    expect(g.verdict).toBe('wrong');
    expect(g.message.en).toMatch(/Share of the arriving traffic dropped: missing/);
  });

  it('per-student links keep the story: full within 1 to 60 s, arrival above the rate', () => {
    for (let i = 0; i < 100; i++) {
      const p = c1e1.params({ course: 'x', student: `s${i}` }) as { rate_mbps: number; arrival_mbps: number };
      expect(p.arrival_mbps).toBeGreaterThan(p.rate_mbps);
      const k = c1e1.key(p) as Record<string, number>;
      expect(k.fill_s).toBeGreaterThanOrEqual(1);
      expect(k.fill_s).toBeLessThanOrEqual(60);
    }
  });
});
