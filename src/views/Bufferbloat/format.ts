// The table's cells as text in a language (numbers per locale, SI/IEC unit symbols).
import { formatMs, formatNumber, formatRate } from '../../i18n/format';
import type { TableRow } from './analysis';

export type CellName = 'bound' | 'unloaded' | 'median' | 'max' | 'received' | 'goodput';

export function formatKiB(kib: number, lang: string): string {
  return `${formatNumber(kib, lang, { maxDigits: 1 })} KiB`;
}

/** One decimal for RTTs (as the notes write them: 41,1 ms), one for throughput. */
export function formatCells(row: TableRow, lang: string): Record<CellName, string> {
  return {
    bound: formatMs(row.boundMs, lang, { digits: 1 }),
    unloaded: Number.isFinite(row.unloadedMs) ? formatMs(row.unloadedMs, lang, { digits: 1 }) : '–',
    median: Number.isFinite(row.medianMs) ? formatMs(row.medianMs, lang, { digits: 1 }) : '–',
    max: Number.isFinite(row.maxMs) ? formatMs(row.maxMs, lang, { digits: 1 }) : '–',
    received: `${formatNumber(row.received, lang)} / ${formatNumber(row.sent, lang)}`,
    goodput: Number.isFinite(row.goodputMbps) ? formatRate(row.goodputMbps, lang, { digits: 1 }) : '–',
  };
}
