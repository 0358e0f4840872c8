// The application on the shown FRCT flow, from the RunRecord's flow summary: oping's summary
// (Tutorial 08: transmitted, received, loss, rtt min/avg/max/mdev) or oftp's sent and received
// lines with both CRC-64s (Tutorial 10). The tools' own two lines are shown as they print them.
import { useTranslation } from 'react-i18next';
import { formatBytes, formatMs, formatNumber, formatPercent, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import type { FlowSummary } from '../../sim';

const K = 'panels.frctCounters.app';

export function AppSummary({ flow }: { flow: FlowSummary | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  const o = flow?.oping;
  const f = flow?.oftp;
  if (!o && !f) return null;
  const ms = (x: number) => formatMs(x, lang, { digits: 3 });
  return (
    <section className="frct-app" aria-label={t(o ? `${K}.opingTitle` : `${K}.oftpTitle`)} data-testid="frct-app">
      <h3 className="frct-panel__title">{t(o ? `${K}.opingTitle` : `${K}.oftpTitle`)}</h3>
      {o ? (
        <>
          <dl className="frct-fields" data-testid="frct-oping">
            <div className="frct-fields__item" data-field="transmitted"><dt>{t(`${K}.transmitted`)}</dt><dd>{formatNumber(o.transmitted, lang, { digits: 0 })}</dd></div>
            <div className="frct-fields__item" data-field="received"><dt>{t(`${K}.received`)}</dt><dd>{formatNumber(o.received, lang, { digits: 0 })}</dd></div>
            <div className="frct-fields__item" data-field="loss"><dt>{t(`${K}.loss`)}</dt><dd>{formatPercent(o.loss_pct, lang, { digits: 0 })}</dd></div>
            <div className="frct-fields__item" data-field="ooo"><dt>{t(`${K}.outOfOrder`)}</dt><dd>{formatNumber(o.out_of_order, lang, { digits: 0 })}</dd></div>
            <div className="frct-fields__item" data-field="rtt"><dt>{t(`${K}.rtt`)}</dt><dd>{[o.rtt_ms.min, o.rtt_ms.avg, o.rtt_ms.max, o.rtt_ms.mdev].map(ms).join(' / ')}</dd></div>
          </dl>
          <p className="frct-panel__hint">{t(`${K}.asPrinted`)}</p>
          <pre className="frct-app__lines" data-testid="frct-oping-lines">{o.lines.join('\n')}</pre>
        </>
      ) : f ? (
        <>
          <dl className="frct-fields" data-testid="frct-oftp">
            <div className="frct-fields__item" data-field="sent"><dt>{t(`${K}.sent`)}</dt><dd>{formatBytes(f.sent.bytes, lang)} · {formatSeconds(f.sent.seconds, lang, { digits: 3 })} · <code>{f.sent.crc64}</code></dd></div>
            <div className="frct-fields__item" data-field="received"><dt>{t(`${K}.receivedBytes`)}</dt><dd>{formatBytes(f.received.bytes, lang)} · {formatSeconds(f.received.seconds, lang, { digits: 3 })} · <code>{f.received.crc64}</code></dd></div>
            <div className="frct-fields__item" data-field="crc"><dt>{t(`${K}.crc`)}</dt><dd data-equal={f.crc_equal ? '1' : '0'}>{t(f.crc_equal ? `${K}.crcEqual` : `${K}.crcDiffer`)}</dd></div>
          </dl>
          <p className="frct-panel__hint">{t(`${K}.asPrinted`)}</p>
          <pre className="frct-app__lines" data-testid="frct-oftp-lines">{`${f.sent.line}\n${f.received.line}`}</pre>
        </>
      ) : null}
    </section>
  );
}
