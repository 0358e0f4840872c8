// The comparison as a table: what each finished run measured beside what Ouroboros Tutorial 10
// measured (the goodput and RTT bars' numbers, for reading and for screen readers). FRCT's row
// has both round trips: FRCT's own (the RTT columns) and the IPCP's heartbeats'.
import '../../controls/viewTable.css';
import { useTranslation } from 'react-i18next';
import { formatMs, formatNumber, formatPercent } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { goodputText, rttText, type BarRow } from './barData';
import { useRunBars } from './BarsPanel';

const COLUMNS = ['transport', 'goodput', 'tutorialGoodput', 'rttMedian', 'rttP95', 'tutorialRtt', 'ipcpRtt', 'retransmits'] as const;

export function BarsTable({ runIds }: { runIds: readonly string[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rows = useRunBars(runIds).flatMap((b): BarRow[] => (b.row ? [b.row] : []));
  const name = (key: string) => t(`panels.bars.transport.${key}`, { defaultValue: key });
  const k = (s: string) => t(`panels.bars.table.${s}`);
  const orDash = (x: number | null | undefined, f: (v: number) => string) => (x !== null && x !== undefined && Number.isFinite(x) ? f(x) : '–');
  const mbps = (x: number) => goodputText(x, lang);
  const ms = (x: number) => rttText(x, lang);
  // The heartbeats' round trip differs from the path's by tenths of a millisecond: one decimal.
  const ms1 = (x: number) => formatMs(x, lang, { maxDigits: 1 });
  return (
    <div className="view-table-wrap">
      <table className="view-table" data-testid="lnc-table">
        <caption>{k('caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((c, i) => (
              <th key={c} scope="col" className={i === 0 ? 'view-table__text' : undefined}>{k(c)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length} className="view-table__text">{k('empty')}</td>
            </tr>
          ) : (
            rows.map((r, i) => (
              <tr key={`${r.key}-${i}`} data-row={r.key} data-goodput={r.goodputMbps}>
                <th scope="row" className="view-table__text">{name(r.key)}</th>
                <td data-cell="goodput">{mbps(r.goodputMbps)}</td>
                <td>{orDash(r.refGoodputMbps, mbps)}</td>
                <td>{orDash(r.rtt?.median, ms)}</td>
                <td>{orDash(r.rtt?.p95, ms)}</td>
                <td>{orDash(r.refRttMs, ms)}</td>
                <td data-cell="ipcpRtt">
                  {orDash(r.ipcpRttMs, ms1)}
                  {r.ipcpRttMs !== null && r.refIpcpRttMs !== null ? ` (${ms1(r.refIpcpRttMs)})` : ''}
                </td>
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
