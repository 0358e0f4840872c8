// FRCT flows in scenarios (`transport: "frct"`): the endpoints and the mb-ecn IPCPs wired into the
// dumbbell by the scenario builder, checked against Ouroboros Tutorial 10.

import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation';
import { findPreset } from '../scenario/presets';
import { parseScenario } from '../scenario/parse';

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
    // The tutorial's figure is the mean of a 93 s transfer, in which mb-ecn's start-up (slow start
    // overshoots, the cut that follows drains the queue it built, then the rate climbs back for about
    // a second; docs/model.md) weighs under 1 %; in a 10 s run it weighs about 5 %. So the band is
    // checked on the rate after the first second (measured 91.7; the whole 10 s, 87.7; the full 1 GiB
    // run, 91.2 against the tutorial's 92.2).
    const rec = run({ ...findPreset('t10-frct-1024-clean')!.scenario, duration_s: 10 });
    const d = rec.series!.flows[rec.summary.flows[0].id].delivered_mbps;
    const after = Array.from(d).slice(10);
    const mean = after.reduce((a, b) => a + b, 0) / after.length;
    expect(mean).toBeGreaterThan(88);
    expect(mean).toBeLessThan(96);
    expect(rec.summary.flows[0].goodput_mbps).toBeGreaterThan(80);
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

  it('oftp over a lossy stream: the sent and received lines carry the same CRC-64 (Tutorial 10)', () => {
    const bytes = 3_000_000;
    const rec = run({
      version: 1, duration_s: 5, link: { ...T10_LINK, loss: 0.01, reverse_loss: 0.01 },
      flows: [{ id: 'f', transport: 'frct', bytes, frct: { reorder_queue: 1024 }, app: { kind: 'oftp' } }],
    });
    const f = rec.summary.flows[0];
    expect(f.retransmits).toBeGreaterThan(0);
    expect(f.bytes_delivered).toBe(bytes);
    const o = f.oftp!;
    expect(o.crc_equal).toBe(true);
    expect(o.sent.bytes).toBe(bytes);
    expect(o.received.bytes).toBe(bytes);
    expect(o.received.crc64).toBe(o.sent.crc64);
    expect(o.sent.line).toMatch(new RegExp(`^oftp: sent ${bytes} bytes in [0-9.]+ s \\([0-9.]+ MiB/s\\) crc64=${o.sent.crc64}$`));
    expect(o.received.line).toMatch(/^oftp: received 3000000 bytes in /);
  });

  it('an oping flow without a count keeps pinging until the run ends', () => {
    const rec = run({
      version: 1, duration_s: 2, link: T10_LINK,
      flows: [{ id: 'p', transport: 'frct', app: { kind: 'oping', interval_ms: 10 } }],
    });
    const o = rec.summary.flows[0].oping!;
    // one ping every 10 ms from t = 0 to t = 2 s inclusive (the kernel runs the events at its end
    // time): 201; all but the last few answered (20 ms round trip)
    expect(o.transmitted).toBe(201);
    expect(o.received).toBeGreaterThanOrEqual(197);
    expect(o.rtt_ms.min).toBeGreaterThan(20);
    expect(o.rtt_ms.min).toBeLessThan(21);
  });

  it('refuses bad app fields, naming the field and the valid range', () => {
    const flow = (f: Record<string, unknown>) => () => parseScenario({ version: 1, flows: [{ id: 'f', transport: 'frct', ...f }] });
    expect(flow({ app: { kind: 'ftp' } })).toThrow(/flows\[0\]\.app.*"ftp" is not valid \(valid: bulk, oping, oftp\)/);
    expect(flow({ app: { kind: 'oping', interval_ms: 0 } })).toThrow(/flows\[0\]\.app\.interval_ms.*out of range \(valid: 0\.1 to 3600000 ms\)/);
    expect(flow({ app: { kind: 'oping', size_bytes: 2000 } })).toThrow(/flows\[0\]\.app\.size_bytes.*\(valid: integer 1 to 1400 B\)/);
    expect(flow({ app: { kind: 'oping', count: 500 }, bytes: 10 })).toThrow(/flows\[0\]\.bytes.*not used by app oping/);
    expect(flow({ app: { kind: 'oftp' } })).toThrow(/flows\[0\]\.bytes.*null is not valid with app oftp/);
    expect(flow({ app: { kind: 'oftp', bytes: 5 } })).toThrow(/flows\[0\]\.app\.bytes.*unknown field/);
    expect(parseScenario({ version: 1, flows: [{ id: 'f', transport: 'frct' }] }).flows[0]).toMatchObject({ app: { kind: 'bulk' } });
  });
});
