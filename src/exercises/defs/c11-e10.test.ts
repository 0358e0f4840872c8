// c11-e10 against the notes' runs of different RTTs (seeds/003, "RTT distintos", lines 872-900,
// and exercise 10, line 978). With s2 80 ms farther, measured on the course's Linux lab: Reno's
// throughput ratio 6,2, 4,2 and 4,6, CUBIC's 3,7, 2,7 and 2,6, for an RTT ratio of about
// 140 / 60 = 2,3 once 20 ms of queue are counted in both paths (its square: 5,4). RFC 9438:
// Reno's ratio goes as the square of the RTT ratio, CUBIC's linearly.
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../sim';
import type { RunRecordLike } from '../types';
import { baseRttRatio, c11e10, exponent, rttRatio, throughputRatio } from './c11-e10';
import { NOTES_LINK } from './lab';

function run(scenario: Record<string, unknown>): RunRecordLike {
  const sim = createSimulation(scenario);
  sim.runToEnd();
  return sim.record() as unknown as RunRecordLike;
}

type P = { cc: 'reno' | 'cubic'; extra_ms: number } & Partial<typeof NOTES_LINK>;
const runOf = (p: P) => run(c11e10.scenario!({ ...NOTES_LINK, ...p }));
const full = (p: P) => ({ ...NOTES_LINK, ...p });
const k = (r: RunRecordLike) => exponent(throughputRatio(r), rttRatio(r))!;

describe('c11-e10: throughput ratio against RTT ratio', () => {
  const reno80 = runOf({ cc: 'reno', extra_ms: 80 });
  const cubic80 = runOf({ cc: 'cubic', extra_ms: 80 });

  // Miss, pinned: Reno's ratio 6,82 with the course-lab hosts (the exercise's lab preset) against
  // the notes' 6,2, 4,2 and 4,6 (band 4,2 to 6,2). Cause (docs/model.md, "Host profiles"): the
  // profile's stalls push the two-flow ratios up; without them the figure lands in range.
  it('+80 ms: Reno\'s ratio 6,82 with the course-lab hosts, a miss of the notes\' 4,2 to 6,2; with the queue counted the RTT ratio near 2,3', () => {
    expect(reno80.scenario).toMatchObject({ hosts: 'course-lab' });
    expect(Math.abs(throughputRatio(reno80)! - 6.82)).toBeLessThanOrEqual(0.1);
    expect(throughputRatio(reno80)!).toBeGreaterThan(6.2);
    // The notes' estimate: 140 / 60 with about 20 ms of queue in each path: 15 %.
    expect(Math.abs(rttRatio(reno80)! / (140 / 60) - 1)).toBeLessThan(0.15);
    expect(rttRatio(reno80)!).toBeLessThan(baseRttRatio({ cc: 'reno', extra_ms: 80, ...NOTES_LINK }));
  });

  it('+80 ms: Reno near the square law, CUBIC between the linear and the square, nearer the linear', () => {
    // One 30 s run each (the notes' runs spread 4,2 to 6,2 for Reno): Reno's k within 2 ± 0,5;
    // CUBIC's ratio above its RTT ratio and under Reno's, k under 1,5.
    expect(k(reno80)).toBeGreaterThan(1.5);
    expect(k(reno80)).toBeLessThan(2.5);
    expect(throughputRatio(cubic80)!).toBeGreaterThan(rttRatio(cubic80)!);
    expect(throughputRatio(cubic80)!).toBeLessThan(throughputRatio(reno80)!);
    expect(k(cubic80)).toBeLessThan(1.5);
  });

  it('+80 ms: CUBIC\'s single default-seed run inside the notes\' 2,6 to 3,7 (course-lab hosts)', () => {
    // The notes' runs: 3,7, 2,7 and 2,6 (lines 886-895); the band is their range.
    expect(throughputRatio(cubic80)!).toBeGreaterThanOrEqual(2.6);
    expect(throughputRatio(cubic80)!).toBeLessThanOrEqual(3.7);
  });

  const notes = c11e10.params({ course: null, student: null }) as P;
  const rec = runOf(notes);

  it('the notes\' own delay (+160 ms, Reno): the short flow wins by more than the RTT ratio; the key checks itself', () => {
    expect(notes).toEqual({ cc: 'reno', extra_ms: 160, ...NOTES_LINK });
    expect(rec.scenario).toMatchObject({ flows: [{ cc: 'reno' }, { cc: 'reno', extra_delay_ms: 160 }] });
    const key = c11e10.keyFromRun!(notes, rec);
    expect(key.law).toBe('square');
    expect(key.throughput_ratio as number).toBeGreaterThan(key.rtt_ratio as number);
    expect(c11e10.check(notes, key, { runs: [rec] }).verdict).toBe('right');
  });

  it('the empty paths\' RTT ratio, an inverted ratio and the other law get their hints', () => {
    const key = c11e10.keyFromRun!(notes, rec);
    expect(c11e10.check(notes, { ...key, rtt_ratio: baseRttRatio(full(notes)) }, { runs: [rec] }).mistake).toBe('no-queue');
    expect(c11e10.check(notes, { ...key, throughput_ratio: 1 / (key.throughput_ratio as number) }, { runs: [rec] }).mistake).toBe('inverted');
    const f = c11e10.check(notes, { ...key, law: 'linear' }, { runs: [rec] });
    expect(f.mistake).toBe('law-inverted');
    expect(f.hint?.es).toMatch(/cuadrado/);
  });

  it('CUBIC students are told the linear law; students draw both algorithms and several delays', () => {
    const cubic = { cc: 'cubic', extra_ms: 20 } as P;
    expect(c11e10.key(cubic).law).toBe('linear');
    const drawn = Array.from({ length: 40 }, (_, i) => c11e10.params({ course: 'REDES', student: `s${i}` }) as P);
    expect(new Set(drawn.map((p) => p.cc)).size).toBe(2);
    expect(new Set(drawn.map((p) => p.extra_ms)).size).toBeGreaterThanOrEqual(4);
  });
});
