import { describe, expect, it } from 'vitest';
import { tickFormatter } from './ticks';

describe('tickFormatter', () => {
  it('formats per locale with the precision of the tick step', () => {
    expect(tickFormatter([0, 1], 5, 'es')(0.4)).toBe('0,4');
    expect(tickFormatter([0, 1], 5, 'en')(0.4)).toBe('0.4');
    expect(tickFormatter([0, 100], 5, 'es')(40)).toBe('40');
  });
  it('can divide by a unit scale (bytes shown in KiB)', () => {
    expect(tickFormatter([0, 102400], 5, 'en', 1024)(20480)).toBe('20');
  });
});
