import { describe, expect, it } from 'vitest';
import { createScaleShare } from './scaleShare';

describe('scale share (one axis for the same chart of both columns)', () => {
  it('gives every chart under a key the largest upper end reported, per key', () => {
    const s = createScaleShare();
    expect(s.upper('sawtooth.cwnd')).toBe(-Infinity);
    s.report('sawtooth.cwnd', 'a', 800);
    s.report('sawtooth.cwnd', 'b', 500);
    s.report('sawtooth.rtt', 'a', 100);
    s.report('sawtooth.rtt', 'b', 150);
    expect(s.upper('sawtooth.cwnd')).toBe(800);
    expect(s.upper('sawtooth.rtt')).toBe(150);
  });

  it('follows a reporter whose own end goes down (a new run), and forgets one that is gone', () => {
    const s = createScaleShare();
    s.report('queue.bytes', 'a', 800);
    s.report('queue.bytes', 'b', 500);
    s.report('queue.bytes', 'a', 200);
    expect(s.upper('queue.bytes')).toBe(500);
    s.forget('b');
    expect(s.upper('queue.bytes')).toBe(200);
    s.forget('a', 'queue.bytes');
    expect(s.upper('queue.bytes')).toBe(-Infinity);
  });

  it('tells its listeners only when a largest end changes', () => {
    const s = createScaleShare();
    let calls = 0;
    const off = s.subscribe(() => calls++);
    s.report('time', 'a', 20);
    s.report('time', 'b', 20);
    s.report('time', 'b', 20);
    s.report('time', 'b', 10);
    expect(calls).toBe(1);
    s.report('time', 'b', 40);
    expect(calls).toBe(2);
    s.report('time', 'b', Number.NaN);
    expect(s.upper('time')).toBe(40);
    off();
    s.report('time', 'b', 60);
    expect(calls).toBe(2);
  });

  it('shares a zoomed window per plot, and tells the plots after the task that set it', async () => {
    const s = createScaleShare();
    let calls = 0;
    s.subscribe(() => calls++);
    expect(s.window('sawtooth')).toBeNull();
    s.setWindow('sawtooth', [5, 10]);
    expect(s.window('sawtooth')).toEqual([5, 10]);
    expect(s.window('queue')).toBeNull();
    expect(calls).toBe(0);
    await Promise.resolve();
    expect(calls).toBe(1);
    s.setWindow('sawtooth', [5, 10]);
    s.setWindow('queue', null);
    await Promise.resolve();
    expect(calls).toBe(1);
    s.setWindow('sawtooth', null);
    await Promise.resolve();
    expect(s.window('sawtooth')).toBeNull();
    expect(calls).toBe(2);
  });
});
