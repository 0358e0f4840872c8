import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { formatAxisValue, formatFigure } from './format';
import { dataName, type TableView } from './slice';

/** Every row of the table shown: axis values, then each figure (and each repetition's value). */
export function SweepTable({ table }: { table: TableView }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="sw-table-wrap">
      <table className="sw-table" data-testid="sweep-table" data-kind={table.kind} data-rows={table.rows.length}>
        <thead>
          <tr>
            {table.axes.map((a) => <th key={a.label} scope="col">{a.label}</th>)}
            {table.figures.map((f) => <th key={f} scope="col" className="sw-num">{f}</th>)}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r, i) => {
            const data: Record<string, string> = {};
            for (const a of table.axes) data[`data-axis-${dataName(a.label)}`] = String(r.axes[a.label]);
            for (const f of table.figures) data[`data-fig-${dataName(f)}`] = r.figures[f] === null ? '' : String(r.figures[f]);
            return (
              <tr key={i} data-row={i} {...data}>
                {table.axes.map((a) => <td key={a.label}>{formatAxisValue(r.axes[a.label], lang)}</td>)}
                {table.figures.map((f) => {
                  const runs = r.runs[f];
                  return (
                    <td key={f} className="sw-num">
                      {formatFigure(r.figures[f], lang)}
                      {runs && runs.length > 1 ? (
                        <span className="sw-runs" title={t('views.sweep.runsHeader')}> ({runs.map((v) => formatFigure(v, lang)).join(' · ')})</span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
