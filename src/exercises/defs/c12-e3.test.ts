// c12-e3 against Tutorial 08's phases (seeds/002): on loopback (RTT well under the 20 ms between
// pings) the timer repaired every lost ping; with 25 ms each way (RTT 50 ms) the timer never
// fired and every repair came from a SACK confirmed by RACK (line 366).
import { describe, expect, it } from 'vitest';
import { c12e3, repairFirst, repairMs } from './c12-e3';

const notes = c12e3.params({ course: null, student: null }) as { rtt_ms: number; interval_ms: number };

describe('c12-e3: timer or SACK', () => {
  it('the two phases of the tutorial', () => {
    expect(notes).toEqual({ rtt_ms: 50, interval_ms: 20 });
    expect(repairFirst(notes)).toBe('sack');
    expect(repairFirst({ rtt_ms: 0.1, interval_ms: 20 })).toBe('timer');
    expect(c12e3.check(notes, c12e3.key(notes)).verdict).toBe('right');
  });

  it('the wrong choice gets its hint', () => {
    // The delay phase: the SACK repair leaves 20 + 50 = 70 ms after the lost ping, the timer would
    // have fired at 100 ms (seeds/002, line 329: "left 70 ms after the lost ping ... 100 ms").
    expect(repairMs(notes)).toBe(70);
    expect(c12e3.check(notes, { repair_ms: 70, first: 'timer' }).mistake).toBe('timer-always');
    expect(c12e3.check(notes, { repair_ms: 100, first: 'sack' }).mistake).toBe('timer-always');
    const lo = { rtt_ms: 1, interval_ms: 20 };
    expect(repairMs(lo)).toBe(2);
    expect(c12e3.check(lo, { repair_ms: 2, first: 'sack' }).mistake).toBe('sack-always');
  });

  it('students get their own RTTs, on both sides of the interval', () => {
    const all = Array.from({ length: 40 }, (_, i) => c12e3.params({ course: 'R', student: `s${i}` }) as typeof notes);
    expect(new Set(all.map((p) => p.rtt_ms)).size).toBeGreaterThan(5);
    expect(new Set(all.map(repairFirst)).size).toBe(2);
    expect(all.every((p) => p.rtt_ms !== p.interval_ms)).toBe(true);
  });
});
