import { precisionFixed, tickStep } from 'd3';
import { formatNumber } from '../i18n/format';

/** A tick formatter for a linear axis: as many decimals as the tick step needs, in `lang`. */
export function tickFormatter(domain: readonly [number, number], count: number, lang: string, scale = 1) {
  const step = tickStep(domain[0] / scale, domain[1] / scale, count);
  const digits = Number.isFinite(step) && step > 0 ? precisionFixed(step) : 0;
  return (v: number) => formatNumber(v / scale, lang, { digits });
}
