// The sentence a screen reader hears when a run ends: what FRCT repaired and what mb-ecn did,
// read from the engine's counters and fields (nothing computed here but the lookup by name).
import type { TFunction } from 'i18next';
import { formatNumber, formatRate } from '../../i18n/format';
import { counterOf, fieldOf, flowSummary, type FrctNow } from '../../panels/frct';

export function runSummary(record: unknown, flowId: string, now: FrctNow | null, t: TFunction, lang: string): string {
  const n = (x: number) => formatNumber(x, lang, { digits: 0 });
  // Each count is its own plural phrase ("1 packet", "2 packets"), picked by i18next from `count`.
  const counted = (key: 'rto' | 'sacks' | 'cuts', x: number) => t(`views.frctRepair.summaryCounts.${key}`, { n: n(x), count: x });
  return t('views.frctRepair.summary', {
    goodput: formatRate(flowSummary(record, flowId)?.goodput_mbps ?? NaN, lang),
    rto: counted('rto', counterOf(now, 'sender', 'RXM (RTO-driven) sent')),
    sack: n(counterOf(now, 'sender', 'RXM (SACK mechanism) sent')),
    sacks: counted('sacks', counterOf(now, 'receiver', 'SACKs sent')),
    paced: formatRate((fieldOf(now, 'Paced rate (bytes/s)') * 8) / 1e6, lang),
    cuts: counted('cuts', fieldOf(now, 'Signal-loss cuts (count)')),
  });
}
