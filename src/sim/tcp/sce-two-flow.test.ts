// Issue 6, figure 4: the SCE draft's two-flow fairness tests (seeds/004, "Two-Flow Tests"): two
// flows through cake, the second starting 0.1 s after the first, 60 s (the sweep presets'
// duration; the draft gives no length for these), Jain's index of the two goodputs.

import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation';

function jain(a: string, b: string, rate: number, delay: number, sce: string, isolation: string): number {
  const sim = createSimulation({
    version: 1, duration_s: 60,
    link: { rate_mbps: rate, delay_ms: delay / 2, reverse_delay_ms: delay / 2, queue: { kind: 'cake', sce, isolation } },
    flows: [{ id: 's1', cc: a, ecn: true }, { id: 's2', cc: b, ecn: true, start_s: 0.1 }],
  });
  sim.runToEnd();
  return sim.record().summary.jain!;
}

const SLOW = 120_000;

describe('issue 6, figure 4: SCE two-flow fairness in cake', () => {
  it('fair queueing ("flows", the draft\'s triple-isolate): cubic vs dctcp-sce at 50 Mbit/s, 20 ms, Jain > 0.95', () => {
    // "With fair queueing, fairness is achieved for a broad range of bandwidth-delay
    // combinations." Threshold from the issue. Measured 0.995 (22.1 and 25.3 Mbit/s).
    expect(jain('cubic', 'dctcp-sce', 50, 20, 'default', 'flows')).toBeGreaterThan(0.95);
  }, SLOW);

  it.each([
    // Measured Jain, default ramp -> sce-single: 50x20 0.665 -> 0.991, 10x40 0.705 -> 0.861.
    [50, 20],
    [10, 40],
  ])('one queue, reno vs reno-sce at %s Mbit/s, %s ms: the default ramp is less fair than sce-single', (rate, delay) => {
    // "SCE enabled flows back off in the face of competition, whereas non-SCE flows fill the queue
    // until a drop or CE mark occurs" (flowblind, default ramp); with sce-single "single queue
    // fairness has improved considerably". Tolerance: lower by at least 0.1.
    const def = jain('reno', 'reno-sce', rate, delay, 'default', 'flowblind');
    const single = jain('reno', 'reno-sce', rate, delay, 'single', 'flowblind');
    expect(def).toBeLessThan(single - 0.1);
  }, SLOW);
});
