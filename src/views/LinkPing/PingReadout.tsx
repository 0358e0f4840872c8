import { useTranslation } from 'react-i18next';
import { formatMs, formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import type { LiveData } from './live';

/** Live counters, exactly as the worker reported them. */
export function PingReadout({ data }: { data: LiveData }) {
  const { t } = useTranslation();
  const lang = useLang();
  const n = (x: number) => formatNumber(x, lang);
  return (
    <dl className="readout" aria-label={t('linkPing.readout.heading')}>
      <div className="readout__item readout__item--main">
        <dt>{t('linkPing.readout.lastRtt')}</dt>
        <dd data-testid="ping-last-rtt" className={data.lastRttMs === null ? 'readout__none' : undefined}>
          {data.lastRttMs === null ? t('linkPing.readout.none') : formatMs(data.lastRttMs, lang, { digits: 1 })}
        </dd>
      </div>
      <div className="readout__item">
        <dt>{t('linkPing.readout.sent')}</dt>
        <dd data-testid="ping-sent">{n(data.sent)}</dd>
      </div>
      <div className="readout__item">
        <dt>{t('linkPing.readout.received')}</dt>
        <dd data-testid="ping-received">{n(data.received)}</dd>
      </div>
      <div className="readout__item">
        <dt>{t('linkPing.readout.lost')}</dt>
        <dd data-testid="ping-lost">{n(data.lost)}</dd>
      </div>
      <div className="readout__item">
        <dt>{t('linkPing.readout.drops')}</dt>
        <dd data-testid="queue-drops">{n(data.queueDrops)}</dd>
      </div>
    </dl>
  );
}
