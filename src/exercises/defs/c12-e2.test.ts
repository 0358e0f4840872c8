// c12-e2 against Tutorial 08's RIB (seeds/002): the client with 2 % loss, srtt 691668 ns and
// deviation 4379828 ns, showed an RTO of 18210980 ns (srtt + 4 rttvar); with 25 ms each way,
// srtt 50334911 ns, RTO 100669822 ns (2 srtt); on the clean link the floor, 1048576 ns.
import { describe, expect, it } from 'vitest';
import { c12e2, rtoMs, RTO_FLOOR_MS, winningTerm } from './c12-e2';

const notes = c12e2.params({ course: null, student: null }) as { srtt_ms: number; rttvar_ms: number };

describe('c12-e2: FRCT\'s RTO', () => {
  it('the testbed\'s three RTOs come out of the rule', () => {
    expect(rtoMs(notes) * 1e6).toBeCloseTo(18210980, 0);
    expect(winningTerm(notes)).toBe('deviation');
    const delay = { srtt_ms: 50.334911, rttvar_ms: 2.010254 };
    expect(rtoMs(delay) * 1e6).toBeCloseTo(100669822, 0);
    expect(winningTerm(delay)).toBe('double');
    expect(RTO_FLOOR_MS * 1e6).toBe(1048576);
    expect(winningTerm({ srtt_ms: 0.3, rttvar_ms: 0.1 })).toBe('floor');
    expect(c12e2.check(notes, c12e2.key(notes)).verdict).toBe('right');
  });

  it('typical slips get their hints', () => {
    expect(c12e2.check(notes, { ...c12e2.key(notes), rto_ms: 2 * 0.691668, term: 'deviation' }).mistake).toBe('only-double');
    expect(c12e2.check(notes, { ...c12e2.key(notes), rto_ms: 0.691668 + 4.379828, term: 'deviation' }).mistake).toBe('deviation-once');
    const floor = { srtt_ms: 0.2, rttvar_ms: 0.05 } as typeof notes;
    expect(c12e2.check(floor, { ...c12e2.key(floor), rto_ms: 0.4, term: 'floor' }).mistake).toBe('no-floor');
    expect(c12e2.check(floor, { ...c12e2.key(floor), rto_ms: 200, term: 'floor' }).mistake).toBe('tcp-floor');
    expect(c12e2.check(floor, { ...c12e2.key(floor), rto_ms: 1, term: 'floor' }).verdict).not.toBe('wrong');
  });

  it('students get their own estimates, stable per student', () => {
    expect(c12e2.params({ course: 'R', student: 'ana' })).toEqual(c12e2.params({ course: 'R', student: 'ana' }));
    const all = Array.from({ length: 40 }, (_, i) => c12e2.params({ course: 'R', student: `s${i}` }) as typeof notes);
    expect(new Set(all.map((p) => JSON.stringify(p))).size).toBeGreaterThan(15);
    expect(new Set(all.map(winningTerm)).size).toBe(3);
  });
});
