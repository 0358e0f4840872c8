import { describe, expect, it } from 'vitest';
import {
  buildScenario,
  configurations,
  DEFAULT_OPTIONS,
  formFromOptions,
  maxQueueDelayMs,
  parseBufferList,
  pingCount,
  QUEUE_KINDS,
  validateForm,
  viewQueueOf,
} from './options';

describe('bufferbloat options', () => {
  it('default to the notes: 50 Mbit/s, 40 ms, 50/250/2000 KiB, a ping every 267 ms, 20 s of load', () => {
    const f = formFromOptions(DEFAULT_OPTIONS);
    const r = validateForm(f, { seed: 1 });
    expect(r.ok && r.options).toEqual(DEFAULT_OPTIONS);
    // 8 unloaded pings and the notes' 75 under load.
    expect(pingCount(DEFAULT_OPTIONS)).toBe(83);
  });
  it('reads back the queue kind and buffer of each discipline it builds', () => {
    for (const queue of QUEUE_KINDS) {
      const scenario = buildScenario(DEFAULT_OPTIONS, { bufferKiB: 250, cc: 'cubic', queue }) as { link: { queue: Record<string, unknown> } };
      const back = viewQueueOf(scenario.link.queue);
      expect(back?.queue).toBe(queue);
      // CoDel counts whole 1514-byte frames: the buffer comes back rounded down to a frame.
      expect(Math.abs((back?.bufferKiB ?? 0) - 250)).toBeLessThan(1514 / 1024);
    }
  });
  it('parses buffer lists in both locales', () => {
    expect(parseBufferList('2000, 50 250')).toEqual({ value: [50, 250, 2000] });
    expect(parseBufferList('50; 2,5; 50')).toEqual({ value: [2.5, 50] });
    expect(parseBufferList('')).toEqual({ error: { key: 'required', field: 'buffers' } });
    expect(parseBufferList('50, x')).toEqual({ error: { key: 'notNumber', field: 'buffers', value: 'x' } });
    expect(parseBufferList('1')).toEqual({ error: { key: 'range', field: 'buffers', min: 2, max: 100000 } });
    expect(parseBufferList('10 20 30 40 50 60 70')).toEqual({ error: { key: 'tooMany', field: 'buffers', max: 6 } });
  });
  it('refuses out-of-range fields, naming each', () => {
    const f = { ...formFromOptions(DEFAULT_OPTIONS), rate: '0', interval: '5', duration: 'abc' };
    const r = validateForm(f, { seed: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.errors).sort()).toEqual(['duration', 'interval', 'rate']);
  });
  it('builds one configuration per buffer and algorithm', () => {
    const both = configurations({ ...DEFAULT_OPTIONS, cc: 'both' });
    expect(both.map((c) => c.key)).toEqual([
      'fifo-50-reno', 'fifo-50-cubic', 'fifo-250-reno', 'fifo-250-cubic', 'fifo-2000-reno', 'fifo-2000-cubic',
    ]);
    expect(configurations(DEFAULT_OPTIONS)).toHaveLength(3);
  });
  it('builds the lab scenario: flow from s1 at 2 s, ping from s2 from 0, a tail for the last replies', () => {
    const s = buildScenario({ ...DEFAULT_OPTIONS, loadS: 8 }, { bufferKiB: 2000, cc: 'cubic', queue: 'fifo' }) as {
      duration_s: number; link: { queue: unknown }; flows: { cc: string; start_s: number }[]; pings: { interval_ms: number; count: number }[];
    };
    expect(s.link.queue).toEqual({ kind: 'fifo', limit_bytes: 2048000 });
    expect(s.flows[0]).toMatchObject({ cc: 'cubic', start_s: 2 });
    expect(s.pings[0]).toMatchObject({ interval_ms: 267, count: 38 });
    // 10 s of pings, plus more than the worst RTT (328 + 40 ms) for the last replies.
    expect(s.duration_s).toBeGreaterThan(10 + 0.368);
    expect(s.duration_s).toBeLessThan(11);
  });
  it('computes the notes\' closed-form maximum queueing delays', () => {
    expect(maxQueueDelayMs(50, 50)).toBeCloseTo(8.2, 1);
    expect(maxQueueDelayMs(250, 50)).toBeCloseTo(41, 0);
    expect(maxQueueDelayMs(2000, 50)).toBeCloseTo(327.7, 1);
  });
});
