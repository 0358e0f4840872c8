// The numeric fields of a view's form: typed as strings (half-typed input is kept and reported),
// checked against a range, refused with an error that names the field. Pure (no React, no DOM).
// Read in the page's language (src/i18n/format.ts readLocaleNumber: "1,5" is 1.5 in Spanish; an
// ambiguous grouping such as "1,000" in English is refused with both readings).
import { currentLanguage } from '../i18n';
import { plainNumber, readLocaleNumber } from '../i18n/format';

export interface Range {
  min: number;
  max: number;
}

/** The two numbers an ambiguous text stands for ("1,000" in English: 1000 grouped, 1 with a decimal comma). */
export interface NumberReadings {
  grouped: number;
  decimal: number;
}

export type FieldError<F extends string> =
  | { key: 'required'; field: F }
  /** `readings`: the text is a number two ways ("1,000" in English: 1000 or 1), so it is refused with both. */
  | { key: 'notNumber'; field: F; value: string; readings?: NumberReadings }
  | { key: 'range'; field: F; min: number; max: number };

/**
 * A typed number read in the page's language, before any range: the value, or why it is not one.
 * Every view's number fields read through here, so each refuses "1,000" (English) or "1.000"
 * (Spanish) the same way, with both readings, and takes the language's decimal mark.
 */
export function readNumber(text: string, lang: string = currentLanguage()):
  | { value: number }
  | { error: 'required' }
  | { error: 'notNumber'; value: string; readings?: NumberReadings } {
  if (text.trim() === '') return { error: 'required' };
  const r = readLocaleNumber(text, lang);
  if (r.ok) return { value: r.value };
  return { error: 'notNumber', value: text.trim(), ...(r.ambiguous ? { readings: { grouped: r.grouped, decimal: r.decimal } } : {}) };
}

/** Checks one numeric field: the value, or why it is refused. */
export function checkNumber<F extends string>(field: F, text: string, range: Range, lang: string = currentLanguage()): { value: number } | { error: FieldError<F> } {
  const r = readNumber(text, lang);
  if ('error' in r) {
    if (r.error === 'required') return { error: { key: 'required', field } };
    return { error: { key: 'notNumber', field, value: r.value, ...(r.readings ? { readings: r.readings } : {}) } };
  }
  const v = r.value;
  if (v < range.min || v > range.max) return { error: { key: 'range', field, min: range.min, max: range.max } };
  return { value: v };
}

/** Checks every field of `fields`: all the values, or the errors of those refused. */
export function checkNumbers<F extends string>(
  fields: readonly F[],
  form: Record<F, string>,
  ranges: Record<F, Range>,
): { ok: true; values: Record<F, number> } | { ok: false; errors: Partial<Record<F, FieldError<F>>> } {
  const errors: Partial<Record<F, FieldError<F>>> = {};
  const values = {} as Record<F, number>;
  for (const f of fields) {
    const r = checkNumber(f, form[f], ranges[f]);
    if ('error' in r) errors[f] = r.error;
    else values[f] = r.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values };
}

/** A number as the form shows it, by default in the page's language: Spanish gets a decimal comma (no grouping, so it never reads as ambiguous). */
export function numberText(x: number, lang: string = currentLanguage()): string {
  return plainNumber(x, lang);
}
