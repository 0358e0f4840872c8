import { useTranslation } from 'react-i18next';
import { formatMs, formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import type { PingSummary } from './summary';

/** The engine's end-of-run ping summary, formatted for the current language. */
export function PingSummaryTable({ summary }: { summary: PingSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const ms = (x: number | undefined) => (x === undefined ? t('linkPing.summary.noRtt') : formatMs(x, lang, { digits: 1 }));
  return (
    <table className="summary" data-testid="ping-summary">
      <caption>{t('linkPing.summary.heading')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('linkPing.summary.sent')}</th>
          <th scope="col">{t('linkPing.summary.received')}</th>
          <th scope="col">{t('linkPing.summary.lost')}</th>
          <th scope="col">{t('linkPing.summary.min')}</th>
          <th scope="col">{t('linkPing.summary.median')}</th>
          <th scope="col">{t('linkPing.summary.max')}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td data-testid="summary-sent">{formatNumber(summary.sent, lang)}</td>
          <td data-testid="summary-received">{formatNumber(summary.received, lang)}</td>
          <td data-testid="summary-lost">{formatNumber(summary.lost, lang)}</td>
          <td data-testid="summary-min">{ms(summary.rtt?.min)}</td>
          <td data-testid="summary-median">{ms(summary.rtt?.median)}</td>
          <td data-testid="summary-max">{ms(summary.rtt?.max)}</td>
        </tr>
      </tbody>
    </table>
  );
}
