// lab-s2 against the notes' step 2 (seeds/003, line 938) and the Reno trace (lines 404-412):
// slow start overshoots to 633 and costs two reductions (ssthresh 358 at 0,32 s, 179 at 0,52 s),
// then losses at 10,5 and 20,7 s; the paper prediction of a cycle: 167 x 0,062 = 10,4 s (line 420).
import { describe, expect, it } from 'vitest';
import { keyVerdict, labRun } from './lab-test-run';
import { labS2 } from './lab-s2';

describe('lab-s2: cwnd over time', () => {
  const notes = labS2.params({ course: null, student: null });
  const run = labRun(labS2, notes);
  const key = labS2.keyFromRun!(notes, run);

  it('two reductions in the overshoot, as the trace; the key is right', () => {
    expect(key.overshoot_losses).toBe(2);
    expect(key.ends).toBe('loss');
    expect(keyVerdict(labS2, notes, run).verdict).toBe('right');
  });

  it('one cycle within 5 % of the notes’ paper prediction (10,4 s) and of the trace’s 10,2 s', () => {
    // The trace measured on the course's Linux lab: 20,7 - 10,5 = 10,2 s; the simulator's 10,44.
    expect(Math.abs((key.period_s as number) / 10.4 - 1)).toBeLessThan(0.05);
    expect(Math.abs((key.period_s as number) / 10.2 - 1)).toBeLessThan(0.05);
    // The first sawtooth loss within 10 % of the trace's 10,5 s.
    expect(Math.abs((key.first_loss_s as number) / 10.5 - 1)).toBeLessThan(0.1);
  });

  it('the first loss’s time for the cycle, and ssthresh as the end of slow start, get their hints', () => {
    expect(labS2.check(notes, { ...key, period_s: key.first_loss_s }, { runs: [run] }).mistake).toBe('first-loss-time');
    expect(labS2.check(notes, { ...key, ends: 'ssthresh' }, { runs: [run] }).mistake).toBe('ssthresh-known');
  });
});
