import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import type { TableRow } from './analysis';
import { formatCells, formatKiB, type CellName } from './format';
import '../../controls/viewTable.css';

export interface ShownRow extends TableRow {
  color: string;
  shown: boolean;
  /** A live run still in progress (no throughput yet). */
  live: boolean;
}

interface Props {
  rows: readonly ShownRow[];
  onToggle(key: string): void;
  onDownload(key: string): void;
}

const COLS: readonly CellName[] = ['bound', 'unloaded', 'median', 'max', 'received', 'goodput'];

/** The notes' summary table, one row per buffer and algorithm, built from the runs. */
export function BloatTable({ rows, onToggle, onDownload }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="view-table-wrap">
      <table className="view-table bb-table" data-testid="bloat-table" data-rows={rows.length}>
        <caption>{t('views.bufferbloat.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="view-table__text">{t('views.bufferbloat.table.buffer')}</th>
            <th scope="col">{t('views.bufferbloat.table.cc')}</th>
            {COLS.map((c) => (
              <th scope="col" key={c}>
                {t(`views.bufferbloat.table.${c}`)}
              </th>
            ))}
            <th scope="col" className="bb-table__record">{t('views.bufferbloat.table.record')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={COLS.length + 3} className="view-table__text bb-table__empty">
                {t('views.bufferbloat.table.empty')}
              </td>
            </tr>
          ) : null}
          {rows.map((r) => {
            const cells = formatCells(r, lang);
            const config = t('views.bufferbloat.config', { buffer: formatKiB(r.bufferKiB, lang), cc: t(`views.bufferbloat.cc.${r.cc}`) });
            return (
              <tr key={r.key} data-buffer-kib={r.bufferKiB} data-cc={r.cc} data-queue={r.queue} data-live={r.live ? '1' : undefined}>
                <th scope="row" className="view-table__text">
                  <label className="bb-table__toggle" title={t('views.bufferbloat.table.shownLabel', { config })}>
                    <input
                      type="checkbox"
                      checked={r.shown}
                      aria-label={t('views.bufferbloat.table.shownLabel', { config })}
                      data-testid="bloat-row-shown"
                      onChange={() => onToggle(r.key)}
                    />
                    <span className="bb-swatch" style={{ background: r.color }} aria-hidden="true" />
                    {formatKiB(r.bufferKiB, lang)}
                  </label>
                </th>
                <td className="view-table__text">{t(`views.bufferbloat.cc.${r.cc}`)}</td>
                {COLS.map((c) => (
                  <td key={c} data-col={c}>
                    {c === 'goodput' && r.live ? t('views.bufferbloat.table.running') : cells[c]}
                  </td>
                ))}
                <td className="view-table__text bb-table__record">
                  <button
                    type="button"
                    className="btn btn--quiet bb-table__btn"
                    disabled={r.live}
                    aria-label={t('views.bufferbloat.table.downloadLabel', { config })}
                    onClick={() => onDownload(r.key)}
                  >
                    {t('views.bufferbloat.table.download')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
