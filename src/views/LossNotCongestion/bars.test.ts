import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../sim';
import { axisUpper, barRow, barsCsv, logAxis, quantile } from './bars';
import { overall, pendingRuns, withError, withProgress, withRecord } from './runs';

function record(id: string, goodput: number, rtts: number[] | null): RunRecord {
  return {
    version: 1, engine: 'sierra test', scenario: {} as RunRecord['scenario'],
    summary: {
      flows: [{ id, goodput_mbps: goodput, bytes_delivered: 0, retransmits: 12, loss_events: [], rtt_ms: rtts ? { min: Math.min(...rtts), median: 21, max: Math.max(...rtts) } : null, packets_sent: 1200, packets_dropped: 12 }],
      pings: [], queue: { drops: 0, marks: 0, max_bytes: 0, drops_overlimit: 0, drops_aqm: 0, ce_marks: 0, sce_marks: 0 }, jain: 1, events: 0,
    },
    series: rtts ? { t_s: rtts.map((_, i) => i / 10), flows: { [id]: { rtt_ms: rtts } }, queue_bytes: [], queue_drops: [], queue_marks: [], queue_sojourn_ms: [], pings: {} } : undefined,
  };
}

describe('bars from RunRecords', () => {
  it('quantile interpolates and skips NaN (closed form on 1..101)', () => {
    const xs = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(quantile([...xs, NaN], 0.95)).toBe(96);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('takes goodput and RTT from the summary, p95 from the sampled series, and the tutorial mark', () => {
    const rtts = Array.from({ length: 21 }, (_, i) => 20 + i);
    const row = barRow('cubic', record('tcp', 6.1, rtts), 1, 1024);
    expect(row).toMatchObject({ key: 'cubic', goodputMbps: 6.1, retransmits: 12, packetsSent: 1200, refGoodputMbps: 9.4, refRttMs: 21 });
    expect(row.rtt).toEqual({ min: 20, median: 21, max: 40, p95: 39 });
    expect(barRow('frct', record('frct', 90, null), 0.5, 1024)).toMatchObject({ rtt: null, refGoodputMbps: null });
  });

  it('writes a CSV row per transport with dot decimals', () => {
    const csv = barsCsv([barRow('frct', record('frct', 91.25, [30, 31]), 1, 128)], { lossPct: 1, durationS: 5, reorderQueue: 128 });
    expect(csv.split('\n')[1]).toBe('frct,1,5,128,91.250,29.40,30.00,21.00,30.95,31.00,,12,1200');
  });

  it('rounds axes up with room above the tallest value', () => {
    expect(axisUpper([93.7, 6], 100)).toBe(120);
    expect(axisUpper([511], 40)).toBe(600);
    expect(axisUpper([NaN], 40)).toBe(50);
  });

  it('tracks each run and the overall progress', () => {
    let runs = pendingRuns(['frct', 'cubic']);
    runs = withProgress(runs, 0, 0.5);
    expect(overall(runs)).toEqual({ done: 0, total: 2, fraction: 0.25 });
    runs = withRecord(withError(runs, 1, 'x'), 0, record('frct', 1, null));
    expect(runs.map((r) => r.phase)).toEqual(['done', 'error']);
    expect(withProgress(runs, 1, 0.9)[1].phase).toBe('error');
    expect(overall(runs).fraction).toBe(1);
  });
});

describe('the RTT axis', () => {
  it('turns logarithmic only when the values span more than a factor of 20', () => {
    expect(logAxis([21, 24, 30, 97])).toBeNull();
    expect(logAxis([21.8, 511, 2483, NaN])).toEqual({ lower: 10 });
    expect(logAxis([9, 500])).toEqual({ lower: 5 });
    expect(logAxis([5000])).toBeNull();
  });
});
