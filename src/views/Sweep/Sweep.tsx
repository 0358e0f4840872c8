// The sweep view: pick a sweep preset (or paste a sweep file), run its jobs on a pool of workers
// with progress and cancel, then read the table, a heatmap over two axes and a line plot over one,
// and export the table (CSV) and the whole result (JSON). It owns no global state. A sweep has no
// single run, so the view keeps its own engine (runSweep), in the common layout: the heatmap and
// the lines are the main figure (both on the first screen in figure-first mode), and the sweep on
// screen is in the address (?preset= or ?sweep=), so "copy link" carries it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useChrome } from '../../panels/fit';
import { useFigureFirst } from '../../store';
import { useFitHeight } from '../shared/useFitHeight';
import { ViewLayout } from '../shared/ViewLayout';
import { DEFAULT_PRESET, readSweepLink, writeSweepLink } from './link';
import { useTranslation } from 'react-i18next';
import { useChartProfile } from '../../panels/shared';
import { checkSweep, runSweep, SweepCancelled, SweepRefused, sweepPresets, type SweepOutcome, type SweepPresetInfo, type SweepRun } from '../../app/sim-client';
import { SweepHeatmap } from './SweepHeatmap';
import { SweepLines } from './SweepLines';
import { SweepTable } from './SweepTable';
import { formatAxisValue } from './format';
import { defaultSelection, fitSelection, gridOf, tableOf, type Selection, type TableKind } from './slice';
import { useLang } from '../../i18n/useLang';
import type { SweepOverBudget } from '../../app/runs/budget';
import { sweepOverBudgetText } from '../../app/runs/runMessages';
import '../../controls/viewForm.css';
import './sweep.css';

export interface SweepProps {
  /** The preset selected at first (default: the address's, else the small demo). */
  preset?: string;
  /** The address's query the sweep is read from (default: the page's). */
  search?: string;
  /** Told when a sweep fails (the app shows its banner); the view shows the failure too. */
  onRunError?: (message: string) => void;
}

type RunPhase = 'idle' | 'running' | 'done' | 'error' | 'cancelled';
interface RunStatus {
  phase: RunPhase;
  done: number;
  total: number;
  fraction: number;
  workers: number;
  message: string;
  /** A sweep refused for the browser's budget: its message is written in the page's language at each render. */
  over: SweepOverBudget | null;
}
const IDLE: RunStatus = { phase: 'idle', done: 0, total: 0, fraction: 0, workers: 0, message: '', over: null };

/** An object URL for a download link, revoked when the text changes or the view goes away. */
function useDownload(text: string | null, type: string): string | null {
  const url = useMemo(() => (text === null ? null : URL.createObjectURL(new Blob([text], { type }))), [text, type]);
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);
  return url;
}

