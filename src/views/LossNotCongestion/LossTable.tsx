// The comparison as a table: what each run measured beside what the tutorial measured.
import '../shared/viewTable.css';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { goodputText, rttText, type BarRow } from './bars';

interface Props {
  rows: readonly BarRow[];
  name(key: string): string;
}

export function LossTable({ rows, name }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const k = (s: string) => t(`views.lossNotCongestion.table.${s}`);
  const orDash = (x: number | null | undefined, f: (v: number) => string) => (x !== null && x !== undefined && Number.isFinite(x) ? f(x) : '–');
  const mbps = (x: number) => goodputText(x, lang);
  const ms = (x: number) => rttText(x, lang);
  return (
    <div className="view-table-wrap">
      <table className="view-table" data-testid="lnc-table">
        <caption>{k('caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="view-table__text">{k('transport')}</th>
            <th scope="col">{k('goodput')}</th>
            <th scope="col">{k('tutorialGoodput')}</th>
            <th scope="col">{k('rttMedian')}</th>
            <th scope="col">{k('rttP95')}</th>
            <th scope="col">{k('tutorialRtt')}</th>
            <th scope="col">{k('retransmits')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7} className="view-table__text">{k('empty')}</td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.key} data-row={r.key} data-goodput={r.goodputMbps}>
                <th scope="row" className="view-table__text">{name(r.key)}</th>
                <td data-cell="goodput">{mbps(r.goodputMbps)}</td>
                <td>{orDash(r.refGoodputMbps, mbps)}</td>
                <td>{orDash(r.rtt?.median, ms)}</td>
                <td>{orDash(r.rtt?.p95, ms)}</td>
                <td>{orDash(r.refRttMs, ms)}</td>
                <td>
                  {formatNumber(r.retransmits, lang)}
                  {r.packetsSent > 0 ? ` (${formatPercent((100 * r.retransmits) / r.packetsSent, lang, { digits: 2 })})` : ''}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
