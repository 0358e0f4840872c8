// c3-e1b against the notes' review question ("En la práctica"): ssthresh 8, dup ACKs at cwnd 12
// -> "1, 2, 4, 8, 9, 10, 11, 12 y luego ssthresh = 6, cwnd = 6, 7, 8…" (reno_trace.py
// --ssthresh 8 --rounds 12 --dup-at-cwnd 12).
import { describe, expect, it } from 'vitest';
import { c3e1b, cwndTable } from './c3-e1b';

const notes = c3e1b.params({ course: null, student: null }) as Parameters<typeof cwndTable>[0];
const table = (xs: number[]) => ({ table: xs.map((x) => [x]) });

describe('c3-e1b: the review question', () => {
  it('gives the notes\' sequence 1, 2, 4, 8, 9, 10, 11, 12 then 6, 7, 8', () => {
    expect(notes).toEqual({ ssthresh: 8, dup_at_cwnd: 12, rounds: 12, iw: 1 });
    const t = cwndTable(notes).flat();
    expect(t.slice(0, 8)).toEqual([1, 2, 4, 8, 9, 10, 11, 12]);
    expect(t.slice(8, 11)).toEqual([6, 7, 8]);
    expect(c3e1b.check(notes, table(t)).verdict).toBe('right');
  });

  it('halving the old ssthresh (8 -> 4) or going back to 1 get their hints', () => {
    const halfOld = [1, 2, 4, 8, 9, 10, 11, 12, 4, 5, 6, 7];
    const f = c3e1b.check(notes, table(halfOld));
    expect(f.mistake).toBe('halve-ssthresh');
    expect(f.hint?.en).toMatch(/half the window at the time of the loss/);
    expect(c3e1b.check(notes, table([1, 2, 4, 8, 9, 10, 11, 12, 1, 2, 4, 6])).mistake).toBe('dupack-to-one');
  });

  it('per-student tables show the reduction and the climb after it', () => {
    for (let i = 0; i < 60; i++) {
      const p = c3e1b.params({ course: 'x', student: `s${i}` }) as typeof notes;
      const t = cwndTable(p).flat();
      const drop = t.findIndex((c, j) => j > 0 && c < t[j - 1]);
      expect(drop).toBeGreaterThan(0);
      expect(t.length - drop).toBeGreaterThanOrEqual(3);
    }
  });
});
