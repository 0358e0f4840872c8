import { describe, expect, it } from 'vitest';
import { edgeCounts, edgeOf, lastTransition, stateAt, transitionsOf, type SmSeries } from './transitions';

// The codes of the engine's `state` series (open 0, disorder 1, cwr 2, recovery 3, loss 4).
function series(rows: [number, number, number, number][]): SmSeries {
  return {
    t: rows.map((r) => r[0]),
    cwnd: rows.map((r) => r[1]),
    ssthresh: rows.map((r) => r[2]),
    state: rows.map((r) => r[3]),
    length: rows.length,
  };
}

// The notes' worked example (chapter 11, "Ejemplo resuelto: cwnd por RTT"): ssthresh 16, slow start
// to 16, congestion avoidance to 21, three duplicate ACKs (fast recovery, ssthresh 10), back to
// congestion avoidance at 10, a timeout at 18 (ssthresh 9, cwnd 1), slow start again to 9.
const notes = series([
  [1, 1, 16, 0], [2, 2, 16, 0], [4, 8, 16, 0], [5, 16, 16, 0], [9, 20, 16, 0], [10, 21, 16, 0],
  [10.5, 13, 10, 3], [11, 10, 10, 0], [18, 17, 10, 0], [19, 18, 10, 0], [19.5, 1, 9, 4], [20, 1, 9, 0], [23, 8, 9, 0], [24, 9, 9, 0],
]);

describe('the state machine read off the series', () => {
  it("follows the notes' worked example: SS, CA, fast recovery, CA, timeout, SS, CA", () => {
    const list = transitionsOf(notes);
    expect(list.map((x) => x.edge)).toEqual(['ss-ca', 'ca-fr', 'fr-ca', 'ca-loss', 'loss-ss', 'ss-ca']);
    expect(list.map((x) => x.at)).toEqual([5, 10.5, 11, 19.5, 20, 24]);
  });

  it('gives the state at a sample, and the transitions up to a time', () => {
    expect(stateAt(notes, 0)).toBe('slowStart');
    expect(stateAt(notes, 6)).toBe('recovery');
    expect(stateAt(notes, 10)).toBe('loss');
    const list = transitionsOf(notes);
    expect(lastTransition(list, 10.9)?.edge).toBe('ca-fr');
    expect(lastTransition(list, 0.5)).toBeNull();
    expect(lastTransition(list)?.edge).toBe('ss-ca');
    const upTo = edgeCounts(list, 19.6);
    expect(upTo['ss-ca']).toBe(1);
    expect(upTo['ca-loss']).toBe(1);
    expect(upTo['loss-ss']).toBe(0);
    expect(edgeCounts(list)['ss-ca']).toBe(2);
  });

  it('keeps an ECN reduction (CWR) apart from a loss, and counts undrawn changes as other', () => {
    const ecn = transitionsOf(series([[0.1, 100, 50, 0], [0.2, 80, 80, 2], [0.3, 80, 80, 0], [0.4, 70, 90, 0]]));
    expect(ecn.map((x) => x.edge)).toEqual(['ca-cwr', 'cwr-ca', 'other']);
    expect(edgeOf('avoidance', 'slowStart')).toBe('other');
  });

  it('skips samples without a window (before the flow starts)', () => {
    expect(transitionsOf(series([[0.1, NaN, NaN, 0], [0.2, 10, NaN, 0], [0.3, 20, 15, 0]])).map((x) => x.edge)).toEqual(['ss-ca']);
  });
});
