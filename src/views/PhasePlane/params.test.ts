import { describe, expect, it } from 'vitest';
import { readViewParams, writeViewParams } from '../shared/viewParams';
import { PHASE_PLANE_PARAMS } from './params';

describe('phase plane deep link', () => {
  it('reads the rule and the start point', () => {
    const r = readViewParams(PHASE_PLANE_PARAMS, '?rule=mimd&x1=20&x2=60');
    expect(r.problems).toEqual([]);
    expect(r.initial.rule).toBe('mimd');
    expect(r.initial.params?.start).toEqual([20, 60]);
  });
  it('names a bad rule', () => {
    expect(readViewParams(PHASE_PLANE_PARAMS, '?rule=foo').problems[0]).toMatchObject({ name: 'rule', kind: 'enum' });
  });
});

describe('phase plane deep link, TCP mode', () => {
  it('reads the mode and the two flows', () => {
    const r = readViewParams(PHASE_PLANE_PARAMS, '?mode=tcp&cc1=reno&cc2=cubic&extra=80&duration=20');
    expect(r.problems).toEqual([]);
    expect(r.initial.mode).toBe('tcp');
    expect(r.initial.tcp).toEqual({ cc1: 'reno', cc2: 'cubic', extraDelayMs: 80, durationS: 20 });
  });
  it('names a bad congestion control and extra delay', () => {
    const r = readViewParams(PHASE_PLANE_PARAMS, '?mode=tcp&cc2=vegas&extra=50');
    expect(r.problems.map((p) => p.name)).toEqual(['cc2', 'extra']);
  });
  it('writes the TCP options that differ from the defaults, and nothing for the defaults', () => {
    const tcp = { cc1: 'reno' as const, cc2: 'cubic' as const, extraDelayMs: 0, durationS: 30, speed: 2, seed: 1 };
    expect(writeViewParams(PHASE_PLANE_PARAMS, { mode: 'tcp', tcp }, '?lang=en')).toBe('?lang=en&mode=tcp&cc2=cubic');
    expect(writeViewParams(PHASE_PLANE_PARAMS, { rule: 'aimd', mode: 'model', tcp: {} }, '')).toBe('');
  });
});
