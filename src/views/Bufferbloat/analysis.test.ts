import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../sim';
import { configKeyOf, liveRowSource, median, recordProblem, rowsCsv, runFromRecord, sortRows, tableRow } from './analysis';
import { formatCells } from './format';

function record(over: { t: number[]; rtt: (number | null)[]; sent?: number; kib?: number; cc?: string }): RunRecord {
  return {
    version: 1,
    engine: 'sierra test',
    scenario: {
      version: 1, seed: 1, duration_s: 4, sample_ms: 100,
      link: { rate_mbps: 50, delay_ms: 40, reverse_rate_mbps: 1000, reverse_delay_ms: 0, loss: 0, reverse_loss: 0,
        queue: { kind: 'fifo', limit_bytes: (over.kib ?? 250) * 1024, limit_packets: null } },
      flows: [{ id: 's1', transport: 'tcp', cc: over.cc ?? 'reno', stack: 'linux', start_s: 2, bytes: null, extra_delay_ms: 0,
        ecn: false, parallel: 1, mss: 1448, rwnd_bytes: null, ack_jitter_us: 0 }],
      pings: [{ id: 's2', interval_ms: 500, start_s: 0, count: null, extra_delay_ms: 0 }],
    },
    summary: {
      flows: [{ id: 's1', goodput_mbps: 45.6, bytes_delivered: 0, retransmits: 0, loss_events: [], rtt_ms: null, packets_sent: 0, packets_dropped: 0 }],
      pings: [{ id: 's2', sent: over.sent ?? over.t.length, received: over.t.length, lost: 0, rtt_ms: null }],
      queue: { drops: 0, marks: 0, max_bytes: 0 }, jain: 1, events: 0,
    },
    series: { t_s: [], flows: {}, queue_bytes: [], queue_drops: [], pings: { s2: { t_s: over.t, rtt_ms: over.rtt as number[] } } },
  } as unknown as RunRecord;
}

describe('medians', () => {
  it('gives the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('table rows from RunRecords', () => {
  const rec = record({ t: [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5], rtt: [40, 40.2, 40.1, 40, 55, 70, null, 65], sent: 8 });
  it('builds the notes\' line: unloaded, loaded median and max, received of sent, throughput', () => {
    const row = tableRow(runFromRecord(rec, 'batch'));
    expect(row).toMatchObject({ key: 'fifo-250-reno', bufferKiB: 250, cc: 'reno', unloadedMs: 40.05, medianMs: 65, maxMs: 70, received: 3, sent: 4, goodputMbps: 45.6 });
    expect(row.boundMs).toBeCloseTo(40.96, 2);
  });
  it('formats numbers per locale', () => {
    const row = tableRow(runFromRecord(rec, 'batch'));
    expect(formatCells(row, 'es')).toEqual({ bound: '41,0 ms', unloaded: '40,1 ms', median: '65,0 ms', max: '70,0 ms', received: '3 / 4', goodput: '45,6 Mbit/s' });
    expect(formatCells(row, 'en').unloaded).toBe('40.1 ms');
  });
  it('takes a live run\'s pings from what was streamed so far', () => {
    const t = Float64Array.from([0, 0.5, 2, 2.5, 9]);
    const rtt = Float64Array.from([40, 40, 90, 110, 0]);
    const row = tableRow(liveRowSource(rec.scenario, { t, rtt, length: 4 }, 6)!);
    // 6 sent, 4 of them before the flow's start at 2 s (every 500 ms from 0): 2 loaded.
    expect(row).toMatchObject({ key: 'fifo-250-reno', unloadedMs: 40, medianMs: 100, maxMs: 110, received: 2, sent: 2 });
    expect(row.goodputMbps).toBeNaN();
    expect(liveRowSource({ flows: [] }, undefined, 0)).toBeNull();
    expect(configKeyOf(rec.scenario)).toBe('fifo-250-reno');
  });
  it('sorts by buffer, Reno before CUBIC, and writes CSV', () => {
    const rows = sortRows([
      tableRow(runFromRecord(record({ t: [2], rtt: [300], kib: 2000, cc: 'cubic' }), 'batch')),
      tableRow(runFromRecord(record({ t: [2], rtt: [200], kib: 2000 }), 'batch')),
      tableRow(runFromRecord(record({ t: [2], rtt: [41], kib: 50 }), 'batch')),
    ]);
    expect(rows.map((r) => r.key)).toEqual(['fifo-50-reno', 'fifo-2000-reno', 'fifo-2000-cubic']);
    expect(rowsCsv(rows).split('\n')[1]).toBe('fifo,50,reno,8.19,,41.00,41.00,1,1,45.600');
  });
  it('refuses what it cannot draw, saying why', () => {
    expect(recordProblem({ hello: 1 })).toBe('notRecord');
    expect(recordProblem({ ...rec, series: undefined })).toBe('noSeries');
    expect(recordProblem({ ...rec, scenario: { ...rec.scenario, pings: [] } })).toBe('noPing');
    expect(recordProblem(JSON.parse(JSON.stringify(rec)))).toBeNull();
  });
});
