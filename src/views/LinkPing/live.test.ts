import { describe, expect, it } from 'vitest';
import { valuesOf } from '../../charts/series';
import { appendBatch, emptyLive, type BatchLike } from './live';

function batch(now: number, t: number[], q: number[], pt: number[], rtt: number[], sent: number, lost = 0): BatchLike {
  return {
    now_s: now,
    t_s: Float64Array.from(t),
    queue_bytes: Float64Array.from(q),
    pings: { ping: { t_s: Float64Array.from(pt), rtt_ms: Float64Array.from(rtt) } },
    counters: { queue_drops: 0, pings_sent: sent, pings_lost: lost },
  };
}

describe('appendBatch', () => {
  it('concatenates samples and pings across batches', () => {
    let d = emptyLive();
    d = appendBatch(d, batch(0.2, [0, 0.1], [0, 1514], [0, 0.1], [40, 41], 2));
    d = appendBatch(d, batch(0.3, [0.2], [3028], [0.2], [42.5], 3));
    expect(Array.from(valuesOf(d.queueT))).toEqual([0, 0.1, 0.2]);
    expect(Array.from(valuesOf(d.queueBytes))).toEqual([0, 1514, 3028]);
    expect(Array.from(valuesOf(d.pingRtt))).toEqual([40, 41, 42.5]);
    expect(d.received).toBe(3);
    expect(d.lastRttMs).toBe(42.5);
    expect(d.sent).toBe(3);
    expect(d.nowS).toBe(0.3);
    expect(d.version).toBe(2);
  });
  it('keeps the last RTT when a batch brings none, and skips lost pings', () => {
    let d = appendBatch(emptyLive(), batch(0.1, [0], [0], [0], [40], 1));
    d = appendBatch(d, batch(0.2, [0.1], [0], [], [], 2));
    d = appendBatch(d, batch(0.3, [0.2], [0], [0.1], [NaN], 3, 1));
    expect(d.lastRttMs).toBe(40);
    expect(d.received).toBe(1);
    expect(d.lost).toBe(1);
  });
  it('tolerates a batch without the ping', () => {
    const b = { ...batch(0.1, [0], [0], [], [], 0), pings: {} };
    const d = appendBatch(emptyLive(), b);
    expect(d.pingT.length).toBe(0);
    expect(d.queueT.length).toBe(1);
  });
});

describe('records', () => {
  it('round-trip through a series: export what streamed, draw it again from the file', async () => {
    const { liveFromRecord, seriesOf, csvRows } = await import('./live');
    let d = emptyLive();
    d = appendBatch(d, batch(0.2, [0, 0.1], [0, 1514], [0, 0.1], [40, NaN], 2, 1));
    const series = JSON.parse(JSON.stringify(seriesOf(d)));
    expect(series.pings.ping.rtt_ms).toEqual([40, null]);
    const back = liveFromRecord({ series, summary: { pings: [{ id: 'ping', sent: 2, lost: 1 }], queue: { drops: 0 } } });
    expect(Array.from(valuesOf(back.queueBytes))).toEqual([0, 1514]);
    expect(back.received).toBe(1);
    expect(back.lost).toBe(1);
    expect(back.nowS).toBe(0.1);
    expect(csvRows(back)).toHaveLength(4);
    expect(() => liveFromRecord({})).toThrow(/series/);
  });
});
