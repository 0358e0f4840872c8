// lab-s6 against the notes' step 6 (seeds/003, line 942) and the RTT table (lines 886-895): s2 80 ms
// farther, Reno's ratio 6,2, 4,2 and 4,6, CUBIC's 3,7, 2,7 and 2,6 (measured on the course's Linux
// lab); the RTT ratio about 140 / 60 = 2,3 with the queue counted.
import { describe, expect, it } from 'vitest';
import { keyVerdict, labRun } from './lab-test-run';
import { labS6, rttRatio, throughputRatio } from './lab-s6';

describe('lab-s6: different RTTs', () => {
  const notes = labS6.params({ course: null, student: null });
  const run = labRun(labS6, notes);
  const key = labS6.keyFromRun!(notes, run);

  // Miss, pinned: 6,82 with the course-lab hosts (the lab preset's) against the notes' 4,2 to 6,2.
  // Cause (docs/model.md, "Host profiles"): the profile's stalls push the two-flow ratios up.
  it('the notes’ case (Reno): s1 wins by 6,82 with the course-lab hosts, a miss of the notes’ 4,2 to 6,2; the RTT ratio within 15 % of 140 / 60', () => {
    expect(notes).toEqual({ cc: 'reno', seed: 1, extra_ms: 80, rate_mbps: 50, rtt_ms: 40, buffer_kib: 250 });
    expect(run.scenario).toMatchObject({ hosts: 'course-lab' });
    expect(key.winner).toBe('s1');
    expect(Math.abs(throughputRatio(run)! - 6.82)).toBeLessThanOrEqual(0.1);
    expect(throughputRatio(run)!).toBeGreaterThan(6.2);
    expect(Math.abs(rttRatio(run)! / (140 / 60) - 1)).toBeLessThan(0.15);
    expect(keyVerdict(labS6, notes, run).verdict).toBe('right');
  });

  it('an inverted ratio, the empty paths’ 120 / 40, and the long flow as winner get their hints', () => {
    expect(labS6.check(notes, { ...key, throughput_ratio: 1 / (key.throughput_ratio as number) }, { runs: [run] }).mistake).toBe('inverted');
    expect(labS6.check(notes, { ...key, rtt_ratio: 3 }, { runs: [run] }).mistake).toBe('no-queue');
    expect(labS6.check(notes, { ...key, winner: 's2' }, { runs: [run] }).mistake).toBe('long-wins');
  });
});
