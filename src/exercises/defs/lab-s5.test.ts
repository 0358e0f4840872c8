// lab-s5 against the notes' step 5 (seeds/003, line 941) and the two-flow table (lines 851-857):
// Reno and Reno, 30 s: Jain 0,964, 0,997 and 0,999, e.g. 23,8 and 21,2 Mbit/s give 0,997.
import { describe, expect, it } from 'vitest';
import { jainIndex } from '../../models/jain';
import { keyVerdict, labRun } from './lab-test-run';
import { labS5, pairJain, pairNames } from './lab-s5';

describe('lab-s5: two flows', () => {
  it('Jain by hand on the notes’ run 2: 23,8 and 21,2 give 0,997', () => {
    expect(jainIndex([23.8, 21.2])).toBeCloseTo(0.997, 3);
    expect(pairNames('cubic-reno')).toEqual(['CUBIC', 'Reno']);
    expect(pairNames('reno')).toEqual(['Reno', 'Reno']);
  });

  const notes = labS5.params({ course: null, student: null });
  const run = labRun(labS5, notes);
  const key = labS5.keyFromRun!(notes, run);

  it('the notes’ case (two Reno flows): the index by hand is the summary’s; within 0,01 of the notes’ lowest, 0,964', () => {
    expect(notes).toEqual({ pair: 'reno', seed: 1, rate_mbps: 50, rtt_ms: 40, buffer_kib: 250 });
    expect(pairJain(run)).toBeCloseTo(run.summary.jain, 9);
    // docs/model.md: 0,961 over seeds and start offsets, 0,003 under the notes' lowest run.
    expect(key.jain as number).toBeGreaterThan(0.954);
    expect(keyVerdict(labS5, notes, run).verdict).toBe('right');
  });

  it('the index without its n, and the ratio of the goodputs, get their hints', () => {
    expect(labS5.check(notes, { ...key, jain: 2 * (key.jain as number) }, { runs: [run] }).mistake).toBe('no-n');
    const a = key.goodput_s1 as number;
    const b = key.goodput_s2 as number;
    expect(labS5.check(notes, { ...key, jain: Math.min(a, b) / Math.max(a, b) }, { runs: [run] }).mistake).toBe('shares');
  });
});
