// The "Bufferbloat" view: ping RTT before and during a bulk TCP transfer through the same queue,
// for several buffer sizes and algorithms (the course's `bench.py bloat`). A form (its options
// declared once in ./declaration) and a layout of panels over the store's runs: one configuration
// runs live (the RTT climbs as the queue fills), or "run the whole table" runs every configuration
// to its end. The view computes no network behaviour: its table splits the pings the engine
// measured at the flow's start, sorts and counts them (./analysis).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addRecord, removeRun, removeRunsOf, runAllToEndInStore, setRunSpeed, startRun } from '../../app/runs/controller';
import { useLang } from '../../i18n/useLang';
import { Panel } from '../../panels/Panel';
import { useChartProfile } from '../../panels/shared';
import { useElementHeight } from '../../panels/useElementHeight';
import { useRunsTick } from '../../panels/shared';
import type { RunRecord } from '../../sim';
import { runsStore, seriesOf, useFigureFirst, useRunIds, useRunMetas, type RunMeta } from '../../store';
import { FigureTools } from '../shared/FigureTools';
import { FormInvalid } from '../../controls/FormInvalid';
import { download } from '../shared/files';
import { RunBar } from '../../controls/RunBar';
import { useFitHeight } from '../shared/useFitHeight';
import { useRunKeys } from '../../controls/useRunKeys';
import { ViewLayout } from '../shared/ViewLayout';
import { useRunOwner } from '../../controls/compare/compareColumn';
import { configKeyOf, liveRowSource, recordProblem, rowsCsv, runFromRecord, sortRows, tableRow } from './analysis';
import { BloatForm } from './BloatForm';
import { BloatTable, type ShownRow } from './BloatTable';
import { paletteColor } from './colors';
import { BUFFERBLOAT_DECLARATION } from './declaration';
import { formatCells, formatKiB } from './format';
import { buildScenario, configurations, DEFAULT_OPTIONS, formFromOptions, PING_ID, sameSetup, SPEEDS, UNLOADED_S, validateForm, type BufferbloatForm, type BufferbloatOptions, type Configuration, type FormErrors } from './options';
import { TableProgress, tableStatus, type TableState } from './TableProgress';
import './bufferbloat.css';


export interface BufferbloatProps {
  /** Initial options (the notes' experiment by default); the user can change them. */
  initial?: Partial<BufferbloatOptions>;
  /** Told when a run fails (the app shows its banner); the view shows the failure too. */
  onRunError?: (message: string) => void;
  /** Told when the user changes the options to valid ones (the page keeps its address in step). */
  onOptionsChange?: (options: BufferbloatOptions) => void;
}

/** A run's row of the table: from its record once done, from what it streamed while live. */
function rowOf(m: RunMeta | undefined): (Omit<ShownRow, 'color' | 'shown'> & { runId: string }) | null {
  if (!m) return null;
  if (m.status === 'done' && m.record) {
    try {
      return { ...tableRow(runFromRecord(m.record, m.source === 'record' ? 'import' : 'live')), live: false, runId: m.id };
    } catch {
      return null;
    }
  }
  if (m.status !== 'running' && m.status !== 'paused') return null;
  const s = seriesOf(m.id);
  const pingId = (m.scenario as { pings?: { id?: string }[] }).pings?.[0]?.id ?? PING_ID;
  const p = s?.pings[pingId];
  const source = liveRowSource(m.scenario, p ? { t: p.t.data, rtt: p.rtt.data, length: p.t.length } : undefined, s?.counters?.pings_sent ?? 0);
  return source ? { ...tableRow(source), live: true, runId: m.id } : null;
}

