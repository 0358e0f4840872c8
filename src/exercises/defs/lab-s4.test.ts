// lab-s4 against the notes' step 4 (seeds/003, line 940) and the bufferbloat table (lines 691-718):
// a full buffer at 50 Mbit/s adds 8,2, 41 and 328 ms for 50, 250 and 2000 KiB; measured on the
// course's Linux lab, the ping's median under load with CUBIC and 2000 KiB: 300,1 ms, goodput 46,1.
import { describe, expect, it } from 'vitest';
import { keyVerdict, labRun } from './lab-test-run';
import { fullBufferMs, labS4 } from './lab-s4';

describe('lab-s4: bufferbloat', () => {
  it('the notes’ delays of a full buffer', () => {
    expect(fullBufferMs(50)).toBeCloseTo(8.2, 1);
    expect(fullBufferMs(250)).toBeCloseTo(41, 0);
    expect(fullBufferMs(2000)).toBeCloseTo(328, 0);
  });

  const notes = labS4.params({ course: null, student: null });
  const run = labRun(labS4, notes);
  const key = labS4.keyFromRun!(notes, run);

  it('the notes’ case (CUBIC, 2000 KiB): the key is right; the ping’s median within 10 % of the notes’ 300,1 ms, under 40 + 328', () => {
    expect(notes).toEqual({ buffer_kib: 2000, cc: 'cubic', seed: 1, rate_mbps: 50, rtt_ms: 40 });
    // docs/model.md: CUBIC 2000 KiB, 294,6 ms median (the notes: 300,1).
    expect(Math.abs((key.ping_median_ms as number) / 300.1 - 1)).toBeLessThan(0.1);
    expect(key.ping_median_ms as number).toBeLessThan(40 + fullBufferMs(2000));
    expect(keyVerdict(labS4, notes, run).verdict).toBe('right');
  });

  it('KB for KiB, bytes for bits, and the minimum or maximum ping for the median get their hints', () => {
    expect(labS4.check(notes, { ...key, full_buffer_ms: (2000 * 1000 * 8) / 50e3 }, { runs: [run] }).mistake).toBe('kb-kib');
    expect(labS4.check(notes, { ...key, full_buffer_ms: fullBufferMs(2000) / 8 }, { runs: [run] }).mistake).toBe('no-bits');
    const ping = run.summary.pings[0] as { rtt_ms: { min: number; max: number } };
    expect(labS4.check(notes, { ...key, ping_median_ms: ping.rtt_ms.min }, { runs: [run] }).mistake).toBe('reported-min');
    expect(labS4.check(notes, { ...key, ping_median_ms: ping.rtt_ms.max }, { runs: [run] }).mistake).toBe('reported-max');
  });
});
