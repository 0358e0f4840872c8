import { describe, expect, it } from 'vitest';
import type { RunSummary } from '../../sim';
import { summaryRows } from './summaryRows';

const queue = { drops: 12, marks: 3, max_bytes: 256000, drops_overlimit: 12, drops_aqm: 0, ce_marks: 3, sce_marks: 0 };
const flow = (id: string, goodput: number) => ({
  id, goodput_mbps: goodput, bytes_delivered: 1, retransmits: 4, loss_events: [1.5, 3], rtt_ms: { min: 40, median: 60, max: 80 }, packets_sent: 10, packets_dropped: 2,
});

describe('summaryRows', () => {
  it('arranges the engine summary: flows with their kind from the scenario, pings, the queue', () => {
    const summary: RunSummary = {
      flows: [flow('s1', 47.5)], pings: [{ id: 'ping', sent: 100, received: 98, lost: 2, rtt_ms: { min: 40, median: 41.5, max: 250 } }], queue, jain: 1, events: 5,
    };
    const rows = summaryRows(summary, { flows: [{ id: 's1', transport: 'tcp', cc: 'cubic' }] });
    expect(rows.flows).toEqual([{ id: 's1', transport: 'tcp', cc: 'cubic', goodputMbps: 47.5, retransmits: 4, lossEvents: 2, dropped: 2, rtt: { min: 40, median: 60, max: 80 } }]);
    expect(rows.pings[0]).toEqual({ id: 'ping', sent: 100, received: 98, lost: 2, rtt: { min: 40, median: 41.5, max: 250 } });
    expect(rows.queue).toEqual({ drops: 12, marks: 3, sceMarks: 0, maxBytes: 256000 });
    // One flow: Jain's index says nothing.
    expect(rows.jain).toBeNull();
  });
  it('gives Jain’s index with two flows, and copes with a scenario that does not name the flow', () => {
    const summary: RunSummary = { flows: [flow('a', 30), flow('b', 10)], pings: [], queue, jain: 0.8, events: 1 };
    const rows = summaryRows(summary, {});
    expect(rows.jain).toBe(0.8);
    expect(rows.flows[1]).toMatchObject({ id: 'b', transport: '', cc: null });
  });
});
