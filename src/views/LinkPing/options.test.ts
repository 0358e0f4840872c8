import { describe, expect, it } from 'vitest';
import { sliderFromSpeed as fromSpeed, speedFromSlider as toSpeed } from '../../controls/SpeedSlider';
import { buildScenario, DEFAULT_OPTIONS, formFromOptions, RANGES, validateForm } from './options';

const sliderFromSpeed = (s: number) => fromSpeed(s, RANGES.speed);
const speedFromSlider = (p: number) => toSpeed(p, RANGES.speed);

const base = { seed: 1 };

describe('validateForm', () => {
  it('accepts the defaults and round-trips them', () => {
    const r = validateForm(formFromOptions(DEFAULT_OPTIONS), base);
    expect(r).toEqual({ ok: true, options: DEFAULT_OPTIONS });
  });
  it('accepts a decimal comma and converts KiB', () => {
    const form = { ...formFromOptions(DEFAULT_OPTIONS), rate: '47,5', queue: '100', queueUnit: 'KiB' as const };
    const r = validateForm(form, base);
    expect(r.ok && r.options.rateMbps).toBe(47.5);
    expect(r.ok && r.options.queueBytes).toBe(102400);
  });
  it('names every bad field with the reason', () => {
    const form = { ...formFromOptions(DEFAULT_OPTIONS), rate: '', delay: 'abc', loss: '150', duration: '0', speed: '5000' };
    const r = validateForm(form, base);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.rate).toEqual({ key: 'required', field: 'rate' });
      expect(r.errors.delay).toEqual({ key: 'notNumber', field: 'delay', value: 'abc' });
      expect(r.errors.loss).toEqual({ key: 'range', field: 'loss', min: 0, max: 100 });
      expect(r.errors.duration?.key).toBe('range');
      expect(r.errors.speed).toEqual({ key: 'range', field: 'speed', min: 0.01, max: 1000 });
      expect(r.errors.queue).toBeUndefined();
    }
  });
  it('treats an empty load as off', () => {
    const r = validateForm({ ...formFromOptions(DEFAULT_OPTIONS), load: '' }, base);
    expect(r.ok && r.options.loadMbps).toBe(0);
  });
});

describe('buildScenario', () => {
  it('builds the contract: delay on the data path, loss as a probability, ping and udp load', () => {
    const s = buildScenario({ ...DEFAULT_OPTIONS, delayMs: 20, lossPct: 1, loadMbps: 12 }) as {
      link: { delay_ms: number; reverse_delay_ms?: number; loss: number; queue: unknown };
      flows: unknown[];
      pings: unknown[];
    };
    expect(s.link.delay_ms).toBe(20);
    expect(s.link.reverse_delay_ms).toBeUndefined();
    expect(s.link.loss).toBe(0.01);
    expect(s.link.queue).toEqual({ kind: 'fifo', limit_bytes: 256000 });
    expect(s.flows).toEqual([{ id: 'load', transport: 'udp', rate_mbps: 12, start_s: 2 }]);
    expect(s.pings).toEqual([{ id: 'ping', interval_ms: 100, start_s: 0 }]);
  });
  it('has no flow when the load is off', () => {
    expect((buildScenario({ ...DEFAULT_OPTIONS, loadMbps: 0 }) as { flows: unknown[] }).flows).toEqual([]);
  });
});

describe('speed slider', () => {
  it('is logarithmic from 0.01x to 1000x', () => {
    expect(sliderFromSpeed(0.01)).toBeCloseTo(-2);
    expect(sliderFromSpeed(1)).toBeCloseTo(0);
    expect(sliderFromSpeed(1000)).toBeCloseTo(3);
    expect(sliderFromSpeed(1e6)).toBeCloseTo(3);
  });
  it('gives round speeds back', () => {
    expect(speedFromSlider(0)).toBe(1);
    expect(speedFromSlider(3)).toBe(1000);
    expect(speedFromSlider(-2)).toBeCloseTo(0.01, 10);
    expect(speedFromSlider(Math.log10(4.04))).toBe(4);
    expect(speedFromSlider(Math.log10(237))).toBe(240);
  });
});
