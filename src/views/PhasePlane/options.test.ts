import { describe, expect, it } from 'vitest';
import { DEFAULT_PHASE_PARAMS } from '../../models/phasePlane';
import { DEFAULT_OPTIONS, formFromOptions, nextSpeed, ruleOrDefault, validateForm } from './options';

describe('validateForm', () => {
  it('accepts the defaults (the notes: C = 100, start 10 and 70, +5, x0.5) and round-trips them', () => {
    const r = validateForm(formFromOptions(DEFAULT_OPTIONS));
    expect(r).toEqual({ ok: true, params: DEFAULT_PHASE_PARAMS, steps: 14 });
  });
  it('reads a decimal comma', () => {
    const r = validateForm({ ...formFromOptions(DEFAULT_OPTIONS), md: '0,7', x1: '12,5' });
    expect(r.ok && r.params.multiplicativeDecrease).toBe(0.7);
    expect(r.ok && r.params.start[0]).toBe(12.5);
  });
  it('names every bad field with its range', () => {
    const form = { ...formFromOptions(DEFAULT_OPTIONS), capacity: '', mi: '1', md: '1.5', ad: 'abc', steps: '2.5' };
    const r = validateForm(form);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.capacity).toEqual({ key: 'required' });
      expect(r.errors.mi).toEqual({ key: 'range', min: 1.001, max: 10 });
      expect(r.errors.md).toEqual({ key: 'range', min: 0.01, max: 0.99 });
      expect(r.errors.ad).toEqual({ key: 'notNumber', value: 'abc' });
      expect(r.errors.steps).toEqual({ key: 'integer', min: 1, max: 200 });
      expect(r.errors.ai).toBeUndefined();
    }
  });
  it('keeps the start point on the plane, 0 to 1.2 C', () => {
    const r = validateForm({ ...formFromOptions(DEFAULT_OPTIONS), x2: '121' });
    expect(!r.ok && r.errors.x2).toEqual({ key: 'range', min: 0, max: 120 });
    const big = validateForm({ ...formFromOptions(DEFAULT_OPTIONS), capacity: '1000', x2: '900' });
    expect(big.ok).toBe(true);
  });
  it('refuses 201 steps', () => {
    const r = validateForm({ ...formFromOptions(DEFAULT_OPTIONS), steps: '201' });
    expect(!r.ok && r.errors.steps).toEqual({ key: 'integer', min: 1, max: 200 });
  });
});

describe('small helpers', () => {
  it('falls back to AIMD for an unknown rule', () => {
    expect(ruleOrDefault('miad')).toBe('miad');
    expect(ruleOrDefault('cubic')).toBe('aimd');
    expect(ruleOrDefault(null)).toBe('aimd');
  });
  it('steps through the offered speeds and stops at the ends', () => {
    expect(nextSpeed(2, 1)).toBe(4);
    expect(nextSpeed(2, -1)).toBe(1);
    expect(nextSpeed(16, 1)).toBe(16);
    expect(nextSpeed(0.5, -1)).toBe(0.5);
    expect(nextSpeed(3, 1)).toBe(4);
    expect(nextSpeed(3, -1)).toBe(2);
  });
});