export function Bufferbloat({ initial, onRunError, onOptionsChange }: BufferbloatProps) {
  // The view's runs (in a side-by-side column, the column's: bufferbloat:a, bufferbloat:b).
  const OWNER = useRunOwner(BUFFERBLOAT_DECLARATION.id);
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const [start] = useState(() => ({ ...DEFAULT_OPTIONS, ...initial }));
  const [form, setForm] = useState<BufferbloatForm>(() => formFromOptions(start, lang));
  const [errors, setErrors] = useState<FormErrors>({});
  // The options the table's rows were measured with (other link or ping settings start a new table).
  const [setup, setSetup] = useState<BufferbloatOptions>(start);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [ranTable, setTable] = useState<TableState | null>(null);
  const tableIds = useMemo(() => ranTable?.ids ?? [], [ranTable]);
  const [liveKey, setLiveKey] = useState(() => configurations(start).at(-1)?.key ?? '');
  const runIds = useRunIds(OWNER);
  const metas = useRunMetas(runIds);
  const liveIds = metas.filter((m) => m && (m.status === 'running' || m.status === 'paused')).map((m) => m!.id);
  const tick = useRunsTick(liveIds);
  const tableMetas = useRunMetas(tableIds);
  // A table whose runs are gone (cancelled, or cleared) is no table.
  const table = tableMetas.some(Boolean) ? ranTable : null;
  const tableNow = tableStatus(table, tableMetas);
  const runId = (table && tableNow.going >= 0 ? table.ids[tableNow.going] : null) ?? (runIds.length > 0 ? runIds[runIds.length - 1] : null);
  const active = liveIds.length > 0 || (table !== null && !tableNow.over);
  const figureRef = useRef<HTMLDivElement>(null);
  const figureFirst = useFigureFirst();
  const fit = useFitHeight(figureRef, figureFirst);
  // Leaving the page stops its runs.
  useEffect(() => () => removeRunsOf(OWNER), [OWNER]);

  const configName = (c: Pick<Configuration, 'bufferKiB' | 'cc'>) => t('views.bufferbloat.config', { buffer: formatKiB(c.bufferKiB, lang), cc: t(`views.bufferbloat.cc.${c.cc}`) });
  const formConfigs = useMemo(() => {
    const checked = validateForm(form, { seed: start.seed });
    return checked.ok ? configurations(checked.options) : [];
  }, [form, start.seed]);
  const chosenLive = formConfigs.find((c) => c.key === liveKey) ?? formConfigs[formConfigs.length - 1];

  const checkForm = (): BufferbloatOptions | null => {
    const checked = validateForm(form, { seed: start.seed });
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="view-bufferbloat"] [aria-invalid="true"]')?.focus());
      return null;
    }
    setErrors({});
    return checked.options;
  };
  const removeKey = (key: string) => {
    for (const id of runsStore.ids()) if (runsStore.get(id)?.owner === OWNER && configKeyOf(runsStore.get(id)?.scenario) === key) removeRun(id);
  };
  const failed = (message: string | null) => {
    if (message !== null) onRunError?.(message);
  };

  const startLive = () => {
    const options = checkForm();
    if (!options || active) return;
    const config = configurations(options).find((c) => c.key === chosenLive?.key) ?? configurations(options).at(-1);
    if (!config) return;
    if (!sameSetup(options, setup)) removeRunsOf(OWNER);
    else removeKey(config.key);
    setSetup(options);
    setTable(null);
    setHidden((h) => new Set([...h].filter((k) => k !== config.key)));
    startRun(buildScenario(options, config), { owner: OWNER, label: config.key, speed: options.speed, onEnd: (m) => failed(m.status === 'failed' ? (m.error ?? '') : null) });
  };

  const runAll = () => {
    const options = checkForm();
    if (!options || active) return;
    removeRunsOf(OWNER);
    setSetup(options);
    setHidden(new Set());
    // Every configuration side by side on the worker pool, as the other tables of runs.
    const configs = configurations(options);
    const ids = runAllToEndInStore(configs.map((c) => buildScenario(options, c)), { owner: OWNER, labels: configs.map((c) => c.key) });
    setTable({ ids, names: configs.map(configName) });
  };
  // A cancelled table is dropped whole (its finished rows too): nothing half-measured stays; a
  // failed run is told once and the table stops there.
  const told = useRef(new Set<string>());
  useEffect(() => {
    if (tableMetas.some((m) => m?.status === 'cancelled')) {
      removeRunsOf(OWNER);
      return;
    }
    for (const m of tableMetas) {
      if (m?.status === 'failed' && !told.current.has(m.id)) {
        told.current.add(m.id);
        onRunError?.(m.error ?? '');
      }
    }
  }, [tableMetas, OWNER, onRunError]);

  const changeForm = (next: BufferbloatForm) => {
    if (next.speed !== form.speed) for (const id of liveIds) setRunSpeed(id, next.speed);
    setForm(next);
    const checked = validateForm(next, { seed: start.seed });
    if (Object.keys(errors).length > 0) setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onOptionsChange?.(checked.options);
  };
  // Space, → and + − for the live run; during the table the speed stays the table's.
  const inTable = table !== null && !tableNow.over;
  useRunKeys(runId, startLive, inTable ? undefined : SPEEDS, (s) => changeForm({ ...form, speed: s }), true, form.speed);

  /** Opened records join the table (a bad one refuses the whole lot: nothing changes). */
  const importRecords = (list: Record<string, unknown>[], fileName: string): string | null => {
    for (const rec of list) {
      const problem = recordProblem(rec);
      if (problem) return t(`views.bufferbloat.import.${problem}`, { file: fileName });
    }
    for (const rec of list) {
      const key = configKeyOf(rec.scenario);
      if (key) removeKey(key);
      addRecord(rec as unknown as RunRecord, OWNER, key ?? undefined);
    }
    return null;
  };

  // ---- the table's rows (the live one included), in the notes' order, one colour each ------------
  const rows = useMemo((): (ShownRow & { runId: string })[] => {
    const all = sortRows(metas.map(rowOf).filter((r): r is NonNullable<ReturnType<typeof rowOf>> => r !== null));
    return all.map((r, i) => ({ ...r, color: paletteColor(profile, i), shown: !hidden.has(r.key) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `tick` stands for the live run's series growing in place
  }, [metas, hidden, profile, tick]);
  const shownRows = rows.filter((r) => r.shown);
  const finished = rows.filter((r) => !r.live);
  const metaOf = (id: string) => metas.find((m) => m?.id === id);
  const last = finished.length > 0 ? finished[finished.length - 1] : null;
  const lastRecord = (() => {
    const done = metas.filter((m) => m?.status === 'done' && m.record);
    return done.length > 0 ? done[done.length - 1]!.record : null;
  })();
  const lastSummary = last ? t('views.bufferbloat.summary', { config: configName(last), ...formatCells(last, lang) }) : '';
  // Figure first: the two charts side by side, as tall as the screen leaves under the legend.
  const [legendRef, legendH] = useElementHeight<HTMLUListElement>();
  const chartH = fit !== null ? Math.max(180, fit - legendH - 44) : undefined;
  const figureOptions = {
    colors: shownRows.map((r) => r.color),
    durationS: UNLOADED_S + setup.loadS,
    delayMs: setup.delayMs,
    // Figure first: the legend and the axes say what the two charts are.
    caption: figureFirst ? (false as const) : undefined,
  };

  return (
    // tabIndex -1: a click anywhere in the view focuses it, so its keys work without a Tab first.
    <div className="bb" data-testid="view-bufferbloat" tabIndex={-1}>
      <ViewLayout
        testId="bufferbloat-layout"
        formColumn="minmax(14rem, 17rem)"
        form={
          <BloatForm form={form} errors={errors} locked={active} configs={formConfigs} liveKey={chosenLive?.key ?? ''} onLiveKey={setLiveKey} onChange={changeForm} onSubmit={startLive} />
        }
        controls={
          <>
            <RunBar runId={runId} prefix="bloat" onRun={startLive} canRun={!active} idleText={t('views.bufferbloat.status.idle')}>
              <button type="button" className="btn btn--primary" data-testid="bloat-run-all" disabled={active} title={t('views.bufferbloat.runAllHint')} onClick={runAll}>
                {t('views.bufferbloat.runAll')}
              </button>
            </RunBar>
            <TableProgress table={table} brief={figureFirst} />
            <FormInvalid errors={errors} text={t('views.bufferbloat.validation.formInvalid')} />
          </>
        }
        figure={
          <div className="bb__figures" ref={figureRef}>
            {shownRows.length > 0 ? (
              <ul className="bb-legend" ref={legendRef} aria-label={t('views.bufferbloat.chart.legend')} data-export-legend="" data-testid="bloat-legend">
                {shownRows.map((r) => (
                  <li key={r.key} className="bb-legend__item">
                    <span className="bb-swatch" style={{ background: r.color }} aria-hidden="true" />
                    {configName(r)}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className={`bb__charts${figureFirst ? ' bb__charts--side' : ''}`}>
              <Panel name="ping-rtt" runIds={shownRows.map((r) => r.runId)} height={chartH} options={{ ...figureOptions, testId: 'bloat-timeline', readout: false, emptyText: t('views.bufferbloat.chart.empty') }} />
              <Panel name="ping-cdf" runIds={shownRows.map((r) => r.runId)} height={chartH} options={{ ...figureOptions, testId: 'bloat-distribution' }} />
            </div>
          </div>
        }
        below={
          <>
            <BloatTable
              rows={rows}
              onToggle={(key) =>
                setHidden((h) => {
                  const next = new Set(h);
                  if (next.has(key)) next.delete(key);
                  else next.add(key);
                  return next;
                })
              }
              onDownload={(key) => {
                const row = rows.find((r) => r.key === key);
                const rec = row ? metaOf(row.runId)?.record : null;
                if (rec) download(`bufferbloat-${key}.json`, JSON.stringify(rec, null, 1), 'application/json');
              }}
            />
            <p className="visually-hidden" aria-live="polite">
              {lastSummary}
            </p>
            <FigureTools
              figureRef={figureRef}
              name={last ? `bufferbloat-${last.key}` : 'bufferbloat'}
              title={t('panels.pingRtt.title')}
              empty={rows.length === 0}
              busy={active}
              noRecord={!lastRecord}
              csv={() => rowsCsv(finished)}
              json={() => lastRecord}
              onImport={importRecords}
              multiple
              legacyIds={{ csv: 'bloat-export-csv', import: 'bloat-import' }}
            />
            <p className="bb-io__hint">{t('views.bufferbloat.table.importHint')} {t('common.keys')}</p>
          </>
        }
      />
    </div>
  );
}
