import { describe, expect, it } from 'vitest';
import { readViewParams } from '../shared/viewParams';
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
