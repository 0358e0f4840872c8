import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation';

describe('udp CBR flow', () => {
  it('under the link rate it delivers its own rate in payload (1472 of each 1514 B frame)', () => {
    const sim = createSimulation({ version: 1, duration_s: 10, flows: [{ id: 'u', transport: 'udp', rate_mbps: 10 }] });
    sim.runToEnd();
    const f = sim.record().summary.flows[0];
    expect(f.packets_dropped).toBe(0);
    // 10 Mbit/s of frames is 10*1472/1514 of payload; the last 40 ms of sending is still in flight,
    // so goodput over 10 s is 0.4 % lower: tolerance 0.5 %.
    expect(f.goodput_mbps).toBeGreaterThan((10 * 1472) / 1514 * 0.995);
    expect(f.goodput_mbps).toBeLessThanOrEqual((10 * 1472) / 1514);
  });

  it('at twice the link rate it gets the link rate and the queue drops about half', () => {
    const sim = createSimulation({ version: 1, duration_s: 20, flows: [{ id: 'u', transport: 'udp', rate_mbps: 100 }] });
    sim.runToEnd();
    const r = sim.record();
    const f = r.summary.flows[0];
    // Bottleneck 50 Mbit/s of 1514 B frames carrying 1472 B; 40 ms start-up out of 20 s: 0.3 %.
    expect(f.goodput_mbps).toBeGreaterThan(50 * (1472 / 1514) * 0.997);
    expect(f.goodput_mbps).toBeLessThanOrEqual(50 * (1472 / 1514));
    expect(f.packets_dropped / f.packets_sent).toBeCloseTo(0.5, 2);
    expect(r.summary.queue.drops).toBe(f.packets_dropped);
    // Whole frames: the queue never exceeds 256000 B and gets within one frame of it.
    expect(r.summary.queue.max_bytes).toBeLessThanOrEqual(256000);
    expect(r.summary.queue.max_bytes).toBeGreaterThan(256000 - 1514);
  });

  it('sends exactly `bytes` of payload, the last frame shorter, and all of it arrives', () => {
    const sim = createSimulation({ version: 1, duration_s: 5, flows: [{ id: 'u', transport: 'udp', rate_mbps: 20, bytes: 100_000 }] });
    sim.runToEnd();
    const f = sim.record().summary.flows[0];
    expect(f.bytes_delivered).toBe(100_000);
    expect(f.packets_sent).toBe(Math.ceil(100_000 / 1472)); // 68
    // Goodput over start -> last delivery, which includes the 40 ms propagation.
    expect(f.goodput_mbps).toBeGreaterThan(0);
  });
});