export function Sweep({ preset, search, onRunError }: SweepProps) {
  const profile = useChartProfile();
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const [link] = useState(() => readSweepLink(search ?? location.search));
  const [presets, setPresets] = useState<SweepPresetInfo[] | null>(null);
  const [choice, setChoice] = useState(preset ?? (link.kind === 'preset' ? link.preset : DEFAULT_PRESET));
  const [pasted, setPasted] = useState(link.kind === 'sweep' ? link.text : '');
  const [usePasted, setUsePasted] = useState(link.kind === 'sweep');
  const [pasteNote, setPasteNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [status, setStatus] = useState<RunStatus>(IDLE);
  const [outcome, setOutcome] = useState<SweepOutcome | null>(null);
  const [kind, setKind] = useState<TableKind>('rows');
  const [selection, setSelection] = useState<Selection | null>(null);
  const runRef = useRef<SweepRun | null>(null);
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    onRunErrorRef.current = onRunError;
  }, [onRunError]);

  useEffect(() => {
    let live = true;
    sweepPresets().then(
      (list) => { if (live) setPresets(list); },
      (e: unknown) => { if (live) setStatus({ ...IDLE, phase: 'error', message: e instanceof Error ? e.message : String(e) }); },
    );
    return () => { live = false; };
  }, []);
  // The address follows the sweep on screen (replaceState: Back still leaves the page).
  useEffect(() => {
    if (search !== undefined) return;
    let pastedSweep: unknown;
    try {
      pastedSweep = usePasted ? JSON.parse(pasted) : undefined;
    } catch {
      pastedSweep = undefined;
    }
    const next = writeSweepLink(location.search, pastedSweep !== undefined ? { sweep: pastedSweep } : { preset: choice });
    if (next !== location.search) history.replaceState(history.state, '', `${location.pathname}${next}${location.hash}`);
  }, [search, choice, pasted, usePasted]);
  // Leaving the page stops the sweep (and terminates its workers).
  useEffect(() => () => runRef.current?.cancel(), []);

  const table = useMemo(() => (outcome ? tableOf(outcome.result, kind) : null), [outcome, kind]);
  const sel = table && selection ? fitSelection(table, selection) : null;
  const grid = table && sel ? gridOf(table, sel) : null;

  const parsePasted = (): unknown => {
    try {
      return JSON.parse(pasted) as unknown;
    } catch (e) {
      setPasteNote({ ok: false, text: t('views.sweep.badJson', { message: (e as Error).message }) });
      return undefined;
    }
  };

  const validatePasted = () => {
    const input = parsePasted();
    if (input === undefined) return;
    checkSweep(input).then(
      (jobs) => setPasteNote({ ok: true, text: t('views.sweep.pastedOk', { jobs, count: jobs }) }),
      (e: unknown) => setPasteNote({ ok: false, text: e instanceof Error ? e.message : String(e) }),
    );
  };

  const start = () => {
    let input: unknown;
    if (usePasted) {
      input = parsePasted();
      if (input === undefined) return;
    } else {
      input = presets?.find((p) => p.name === choice)?.sweep;
      if (input === undefined) return;
    }
    runRef.current?.cancel();
    setOutcome(null);
    setStatus({ ...IDLE, phase: 'running' });
    const run = runSweep(input, (p) => {
      if (runRef.current !== run) return;
      setStatus((s) => (s.phase === 'running' ? { ...s, done: p.done, total: p.total, fraction: p.fraction, workers: p.workers } : s));
    });
    runRef.current = run;
    run.done.then(
      (o) => {
        if (runRef.current !== run) return;
        runRef.current = null;
        const k: TableKind = o.result.difference ? 'difference' : 'rows';
        setKind(k);
        setSelection(defaultSelection(tableOf(o.result, k)));
        setOutcome(o);
        setStatus((s) => ({ ...s, phase: 'done', done: o.result.jobs.length, total: o.result.jobs.length, fraction: 1 }));
      },
      (e: unknown) => {
        if (runRef.current !== run) return;
        runRef.current = null;
        if (e instanceof SweepCancelled) {
          setStatus((s) => ({ ...s, phase: 'cancelled' }));
          return;
        }
        const over = e instanceof SweepRefused ? e.over : null;
        const message = over ? sweepOverBudgetText(over) : e instanceof Error ? e.message : String(e);
        setStatus((s) => ({ ...s, phase: 'error', message, over }));
        // A refusal for the budget is not a failure: it is said beside the Run button, not in the page's error banner.
        if (!over) onRunErrorRef.current?.(message);
      },
    );
  };

  const cancel = () => {
    const run = runRef.current;
    if (!run) return;
    run.cancel();
  };

  const running = status.phase === 'running';
  const statusText =
    status.phase === 'running'
      ? t('views.sweep.status.running', { done: status.done, total: status.total, count: status.total, workers: t('views.sweep.status.workers', { count: status.workers }) })
      : status.phase === 'done'
        ? t('views.sweep.status.done', { total: status.total, count: status.total })
        : status.phase === 'cancelled'
          ? t('views.sweep.status.cancelled')
          : status.phase === 'error'
            ? status.over ? sweepOverBudgetText(status.over, lang) : t('views.sweep.status.error', { message: status.message })
            : presets === null
              ? t('views.sweep.status.loading')
              : t('views.sweep.status.idle');

  const csvUrl = useDownload(outcome ? (kind === 'difference' && outcome.differenceCsv ? outcome.differenceCsv : outcome.csv) : null, 'text/csv');
  const jsonUrl = useDownload(outcome ? JSON.stringify(outcome.result, null, 2) : null, 'application/json');
  const baseName = outcome?.result.sweep.name ?? 'sweep';
  const chosen = presets?.find((p) => p.name === choice);
  // Preset descriptions in the user's language; a preset the locale files do not know yet shows the engine's text.
  const describe = (p: SweepPresetInfo): string => {
    const two = /^sce-two-flow-(flowblind|single|flows)-(.+)-vs-(.+)$/.exec(p.name);
    if (two) return t('views.sweep.presetText.twoFlow', { a: two[2], b: two[3], queue: t(`views.sweep.presetText.queue_${two[1]}`) });
    const key = `views.sweep.presetText.${p.name}`;
    return i18n.exists(key) ? t(key) : p.description;
  };

  const axisSelect = (which: 'x' | 'y', id: string) =>
    table && sel ? (
      <label className="view-field view-field__label sw-field">
        <span>{t(which === 'x' ? 'views.sweep.xAxis' : 'views.sweep.yAxis')}</span>
        <select
          data-testid={id}
          value={(which === 'x' ? sel.x : sel.y) ?? ''}
          onChange={(e) => setSelection({ ...sel, [which]: e.target.value === '' ? null : e.target.value })}
        >
          {which === 'y' ? <option value="">{t('views.sweep.none')}</option> : null}
          {table.axes.filter((a) => which === 'x' || a.label !== sel.x).map((a) => <option key={a.label} value={a.label}>{a.label}</option>)}
        </select>
      </label>
    ) : null;

  const figureFirst = useFigureFirst();
  const figureRef = useRef<HTMLDivElement>(null);
  // In figure-first mode the heatmap and the lines, side by side, end inside the first screen.
  const fit = useFitHeight(figureRef, figureFirst, 16);
  const chrome = useChrome(figureRef, '.sw-charts', profile.fontSize * 5, fit !== null);
  const chartHeight = fit !== null ? Math.max(profile.fontSize * 12, fit - chrome) : undefined;

  const source = (
    <fieldset className="view-form__set sw-source" disabled={running}>
      <legend>{t('views.sweep.source')}</legend>
      <label className="view-field view-field__label sw-field">
        <span>{t('views.sweep.preset')}</span>
        <select data-testid="sweep-preset" value={choice} onChange={(e) => { setChoice(e.target.value); setUsePasted(false); }}>
          {(presets ?? []).map((p) => (
            <option key={p.name} value={p.name}>
              {p.problem === null
                ? t('views.sweep.presetJobs', { name: p.name, jobs: p.jobs, count: p.jobs })
                : t('views.sweep.presetNeeds', { name: p.name, needs: p.needs.join(', ') })}
            </option>
          ))}
          {presets === null || !presets.some((p) => p.name === choice) ? <option value={choice}>{choice}</option> : null}
        </select>
      </label>
      {chosen && !usePasted ? <p className="sw-desc" data-testid="sweep-preset-description">{describe(chosen)}</p> : null}
      {presets !== null && !chosen && !usePasted ? <p className="sw-note sw-note--bad" role="alert" data-testid="sweep-preset-unknown">{t('views.sweep.unknownPreset', { name: choice })}</p> : null}
      <details className="sw-paste" open={link.kind === 'sweep' || undefined}>
        <summary>{t('views.sweep.paste')}</summary>
        <textarea
          data-testid="sweep-json" rows={8} spellCheck={false} value={pasted}
          onChange={(e) => { setPasted(e.target.value); setPasteNote(null); }}
          onBlur={() => { if (pasted.trim() !== '') validatePasted(); }}
        />
        <label className="sw-check">
          <input type="checkbox" data-testid="sweep-use-json" checked={usePasted} onChange={(e) => setUsePasted(e.target.checked)} />
          <span>{t('views.sweep.usePasted')}</span>
        </label>
        {pasteNote ? <p className={pasteNote.ok ? 'sw-note' : 'sw-note sw-note--bad'} role="status" data-testid="sweep-json-note">{pasteNote.text}</p> : null}
      </details>
    </fieldset>
  );

  const controls = (
    <div className="sw-run">
      <div className="sw-buttons">
        <button type="button" className="btn btn--primary" data-testid="sweep-run" disabled={running || presets === null} onClick={start}>
          <span aria-hidden="true">▶ </span>{t('views.sweep.run')}
        </button>
        <button type="button" className="btn" data-testid="sweep-cancel" disabled={!running} onClick={cancel}>
          <span aria-hidden="true">■ </span>{t('views.sweep.cancel')}
        </button>
        <p className={status.phase === 'error' ? 'sw-status sw-status--bad' : 'sw-status'} data-testid="sweep-status" data-state={status.phase} role="status">
          {statusText}
        </p>
      </div>
      <div
        className="sw-progress" data-testid="sweep-progress" data-fraction={status.fraction.toFixed(3)}
        role="progressbar" aria-label={t('views.sweep.progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(status.fraction * 100)}
      >
        <div className="sw-progress__bar" style={{ width: `${(status.fraction * 100).toFixed(1)}%` }} />
      </div>
      {link.kind === 'bad' ? <p className="sw-note sw-note--bad" role="alert" data-testid="sweep-link-warning">{t(`views.sweep.badLink.${link.problem}`)}</p> : null}
    </div>
  );

  const results = outcome && table && sel && grid;
  const figure = (
    <div className="sw-main" ref={figureRef} data-testid="sweep-main">
      {results ? (
        <>
          <div className={`sw-controls${figureFirst ? ' sw-controls--inline' : ''}`}>
            {outcome.result.difference ? (
              <label className="view-field view-field__label sw-field">
                <span>{t('views.sweep.table')}</span>
                <select data-testid="sweep-table-kind" value={kind} onChange={(e) => setKind(e.target.value as TableKind)}>
                  <option value="difference">
                    {t('views.sweep.tableDifference', {
                      axis: outcome.result.difference.axis,
                      value: formatAxisValue(outcome.result.difference.value, lang),
                      minus: formatAxisValue(outcome.result.difference.minus, lang),
                    })}
                  </option>
                  <option value="rows">{t('views.sweep.tableRows')}</option>
                </select>
              </label>
            ) : null}
            <label className="view-field view-field__label sw-field">
              <span>{t('views.sweep.figure')}</span>
              <select data-testid="sweep-figure" value={sel.figure} onChange={(e) => setSelection({ ...sel, figure: e.target.value })}>
                {table.figures.map((f) => <option key={f} value={f}>{f}</option>)}
              </select>
            </label>
            {axisSelect('x', 'sweep-x')}
            {axisSelect('y', 'sweep-y')}
            {table.axes.filter((a) => a.label !== sel.x && a.label !== sel.y && a.values.length > 1).map((a) => (
              <label className="view-field view-field__label sw-field" key={a.label}>
                <span>{t('views.sweep.hold', { axis: a.label })}</span>
                <select value={sel.fixed[a.label]} onChange={(e) => setSelection({ ...sel, fixed: { ...sel.fixed, [a.label]: Number(e.target.value) } })}>
                  {a.values.map((v, i) => <option key={i} value={i}>{formatAxisValue(v, lang)}</option>)}
                </select>
              </label>
            ))}
          </div>
          <div className={`sw-charts${figureFirst ? ' sw-charts--side' : ''}`}>
            <div className="sw-chart">
              {figureFirst ? null : <h3>{t('views.sweep.heatmap')}</h3>}
              <SweepHeatmap
                grid={grid} diverging={table.diverging} profile={profile} xLabel={sel.x ?? ''} yLabel={sel.y ?? ''} height={chartHeight} showCaption={!figureFirst}
                caption={t('views.sweep.heatmapCaption', { figure: sel.figure, x: sel.x ?? '–', y: sel.y ?? '–' })}
              />
            </div>
            <div className="sw-chart">
              {figureFirst ? null : <h3>{t('views.sweep.lines')}</h3>}
              <SweepLines
                grid={grid} profile={profile} xLabel={sel.x ?? ''} yLabel={sel.figure} seriesLabel={sel.y} height={chartHeight} showCaption={!figureFirst}
                caption={t('views.sweep.linesCaption', { figure: sel.figure, x: sel.x ?? '–' })}
              />
            </div>
          </div>
        </>
      ) : (
        <p className="sw-empty" data-testid="sweep-empty">{t(running ? 'views.sweep.emptyRunning' : 'views.sweep.empty')}</p>
      )}
    </div>
  );

  return (
    <div className="sw" aria-label={t('views.sweep.title')} role="region">
      <ViewLayout
        testId="view-sweep"
        formColumn="minmax(16rem, 24rem)"
        form={source}
        controls={controls}
        figure={figure}
        below={
          results ? (
            <div className="sw-results">
              <h2>{t('views.sweep.results')}</h2>
              <SweepTable table={table} />
              <p className="sw-export">
                <span>{t('views.sweep.export')}:</span>
                {csvUrl ? <a className="btn" data-testid="sweep-export-csv" href={csvUrl} download={`${baseName}${kind === 'difference' ? '-difference' : ''}.csv`}>{t('views.sweep.exportCsv')}</a> : null}
                {jsonUrl ? <a className="btn" data-testid="sweep-export-json" href={jsonUrl} download={`${baseName}.json`}>{t('views.sweep.exportJson')}</a> : null}
              </p>
            </div>
          ) : null
        }
      />
    </div>
  );
}
