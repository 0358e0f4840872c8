import { describe, expect, it } from 'vitest';
import { formatFixed, formatScientific, formatSignificant, roundHalfEven } from './rounding';

describe('formatFixed (round half to even on the exact binary value)', () => {
  it('sends exact ties to the even digit, unlike toFixed', () => {
    expect(formatFixed(108.5, 0)).toBe('108'); // the notes' W reno at t = 1.0 s
    expect((108.5).toFixed(0)).toBe('109'); // why a helper is needed at all
    expect(formatFixed(109.5, 0)).toBe('110');
    expect(formatFixed(83.5, 0)).toBe('84');
    expect(formatFixed(18.75, 1)).toBe('18.8');
    expect(formatFixed(0.125, 2)).toBe('0.12');
    expect(formatFixed(0.375, 2)).toBe('0.38');
    expect(formatFixed(2.5, 0)).toBe('2');
  });
  it('rounds non-ties by the exact binary value', () => {
    // 0.15 is stored just below 0.15, 0.35 just below 0.35, 2.675 just below 2.675.
    expect(formatFixed(0.15, 1)).toBe('0.1');
    expect(formatFixed(0.35, 1)).toBe('0.3');
    expect(formatFixed(2.675, 2)).toBe('2.67');
    expect(formatFixed(1.0005, 3)).toBe('1.000');
    expect(formatFixed(5.0033, 2)).toBe('5.00');
  });
  it('pads and signs', () => {
    expect(formatFixed(0, 3)).toBe('0.000');
    expect(formatFixed(0.05, 3)).toBe('0.050');
    expect(formatFixed(-1.25, 1)).toBe('-1.2');
    expect(formatFixed(-0.04, 1)).toBe('0.0');
    expect(formatFixed(2_000_000, 0)).toBe('2000000');
    expect(formatFixed(Number.NaN, 1)).toBe('NaN');
  });
  it('refuses a bad number of decimals', () => {
    expect(() => formatFixed(1, -1)).toThrow(RangeError);
    expect(() => formatFixed(1, 1.5)).toThrow(RangeError);
  });
  it('roundHalfEven returns numbers', () => {
    expect(roundHalfEven(108.5)).toBe(108);
    expect(roundHalfEven(133.5)).toBe(134);
    expect(roundHalfEven(0.5015, 2)).toBe(0.5);
    expect(roundHalfEven(-2.5)).toBe(-2);
  });
});

describe('formatSignificant', () => {
  it('keeps integer digits and rounds the rest', () => {
    expect(formatSignificant(8.192, 2)).toBe('8.2');
    expect(formatSignificant(40.96, 2)).toBe('41');
    expect(formatSignificant(327.68, 2)).toBe('328');
    expect(formatSignificant(0.2048, 1)).toBe('0.2');
    expect(formatSignificant(0.0123, 2)).toBe('0.012');
    expect(formatSignificant(9.96, 2)).toBe('10');
    expect(formatSignificant(0, 2)).toBe('0');
  });
});

describe('formatScientific', () => {
  it('prints a mantissa with the requested significant figures', () => {
    expect(formatScientific(2.1433e-8, 2)).toBe('2.1e-8');
    expect(formatScientific(2.16e-8, 2)).toBe('2.2e-8');
    expect(formatScientific(46_666_666, 2)).toBe('4.7e+7');
    expect(formatScientific(9.96e-3, 2)).toBe('1.0e-2');
    expect(formatScientific(1, 1)).toBe('1e+0');
    expect(formatScientific(-3.25e5, 2)).toBe('-3.2e+5');
  });
});
