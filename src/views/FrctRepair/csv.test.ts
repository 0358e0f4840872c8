import { describe, expect, it } from 'vitest';
import { appendGrowable, emptyGrowable } from '../../charts/series';
import type { RunSeries } from '../../store';
import { frctCsv } from './csv';

describe('FRCT repair: the series as CSV', () => {
  it('holds every FRCT flow, one row per sample; missing series are empty cells', () => {
    const g = (v: number[]) => appendGrowable(emptyGrowable(4), v);
    const s: RunSeries = {
      t: g([0.1, 0.2, 0.3]), queueBytes: g([0, 0, 0]), pings: {}, counters: null, packets: null, frct: null, frctNames: null, nowS: 0.3,
      flows: { a: { delivered_mbps: g([1, 1, 1]) }, b: { delivered_mbps: g([2, 2, 3]), rtt_ms: g([20, 21, 22]) }, tcp: { cwnd: g([1, 2, 3]) } },
    };
    const csv = frctCsv(s, ['a', 'b']).trim().split('\n');
    expect(csv[0]).toBe('flow,t_s,delivered_mbps,rtt_ms,rto_ms,retrans,paced_mbps,level,capacity_mbps,regime');
    expect(csv).toHaveLength(1 + 2 * 3);
    expect(csv[1]).toBe('a,0.1,1,,,,,,,');
    expect(csv[6]).toBe('b,0.3,3,22,,,,,,');
  });
});
