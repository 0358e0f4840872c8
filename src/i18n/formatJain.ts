// Jain's index as a student reads it: always three decimals (0,862 es / 0.862 en), and never a
// rounded 1: an index below 1 (0,99998) shows 0,999, so "1,000" means the shares are exactly equal.
import { formatNumber } from './format';

export function formatJain(x: number, lang: string): string {
  if (!Number.isFinite(x)) return formatNumber(x, lang);
  // Round to three decimals, but keep anything short of 1 below 1 (truncated to 0,999).
  const shown = x < 1 && Math.round(x * 1000) >= 1000 ? 0.999 : x;
  return formatNumber(shown, lang, { digits: 3 });
}
