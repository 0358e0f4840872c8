import { describe, expect, it } from 'vitest';
import { appendBatch, emptyRun, finishRun } from './live';
import { ecnMarks, lossMarks } from './marks';
import { DEFAULT_OPTIONS } from './options';

// A run streamed in 100 ms samples: open, CWR (an ECN reduction), open, recovery (a loss), open.
function streamed() {
  const n = 5;
  const col = (v: number[]) => Float64Array.from(v);
  return appendBatch(emptyRun(1, DEFAULT_OPTIONS, 's1'), {
    now_s: 0.5,
    t_s: col([0.1, 0.2, 0.3, 0.4, 0.5]),
    flows: { s1: { cwnd: col([100, 120, 110, 130, 65]), state: col([0, 2, 0, 3, 0]), retrans: col([0, 0, 0, 1, 1]), ssthresh: col(Array(n).fill(NaN)) } },
  });
}

describe('event marks', () => {
  it('reads ECN reductions and losses off the state series while the run streams', () => {
    const run = streamed();
    expect(ecnMarks([run], ['#123']).map((m) => m.t)).toEqual([0.2]);
    expect(lossMarks([run], ['#123'], null).map((m) => m.t)).toEqual([0.4]);
    // The window at the event: the largest cwnd sampled two samples before to one after.
    expect(ecnMarks([run], ['#123'])[0].cwnd).toBe(120);
  });

  it('uses the summary times once the run is over', () => {
    const run = finishRun(streamed(), { scenario: {}, summary: { flows: [{ id: 's1', loss_events: [0.37], ecn_events: [0.15, 0.25] }] } });
    expect(ecnMarks([run], ['#123']).map((m) => [m.t, m.color])).toEqual([[0.15, '#123'], [0.25, '#123']]);
    const losses = lossMarks([run], ['#123'], { runKey: 1, index: 0 });
    expect(losses.map((m) => [m.t, m.selected])).toEqual([[0.37, true]]);
  });
});
