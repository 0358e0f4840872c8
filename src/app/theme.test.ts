import { describe, expect, it } from 'vitest';
import { NORMAL, PROJECTOR } from './theme';

describe('theme profiles', () => {
  it('define the same tokens', () => {
    expect(Object.keys(PROJECTOR.css).sort()).toEqual(Object.keys(NORMAL.css).sort());
  });
  it('make projector mode larger and bolder', () => {
    expect(PROJECTOR.chart.fontSize).toBeGreaterThan(NORMAL.chart.fontSize);
    expect(PROJECTOR.chart.lineWidth).toBeGreaterThan(NORMAL.chart.lineWidth);
    expect(parseFloat(PROJECTOR.css['font-size'])).toBeGreaterThan(parseFloat(NORMAL.css['font-size']));
  });
});
