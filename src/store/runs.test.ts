// The runs slice and the series store: meta changes and batches are kept apart, so a panel that
// draws series re-renders on the version only.
import { describe, expect, it } from 'vitest';
import { createSierraStore } from './index';
import { appendBatchTo, emptySeries, sampleIndexAt } from './runSeries';
import type { SampleBatch } from '../sim';

const meta = (id: string, owner = 'v') => ({
  id, scenario: {}, owner, status: 'running' as const, speed: 1, source: 'live' as const,
  summary: null, record: null, error: null, options: {},
});

function batch(t: number[], cwnd: number[], extra: Record<string, number[]> = {}): SampleBatch {
  const f64 = (a: number[]) => Float64Array.from(a);
  return {
    now_s: t[t.length - 1] ?? 0, done: false, t_s: f64(t), queue_bytes: f64(t.map(() => 0)),
    flows: { s1: { cwnd: f64(cwnd), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, f64(v)])) } },
    pings: {}, counters: { events: 0, queue_drops: 0, pings_sent: 0, pings_lost: 0 },
  };
}

describe('runs slice', () => {
  it('adds, patches, bumps and removes runs; meta is untouched by a bump', () => {
    const store = createSierraStore();
    store.getState().addRun(meta('a'));
    const before = store.getState().runs.a;
    store.getState().bumpRun('a', 1.5);
    expect(store.getState().runs.a).toBe(before);
    expect(store.getState().runVersions.a).toBe(1);
    expect(store.getState().runNow.a).toBe(1.5);
    store.getState().patchRun('a', { status: 'done' });
    expect(store.getState().runs.a.status).toBe('done');
    store.getState().setCursor('a', 2);
    expect(store.getState().cursors.a).toBe(2);
    store.getState().removeRun('a');
    expect(store.getState().runs.a).toBeUndefined();
    expect(store.getState().runOrder).toEqual([]);
  });
});

describe('run series', () => {
  it('appends batches in place and pads a series that starts late with NaN', () => {
    const s = emptySeries();
    appendBatchTo(s, batch([0.1, 0.2], [10, 20]));
    appendBatchTo(s, batch([0.3], [30], { ssthresh: [15] }));
    expect(s.t.length).toBe(3);
    expect(Array.from(s.flows.s1.cwnd.data.subarray(0, 3))).toEqual([10, 20, 30]);
    const ss = Array.from(s.flows.s1.ssthresh.data.subarray(0, s.flows.s1.ssthresh.length));
    expect(ss.length).toBe(3);
    expect(ss.slice(0, 2).every(Number.isNaN)).toBe(true);
    expect(ss[2]).toBe(15);
    expect(s.nowS).toBe(0.3);
  });
  it('finds the sample at or before a time', () => {
    const s = emptySeries();
    appendBatchTo(s, batch([0.1, 0.2, 0.3], [1, 2, 3]));
    expect(sampleIndexAt(s.t, 0.05)).toBe(-1);
    expect(sampleIndexAt(s.t, 0.25)).toBe(1);
    expect(sampleIndexAt(s.t, 9)).toBe(2);
  });
});
