// c2-e2 against the notes' exercise 2: 100 Mbit/s x 50 ms, 1 Gbit/s x 200 µs and 20 Mbit/s x
// 600 ms in 1500-byte packets: 625 000 B = 416,7; 25 000 B = 16,7; 1 500 000 B = 1000.
import { describe, expect, it } from 'vitest';
import { c2e2, initialWindowMattersMost, LINKS, linkBdp, secondsSaved } from './c2-e2';

const notes = c2e2.params({ course: null, student: null }) as Parameters<typeof linkBdp>[0];

describe('c2-e2: the BDP of three links', () => {
  it('the notes\' links give 416,7, 16,7 and 1000 packets; the satellite is where IW matters', () => {
    expect(linkBdp(notes, 'wan')).toBeCloseTo(416.667, 3);
    expect(linkBdp(notes, 'dc')).toBeCloseTo(16.667, 3);
    expect(linkBdp(notes, 'sat')).toBeCloseTo(1000, 9);
    expect(initialWindowMattersMost(notes)).toBe('sat');
    expect(c2e2.check(notes, { wan_packets: 417, dc_packets: 16.7, sat_packets: 1000, iw_matters: 'sat' }).verdict).toBe('right');
  });

  it('forgetting bits -> bytes, half the RTT and the µs prefix each get their hint', () => {
    const ok = { wan_packets: 416.7, dc_packets: 16.7, sat_packets: 1000, iw_matters: 'sat' };
    expect(c2e2.check(notes, { ...ok, wan_packets: 3333 }).mistake).toBe('bits-bytes');
    expect(c2e2.check(notes, { ...ok, sat_packets: 500 }).mistake).toBe('half-rtt');
    const dc = c2e2.check(notes, { ...ok, dc_packets: 16667 });
    expect(dc.mistake).toBe('units-prefix');
    expect(dc.hint?.es).toMatch(/µs/);
  });

  it('choosing the data-center link names the mistake: fastest is not where IW matters', () => {
    const f = c2e2.check(notes, { wan_packets: 416.7, dc_packets: 16.7, sat_packets: 1000, iw_matters: 'dc' });
    expect(f.verdict).toBe('wrong');
    expect(f.mistake).toBe('iw-fastest-link');
    expect(f.score).toBeCloseTo(3 / 4, 9);
  });

  it('asks one measurable thing: the seconds of slow start that 10 segments instead of 1 save', () => {
    // Rounds to cover the BDP doubling from w: ceil(log2(BDP / w)). Satellite 1000 packets:
    // 10 - 7 = 3 rounds of 600 ms = 1.8 s; WAN 416.7: 9 - 6 = 3 of 50 ms = 0.15 s; data center
    // 16.7: 5 - 1 = 4 of 200 µs = 0.8 ms.
    expect(secondsSaved(notes, 'sat')).toBeCloseTo(1.8, 9);
    expect(secondsSaved(notes, 'wan')).toBeCloseTo(0.15, 9);
    expect(secondsSaved(notes, 'dc')).toBeCloseTo(0.0008, 9);
    for (const lang of ['en', 'es'] as const) {
      const form = c2e2.form(notes);
      expect(form.kind).toBe('numeric');
      expect(c2e2.statement(lang, notes)).toMatch(lang === 'en' ? /save the most time, in seconds/ : /ahorra más tiempo, en segundos/);
      expect(c2e2.statement(lang, notes)).not.toMatch(/why\?|por qué\?/);
    }
  });

  it('per-student links leave one answer right: the satellite saves at least five times what the others do', () => {
    for (let i = 0; i < 200; i++) {
      const p = c2e2.params({ course: 'x', student: `s${i}` }) as typeof notes;
      const sat = secondsSaved(p, 'sat');
      for (const l of LINKS.filter((x) => x !== 'sat')) expect(sat, `${l} of s${i}`).toBeGreaterThan(5 * secondsSaved(p, l));
    }
  });

  it('per-student links keep the three kinds apart: the satellite stays the answer', () => {
    for (let i = 0; i < 100; i++) {
      const p = c2e2.params({ course: 'x', student: `s${i}` }) as typeof notes;
      expect(linkBdp(p, 'dc')).toBeGreaterThanOrEqual(10);
      expect(linkBdp(p, 'wan')).toBeLessThan(linkBdp(p, 'sat'));
      expect(initialWindowMattersMost(p)).toBe('sat');
    }
  });
});
