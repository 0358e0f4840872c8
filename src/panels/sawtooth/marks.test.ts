import { describe, expect, it } from 'vitest';
import { ecnMarks, lossMarks } from './marks';

// A run streamed in 100 ms samples: open, CWR (an ECN reduction), open, recovery (a loss), open.
function streamed(lossTimes: number[] | null = null, ecnTimes: number[] | null = null) {
  const g = (v: number[]) => ({ data: Float64Array.from(v), length: v.length });
  return {
    index: 0,
    color: '#123',
    sampleS: 0.1,
    t: g([0.1, 0.2, 0.3, 0.4, 0.5]),
    series: { cwnd: g([100, 120, 110, 130, 65]), state: g([0, 2, 0, 3, 0]), retrans: g([0, 0, 0, 1, 1]), ssthresh: g(Array(5).fill(NaN)) },
    lossTimes,
    ecnTimes,
  };
}

describe('event marks', () => {
  it('reads ECN reductions and losses off the state series while the run streams', () => {
    const run = streamed();
    expect(ecnMarks([run]).map((m) => m.t)).toEqual([0.2]);
    expect(lossMarks([run], null).map((m) => m.t)).toEqual([0.4]);
    // The window at the event: the largest cwnd sampled two samples before to one after.
    expect(ecnMarks([run])[0].cwnd).toBe(120);
  });

  it('uses the summary times once the run is over', () => {
    const run = streamed([0.37], [0.15, 0.25]);
    expect(ecnMarks([run]).map((m) => [m.t, m.color])).toEqual([[0.15, '#123'], [0.25, '#123']]);
    const losses = lossMarks([run], { trace: 0, index: 0 });
    expect(losses.map((m) => [m.t, m.selected])).toEqual([[0.37, true]]);
  });
});
