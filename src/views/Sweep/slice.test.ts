import { describe, expect, it } from 'vitest';
import type { SweepResult } from '../../sim/sweep';
import { dataName, defaultSelection, fitSelection, gridOf, maxAbs, tableOf } from './slice';

const result = {
  version: 1, engine: 'sierra', jobs: [],
  sweep: {
    version: 1, name: null, description: null, base: {}, repetitions: 1, aggregate: 'median',
    axes: [
      { label: 'rate', paths: ['link.rate_mbps'], values: [1, 10], scale: null },
      { label: 'delay', paths: ['link.delay_ms'], values: [0, 20, 80], scale: null },
      { label: 'cc', paths: ['flows[0].cc'], values: ['reno', 'cubic'], scale: null },
    ],
    collect: { g: 'flows[0]' },
    difference: { axis: 'cc', value: 'cubic', minus: 'reno' },
  },
  rows: [1, 10].flatMap((rate) => [0, 20, 80].flatMap((delay) => ['reno', 'cubic'].map((cc) => ({
    axes: { rate, delay, cc }, figures: { g: rate + delay / 100 + (cc === 'cubic' ? 0.5 : 0) }, runs: {},
  })))),
  difference: {
    axis: 'cc', value: 'cubic', minus: 'reno',
    rows: [1, 10].flatMap((rate) => [0, 20, 80].map((delay) => ({ axes: { rate, delay }, figures: { g: delay === 80 ? -0.25 : 0.5 }, runs: {} }))),
  },
} as unknown as SweepResult;

describe('sweep view slices', () => {
  it('puts the second varying axis across and the first down, others held at their first value', () => {
    const t = tableOf(result, 'rows');
    const s = defaultSelection(t);
    expect(s).toEqual({ figure: 'g', x: 'delay', y: 'rate', fixed: { rate: 0, delay: 0, cc: 0 } });
    expect(gridOf(t, s)).toEqual({ xs: [0, 20, 80], ys: [1, 10], cells: [[1, 1.2, 1.8], [10, 10.2, 10.8]] });
    expect(gridOf(t, { ...s, fixed: { ...s.fixed, cc: 1 } }).cells[0]).toEqual([1.5, 1.7, 2.3]);
    expect(gridOf(t, { ...s, y: null }).cells).toEqual([[1, 1.2, 1.8]]);
  });
  it('draws the difference table without the difference axis, on a symmetric scale', () => {
    const t = tableOf(result, 'difference');
    expect(t.diverging).toBe(true);
    expect(t.axes.map((a) => a.label)).toEqual(['rate', 'delay']);
    const s = fitSelection(t, { figure: 'g', x: 'cc', y: 'rate', fixed: { cc: 1 } });
    expect(s).toEqual({ figure: 'g', x: 'delay', y: 'rate', fixed: { rate: 0, delay: 0 } });
    const g = gridOf(t, s);
    expect(g.cells).toEqual([[0.5, 0.5, -0.25], [0.5, 0.5, -0.25]]);
    expect(maxAbs(g.cells)).toBe(0.5);
  });
  it('makes data attribute names', () => {
    expect(dataName('link.loss')).toBe('link-loss');
  });
  it('puts a numeric axis across rather than a name axis', () => {
    const r = { ...result, sweep: { ...result.sweep, axes: [result.sweep.axes[1], result.sweep.axes[2]] }, difference: null } as unknown as SweepResult;
    expect(defaultSelection(tableOf(r, 'rows'))).toMatchObject({ x: 'delay', y: 'cc' });
    expect(dataName('flows[0].cc')).toBe('flows-0-cc');
  });
});
