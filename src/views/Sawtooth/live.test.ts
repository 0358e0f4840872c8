import { describe, expect, it } from 'vitest';
import { emptyRun, finishRun } from './live';
import { DEFAULT_OPTIONS } from './options';

describe('finishRun', () => {
  it('takes the exact loss and ECN reduction times of its flow from the summary', () => {
    const run = emptyRun(1, DEFAULT_OPTIONS, 's1');
    const done = finishRun(run, {
      scenario: {},
      summary: { flows: [{ id: 's0', loss_events: [9], ecn_events: [9] }, { id: 's1', loss_events: [1.5], ecn_events: [0.8, 2.25] }] },
    });
    expect(done.done).toBe(true);
    expect(done.lossTimes).toEqual([1.5]);
    expect(done.ecnTimes).toEqual([0.8, 2.25]);
  });

  it('keeps null (read off the series) when the summary has no ECN times', () => {
    const done = finishRun(emptyRun(1, DEFAULT_OPTIONS, 's1'), { scenario: {}, summary: { flows: [{ id: 's1', loss_events: [] }] } });
    expect(done.ecnTimes).toBeNull();
    expect(done.lossTimes).toEqual([]);
  });
});
