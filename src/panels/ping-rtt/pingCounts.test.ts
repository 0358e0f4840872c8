import { describe, expect, it } from 'vitest';
import type { RunSummary } from '../../sim';
import { pingCounts } from './pingCounts';

const summaryWith = (sent: number, received: number, lost: number) =>
  ({ flows: [], pings: [{ id: 'ping', sent, received, lost, rtt_ms: { min: 40, median: 41, max: 50 } }], queue: { drops: 3 }, jain: 1, events: 1 }) as unknown as RunSummary;

describe('the ping counters add up', () => {
  it('counts a ping still on its way when the run ended as in flight, not lost (83 sent, 82 received, 0 lost)', () => {
    const c = pingCounts(undefined, summaryWith(83, 82, 0), 'ping');
    expect(c).toMatchObject({ sent: 83, received: 82, lost: 0, inFlight: 1, drops: 3 });
  });
  it('sent = received + lost + in flight, never a negative in flight', () => {
    const c = pingCounts(undefined, summaryWith(100, 95, 2), 'ping');
    expect(c.inFlight).toBe(3);
    expect(c.received + c.lost + c.inFlight).toBe(c.sent);
    expect(pingCounts(undefined, summaryWith(5, 0, 9), 'ping').inFlight).toBe(0);
  });
});
