// How a trace is named on screen: the page's label for its run, or "Reno (linux) #1" (the
// algorithm's name, the stack, and the trace's number among those drawn).
import type { TFunction } from 'i18next';
import type { TcpTrace } from './tcpTraces';

export function traceLabel(t: TFunction, tr: Pick<TcpTrace, 'label' | 'cc' | 'stack' | 'index'>): string {
  if (tr.label) return tr.label;
  return t('panels.sawtooth.runLabel', { cc: t(`panels.sawtooth.ccName.${tr.cc}`, { defaultValue: tr.cc }), stack: tr.stack, n: tr.index + 1 });
}
