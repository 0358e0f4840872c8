import { describe, expect, it } from 'vitest';
import { checkNumber, checkNumbers, numberText } from './numberFields';

const RATE = { min: 0.01, max: 10000 };

describe('checkNumber: a form field read in the page\'s language', () => {
  it('Spanish: the decimal comma the message itself writes ("0,01") is accepted', () => {
    expect(checkNumber('rate', '1,5', RATE, 'es')).toEqual({ value: 1.5 });
    expect(checkNumber('rate', '0,01', RATE, 'es')).toEqual({ value: 0.01 });
  });

  it('English: "1,000" is refused naming both readings, not set to 1', () => {
    expect(checkNumber('rate', '1,000', RATE, 'en')).toEqual({ error: { key: 'notNumber', field: 'rate', value: '1,000', readings: { grouped: 1000, decimal: 1 } } });
    expect(checkNumber('rate', '1,000,000', RATE, 'en')).toEqual({ error: { key: 'range', field: 'rate', min: 0.01, max: 10000 } });
  });

  it('Spanish: "1.000" is refused the same way; plain text is refused without readings', () => {
    expect(checkNumber('rate', '1.000', RATE, 'es')).toEqual({ error: { key: 'notNumber', field: 'rate', value: '1.000', readings: { grouped: 1000, decimal: 1 } } });
    expect(checkNumber('rate', 'fast', RATE, 'es')).toEqual({ error: { key: 'notNumber', field: 'rate', value: 'fast' } });
  });

  it('a form filled by numberText reads back to the same numbers in both languages', () => {
    for (const lang of ['es', 'en']) {
      const form = { rate: numberText(1000, lang), delay: numberText(12.5, lang) };
      expect(checkNumbers(['rate', 'delay'] as const, form, { rate: RATE, delay: RATE })).toEqual({ ok: true, values: { rate: 1000, delay: 12.5 } });
    }
  });
});
