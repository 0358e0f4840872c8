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
    // The notes' goodput with ECN: 43.9 Mbit/s (their repeats: 16.8 to 43.7); tolerance 1.5.
    expect(Math.abs(rec.summary.flows[0].goodput_mbps - 43.9)).toBeLessThanOrEqual(1.5);
    expect(rec.summary.flows[0].retransmits).toBe(0);
    // The marks are congestion without loss: the flow's reductions are ECN events, not loss events.
    expect(rec.summary.flows[0].loss_events).toEqual([]);
    expect(rec.summary.flows[0].ecn_events!.length).toBeGreaterThan(0);
    // Tolerance from the issue: within 5 ms of the unloaded ping.
    expect(Math.abs(rec.summary.pings[0].rtt_ms!.median - UNLOADED_MS)).toBeLessThan(5);
  });

  // Misses with the default HyStart rule (cwnd16): 6 to 7 marks in 20 s (seeds 1 to 4) against the
  // notes' 125 (250 over four repeats), 0 retransmissions and 43.9 Mbit/s both. The marks come
  // from CUBIC's slow start: if it runs past the BDP, RED's average (W = 1/32) climbs over max_bytes
  // and every ECT packet is marked until it falls back, one CWR reduction for the lot. With the
  // cwnd16 rule HyStart ends slow start at about 144 segments, under the BDP of 167, and only the
  // scattered marks of the steady state remain (one reduction each). With the first-ack rule it
  // leaves at about 246: 121 to 134 marks, 0 retransmissions, 44.2 to 44.6 Mbit/s (next test). The
  // two-flow figures prefer cwnd16 (figures-multi.test.ts): the evidence on the course's kernel is
  // mixed (docs/model.md, "HyStart's round rule"). Tolerance: the notes' count within 25 %.
  it.fails('with ECN: about 125 CE marks in 20 s (notes: 125), default HyStart rule', () => {
    const marks = redRun(true).summary.queue.ce_marks;
    expect(Math.abs(marks / 125 - 1)).toBeLessThanOrEqual(0.25);
  });

  it("with ECN and HyStart's first-ack rule: about 125 marks, no retransmission, 43.9 Mbit/s (notes)", () => {
    for (const seed of [1, 2, 3, 4]) {
      const rec = run({
        version: 1, duration_s: 20, seed, link: RED_LINK(true),
        flows: [{ id: 's1', cc: 'cubic', ecn: true, hystart: 'first-ack' }],
        pings: [{ id: 'ping', interval_ms: 267, start_s: 0 }],
      });
      expect(Math.abs(rec.summary.queue.ce_marks / 125 - 1)).toBeLessThanOrEqual(0.25);
      expect(rec.summary.flows[0].retransmits).toBeLessThanOrEqual(1);
      expect(Math.abs(rec.summary.flows[0].goodput_mbps - 43.9)).toBeLessThanOrEqual(1.5);
    }
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
