import { formatNumber } from '../../i18n/format';
import type { AxisValue } from '../../sim/sweep';

/** About three significant figures, locale digits; '–' for a missing value. */
export function formatFigure(v: number | null, lang: string): string {
  if (v === null) return '–';
  const a = Math.abs(v);
  const digits = a === 0 ? 0 : a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : 3;
  return formatNumber(v, lang, { maxDigits: digits });
}

export function formatAxisValue(v: AxisValue, lang: string): string {
  if (typeof v === 'number') return formatNumber(v, lang, { maxDigits: 4 });
  return v === null ? '–' : String(v);
}
