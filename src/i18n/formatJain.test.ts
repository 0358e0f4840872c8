import { describe, expect, it } from 'vitest';
import { formatJain } from './formatJain';

describe('formatJain', () => {
  it('three decimals in both languages (the course writes 0,862)', () => {
    expect(formatJain(0.862, 'es')).toBe('0,862');
    expect(formatJain(0.862, 'en')).toBe('0.862');
    expect(formatJain(0.5, 'es')).toBe('0,500');
    expect(formatJain(0.9334, 'en')).toBe('0.933');
  });

  it('an index just below 1 is not shown as a rounded 1 (AIMD after 40 steps from 35 and 15: 0,99998)', () => {
    expect(formatJain(0.99998, 'es')).toBe('0,999');
    expect(formatJain(0.9995, 'en')).toBe('0.999');
    expect(formatJain(0.9994, 'en')).toBe('0.999');
  });

  it('exactly equal shares are 1,000, and no figure is a dash', () => {
    expect(formatJain(1, 'es')).toBe('1,000');
    expect(formatJain(Number.NaN, 'es')).toBe('–');
  });
});
