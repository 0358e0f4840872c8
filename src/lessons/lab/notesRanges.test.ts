import { describe, expect, it } from 'vitest';
import { measuredFor, rangeVerdict } from './notesRanges';

const link = (extra: Record<string, unknown> = {}, limit = 256000) => ({ rate_mbps: 50, delay_ms: 40, ...extra, queue: { kind: 'fifo', limit_bytes: limit } });

describe('the notes’ measured ranges', () => {
  it('inside the runs, near them within 10 %, or outside', () => {
    expect(rangeVerdict(3.5, [3.2, 3.2, 3.9])).toBe('inside');
    expect(rangeVerdict(4.2, [3.2, 3.2, 3.9])).toBe('near');
    expect(rangeVerdict(2.9, [3.2, 3.2, 3.9])).toBe('near');
    expect(rangeVerdict(4.55, [3.2, 3.2, 3.9])).toBe('outside');
    // One run: its value, and 10 % around it.
    expect(rangeVerdict(10.44, [10.22])).toBe('near');
    expect(rangeVerdict(330, [196.9])).toBe('outside');
  });

  it('each step’s case is read from the run’s scenario (the presets’ shapes)', () => {
    const loss = measuredFor(3, { link: link({ loss: 0.001 }), flows: [{ id: 's1', cc: 'cubic' }] });
    expect(loss).toEqual([{ field: 'goodput_mbps', unit: 'Mbit/s', values: [14.1, 9.5, 10.9], line: 559 }]);
    expect(measuredFor(3, { link: link({ loss: 0.0001 }), flows: [{ cc: 'reno' }] })[0].values).toEqual([37.1, 29.8, 39.8]);
    const bloat = measuredFor(4, { link: link({}, 2000 * 1024), flows: [{ cc: 'reno' }] });
    expect(bloat.map((r) => r.values)).toEqual([[196.9], [46.6]]);
    expect(measuredFor(4, { link: link({}, 50 * 1024), flows: [{ cc: 'cubic' }] })[1].values).toEqual([12.6, 44.7, 23.6, 43.7]);
    expect(measuredFor(5, { link: link(), flows: [{ cc: 'cubic' }, { cc: 'reno' }] })[0].values).toEqual([0.930, 0.909, 0.964]);
    expect(measuredFor(6, { link: link(), flows: [{ cc: 'cubic' }, { cc: 'cubic' }] })[0].values).toEqual([3.7, 2.7, 2.6]);
    expect(measuredFor(1, { flows: [{ cc: 'reno' }] })[1].values).toEqual([47.5, 45.6]);
    expect(measuredFor(2, {})[2].values[0]).toBeCloseTo(10.22, 9);
  });

  it('a case the notes did not measure has no range', () => {
    expect(measuredFor(3, { link: link({ loss: 0.05 }), flows: [{ cc: 'reno' }] })).toEqual([]);
    expect(measuredFor(4, { link: link({}, 100 * 1024), flows: [{ cc: 'reno' }] })).toEqual([]);
    expect(measuredFor(7, {})).toEqual([]);
  });
});
