// The sentence that names what the run just stopped at, with its numbers ("3 duplicate ACKs at
// 0.329 s: fast recovery, ssthresh = 167, cwnd 334 → 167"), shown while the run is paused there.
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { useRun } from '../../store';
import { eventCallout, tcpFlowCount } from './eventCallout';
import './eventCallout.css';

/** `inline`: the sentence alone, inside a status line that has no room for a callout of its own. */
export function EventCallout({ runId, testId = 'event-callout', large = false, inline = false }: { runId: string | null; testId?: string; large?: boolean; inline?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const run = useRun(runId);
  const stop = run?.status === 'paused' ? run.stop : null;
  if (!stop) return null;
  const c = eventCallout(stop, lang, tcpFlowCount(run?.scenario) > 1);
  const data = { 'data-testid': testId, 'data-kind': stop.kind, 'data-t': stop.tS.toFixed(4), 'data-seen': stop.seenS.toFixed(4) };
  if (inline) return <span className="event-callout--inline" {...data}>{t(c.key, c.values)}</span>;
  return (
    <p className={`event-callout${large ? ' event-callout--large' : ''}`} role="status" aria-label={t('pauseEvents.calloutLabel')} {...data}>
      <svg className="event-callout__icon" viewBox="0 0 10 12" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="3" height="10" />
        <rect x="6" y="1" width="3" height="10" />
      </svg>
      {t(c.key, c.values)}
    </p>
  );
}
