import { describe, expect, it } from 'vitest';
import { renoLossThreshold, renoNextWindow, renoTrace } from './renoTrace';

describe('renoTrace', () => {
  it('slow start doubles up to ssthresh, then adds one per round', () => {
    expect(renoNextWindow(4, 16)).toBe(8);
    expect(renoNextWindow(8, 9)).toBe(9); // the cut: doubling would pass the threshold
    expect(renoNextWindow(16, 16)).toBe(17);
    const cw = renoTrace({ ssthresh: 16, rounds: 7 }).map((r) => r.cwnd);
    expect(cw).toEqual([1, 2, 4, 8, 16, 17, 18]);
  });
  it('sets ssthresh to half the window, at least 2', () => {
    expect(renoLossThreshold(21)).toBe(10);
    expect(renoLossThreshold(18)).toBe(9);
    expect(renoLossThreshold(3)).toBe(2);
    expect(renoLossThreshold(1)).toBe(2);
  });
  it('three duplicate ACKs leave cwnd at the new ssthresh; a timeout sends it to 1', () => {
    const rows = renoTrace({ ssthresh: 4, rounds: 8, dupAtRounds: [4], timeoutAtRounds: [6] });
    expect(rows.map((r) => [r.cwnd, r.ssthresh, r.event])).toEqual([
      [1, 4, null],
      [2, 4, null],
      [4, 4, null],
      [5, 4, 'dup-ack'],
      [2, 2, null],
      [3, 2, 'timeout'],
      [1, 2, null],
      [2, 2, null],
    ]);
    expect(rows[0].phase).toBe('slow-start');
    expect(rows[2].phase).toBe('congestion-avoidance');
  });
  it('a timeout wins over duplicate ACKs in the same round', () => {
    const rows = renoTrace({ ssthresh: 16, rounds: 4, dupAtRounds: [3], timeoutAtRounds: [3] });
    expect(rows[2].event).toBe('timeout');
    expect(rows[3].cwnd).toBe(1);
  });
  it('--dup-at-cwnd fires every time the window reaches the value (a sawtooth)', () => {
    const cw = renoTrace({ ssthresh: 4, rounds: 10, dupAtCwnd: 6 }).map((r) => r.cwnd);
    expect(cw).toEqual([1, 2, 4, 5, 6, 3, 4, 5, 6, 3]);
  });
  it('honours the initial window and refuses nonsense', () => {
    expect(renoTrace({ ssthresh: 64, rounds: 2, initialCwnd: 10 }).map((r) => r.cwnd)).toEqual([10, 20]);
    expect(() => renoTrace({ ssthresh: 1, rounds: 2 })).toThrow(RangeError);
    expect(() => renoTrace({ ssthresh: 8, rounds: 0 })).toThrow(RangeError);
    expect(() => renoTrace({ ssthresh: 8, rounds: 2.5 })).toThrow(RangeError);
  });
});
