import { describe, expect, it } from 'vitest';
import { appendTcpBatch, emptyTrajectory, pointJain, thin, windowMean, type TcpBatchLike } from './tcpTrajectory';

function batch(t: number[], s1: { d: number[]; r: number[] }, s2?: { d: number[]; r: number[] }): TcpBatchLike {
  const flows: TcpBatchLike['flows'] = { s1: { delivery_mbps: s1.d, rtt_ms: s1.r } };
  if (s2) flows.s2 = { delivery_mbps: s2.d, rtt_ms: s2.r };
  return { now_s: t[t.length - 1] ?? 0, t_s: t, flows };
}

describe('windowMean', () => {
  it('averages over one RTT of samples, the oldest counted in part', () => {
    // 40 ms samples, RTT 60 ms: the last sample in full and half of the one before.
    expect(windowMean([10, 20, 40], 2, 60, 40)).toBeCloseTo((40 + 0.5 * 20) / 1.5, 9);
    expect(windowMean([10, 20, 40], 2, 80, 40)).toBeCloseTo(30, 9);
    expect(windowMean([10, 20, 40], 2, 40, 40)).toBe(40);
  });
  it('uses one sample when no RTT is known, and stops at the first sample', () => {
    expect(windowMean([10, 20], 1, NaN, 40)).toBe(20);
    expect(windowMean([10, 20], 1, 0, 40)).toBe(20);
    expect(windowMean([10, 20], 1, 1000, 40)).toBe(15);
  });
  it('counts a missing rate as 0', () => {
    expect(windowMean([NaN, 20], 1, 80, 40)).toBe(10);
  });
});

describe('appendTcpBatch', () => {
  it('makes one point per sample from the two flows, s2 at 0 before it exists', () => {
    let tr = emptyTrajectory(40);
    tr = appendTcpBatch(tr, batch([0.04, 0.08], { d: [48, 48], r: [40, 40] }));
    expect(tr.points).toEqual([
      { t: 0.04, x1: 48, x2: 0 },
      { t: 0.08, x1: 48, x2: 0 },
    ]);
    const before = tr;
    tr = appendTcpBatch(tr, batch([0.12, 0.16], { d: [20, 30], r: [80, 80] }, { d: [28, 18], r: [40, 80] }));
    expect(before.points).toHaveLength(2); // the old trajectory is unchanged
    expect(tr.points).toHaveLength(4);
    // s1 averages over 80 ms = two samples (48 and 20, then 20 and 30); s2 over its own RTT.
    expect(tr.points[2]).toEqual({ t: 0.12, x1: 34, x2: 28 });
    expect(tr.points[3].x1).toBeCloseTo(25, 9);
    expect(tr.points[3].x2).toBeCloseTo(23, 9);
    expect(tr.nowS).toBe(0.16);
  });
  it('keeps the time of an empty batch', () => {
    const tr = appendTcpBatch(emptyTrajectory(40), { now_s: 1.5, t_s: [], flows: {} });
    expect(tr.points).toHaveLength(0);
    expect(tr.nowS).toBe(1.5);
  });
});

describe('pointJain', () => {
  it('is 1 when fair, 1/2 when one flow has everything, NaN when both are idle', () => {
    expect(pointJain({ t: 0, x1: 24, x2: 24 })).toBe(1);
    expect(pointJain({ t: 0, x1: 48, x2: 0 })).toBe(0.5);
    // The model's start (10, 70): 0.640 as in the notes.
    expect(pointJain({ t: 0, x1: 10, x2: 70 })).toBeCloseTo(0.64, 9);
    expect(pointJain({ t: 0, x1: 0, x2: 0 })).toBeNaN();
  });
});

describe('thin', () => {
  it('keeps short lists and the last point of long ones', () => {
    expect(thin([1, 2, 3], 5)).toEqual([1, 2, 3]);
    const long = Array.from({ length: 100 }, (_, i) => i);
    const out = thin(long, 10);
    expect(out).toHaveLength(10);
    expect(out[0]).toBe(0);
    expect(out[9]).toBe(99);
  });
});
