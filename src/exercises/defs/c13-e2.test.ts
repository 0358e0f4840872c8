// c13-e2 against Tutorial 10 (seeds/000): FRCT with queue 1024 and 1 % loss, 91,9 Mbit/s (the
// rate); with the default queue of 128 and no loss, 46,5 Mbit/s (the window: "128 packets of
// 1400 bytes per round trip of 30 ms is 46 Mbit/s"); CUBIC with 1 % loss, 9,4 Mbit/s (loss).
import { describe, expect, it } from 'vitest';
import { c13e2, cleanLimit, windowMbps } from './c13-e2';

type P = { queue: number; rtt_ms: number };
const notes = c13e2.params({ course: null, student: null }) as P;

describe('c13-e2: what limits each transfer', () => {
  it('the tutorial\'s three transfers', () => {
    expect(notes.queue).toBe(128);
    expect(windowMbps(128)).toBeGreaterThan(44);
    expect(windowMbps(128)).toBeLessThan(48);
    expect(c13e2.key(notes)).toMatchObject({ frct_1024_loss: 'rate', frct_clean: 'window', cubic_loss: 'repair' });
    expect(cleanLimit({ queue: 1024, rtt_ms: 31 })).toBe('rate');
    expect(c13e2.check(notes, c13e2.key(notes)).verdict).toBe('right');
  });

  it('wrong choices get their hints', () => {
    const key = c13e2.key(notes);
    expect(c13e2.check(notes, { ...key, frct_1024_loss: 'repair' }).mistake).toBe('loss-limits-frct');
    expect(c13e2.check(notes, { ...key, cubic_loss: 'window' }).mistake).toBe('tcp-window');
    expect(c13e2.check(notes, { ...key, window_mbps: windowMbps(128) / 8 }).mistake).toBe('bytes-not-bits');
  });

  it('students get their own queues', () => {
    const all = Array.from({ length: 40 }, (_, i) => c13e2.params({ course: 'R', student: `s${i}` }) as P);
    expect(new Set(all.map((p) => JSON.stringify(p))).size).toBeGreaterThan(6);
    expect(new Set(all.map(cleanLimit)).size).toBe(2);
  });
});
