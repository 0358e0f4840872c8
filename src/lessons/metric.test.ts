import { describe, expect, it } from 'vitest';
import { evaluateMetric, parseMetric } from './metric';

// A summary shaped like the engine's RunSummary (src/sim/record/run-record.ts).
const summary = {
  flows: [
    { id: 's1', goodput_mbps: 47.5, retransmits: 12, rtt_ms: { min: 40.1, median: 58, max: 83 } },
    { id: 's2', goodput_mbps: 2.5, retransmits: 0, rtt_ms: null },
  ],
  pings: [{ id: 'ping', sent: 10, received: 9, rtt_ms: { min: 41, median: 120.5, max: 300 } }],
  queue: { drops: 16, marks: 0 },
  jain: 0.862,
  events: 1000,
};
const scenario = { link: { rate_mbps: 50 } };

describe('prediction metrics (the sweep figure syntax)', () => {
  it('reads the summary fields the chapters ask for', () => {
    expect(evaluateMetric('flows[0].rtt_ms.median', summary)).toBe(58);
    expect(evaluateMetric('pings[0].rtt_ms.median', summary)).toBe(120.5);
    expect(evaluateMetric('queue.drops', summary)).toBe(16);
    expect(evaluateMetric('jain', summary)).toBe(0.862);
  });

  it('does arithmetic with precedence and parentheses; a bare flows[i] is its goodput', () => {
    expect(evaluateMetric('flows[0] / flows[1]', summary)).toBe(19);
    expect(evaluateMetric('flows[0].rtt_ms.median - flows[0].rtt_ms.min * 1', summary)).toBeCloseTo(17.9, 10);
    expect(evaluateMetric('(flows[0] + flows[1]) / 2', summary)).toBe(25);
    expect(evaluateMetric('-queue.drops + 20', summary)).toBe(4);
    expect(evaluateMetric('flows[0] / scenario.link.rate_mbps', summary, scenario)).toBe(0.95);
  });

  it('gives null, never NaN, for a missing operand or a division by zero', () => {
    expect(evaluateMetric('flows[1].rtt_ms.median', summary)).toBeNull();
    expect(evaluateMetric('flows[5].goodput_mbps', summary)).toBeNull();
    expect(evaluateMetric('flows[0] / (flows[1] - 2.5)', summary)).toBeNull();
    expect(evaluateMetric('queue.drops', null)).toBeNull();
  });

  it('refuses what is not a metric', () => {
    for (const bad of ['', 'flows[0] +', 'pings[0]', 'window', '2 ** 3', '(jain', 'jain)', 'flows[0].rtt_ms.median;']) {
      expect(parseMetric(bad), bad).toBeNull();
    }
    expect(parseMetric('1e3 * jain')).not.toBeNull();
  });
});
