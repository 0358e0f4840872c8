import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatMs,
  formatNumber,
  formatPercent,
  formatRate,
  formatSpeed,
  parseLocaleNumber,
  plainNumber,
  readLocaleNumber,
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

describe('readLocaleNumber: the language\'s decimal mark, and an ambiguous grouping refused with both readings', () => {
  const value = (text: string, lang?: string) => {
    const r = readLocaleNumber(text, lang);
    return r.ok ? r.value : r.ambiguous ? `ambiguous ${r.grouped} | ${r.decimal}` : 'refused';
  };

  it('Spanish: "1,5" is 1.5, "1.000" is refused as 1000 or 1, a well-grouped number is read', () => {
    expect(value('1,5', 'es')).toBe(1.5);
    expect(value('0,01', 'es')).toBe(0.01);
    expect(value('1,000', 'es')).toBe(1); // the decimal comma, three decimals
    expect(value('1.000', 'es')).toBe('ambiguous 1000 | 1');
    expect(value('100.000', 'es')).toBe('ambiguous 100000 | 100'); // the glossary's grouping, but a Mexican decimal point too
    expect(value('1.000.000', 'es')).toBe(1_000_000);
    expect(value('1.234,5', 'es')).toBe(1234.5);
    expect(value('0.5', 'es')).toBe(0.5); // a point before other than three digits can only be a decimal
    expect(value('2.25', 'es')).toBe(2.25);
    expect(value('10 000', 'es')).toBe(10_000);
    expect(value('10\u202f000', 'es')).toBe(10_000);
    expect(value('-1,5', 'es')).toBe(-1.5);
  });

  it('English: "1,000" is refused as 1000 or 1 (not silently 1), "1.000" is 1, a well-grouped number is read', () => {
    expect(value('1,000', 'en')).toBe('ambiguous 1000 | 1');
    expect(value('25,000', 'en')).toBe('ambiguous 25000 | 25');
    expect(value('1.000', 'en')).toBe(1);
    expect(value('1,000,000', 'en')).toBe(1_000_000);
    expect(value('1,234.5', 'en')).toBe(1234.5);
    expect(value('0,5', 'en')).toBe(0.5);
    expect(value('1e-3', 'en')).toBe(0.001);
    expect(value('−2', 'en')).toBe(-2);
  });

  it('refuses badly grouped or mixed marks in either language', () => {
    for (const [text, lang] of [['1,2,3', 'en'], ['1.2.3', 'en'], ['1,00,000', 'en'], ['1,000.5.5', 'en'], ['1.234,5', 'en'], ['1,234.5', 'es'],
      ['0.000.000', 'es'], ['1,5,5', 'es'], ['1.000,5e3', 'es'], ['.', 'en'], [',', 'es'], ['0x10', 'en'], ['Infinity', 'en'], ['1e', 'en'], ['', 'es'], ['abc', 'es']]) {
      expect(value(text, lang), `${text} (${lang})`).toBe('refused');
    }
  });

  it('without a language: the point is decimal, a lone comma before three digits is ambiguous, grouping is refused', () => {
    expect(value('1,000')).toBe('ambiguous 1000 | 1');
    expect(value('1.000')).toBe(1);
    expect(value('0,5')).toBe(0.5);
    expect(value('1,000,000')).toBe('refused');
    expect(value('1,000.5')).toBe('refused');
  });

  it('types back what it reads: plainNumber has no grouping and the language\'s decimal mark', () => {
    for (const x of [1000, 1.5, 0.01, 123456.75]) {
      for (const lang of ['es', 'en']) expect(value(plainNumber(x, lang), lang)).toBe(x);
    }
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
    expect(parseLocaleNumber('1,000', 'en')).toBeNaN(); // ambiguous
  });
});
