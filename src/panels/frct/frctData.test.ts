import { describe, expect, it } from 'vitest';
import { appendGrowable, emptyGrowable } from '../../charts/series';
import type { FrctLive, FrctNames } from '../../sim';
import type { RunSeries } from '../../store';
import { counterOf, fieldOf, flowSummary, frctFlowIds, frctNow, shownFlow } from './frctData';

/** A RunRecord as a view exports it: two FRCT flows and a TCP one. */
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
};

/** The store's series of a saved run: the regime series of flow a ends in code 1. */
function series(frct: RunSeries['frct'] = null, frctNames: FrctNames | null = null): RunSeries {
  const g = (v: number[]) => appendGrowable(emptyGrowable(4), v);
  return {
    t: g([0.1, 0.2]), queueBytes: g([0, 0]), flows: { a: { regime: g([0, 1]) } }, pings: {},
    counters: null, packets: null, frct, frctNames, nowS: 0.2,
  };
}

describe('the FRCT panels\' data', () => {
  it('finds the FRCT flows, the one shown, and their summaries', () => {
    expect(frctFlowIds(record.scenario)).toEqual(['a', 'b']);
    expect(shownFlow(record.scenario)).toBe('a');
    expect(shownFlow(record.scenario, 'b')).toBe('b');
    // A TCP flow, or an unknown one, falls back to the first FRCT flow; no FRCT flow: none.
    expect(shownFlow(record.scenario, 'tcp')).toBe('a');
    expect(shownFlow({ flows: [{ id: 'tcp', cc: 'reno' }] })).toBeNull();
    expect(flowSummary(record, 'a')?.oping?.received).toBe(500);
    expect(flowSummary(record, 'zz')).toBeNull();
  });

  it('a saved run: counters and fields come from the summary; text fields are left out; the regime is the series\' last code', () => {
    const now = frctNow(series(), record, 'a');
    expect(counterOf(now, 'sender', 'RXM (RTO-driven) sent')).toBe(20);
    expect(counterOf(now, 'sender', 'Sender left window edge')).toBe(7);
    expect(counterOf(now, 'receiver', 'SACKs sent')).toBe(8);
    // A line only the other end has is NaN on this end (shown as "–").
    expect(counterOf(now, 'sender', 'SACKs sent')).toBeNaN();
    expect(now?.names.mbecn).toEqual(['Paced rate (bytes/s)', 'Current congestion regime']);
    expect(fieldOf(now, 'Paced rate (bytes/s)')).toBe(3906250);
    expect(fieldOf(now, 'Current congestion regime')).toBe(1);
    // The other flow, and a flow with no FRCT summary.
    expect(counterOf(frctNow(undefined, record, 'b'), 'sender', 'RXM (RTO-driven) sent')).toBe(3);
    expect(frctNow(undefined, record, 'tcp')).toBeNull();
    expect(frctNow(undefined, null, 'a')).toBeNull();
  });

  it('a live run: the streamed counters and state lines win over any summary', () => {
    const names: FrctNames = { counters: ['RXM (RTO-driven) sent'], state: ['Smoothed rtt (ns)'], mbecn: ['Paced rate (bytes/s)'], regimes: [], flags: [], sack_blocks: 4 };
    const live: FrctLive = {
      sender: Float64Array.of(5), receiver: Float64Array.of(0), sender_state: Float64Array.of(21e6), receiver_state: Float64Array.of(0), mbecn: Float64Array.of(2e6),
    };
    const now = frctNow(series({ a: live }, names), record, 'a');
    expect(counterOf(now, 'sender', 'RXM (RTO-driven) sent')).toBe(5);
    expect(counterOf(now, 'sender', 'Smoothed rtt (ns)')).toBe(21e6);
    expect(fieldOf(now, 'Paced rate (bytes/s)')).toBe(2e6);
    expect(fieldOf(now, 'no such field')).toBeNaN();
  });
});
