import { describe, expect, it } from 'vitest';
import { pingSummary } from './summary';

describe('pingSummary', () => {
  it('picks the ping by id from the record', () => {
    const record = { summary: { pings: [{ id: 'ping', sent: 100, received: 98, lost: 2, rtt_ms: { min: 40, median: 41.5, max: 250 } }] } };
    expect(pingSummary(record)).toEqual({ sent: 100, received: 98, lost: 2, rtt: { min: 40, median: 41.5, max: 250 } });
    expect(pingSummary(record, 'other')).toBeNull();
  });
  it('keeps a missing RTT as null', () => {
    const record = { summary: { pings: [{ id: 'ping', sent: 3, received: 0, lost: 3, rtt_ms: null }] } };
    expect(pingSummary(record)?.rtt).toBeNull();
  });
});
