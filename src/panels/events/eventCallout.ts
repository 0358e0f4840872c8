// The callout that names what just happened when a run stopped at an event (src/sim/live/
// pause-events.ts), with its numbers: which message (an i18n key under pauseEvents.callout) and
// the values it fills in, formatted for the reader's language. Pure, so Node tests it.
import type { PauseEvent } from '../../sim';
import { formatMs, formatNumber, formatSeconds } from '../../i18n/format';

export interface CalloutText {
  /** i18n key of the sentence. */
  key: string;
  values: Record<string, string>;
}

const seg = (x: number, lang: string) => formatNumber(x, lang, { maxDigits: x < 10 ? 1 : 0 });
const kib = (bytes: number, lang: string) => formatNumber(bytes / 1024, lang, { maxDigits: bytes < 10 * 1024 ? 1 : 0 });

/** The callout's key and values; `flowPrefix` names the flow (runs with several TCP flows). */
export function eventCallout(e: PauseEvent, lang: string, flowPrefix = false): CalloutText {
  const values: Record<string, string> = {
    t: formatSeconds(e.tS, lang, { digits: 3 }),
    cwnd: seg(e.cwnd, lang),
    cwndBefore: seg(e.cwndBefore, lang),
    ssthresh: seg(e.ssthresh, lang),
    minRtt: formatMs(e.minRttMs, lang),
    kib: kib(e.queueBytes, lang),
    limit: kib(e.queueLimitBytes, lang),
    delay: formatMs(e.queueDelayMs, lang),
    flow: e.flow ?? '',
  };
  let key: string;
  switch (e.kind) {
    case 'slow-start-end':
      key = `pauseEvents.callout.slowStartEnd.${e.cause ?? 'threshold'}`;
      break;
    case 'queue-full':
      key = Number.isFinite(e.queueLimitBytes) ? 'pauseEvents.callout.queueFull' : 'pauseEvents.callout.queueFullPackets';
      break;
    case 'drop':
      key = e.where === 'link' ? 'pauseEvents.callout.dropLink' : 'pauseEvents.callout.dropQueue';
      break;
    case 'probe-rtt':
      key = 'pauseEvents.callout.probeRtt';
      break;
    default:
      key = `pauseEvents.callout.${e.kind}`;
  }
  return { key, values: { ...values, prefix: flowPrefix && e.flow ? `${e.flow}: ` : '' } };
}

/** How many TCP flows a scenario has (a callout names the flow when there are several). */
export function tcpFlowCount(scenario: unknown): number {
  const flows = (scenario as { flows?: { transport?: string; parallel?: number }[] } | null)?.flows;
  if (!Array.isArray(flows)) return 0;
  return flows.reduce((n, f) => n + ((f?.transport ?? 'tcp') === 'tcp' ? Math.max(1, Number(f?.parallel ?? 1)) : 0), 0);
}
