import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatMs,
  formatNumber,
  formatPercent,
  formatRate,
  formatSpeed,
  parseLocaleNumber,
} from './format';

describe('formatNumber', () => {
  it('uses a decimal comma in Spanish and a point in English', () => {
    expect(formatNumber(0.862, 'es', { digits: 3 })).toBe('0,862');
    expect(formatNumber(0.862, 'en', { digits: 3 })).toBe('0.862');
  });
  it('groups thousands from 10 000 up', () => {
    expect(formatNumber(1234, 'es')).toBe('1234');
    expect(formatNumber(12345, 'es')).toBe('12.345');
    expect(formatNumber(12345, 'en')).toBe('12,345');
  });
  it('shows a dash for non-finite values', () => {
    expect(formatNumber(NaN, 'en')).toBe('–');
  });
});

describe('units', () => {
  it('formats rates', () => {
    expect(formatRate(47.5, 'es')).toBe('47,5 Mbit/s');
    expect(formatRate(47.5, 'en')).toBe('47.5 Mbit/s');
    expect(formatRate(100, 'en')).toBe('100 Mbit/s');
  });
  it('formats milliseconds', () => {
    expect(formatMs(80.25, 'es', { digits: 1 })).toBe('80,3 ms');
    expect(formatMs(3.5, 'en')).toBe('3.5 ms');
  });
  it('formats bytes in binary units', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(256000, 'en')).toBe('250 KiB');
    expect(formatBytes(1514, 'es')).toBe('1,48 KiB');
  });
  it('formats percent and speed', () => {
    expect(formatPercent(1.5, 'es')).toBe('1,5 %');
    expect(formatSpeed(0.01, 'es')).toBe('0,01×');
  });
});

describe('parseLocaleNumber', () => {
  it('accepts a decimal comma or point', () => {
    expect(parseLocaleNumber('0,5')).toBe(0.5);
    expect(parseLocaleNumber(' 12.25 ')).toBe(12.25);
    expect(parseLocaleNumber('40')).toBe(40);
  });
  it('refuses text that is not a number', () => {
    expect(parseLocaleNumber('')).toBeNaN();
    expect(parseLocaleNumber('abc')).toBeNaN();
    expect(parseLocaleNumber('1,000.5')).toBeNaN();
    expect(parseLocaleNumber('1.2.3')).toBeNaN();
  });
});
