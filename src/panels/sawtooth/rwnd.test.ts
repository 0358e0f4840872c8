import { describe, expect, it } from 'vitest';
import type { Growable } from '../../charts/series';
import { everRwndLimited, maxSndWndSegments, plotFloors, rwndIntervals } from './rwnd';

const g = (xs: number[]): Growable => ({ data: Float64Array.from(xs), length: xs.length });

describe('rwndIntervals', () => {
  it('merges consecutive rwnd_limited samples; sample i covers (t[i-1], t[i]]', () => {
    const t = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6];
    expect(rwndIntervals(t, [0, 1, 1, 0, 1, 1], 6)).toEqual([
      { from: 0.1, to: 0.3 },
      { from: 0.4, to: 0.6 },
    ]);
    expect(rwndIntervals(t, [1, 0, 0, 0, 0, 0], 6)).toEqual([{ from: 0, to: 0.1 }]);
  });
  it('gives nothing for a run without the series (older records: NaN) or never limited', () => {
    expect(rwndIntervals([0.1, 0.2], [NaN, NaN], 2)).toEqual([]);
    expect(rwndIntervals([0.1, 0.2], [0, 0], 2)).toEqual([]);
    expect(rwndIntervals([0.1, 0.2], [], 0)).toEqual([]);
  });
});

describe('everRwndLimited', () => {
  it('is true once a sample has rwnd_limited = 1 (the window line is drawn for such a run only)', () => {
    expect(everRwndLimited({ series: { rwnd_limited: g([0, 0, 1, 0]) } })).toBe(true);
    // The course link: the window never limits (rcv-buffer.test.ts); an older record has no series.
    expect(everRwndLimited({ series: { rwnd_limited: g([0, 0, 0]) } })).toBe(false);
    expect(everRwndLimited({ series: {} })).toBe(false);
  });
});

describe('the plots\' floors (plotFloors)', () => {
  const course = { mss: 1448, series: { snd_wnd: g([65535, 3881728]) } };
  const t10 = { mss: 1448, series: { snd_wnd: g([65535, 5787648]) } };
  const none = { mss: 1448, series: {} };
  it('keep BDP + buffer and the full queue in view when the window can reach them (the course link: 334 segments, 81 ms)', () => {
    expect(plotFloors({ total: 334, fullRttMs: 81 }, [course])).toEqual({ cwnd: 334 * 1.1, rtt: 81 * 1.1 });
    expect(plotFloors({ total: 334, fullRttMs: 81 }, [none])).toEqual({ cwnd: 334 * 1.1, rtt: 81 * 1.1 });
  });
  it("reach only to the window when it stays below BDP + buffer (Tutorial 10: 3997 segments against 65 701)", () => {
    expect(maxSndWndSegments([t10])).toBeCloseTo(3997, 0);
    const f = plotFloors({ total: 65701, fullRttMs: 7958 }, [t10]);
    expect(f.cwnd).toBeCloseTo(3997 * 1.1, 0);
    expect(f.rtt).toBeCloseTo(11, 6);
    // One run without a window keeps the model's lines.
    expect(plotFloors({ total: 65701, fullRttMs: 7958 }, [t10, none]).cwnd).toBeCloseTo(65701 * 1.1, 6);
  });
});
