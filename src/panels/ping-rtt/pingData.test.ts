import { describe, expect, it } from 'vitest';
import { fullBufferDelayMs, pingRunInfo, rttAxisMinimum } from './pingData';
import { markLabelY, placeLabels } from './refLines';

// The course's bench.py bloat: 50 Mbit/s, 40 ms, a 250 KiB FIFO, Reno from 2 s, a ping every
// 267 ms for 2 + 20 s (83 of them).
const bloat = {
  duration_s: 22.5,
  link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 250 * 1024 } },
  flows: [{ id: 's1', transport: 'tcp', cc: 'reno', start_s: 2 }],
  pings: [{ id: 's2', interval_ms: 267, start_s: 0, count: 83 }],
};

describe('pingRunInfo', () => {
  it('reads the ping, the load window and the full-buffer bound (delay + buffer x 8 / rate)', () => {
    const i = pingRunInfo(bloat);
    expect(i.pingId).toBe('s2');
    expect(i.flowStartS).toBe(2);
    expect(i.flowIsTcp).toBe(true);
    expect(i.loadEndS).toBeCloseTo(83 * 0.267, 9);
    // The notes' table: 250 KiB at 50 Mbit/s hold 41.0 ms of queue.
    expect(i.boundMs! - 40).toBeCloseTo(40.96, 2);
  });
  it('has no load marks without flows; a ping without a count loads the run to its end', () => {
    const idle = pingRunInfo({ duration_s: 20, link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } }, flows: [], pings: [{ id: 'ping', interval_ms: 100 }] });
    expect(idle.flowStartS).toBeNull();
    expect(idle.loadEndS).toBeNull();
    const udp = pingRunInfo({ ...bloat, flows: [{ id: 'load', transport: 'udp', rate_mbps: 60, start_s: 2 }], pings: [{ id: 'ping', interval_ms: 100, start_s: 0 }] });
    expect(udp.flowIsTcp).toBe(false);
    expect(udp.loadEndS).toBe(22.5);
  });
  it('copes with a scenario that is not one', () => {
    expect(pingRunInfo(undefined)).toMatchObject({ pingId: null, durationS: 0, boundMs: null });
    expect(pingRunInfo(bloat, 'nope').pingId).toBe('s2');
  });
});

describe('axes and labels', () => {
  it('the RTT axis reaches twice the path delay, at least 10 ms', () => {
    expect(rttAxisMinimum([40, 10])).toBe(80);
    expect(rttAxisMinimum([])).toBe(10);
    expect(fullBufferDelayMs(2000 * 1024, 50)).toBeCloseTo(327.68, 6);
  });
  it('two close reference lines do not print their labels over each other', () => {
    const y = (v: number) => 300 - v; // 1 px per ms
    const placed = placeLabels([{ value: 81, label: 'b' }, { value: 80, label: 'a'.repeat(10) }], y, 500, 12);
    expect(placed[0].labelX).toBe(6);
    expect(placed[1].labelX).toBeGreaterThan(6 + 10 * 12 * 0.85 * 0.55);
  });
});

describe('the mark of the load’s start', () => {
  const y = (v: number) => 200 - 2 * v; // 0..100 ms over 200 px
  it('writes its label at the top, or at the foot when a bound’s label is up there', () => {
    const high = placeLabels([{ value: 95, label: '250 KiB full: 81 ms' }], y, 600, 12);
    expect(markLabelY(20, 'load starts', high, y, 200, 12)).toBeCloseTo(200 - 12 * 0.45, 9);
    const low = placeLabels([{ value: 40, label: '250 KiB full: 81 ms' }], y, 600, 12);
    expect(markLabelY(20, 'load starts', low, y, 200, 12)).toBe(12);
    // Far to the right of the bound's label, the top is free.
    expect(markLabelY(400, 'load starts', high, y, 200, 12)).toBe(12);
  });
});
