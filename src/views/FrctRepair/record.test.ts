import { describe, expect, it } from 'vitest';
import { appendBatch, emptyRun, selectFlow, seriesCsv, seriesOfRun } from './live';
import { flowSummary, frctFlowIds, runFromRecord } from './record';
import { DEFAULT_OPTIONS } from './options';
import type { SampleBatch } from '../../sim';

const flowSeries = (base: number) => ({
  delivered_mbps: [base, base + 1], rtt_ms: [1, 2], rto_ms: [3, 4], retrans: [0, 1], paced_mbps: [5, 6], level: [0, 0], capacity_mbps: [7, 8], regime: [0, 1],
});

/** A RunRecord as the view exports it: two FRCT flows and a TCP one. */
const record = {
  version: 1,
  scenario: {
    duration_s: 12,
    link: { rate_mbps: 1000, delay_ms: 0.05, loss: 0.02 },
    flows: [{ id: 'a', transport: 'frct', app: { kind: 'oping' } }, { id: 'tcp', cc: 'reno' }, { id: 'b', transport: 'frct', frct: { reorder_queue: 1024 } }],
  },
  summary: {
    flows: [
      {
        id: 'a', goodput_mbps: 0.1,
        frct: { sender: { 'RXM (RTO-driven) sent': 20, 'Sender left window edge': 7 }, receiver: { 'RXM (RTO-driven) sent': 0, 'SACKs sent': 8 } },
        mbecn: { 'Congestion avoidance algorithm': 'Multi-bit ECN', 'Paced rate (bytes/s)': 3906250, 'Current congestion regime': 'Slow start' },
        oping: { transmitted: 500, received: 500, out_of_order: 0, loss_pct: 0, time_ms: 9980, rtt_ms: { min: 0.1, avg: 0.4, max: 40, mdev: 2.6 }, lines: ['x', 'y'] },
      },
      { id: 'tcp', goodput_mbps: 5 },
      { id: 'b', goodput_mbps: 50, frct: { sender: { 'RXM (RTO-driven) sent': 3 }, receiver: {} }, mbecn: { 'Paced rate (bytes/s)': 1e6 } },
    ],
  },
  series: { t_s: [0.1, 0.2], flows: { a: flowSeries(10), b: flowSeries(20), tcp: { cwnd: [1, 2] } } },
};

describe('FRCT repair: a saved run reopened', () => {
  it('finds the FRCT flows and their summaries', () => {
    expect(frctFlowIds(record.scenario)).toEqual(['a', 'b']);
    expect(flowSummary(record, 'a')?.oping?.received).toBe(500);
    expect(flowSummary(record, 'zz')).toBeNull();
  });

  it('takes the series, counters and fields of each flow from the file; the form takes its link', () => {
    const r = runFromRecord([record], DEFAULT_OPTIONS, 7, 'run.json');
    if (!r.ok) throw new Error('refused');
    const run = r.run;
    expect(run.imported).toBe('run.json');
    expect(run.done).toBe(true);
    expect(run.flowIds).toEqual(['a', 'b']);
    expect(run.options).toMatchObject({ lossPct: 2, delayMs: 0.05, rateMbps: 1000, durationS: 12, reorderQueue: '128' });
    expect(Array.from(run.series.delivered_mbps.data.subarray(0, 2))).toEqual([10, 11]);
    const names = run.names!;
    const i = names.counters.indexOf('RXM (RTO-driven) sent');
    expect(run.live!.sender[i]).toBe(20);
    expect(run.live!.receiver[names.counters.indexOf('SACKs sent')]).toBe(8);
    // Text fields are left out; the regime is the last code of the regime series.
    expect(names.mbecn).toEqual(['Paced rate (bytes/s)', 'Current congestion regime']);
    expect(Array.from(run.live!.mbecn)).toEqual([3906250, 1]);
    // The other flow, picked.
    const b = selectFlow(run, 'b');
    expect(Array.from(b.series.delivered_mbps.data.subarray(0, 2))).toEqual([20, 21]);
    expect(b.live!.sender[i]).toBe(3);
    expect(selectFlow(run, 'nope')).toBe(run);
  });

  it('refuses a record with no FRCT flow, and takes the first one that has one', () => {
    const tcpOnly = { ...record, scenario: { ...record.scenario, flows: [{ id: 'tcp', cc: 'reno' }] } };
    expect(runFromRecord([tcpOnly], DEFAULT_OPTIONS, 1, 'x.json')).toEqual({ ok: false, problem: 'noFrct' });
    const r = runFromRecord([tcpOnly, record], DEFAULT_OPTIONS, 1, 'x.json');
    expect(r.ok && r.run.flowIds).toEqual(['a', 'b']);
  });

  it('a record without series still shows the counters', () => {
    const { series: _s, ...bare } = record;
    const r = runFromRecord([bare], DEFAULT_OPTIONS, 1, 'bare.json');
    if (!r.ok) throw new Error('refused');
    expect(r.run.t.length).toBe(0);
    expect(r.run.live!.sender[r.run.names!.counters.indexOf('RXM (RTO-driven) sent')]).toBe(20);
  });
});

describe('FRCT repair: live data of several flows', () => {
  const batch = (t: number[], flows: Record<string, number>): SampleBatch =>
    ({
      t_s: Float64Array.from(t),
      now_s: t[t.length - 1],
      flows: Object.fromEntries(Object.entries(flows).map(([id, v]) => [id, { delivered_mbps: Float64Array.from(t, () => v) }])),
    }) as unknown as SampleBatch;

  it('keeps every flow; the export and the CSV hold them all', () => {
    let run = emptyRun(1, DEFAULT_OPTIONS, ['a', 'b']);
    run = appendBatch(run, batch([0.1, 0.2], { a: 1, b: 2 }));
    expect(run.series.delivered_mbps.length).toBe(2);
    expect(selectFlow(run, 'b').series.delivered_mbps.data[1]).toBe(2);
    // The selection survives new batches (the shown flow's series are the ones appended).
    run = appendBatch(selectFlow(run, 'b'), batch([0.3], { a: 1, b: 3 }));
    expect(run.flowId).toBe('b');
    expect(run.series.delivered_mbps.data[2]).toBe(3);
    const s = seriesOfRun(run);
    expect(Object.keys(s.flows)).toEqual(['a', 'b']);
    expect(s.flows.a.rtt_ms).toEqual([null, null, null]);
    const csv = seriesCsv(run).trim().split('\n');
    expect(csv[0]).toBe('flow,t_s,delivered_mbps,rtt_ms,rto_ms,retrans,paced_mbps,level,capacity_mbps,regime');
    expect(csv).toHaveLength(1 + 2 * 3);
    expect(csv[4]).toBe('b,0.1,2,,,,,,,');
  });
});
