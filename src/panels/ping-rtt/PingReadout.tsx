// The live ping counters of one run: the last RTT, pings sent, answered, lost and still on their
// way (sent = answered + lost + in flight), and the queue's
// drops, exactly as the engine counted them (its running counters while live, the summary once
// there is one). Re-renders with the run's batches: a few numbers, no drawing.
import { useTranslation } from 'react-i18next';
import { formatMs, formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { seriesOf, useRun, useRunVersion } from '../../store';
import { Readout, ReadoutItem } from '../Readout';
import { pingCounts } from './pingCounts';

/** `tight`: smaller type on one line (figure first, where the charts need the height). */
export function PingReadout({ runId, pingId, tight = false }: { runId: string; pingId: string | null; tight?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  useRunVersion(runId);
  const meta = useRun(runId);
  const c = pingCounts(seriesOf(runId), meta?.summary ?? null, pingId);
  const n = (x: number) => formatNumber(x, lang);
  const term = (key: string) => t(`panels.pingRtt.readout.${key}`);
  return (
    <Readout label={t('panels.pingRtt.readout.heading')} tight={tight}>
      <ReadoutItem main term={term('lastRtt')} testId="ping-last-rtt" none={c.lastRttMs === null} value={c.lastRttMs === null ? term('none') : formatMs(c.lastRttMs, lang, { digits: 1 })} />
      <ReadoutItem term={term('sent')} testId="ping-sent" value={n(c.sent)} />
      <ReadoutItem term={term('received')} testId="ping-received" value={n(c.received)} />
      <ReadoutItem term={term('lost')} testId="ping-lost" value={n(c.lost)} />
      <ReadoutItem term={term('inFlight')} testId="ping-in-flight" value={n(c.inFlight)} />
      <ReadoutItem term={term('drops')} testId="queue-drops" value={n(c.drops)} />
    </Readout>
  );
}
