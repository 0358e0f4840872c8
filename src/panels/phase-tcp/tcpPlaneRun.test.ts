import { describe, expect, it } from 'vitest';
import { appendBatchTo, emptySeries } from '../../store/runSeries';
import type { SampleBatch } from '../../sim';
import { grownTrajectory, pointIndexAt, tcpPlaneRun } from './tcpPlaneRun';

const course = {
  sample_ms: 40,
  link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } },
  flows: [{ id: 'a', transport: 'tcp', cc: 'reno', start_s: 0 }, { id: 'b', transport: 'tcp', cc: 'cubic', start_s: 5 }],
};

function batch(t: number[], a: number[], b: number[]): SampleBatch {
  const n = t.length;
  return {
    now_s: t[n - 1], done: false, t_s: Float64Array.from(t), queue_bytes: new Float64Array(n),
    flows: { a: { delivery_mbps: Float64Array.from(a), rtt_ms: new Float64Array(n).fill(40) }, b: { delivery_mbps: Float64Array.from(b), rtt_ms: new Float64Array(n).fill(40) } },
    pings: {}, counters: { events: 0, queue_drops: 0, pings_sent: 0, pings_lost: 0 },
  } as unknown as SampleBatch;
}

describe('tcpPlaneRun', () => {
  it('takes the first two flows, the payload capacity 50 x 1448 / 1514 and the second flow’s start', () => {
    const r = tcpPlaneRun(course)!;
    expect(r.flows).toEqual(['a', 'b']);
    expect(r.ccs).toEqual(['reno', 'cubic']);
    expect(r.capacityMbps).toBeCloseTo((50 * 1448) / 1514, 9);
    expect(r.joinS).toBe(5);
    expect(r.sampleMs).toBe(40);
    expect(tcpPlaneRun({ ...course, flows: [] })).toBeNull();
    expect(tcpPlaneRun({ ...course, flows: [course.flows[0]] })?.flows).toEqual(['a', null]);
  });
});

describe('grownTrajectory', () => {
  it('reads only the new samples, with the same points as one pass over all of them', () => {
    const run = tcpPlaneRun(course)!;
    const s = emptySeries();
    appendBatchTo(s, batch([0.04, 0.08], [40, 42], [NaN, NaN]));
    const first = grownTrajectory(null, s, run);
    expect(first.points.map((p) => [p.x1, p.x2])).toEqual([[40, 0], [42, 0]]);
    appendBatchTo(s, batch([0.12], [30], [12]));
    const grown = grownTrajectory(first, s, run);
    expect(grown.points).toHaveLength(3);
    expect(grown.points[2]).toEqual({ t: 0.12, x1: 30, x2: 12 });
    expect(grownTrajectory(grown, s, run)).toBe(grown);
  });
  it('finds the point at the cursor', () => {
    const pts = [{ t: 0.04 }, { t: 0.08 }, { t: 0.12 }];
    expect(pointIndexAt(pts, null)).toBe(2);
    expect(pointIndexAt(pts, 0.1)).toBe(1);
    expect(pointIndexAt(pts, 0)).toBe(0);
    expect(pointIndexAt([], 1)).toBe(-1);
  });
});
