import { describe, expect, it } from 'vitest';
import { buildTcpScenario, DEFAULT_TCP_OPTIONS, S2_START_S, TCP_CAPACITY_MBPS, TCP_SAMPLE_MS } from './tcpOptions';

describe('the two-flow scenario', () => {
  it('puts s1 and s2 on the course link, s2 later and with its extra delay', () => {
    const s = buildTcpScenario({ ...DEFAULT_TCP_OPTIONS, cc2: 'cubic', extraDelayMs: 80, durationS: 20 });
    expect(s).toMatchObject({
      version: 1,
      duration_s: 20,
      sample_ms: 40,
      link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } },
      flows: [
        { id: 's1', transport: 'tcp', cc: 'reno', start_s: 0, extra_delay_ms: 0 },
        { id: 's2', transport: 'tcp', cc: 'cubic', start_s: S2_START_S, extra_delay_ms: 80 },
      ],
    });
  });
  it('samples once per base RTT and takes C as the payload capacity 50 x 1448 / 1514', () => {
    expect(TCP_SAMPLE_MS).toBe(40);
    expect(TCP_CAPACITY_MBPS).toBeCloseTo(47.82, 2);
  });
});
