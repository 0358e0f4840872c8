import { describe, expect, it } from 'vitest';
import { parseRunRecordText, toCsv, withSeries } from '../shared/files';
import { buildTcpScenario, DEFAULT_TCP_OPTIONS } from './tcpOptions';
import { TCP_CSV_HEADER, tcpCsvRows, tcpFromRecord, tcpSeriesOf } from './tcpRecord';
import { appendTcpBatch, emptyTrajectory } from './tcpTrajectory';

function trajectory() {
  return appendTcpBatch(emptyTrajectory(40), {
    now_s: 0.12,
    t_s: [0.04, 0.08, 0.12],
    flows: { s1: { delivery_mbps: [40, 30, NaN], rtt_ms: [40, 60, 80] }, s2: { delivery_mbps: [0, 10, 20], rtt_ms: [NaN, 40, 40] } },
  });
}

describe('the TCP mode record', () => {
  it('carries the streamed series and rebuilds the same trajectory and options', () => {
    const tr = trajectory();
    const opts = { ...DEFAULT_TCP_OPTIONS, cc2: 'cubic' as const, extraDelayMs: 80, durationS: 20 };
    const rec = withSeries({ version: 1, scenario: buildTcpScenario(opts), summary: {} }, tcpSeriesOf(tr));
    const text = JSON.stringify(rec);
    const parsed = parseRunRecordText(text);
    expect(parsed.ok).toBe(true);
    const back = tcpFromRecord(JSON.parse(text) as Record<string, unknown>);
    expect(back.trajectory.points).toEqual(tr.points);
    expect(back.trajectory.nowS).toBeCloseTo(0.12, 9);
    expect(back.options).toMatchObject({ cc1: 'reno', cc2: 'cubic', extraDelayMs: 80, durationS: 20 });
  });
  it('refuses a run without the two flows or their series', () => {
    const base = { version: 1, scenario: buildTcpScenario(DEFAULT_TCP_OPTIONS), summary: {}, series: { t_s: [0.04] } };
    expect(() => tcpFromRecord(base)).toThrow(/s1/);
    expect(() => tcpFromRecord({ ...base, scenario: { flows: [{ id: 's1' }] } })).toThrow(/s2/);
  });
  it('writes one CSV row per point', () => {
    const lines = toCsv(TCP_CSV_HEADER, tcpCsvRows(trajectory())).trim().split('\n');
    expect(lines[0]).toBe('t_s,x1_mbps,x2_mbps,sum_mbps,jain,s1_delivery_mbps,s2_delivery_mbps,s1_rtt_ms,s2_rtt_ms');
    expect(lines).toHaveLength(4);
    expect(lines[1].split(',').slice(0, 3).map(Number)).toEqual([0.04, 40, 0]);
  });
});
