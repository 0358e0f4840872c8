// c3-e1 against the notes' exercise 1 (MSS 1, IW 1, ssthresh 32, three dup ACKs at RTT 9, a
// timeout at RTT 15, through RTT 22), worked with the notes' own rules (reno_trace.py):
// 1 2 4 8 16 32 33 34 35 | 17 18 19 20 21 22 | 1 2 4 8 11 12 13.
import { describe, expect, it } from 'vitest';
import { c3e1, cwndTable } from './c3-e1';
import { mistakenTrace } from './renoMistakes';

const notes = c3e1.params({ course: null, student: null }) as Parameters<typeof cwndTable>[0];
const NOTES_TABLE = [1, 2, 4, 8, 16, 32, 33, 34, 35, 17, 18, 19, 20, 21, 22, 1, 2, 4, 8, 11, 12, 13];
const table = (xs: number[]) => ({ table: xs.map((x) => [x]) });

describe('c3-e1: cwnd per RTT with three duplicate ACKs and a timeout', () => {
  it('the notes\' numbers give the worked table', () => {
    expect(notes).toEqual({ ssthresh: 32, dup_round: 9, timeout_round: 15, rounds: 22, iw: 1 });
    expect(cwndTable(notes).flat()).toEqual(NOTES_TABLE);
    expect(c3e1.check(notes, table(NOTES_TABLE)).verdict).toBe('right');
    expect(c3e1.form(notes)).toMatchObject({ kind: 'table', rows: 22, columns: [{ name: 'cwnd' }] });
  });

  it('forgetting that the timeout also halves ssthresh gets that hint', () => {
    // Slow start after the timeout runs to the old ssthresh (17): 1 2 4 8 16 17 18.
    const forgot = [...NOTES_TABLE.slice(0, 15), 1, 2, 4, 8, 16, 17, 18];
    expect(mistakenTrace({ ssthresh: 32, rounds: 22, dupAtRounds: [9], timeoutAtRounds: [15] }, 'timeout-keeps-ssthresh')).toEqual(forgot);
    const f = c3e1.check(notes, table(forgot));
    expect(f.verdict).toBe('wrong');
    expect(f.score).toBe(0);
    expect(f.mistake).toBe('timeout-keeps-ssthresh');
    expect(f.hint?.en).toMatch(/also sets ssthresh to half/);
    expect(f.hint?.es).toMatch(/también deja ssthresh en la mitad/);
    expect(f.message.en).toMatch(/right up to RTT 19; RTT 20/);
  });

  it('Tahoe after the dup ACKs, or ssthresh + 3 left inflated, get their own hints', () => {
    const tahoe = [1, 2, 4, 8, 16, 32, 33, 34, 35, 1, 2, 4, 8, 16, 17, 1, 2, 4, 8, 9, 10, 11];
    expect(c3e1.check(notes, table(tahoe)).mistake).toBe('dupack-to-one');
    const inflated = [1, 2, 4, 8, 16, 32, 33, 34, 35, 20, 21, 22, 23, 24, 25, 1, 2, 4, 8, 12, 13, 14];
    expect(c3e1.check(notes, table(inflated)).mistake).toBe('dupack-inflated');
  });

  it('one mistyped cell is close; an empty table is incomplete; rows missing are named', () => {
    const slip = [...NOTES_TABLE];
    slip[6] = 34;
    const f = c3e1.check(notes, table(slip));
    expect(f.verdict).toBe('close');
    expect(f.message.es).toMatch(/RTT 7/);
    expect(c3e1.check(notes, { table: [] }).verdict).toBe('incomplete');
    const part = c3e1.check(notes, { table: NOTES_TABLE.slice(0, 10).map((x) => [x]) });
    expect(part.verdict).toBe('wrong');
    expect(part.message.en).toMatch(/empty; the first row to check is RTT 11/);
  });

  it('every student\'s table shows the timeout\'s ssthresh (the mistake is visible)', () => {
    for (let i = 0; i < 100; i++) {
      const p = c3e1.params({ course: 'x', student: `s${i}` }) as typeof notes;
      expect(p.timeout_round).toBeGreaterThan(p.dup_round);
      expect(p.rounds).toBeGreaterThan(p.timeout_round);
      const o = { ssthresh: p.ssthresh, rounds: p.rounds, dupAtRounds: [p.dup_round], timeoutAtRounds: [p.timeout_round], initialCwnd: p.iw };
      expect(mistakenTrace(o, 'timeout-keeps-ssthresh')).not.toEqual(cwndTable(p).flat());
      expect(c3e1.check(p, table(mistakenTrace(o, 'timeout-keeps-ssthresh'))).mistake).toBe('timeout-keeps-ssthresh');
    }
  });
});
