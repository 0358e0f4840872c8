// Issue 6, figure 1: the course's RED experiment (notes, chapter 11, "Cuándo marca el router:
// RED"): the lab link with RED (limit 1000 KiB, min 30 KiB, max 90 KiB), one CUBIC flow from s1
// and a ping from s2 every 267 ms, 20 s. With ECN the notes counted 125 marks, 0 drops and 0
// retransmissions; without ECN 16 early drops and 16 retransmissions; the ping median stayed at
// 41.5-41.9 ms against 41.0-41.1 unloaded.

import { describe, expect, it } from 'vitest';
import { run } from './testing';

const RED_LINK = (ecn: boolean) => ({
  rate_mbps: 50, delay_ms: 40,
  queue: { kind: 'red', limit_bytes: 1024000, min_bytes: 30720, max_bytes: 92160, ecn },
});

const redRun = (ecn: boolean) =>
  run({
    version: 1, duration_s: 20, link: RED_LINK(ecn),
    flows: [{ id: 's1', cc: 'cubic', ecn }],
    pings: [{ id: 'ping', interval_ms: 267, start_s: 0 }],
  });

// The unloaded ping: 40 ms of propagation plus the serialisation of two 98-byte frames.
const UNLOADED_MS = 40.016;

describe('issue 6, figure 1: RED with and without ECN on the course link', () => {
  it('with ECN: CE marks instead of drops, no retransmissions, ping median within 5 ms of unloaded', () => {
    const rec = redRun(true);
    const q = rec.summary.queue;
    expect(q.ce_marks).toBeGreaterThan(0);
    expect(q.drops).toBe(0);
    expect(rec.summary.flows[0].retransmits).toBe(0);
    // The marks are congestion without loss: the flow's reductions are ECN events, not loss events.
    expect(rec.summary.flows[0].loss_events).toEqual([]);
    expect(rec.summary.flows[0].ecn_events!.length).toBeGreaterThan(0);
    // Tolerance from the issue: within 5 ms of the unloaded ping.
    expect(Math.abs(rec.summary.pings[0].rtt_ms!.median - UNLOADED_MS)).toBeLessThan(5);
  });

  it('without ECN: RED drops early, each drop becomes a retransmission, ping median within 5 ms', () => {
    const rec = redRun(false);
    const q = rec.summary.queue;
    expect(q.ce_marks).toBe(0);
    expect(q.drops_aqm).toBeGreaterThan(0);
    expect(q.drops_overlimit).toBe(0);
    // "early drops about equal to retransmissions": the notes read 16 and 16. One retransmitted
    // segment per early drop, allowing one spurious or tail retransmission either way.
    expect(Math.abs(rec.summary.flows[0].retransmits - q.drops_aqm)).toBeLessThanOrEqual(1);
    expect(Math.abs(rec.summary.pings[0].rtt_ms!.median - UNLOADED_MS)).toBeLessThan(5);
  });

  it('the same memory as a FIFO lets CUBIC fill it: the ping rises far above the RED case', () => {
    // Contrast the notes draw: the same 1000 KiB as a FIFO lets CUBIC fill it (the ping rises
    // far above the RED case). 1000 KiB at 50 Mbit/s can hold about 164 ms of queue.
    const rec = run({
      version: 1, duration_s: 20, link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 1024000 } },
      flows: [{ id: 's1', cc: 'cubic' }], pings: [{ id: 'ping', interval_ms: 267, start_s: 0 }],
    });
    expect(rec.summary.pings[0].rtt_ms!.median).toBeGreaterThan(UNLOADED_MS + 50);
  });
});
