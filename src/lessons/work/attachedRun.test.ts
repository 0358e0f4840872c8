import { describe, expect, it } from 'vitest';
import { attachedRunFacts } from './attachedRun';

const record = {
  version: 1,
  engine: 'sierra 0.3.2',
  scenario: { duration_s: 20, seed: 7, flows: [{ id: 's1', cc: 'cubic' }] },
  summary: {
    flows: [{ id: 's1', goodput_mbps: 46.1, retransmits: 90, loss_events: [1.2, 9.8], rtt_ms: { min: 40, median: 300.1, max: 381 } }],
    pings: [{ id: 'ping', sent: 75, received: 75, rtt_ms: { min: 41, median: 300.1, max: 381 } }],
    queue: { drops: 90, marks: 0, max_bytes: 2048000 },
    jain: 1,
    events: 1000,
  },
};

describe('the figures of an attached run, read back from the record kept with the answer', () => {
  it('gives each flow, ping and the queue as the summary has them', () => {
    expect(attachedRunFacts(record)).toEqual({
      durationS: 20,
      seed: 7,
      flows: [{ id: 's1', cc: 'cubic', goodputMbps: 46.1, rttMedianMs: 300.1, rttMaxMs: 381, lossEvents: 2, retransmits: 90 }],
      pings: [{ id: 'ping', sent: 75, received: 75, rttMedianMs: 300.1 }],
      queueDrops: 90,
      queueMarks: 0,
    });
  });
  it('survives the trip through storage (JSON), which is how a reload gets it', () => {
    expect(attachedRunFacts(JSON.parse(JSON.stringify(record)))).toEqual(attachedRunFacts(record));
  });
  it('trusts nothing: no summary gives null; bad fields are left out, never NaN; rows are capped', () => {
    expect(attachedRunFacts(null)).toBeNull();
    expect(attachedRunFacts({ scenario: {} })).toBeNull();
    const odd = attachedRunFacts({ summary: { flows: [{ id: 's1', goodput_mbps: 'fast', rtt_ms: null }, { goodput_mbps: 3 }, 7], pings: 'x', queue: [] } });
    expect(odd).toEqual({ durationS: null, seed: null, flows: [{ id: 's1', cc: null, goodputMbps: null, rttMedianMs: null, rttMaxMs: null, lossEvents: null, retransmits: null }], pings: [], queueDrops: null, queueMarks: null });
    const many = attachedRunFacts({ summary: { flows: Array.from({ length: 5000 }, (_, i) => ({ id: `f${i}`, goodput_mbps: 1 })), pings: [], queue: {} } });
    expect(many!.flows).toHaveLength(8);
  });
});
