// The sentence a screen reader hears when a run ends: what FRCT repaired and what mb-ecn did,
// read from the engine's counters and fields (nothing computed here but the lookup by name).
import type { TFunction } from 'i18next';
import { formatNumber, formatRate } from '../../i18n/format';
import type { RunData } from './live';

function counter(run: RunData, side: 'sender' | 'receiver', name: string): number {
  const i = run.names?.counters.indexOf(name) ?? -1;
  return i >= 0 && run.live ? run.live[side][i] : NaN;
}

function field(run: RunData, name: string): number {
  const i = run.names?.mbecn.indexOf(name) ?? -1;
  return i >= 0 && run.live ? run.live.mbecn[i] : NaN;
}

export function runSummary(run: RunData, t: TFunction, lang: string): string {
  const flow = (run.record as { summary?: { flows?: { id: string; goodput_mbps?: number }[] } } | null)?.summary?.flows?.find((f) => f.id === run.flowId);
  const n = (x: number) => formatNumber(x, lang, { digits: 0 });
  return t('views.frctRepair.summary', {
    goodput: formatRate(flow?.goodput_mbps ?? NaN, lang),
    rto: n(counter(run, 'sender', 'RXM (RTO-driven) sent')),
    sack: n(counter(run, 'sender', 'RXM (SACK mechanism) sent')),
    sacks: n(counter(run, 'receiver', 'SACKs sent')),
    paced: formatRate((field(run, 'Paced rate (bytes/s)') * 8) / 1e6, lang),
    cuts: n(field(run, 'Signal-loss cuts (count)')),
  });
}
