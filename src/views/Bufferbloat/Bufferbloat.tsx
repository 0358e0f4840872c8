// The "Bufferbloat" view: ping RTT before and during a bulk TCP transfer through the same queue,
// for several buffer sizes and algorithms (the course's `bench.py bloat`). One configuration runs
// live in the worker (the RTT climbs as the queue fills); "run the whole table" runs every
// configuration to its end. The view computes no network behaviour: it splits the pings the
// worker measured at the flow's start, sorts and counts them. It owns no global state: everything
// comes in as props, so lessons can embed it, and every row is drawn from its RunRecord.
// Runs: useBloatRuns; figures: BloatFigures; buttons and status: BloatControls.
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunRecord } from '../../sim';
import type { ChartProfile } from '../../charts/profile';
import { valuesOf } from '../../charts/series';
import { formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { recordProblem, runFromRecord, sentBefore, sortRows, tableRow, rowsCsv, type BloatRun, type RecordProblem } from './analysis';
import { BloatControls } from './BloatControls';
import { BloatFigures } from './BloatFigures';
import { BloatForm } from './BloatForm';
import { BloatTable, type ShownRow } from './BloatTable';
import { paletteColor } from './colors';
import { drawnDurationS } from './figureData';
import { formatCells, formatKiB } from './format';
import { useBloatRuns } from './useBloatRuns';
import { FigureTools } from '../shared/FigureTools';
import { download, toArray, withSeries } from '../shared/files';
import { runKeyAction, stepInList } from '../shared/runKeys';
import {
  configurations,
  DEFAULT_OPTIONS,
  formFromOptions,
  PING_ID,
  SPEEDS,
  UNLOADED_S,
  validateForm,
  type BufferbloatForm,
  type BufferbloatOptions,
  type Configuration,
  type FormErrors,
} from './options';
import './bufferbloat.css';

export interface BufferbloatProps {
  /** Initial options (the notes' experiment by default); the user can change them. */
  initial?: Partial<BufferbloatOptions>;
  /** RunRecords (with series) to draw at once, e.g. a student's saved runs. */
  records?: readonly RunRecord[];
  profile: ChartProfile;
  /** Told when a run fails (the app shows its banner); the view shows the failure too. */
  onRunError?: (message: string) => void;
  /** Told when the user changes the options to valid ones (the page keeps its address in step). */
  onOptionsChange?: (options: BufferbloatOptions) => void;
}

/** A run's record with its pings as series (a live run's record carries none), to save and reopen. */
function recordToSave(run: BloatRun): unknown {
  if (run.record.series) return run.record;
  const id = run.record.scenario.pings?.[0]?.id ?? PING_ID;
  return withSeries(run.record, { t_s: [], flows: {}, pings: { [id]: { t_s: toArray(run.pingT), rtt_ms: toArray(run.pingRtt) } } });
}

export function Bufferbloat({ initial, records, profile, onRunError, onOptionsChange }: BufferbloatProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const start = useMemo(() => ({ ...DEFAULT_OPTIONS, ...initial }), [initial]);
  const [form, setForm] = useState<BufferbloatForm>(() => formFromOptions(start, lang));
  const [errors, setErrors] = useState<FormErrors>({});
  const figuresRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const configName = useCallback(
    (c: Pick<Configuration, 'bufferKiB' | 'cc'>) => t('views.bufferbloat.config', { buffer: formatKiB(c.bufferKiB, lang), cc: t(`views.bufferbloat.cc.${c.cc}`) }),
    [t, lang],
  );
  const sim = useBloatRuns(start, records, configName, onRunError);
  const { runs, hidden, status, live, progress } = sim;
  const formConfigs = useMemo(() => {
    const checked = validateForm(form, { seed: start.seed });
    return checked.ok ? configurations(checked.options) : [];
  }, [form, start.seed]);
  const [liveKey, setLiveKey] = useState(() => {
    const all = configurations(start);
    return all[all.length - 1]?.key ?? '';
  });
  const chosenLive = formConfigs.find((c) => c.key === liveKey) ?? formConfigs[formConfigs.length - 1];
  const active = status.phase === 'running';

  const checkForm = (): BufferbloatOptions | null => {
    const checked = validateForm(form, { seed: start.seed });
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return null;
    }
    setErrors({});
    return checked.options;
  };

  const startLive = () => {
    const options = checkForm();
    if (!options || active) return;
    const config = configurations(options).find((c) => c.key === chosenLive?.key) ?? configurations(options).at(-1);
    if (config) sim.startLive(options, config);
  };

  const runAll = () => {
    const options = checkForm();
    if (options && !active) void sim.runAll(options);
  };

  const changeForm = (next: BufferbloatForm) => {
    if (next.speed !== form.speed) sim.setSpeed(next.speed);
    setForm(next);
    const checked = validateForm(next, { seed: start.seed });
    if (Object.keys(errors).length > 0) setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onOptionsChange?.(checked.options);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const el = e.target as HTMLElement;
    const action = runKeyAction(e.key, { tagName: el.tagName, role: el.getAttribute('role'), isContentEditable: el.isContentEditable }, { ctrl: e.ctrlKey, alt: e.altKey, meta: e.metaKey });
    if (!action) return;
    e.preventDefault();
    if (action === 'toggle') {
      if (active && status.mode === 'live') sim.togglePause();
      else if (!active) startLive();
    } else if (action === 'step') sim.step();
    else changeForm({ ...form, speed: stepInList(SPEEDS, form.speed, action === 'faster' ? 1 : -1) });
  };

  /** Opened records join the table (a bad one refuses the whole lot: nothing changes). */
  const importRecords = (list: Record<string, unknown>[], fileName: string): string | null => {
    const added: BloatRun[] = [];
    for (const rec of list) {
      const problem: RecordProblem | null = recordProblem(rec);
      if (problem) return t(`views.bufferbloat.import.${problem}`, { file: fileName });
      added.push(runFromRecord(rec as unknown as RunRecord, 'import'));
    }
    sim.add(added);
    return null;
  };

  // ---- the table's rows (the live one included) ----------------------------------------------
  const liveRow = useMemo((): ShownRow[] => {
    if (!live) return [];
    const { config, options, data } = live;
    const sentUnloaded = sentBefore(0, options.pingIntervalMs, UNLOADED_S);
    const row = tableRow({
      key: config.key,
      bufferKiB: config.bufferKiB,
      cc: config.cc,
      queue: config.queue,
      rateMbps: options.rateMbps,
      flowStartS: UNLOADED_S,
      pingT: valuesOf(data.t),
      pingRtt: valuesOf(data.rtt),
      sentLoaded: Math.max(0, data.sent - sentUnloaded),
      goodputMbps: NaN,
    });
    return [{ ...row, color: '', shown: true, live: true }];
  }, [live]);

  const rows = useMemo((): ShownRow[] => {
    const all = sortRows([...runs.map((r) => ({ ...tableRow(r), color: '', shown: !hidden.has(r.key), live: false })), ...liveRow]);
    return all.map((r, i) => ({ ...r, color: paletteColor(profile, i) }));
  }, [runs, liveRow, hidden, profile]);
  const shownRuns = useMemo(() => runs.filter((r) => !hidden.has(r.key)), [runs, hidden]);

  // ---- status line ---------------------------------------------------------------------------
  const statusText = (() => {
    if (status.phase === 'error') return t('views.bufferbloat.status.error', { message: status.error ?? '' });
    if (status.phase === 'running' && status.mode === 'live' && live) {
      const config = configName(live.config);
      const time = formatSeconds(live.data.nowS, lang, { digits: 1 });
      if (status.paused) return t('views.bufferbloat.status.paused', { config, time });
      const durationS = drawnDurationS(shownRuns, live.options, live.options);
      return t('views.bufferbloat.status.live', { config, time, duration: formatSeconds(durationS, lang, { maxDigits: 1 }) });
    }
    if (status.phase === 'running') return t('views.bufferbloat.status.batch', { done: progress.done, total: progress.total, config: progress.current });
    if (status.phase === 'done' && status.mode === 'batch') return t('views.bufferbloat.status.batchDone', { n: progress.total });
    if (status.phase === 'done') {
      const last = runs[runs.length - 1];
      return t('views.bufferbloat.status.liveDone', { config: last ? configName(last) : '' });
    }
    return status.cancelled ? t('views.bufferbloat.status.cancelled') : t('views.bufferbloat.status.idle');
  })();
  const finished = rows.filter((r) => !r.live);
  const lastSummary = (() => {
    const last = runs[runs.length - 1];
    const row = last ? finished.find((r) => r.key === last.key) : undefined;
    if (!row) return '';
    const cells = formatCells(row, lang);
    return t('views.bufferbloat.summary', { config: configName(row), unloaded: cells.unloaded, median: cells.median, goodput: cells.goodput });
  })();

  return (
    <section className="bb" data-testid="view-bufferbloat" ref={sectionRef} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="bb__grid view-grid">
        <BloatForm
          form={form}
          errors={errors}
          locked={active}
          configs={formConfigs}
          liveKey={chosenLive?.key ?? ''}
          onLiveKey={setLiveKey}
          onChange={changeForm}
          onSubmit={startLive}
        />
        <div className="bb__main">
          <BloatControls
            status={status}
            progress={progress}
            statusText={statusText}
            onStart={startLive}
            onTogglePause={sim.togglePause}
            onStep={sim.step}
            onCancel={sim.cancel}
            onRunAll={runAll}
          />
          {Object.keys(errors).length > 0 ? (
            <p className="view-form__error" role="alert">
              {t('views.bufferbloat.validation.formInvalid')}
            </p>
          ) : null}
          <BloatFigures figuresRef={figuresRef} rows={rows} shownRuns={shownRuns} live={live} setup={sim.setup} profile={profile} lang={lang} configName={configName} />
          <BloatTable
            rows={rows}
            onToggle={sim.toggle}
            onDownload={(key) => {
              const run = runs.find((r) => r.key === key);
              if (run) download(`bufferbloat-${key}.json`, JSON.stringify(recordToSave(run), null, 1), 'application/json');
            }}
          />
          <p className="visually-hidden" aria-live="polite">
            {lastSummary}
          </p>
          <FigureTools
            figureRef={figuresRef}
            name={runs.length > 0 ? `bufferbloat-${runs[runs.length - 1].key}` : 'bufferbloat'}
            title={t('views.bufferbloat.chart.timelineTitle')}
            empty={finished.length === 0 && !live}
            busy={active}
            noRecord={runs.length === 0}
            csv={() => rowsCsv(finished)}
            json={() => (runs.length > 0 ? recordToSave(runs[runs.length - 1]) : null)}
            onImport={importRecords}
            multiple
            legacyIds={{ csv: 'bloat-export-csv', import: 'bloat-import' }}
          />
          <p className="bb-io__hint">{t('views.bufferbloat.table.importHint')} {t('common.keys')}</p>
        </div>
      </div>
    </section>
  );
}
