import { describe, expect, it } from 'vitest';
import { parseRunRecordText, toCsv } from '../shared/files';
import { readViewParams, writeViewParams } from '../shared/viewParams';
import { buildScenario, COURSE_PATH } from './model';
import { BDP_PIPE_PARAMS } from './params';
import { appendSeries, bdpRecord, CSV_HEADER, csvRows, DEFAULT_BDP_OPTIONS, emptySeries, fromRecord, MAX_SAMPLES } from './record';

const points = [
  { cwnd: 100, throughputMbps: 28.9, rttMs: 40.1 },
  { cwnd: 239, throughputMbps: 47.8, rttMs: 58.3 },
  { cwnd: 400, throughputMbps: NaN, rttMs: 81 },
];

describe('the BDP pipe record', () => {
  it('is a RunRecord of version 1 with the streamed series and the points, and reads back', () => {
    const s = emptySeries();
    appendSeries(s, [0.01, 0.02], { cwnd: [239, 239], rtt_ms: [40, 41], delivered_mbps: [47, NaN] });
    const opts = { ...COURSE_PATH, cwnd: 239, speed: 0.1 };
    const rec = bdpRecord(buildScenario(COURSE_PATH, 239, 600), s, points, opts);
    const parsed = parseRunRecordText(JSON.stringify(rec));
    expect(parsed.ok).toBe(true);
    expect(rec).toMatchObject({ version: 1, series: { t_s: [0.01, 0.02], flows: { s1: { delivered_mbps: [47, null] } } }, summary: { cwnd: 239 } });
    const back = fromRecord(JSON.parse(JSON.stringify(rec)) as Record<string, unknown>, 0.05);
    expect(back.options).toEqual({ ...COURSE_PATH, cwnd: 239, speed: 0.05 });
    expect(back.points).toHaveLength(3);
    expect(back.points[1]).toEqual(points[1]);
    expect(back.points[2].throughputMbps).toBeNaN();
  });
  it('reads one point from a plain run of a held window, and refuses other runs', () => {
    const rec = {
      version: 1,
      scenario: buildScenario(COURSE_PATH, 100, 3),
      summary: {},
      series: { t_s: [0.5, 1.5, 2.5], flows: { s1: { rtt_ms: [40, 40, 42], delivered_mbps: [10, 28, 30] } } },
    };
    const back = fromRecord(rec, 1);
    expect(back.points).toEqual([{ cwnd: 100, throughputMbps: 29, rttMs: 41 }]);
    expect(() => fromRecord({ ...rec, scenario: { link: { rate_mbps: 50 }, flows: [{ id: 's1', cc: 'reno' }] } }, 1)).toThrow(/cwnd/);
    expect(() => fromRecord({ ...rec, scenario: {} }, 1)).toThrow();
  });
  it('keeps at most MAX_SAMPLES samples', () => {
    const s = emptySeries();
    const t = new Float64Array(MAX_SAMPLES + 5);
    appendSeries(s, t, undefined);
    expect(s.t_s).toHaveLength(MAX_SAMPLES);
    expect(s.cwnd[0]).toBeNaN();
  });
  it('writes one CSV row per point beside the closed form', () => {
    const csv = toCsv(CSV_HEADER, csvRows(points, COURSE_PATH)).split('\n');
    expect(csv[0]).toBe('cwnd,throughput_mbps,rtt_ms,model_throughput_mbps,model_rtt_ms,model_queued_frames');
    const row = csv[2].split(',').map(Number);
    expect(row[0]).toBe(239);
    expect(row[4]).toBeGreaterThan(57);
    expect(row[4]).toBeLessThan(59);
    expect(csv[3].split(',')[1]).toBe('');
  });
});

describe('the BDP pipe deep link', () => {
  it('reads the window, the link and the speed', () => {
    const r = readViewParams(BDP_PIPE_PARAMS, '?cwnd=239&rate=100&delay=20&buffer=512000&speed=0.25');
    expect(r.problems).toEqual([]);
    expect(r.initial).toEqual({ cwnd: 239, rateMbps: 100, delayMs: 20, bufferBytes: 512000, speed: 0.25 });
  });
  it('names a bad window with its range', () => {
    const r = readViewParams(BDP_PIPE_PARAMS, '?cwnd=abc&speed=3');
    expect(r.problems[0]).toMatchObject({ name: 'cwnd', kind: 'range', min: 1, max: 100000, integer: true });
    expect(r.problems[1]).toMatchObject({ name: 'speed', kind: 'enum' });
    expect(readViewParams(BDP_PIPE_PARAMS, '?cwnd=2.5').problems).toHaveLength(1);
  });
  it('writes only what differs from the defaults', () => {
    expect(writeViewParams(BDP_PIPE_PARAMS, DEFAULT_BDP_OPTIONS, '?lang=es')).toBe('?lang=es');
    expect(writeViewParams(BDP_PIPE_PARAMS, { ...DEFAULT_BDP_OPTIONS, cwnd: 239 }, '')).toBe('?cwnd=239');
  });
});
