// FRCT flows in scenarios (`transport: "frct"`): the endpoints and the mb-ecn IPCPs wired into the
// dumbbell by the scenario builder, checked against Ouroboros Tutorial 10.

import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation';
import { findPreset } from '../scenario/presets';

function run(scenario: unknown) {
  const sim = createSimulation(scenario);
  sim.runToEnd();
  return sim.record({ series: true });
}

const T10_LINK = {
  rate_mbps: 100, delay_ms: 10, reverse_rate_mbps: 100, reverse_delay_ms: 10, queue: { kind: 'fifo', limit_packets: 1000 },
};

describe('FRCT flows in scenarios', () => {
  it('a finite transfer delivers exactly its bytes, in order, and ends', () => {
    const rec = run({ version: 1, duration_s: 5, link: T10_LINK, flows: [{ id: 'f', transport: 'frct', bytes: 5_000_000 }] });
    const f = rec.summary.flows[0];
    expect(f.bytes_delivered).toBe(5_000_000);
    expect(f.frct?.receiver['Stream bytes delivered']).toBe(5_000_000);
    expect(f.mbecn?.['Congestion avoidance algorithm']).toBe('Multi-bit ECN');
    expect(rec.series?.flows.f.paced_mbps.length).toBe(50);
  });

  it('Tutorial 10, reorder queue 128, no loss: about 46.5 Mbit/s (within 15 %)', () => {
    // The window of 128 packets of 1400 B per round trip of ~20 ms + queueing bounds the rate.
    const rec = run(findPreset('t10-frct-128-clean')!.scenario);
    expect(rec.summary.flows[0].goodput_mbps).toBeGreaterThan(46.5 * 0.85);
    expect(rec.summary.flows[0].goodput_mbps).toBeLessThan(46.5 * 1.15);
    expect(rec.summary.flows[0].retransmits).toBe(0);
  });

  it('Tutorial 10, reorder queue 1024, no loss: 88 to 96 Mbit/s of payload', () => {
    const rec = run({ ...findPreset('t10-frct-1024-clean')!.scenario, duration_s: 10 });
    expect(rec.summary.flows[0].goodput_mbps).toBeGreaterThan(88);
    expect(rec.summary.flows[0].goodput_mbps).toBeLessThan(96);
  });

  it('never treats loss as congestion: with 1 % loss FRCT repairs, and keeps its flow going', () => {
    const rec = run({ ...findPreset('t10-frct-1024-loss-1')!.scenario, duration_s: 10 });
    const f = rec.summary.flows[0];
    expect(f.loss_events).toEqual([]);
    expect(f.retransmits).toBeGreaterThan(0);
    // Every byte the application received came in order (the receiver counts only in-order data).
    expect(f.bytes_delivered).toBe(f.frct?.receiver['Stream bytes delivered']);
  });

  it('same seed, same record', () => {
    const s = { version: 1, duration_s: 3, link: { ...T10_LINK, loss: 0.01, reverse_loss: 0.01 }, flows: [{ id: 'f', transport: 'frct' }] };
    expect(JSON.stringify(run(s))).toBe(JSON.stringify(run(s)));
  });
});
