// The live ping counters of one run: the last RTT, pings sent, answered and lost, and the queue's
// drops, exactly as the engine counted them (its running counters while live, the summary once
// there is one). Re-renders with the run's batches: a few numbers, no drawing.
import { useTranslation } from 'react-i18next';
import { formatMs, formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { seriesOf, useRun, useRunVersion } from '../../store';
import { pingCounts } from './pingCounts';

/** `tight`: smaller type on one line (figure first, where the charts need the height). */
export function PingReadout({ runId, pingId, tight = false }: { runId: string; pingId: string | null; tight?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  useRunVersion(runId);
  const meta = useRun(runId);
  const c = pingCounts(seriesOf(runId), meta?.summary ?? null, pingId);
  const n = (x: number) => formatNumber(x, lang);
  const item = (key: string, testId: string, value: string) => (
    <div className="readout__item">
      <dt>{t(`panels.pingRtt.readout.${key}`)}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <dl className={`readout${tight ? ' readout--tight' : ''}`} aria-label={t('panels.pingRtt.readout.heading')}>
      <div className="readout__item readout__item--main">
        <dt>{t('panels.pingRtt.readout.lastRtt')}</dt>
        <dd data-testid="ping-last-rtt" className={c.lastRttMs === null ? 'readout__none' : undefined}>
          {c.lastRttMs === null ? t('panels.pingRtt.readout.none') : formatMs(c.lastRttMs, lang, { digits: 1 })}
        </dd>
      </div>
      {item('sent', 'ping-sent', n(c.sent))}
      {item('received', 'ping-received', n(c.received))}
      {item('lost', 'ping-lost', n(c.lost))}
      {item('drops', 'queue-drops', n(c.drops))}
    </dl>
  );
}
