import { describe, expect, it } from 'vitest';
import type { SampleBatch } from '../../sim';
import { appendBatchTo, emptySeries } from '../../store/runSeries';
import { toCsv } from '../shared/files';
import { CSV_HEADER, csvRows } from './csv';

describe('csvRows', () => {
  it('writes the pings and the queue samples on their own times; a lost ping has an empty RTT', () => {
    const s = emptySeries();
    appendBatchTo(s, {
      now_s: 0.2, done: false, t_s: Float64Array.from([0, 0.1]), queue_bytes: Float64Array.from([0, 1514]), flows: {},
      pings: { ping: { t_s: Float64Array.from([0, 0.1]), rtt_ms: Float64Array.from([40, NaN]) } },
      counters: { events: 1, queue_drops: 0, pings_sent: 2, pings_lost: 1 },
    } as SampleBatch);
    expect(toCsv(CSV_HEADER, csvRows(s, 'ping'))).toBe('series,t_s,rtt_ms,queue_bytes\nping,0,40,\nping,0.1,,\nqueue,0,,0\nqueue,0.1,,1514\n');
    expect(csvRows(s, 'other')).toHaveLength(2);
  });
});
