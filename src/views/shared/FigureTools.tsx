// The file buttons every view shares: the figure as SVG and PNG, the data as CSV, the run as
// RunRecord JSON, and a RunRecord to open. Opened files go through the one validating parser
// (src/app/runs/parseRecord.ts): a refused file gets one sentence naming the field and what is
// valid, in the reader's language, and the page keeps everything it had. Each action comes from
// the view as a prop.
import { useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { figurePng, figureSvg } from '../../charts/exportFigure';
import { download } from './files';
import { ENGINE_VERSION, fileTooLarge, parseRecordFile, recordProblemMessage } from '../../app/runs/parseRecord';
import { useLang } from '../../i18n/useLang';
import './figureTools.css';

export interface FigureToolsProps {
  /** The element holding the figure(s) to export. */
  figureRef: RefObject<HTMLElement | null>;
  /** File name without extension, e.g. "sawtooth-reno". */
  name: string;
  /** Title written into the SVG. */
  title?: string;
  /** The data as CSV (omit when the view has none). */
  csv?: () => string | null;
  /** The run as a RunRecord (omit when the view has no runs). */
  json?: () => unknown;
  /** Draws imported records; returns an error message to show, or null. Omit for no import. */
  onImport?: (records: Record<string, unknown>[], fileName: string) => string | null;
  /** Several files may be opened at once (all are checked before any is drawn). */
  multiple?: boolean;
  /** Records without series are enough (default: series required). */
  importWithoutSeries?: boolean;
  /** Nothing to export yet. */
  empty?: boolean;
  /** No JSON to export yet (e.g. a run still going). */
  noRecord?: boolean;
  /** Buttons off while a run is going. */
  busy?: boolean;
  /** Test ids the view's earlier buttons had, kept on their labels. */
  legacyIds?: Partial<Record<'json' | 'csv' | 'import', string>>;
}

export function FigureTools(p: FigureToolsProps) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const [note, setNote] = useState<{ error: boolean; text: string } | null>(null);
  const lang = useLang();

  const exportFigure = async (kind: 'svg' | 'png') => {
    const root = p.figureRef.current;
    if (!root) return;
    try {
      if (kind === 'svg') download(`${p.name}.svg`, figureSvg(root, p.title), 'image/svg+xml');
      else download(`${p.name}.png`, await figurePng(root, 2, p.title));
      setNote(null);
    } catch (e) {
      setNote({ error: true, text: t('common.files.exportFailed', { message: e instanceof Error ? e.message : String(e) }) });
    }
  };

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length === 0 || !p.onImport) return;
    const records: Record<string, unknown>[] = [];
    const otherEngine = new Set<string>();
    for (const file of files) {
      const tooLarge = fileTooLarge(file.size);
      if (tooLarge) {
        setNote({ error: true, text: t('common.files.refused', { file: file.name, reason: recordProblemMessage(tooLarge, t, lang) }) });
        return;
      }
      const parsed = parseRecordFile(await file.text());
      if (!parsed.ok) {
        setNote({ error: true, text: t('common.files.refused', { file: file.name, reason: recordProblemMessage(parsed.problem, t, lang) }) });
        return;
      }
      if (!p.importWithoutSeries && parsed.records.some((r) => !r.series || !Array.isArray(r.series.t_s))) {
        setNote({ error: true, text: t('common.files.bad.noSeries', { file: file.name }) });
        return;
      }
      for (const v of parsed.otherEngine) otherEngine.add(v);
      records.push(...(parsed.records as unknown as Record<string, unknown>[]));
    }
    const names = files.map((f) => f.name).join(', ');
    let error: string | null;
    try {
      error = p.onImport(records, names);
    } catch (e) {
      // A view that cannot draw a valid record says so; it never leaves an uncaught error.
      error = t('common.files.bad.wrongView', { file: names, message: e instanceof Error ? e.message : String(e) });
    }
    const engineNote = otherEngine.size > 0 ? ` ${t('runs.import.otherEngine', { versions: [...otherEngine].join(', '), current: ENGINE_VERSION })}` : '';
    setNote(error ? { error: true, text: error } : { error: false, text: t('common.files.loaded', { file: names, count: records.length }) + engineNote });
  };

  const label = (which: 'json' | 'csv' | 'import', text: string) => <span data-testid={p.legacyIds?.[which]}>{text}</span>;
  const off = p.busy || p.empty;
  return (
    <div className="fig-tools" role="group" aria-label={t('common.files.group')}>
      <span className="fig-tools__label" aria-hidden="true">{t('common.files.save')}</span>
      <button type="button" className="btn btn--quiet" data-testid="export-svg" disabled={off} onClick={() => void exportFigure('svg')}>
        {t('common.files.svg')}
      </button>
      <button type="button" className="btn btn--quiet" data-testid="export-png" disabled={off} onClick={() => void exportFigure('png')}>
        {t('common.files.png')}
      </button>
      {p.csv ? (
        <button
          type="button"
          className="btn btn--quiet"
          data-testid="export-csv"
          disabled={off}
          onClick={() => {
            const text = p.csv?.();
            if (text) download(`${p.name}.csv`, text, 'text/csv');
          }}
        >
          {label('csv', t('common.files.csv'))}
        </button>
      ) : null}
      {p.json ? (
        <button
          type="button"
          className="btn btn--quiet"
          data-testid="export-json"
          disabled={off || p.noRecord}
          onClick={() => {
            const rec = p.json?.();
            if (rec) download(`${p.name}.json`, JSON.stringify(rec), 'application/json');
          }}
        >
          {label('json', t('common.files.json'))}
        </button>
      ) : null}
      {p.onImport ? (
        <>
          <button type="button" className="btn btn--quiet" disabled={p.busy} onClick={() => fileRef.current?.click()}>
            {label('import', t('common.files.import'))}
          </button>
          <input
            ref={fileRef}
            className="visually-hidden"
            type="file"
            accept="application/json,.json"
            data-testid="import-json"
            multiple={p.multiple}
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => void importFile(e)}
          />
        </>
      ) : null}
      {note ? (
        <p className={note.error ? 'fig-tools__error' : 'fig-tools__ok'} role={note.error ? 'alert' : 'status'} data-testid="import-note">
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
