import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation';

describe('ping', () => {
  it('idle RTT = delay + reverse_delay + extra_delay + 98 B serialised forward and reverse, exactly', () => {
    const sim = createSimulation({
      version: 1, duration_s: 2,
      link: { rate_mbps: 50, delay_ms: 40, reverse_delay_ms: 10, reverse_rate_mbps: 100 },
      pings: [{ id: 'p', interval_ms: 200, extra_delay_ms: 80 }],
    });
    sim.runToEnd();
    const s = sim.record().summary.pings[0];
    // 98*8/50e6 s = 15 680 ns forward, 98*8/100e6 s = 7 840 ns back; integer ns, so exact.
    const rtt = (40e6 + 10e6 + 80e6 + 15_680 + 7_840) / 1e6;
    expect(s.rtt_ms).toEqual({ min: rtt, median: rtt, max: rtt });
    // Pings at 0, 0.2 ... 2.0 s: 11 sent; the one at 1.8 s returns at 1.930 s, the 2.0 s one is still out.
    expect(s.sent).toBe(11);
    expect(s.received).toBe(10);
    expect(s.lost).toBe(0);
  });

  it('stops after count and counts every request lost on a link with loss 1', () => {
    const sim = createSimulation({ version: 1, duration_s: 5, link: { loss: 1 }, pings: [{ id: 'p', interval_ms: 100, count: 7 }] });
    sim.runToEnd();
    const s = sim.record().summary.pings[0];
    expect(s).toEqual({ id: 'p', sent: 7, received: 0, lost: 7, rtt_ms: null });
  });

  it('waits behind data in the same bottleneck queue: RTT grows by the full-queue delay', () => {
    const sim = createSimulation({
      version: 1, duration_s: 10,
      flows: [{ id: 'u', transport: 'udp', rate_mbps: 100 }],
      pings: [{ id: 'p', interval_ms: 100, start_s: 5 }],
    });
    sim.runToEnd();
    const s = sim.record().summary.pings[0];
    // A full 256000 B FIFO at 50 Mbit/s is 40.96 ms of queueing; the queue holds whole frames so it
    // sits up to one frame (0.24 ms) below the limit; plus the frame on the wire (0.24 ms) and 98 B.
    expect(s.rtt_ms!.median).toBeGreaterThan(40 + 40.96 - 0.25);
    expect(s.rtt_ms!.median).toBeLessThan(40 + 40.96 + 0.5);
  });
});
