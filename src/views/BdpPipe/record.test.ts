import { describe, expect, it } from 'vitest';
import { buildScenario, COURSE_PATH } from '../../panels/bdp-pipe';
import { toCsv } from '../shared/files';
import { readViewParams, writeViewParams } from '../shared/viewParams';
import { BDP_PIPE_DECLARATION as D } from './declaration';
import { BDP_PIPE_PARAMS } from './params';
import { CSV_HEADER, csvRows, DEFAULT_BDP_OPTIONS, optionsOfScenario } from './record';

const points = [
  { cwnd: 100, throughputMbps: 28.9, rttMs: 40.1 },
  { cwnd: 239, throughputMbps: 47.8, rttMs: 58.3 },
  { cwnd: 400, throughputMbps: NaN, rttMs: 81 },
];

describe('the BDP pipe declaration', () => {
  it('reads back the options of the scenario it builds (round trip)', () => {
    for (const o of [DEFAULT_BDP_OPTIONS, { ...COURSE_PATH, rateMbps: 100, delayMs: 12.5, bufferBytes: 512000, cwnd: 239, speed: 1 }]) {
      expect(D.fromScenario(D.toScenario(o), o)).toEqual(o);
    }
  });
  it('refuses a run that is not held at one window, or not on a FIFO', () => {
    expect(D.fromScenario({ link: { rate_mbps: 50, delay_ms: 40 }, flows: [{ id: 's1', cc: 'reno' }] }, DEFAULT_BDP_OPTIONS)).toBeNull();
    expect(() => optionsOfScenario({ ...buildScenario(COURSE_PATH, 100, 3), link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'codel', limit_packets: 10 } } }, 1)).toThrow(/FIFO/);
    expect(() => optionsOfScenario({}, 1)).toThrow();
  });
  it('counts the ACK path in the delay it reads', () => {
    const sc = { link: { rate_mbps: 50, delay_ms: 30, reverse_delay_ms: 10, queue: { kind: 'fifo', limit_bytes: 256000 } }, flows: [{ id: 's1', cwnd_fixed: 50 }] };
    expect(optionsOfScenario(sc, 0.1)).toEqual({ ...COURSE_PATH, cwnd: 50, speed: 0.1 });
  });
});

describe('the BDP pipe CSV', () => {
  it('writes one row per point beside the closed form', () => {
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
