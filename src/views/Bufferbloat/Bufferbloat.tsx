// The "Bufferbloat" view: ping RTT before and during a bulk TCP transfer through the same queue,
// for several buffer sizes and algorithms (the course's `bench.py bloat`). One configuration runs
// live in the worker (the RTT climbs as the queue fills); "run the whole table" runs every
// configuration to its end. The view computes no network behaviour: it splits the pings the
// worker measured at the flow's start, sorts and counts them. It owns no global state: everything
// comes in as props, so lessons can embed it, and every row is drawn from its RunRecord.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunRecord } from '../../sim';
import type { SeriesSpec } from '../../charts/draw';
import type { ChartProfile } from '../../charts/profile';
import { roomyUpper, valuesOf } from '../../charts/series';
import { runToEnd, startLiveRun, type LiveControl } from '../../app/sim-client';
import { formatMs, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { cdfSteps, recordProblem, runFromRecord, sentBefore, sortRows, tableRow, rowsCsv, type BloatRun, type RecordProblem } from './analysis';
import { BloatChart, type RefLine } from './BloatChart';
import { BloatForm } from './BloatForm';
import { BloatTable, type ShownRow } from './BloatTable';
import { paletteColor } from './colors';
import { formatCells, formatKiB } from './format';
import { appendPings, emptyLivePings, type LivePings } from './live';
import { FigureTools } from '../shared/FigureTools';
import { download, toArray, withSeries } from '../shared/files';
import { runKeyAction, stepInList } from '../shared/runKeys';
import {
  buildScenario,
  configurations,
  DEFAULT_OPTIONS,
  formFromOptions,
  maxQueueDelayMs,
  PING_ID,
  sameSetup,
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

type Phase = 'idle' | 'running' | 'done' | 'error';
interface RunStatus {
  phase: Phase;
  mode: 'live' | 'batch' | null;
  paused: boolean;
  cancelled: boolean;
  error: string | null;
}
const IDLE: RunStatus = { phase: 'idle', mode: null, paused: false, cancelled: false, error: null };

interface LiveState {
  config: Configuration;
  options: BufferbloatOptions;
  data: LivePings;
}

function upsert(runs: readonly BloatRun[], run: BloatRun): BloatRun[] {
  return [...runs.filter((r) => r.key !== run.key), run];
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
  const [setup, setSetup] = useState<BufferbloatOptions>(start);
  const [runs, setRuns] = useState<BloatRun[]>(() => (records ?? []).flatMap((r) => (recordProblem(r) ? [] : [runFromRecord(r, 'import')])));
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [status, setStatus] = useState<RunStatus>(IDLE);
  const [live, setLive] = useState<LiveState | null>(null);
  const [progress, setProgress] = useState({ fraction: 0, done: 0, total: 0, current: '' });
  const figuresRef = useRef<HTMLDivElement>(null);
  const formConfigs = useMemo(() => {
    const checked = validateForm(form, { seed: start.seed });
    return checked.ok ? configurations(checked.options) : [];
  }, [form, start.seed]);
  const [liveKey, setLiveKey] = useState(() => {
    const all = configurations(start);
    return all[all.length - 1]?.key ?? '';
  });
  const chosenLive = formConfigs.find((c) => c.key === liveKey) ?? formConfigs[formConfigs.length - 1];

  const controlRef = useRef<LiveControl | null>(null);
  const liveDataRef = useRef<LivePings>(emptyLivePings());
  const runIdRef = useRef(0);
  const sectionRef = useRef<HTMLElement>(null);
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    onRunErrorRef.current = onRunError;
  }, [onRunError]);
  // Leaving the page stops the run (and makes a batch's late results be ignored).
  useEffect(
    () => () => {
      runIdRef.current++;
      controlRef.current?.cancel();
    },
    [],
  );

  const active = status.phase === 'running';
  const configName = useCallback(
    (c: Pick<Configuration, 'bufferKiB' | 'cc'>) => t('views.bufferbloat.config', { buffer: formatKiB(c.bufferKiB, lang), cc: t(`views.bufferbloat.cc.${c.cc}`) }),
    [t, lang],
  );

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

  const fail = (message: string) => {
    setStatus({ ...IDLE, phase: 'error', error: message });
    onRunErrorRef.current?.(message);
  };

  /** Rows measured with other link or ping settings are not the same table: start a new one. */
  const adoptSetup = (options: BufferbloatOptions, clear: boolean) => {
    if (clear || !sameSetup(options, setup)) setRuns([]);
    setSetup(options);
  };

  const startLive = () => {
    const options = checkForm();
    if (!options || active) return;
    const config = configurations(options).find((c) => c.key === chosenLive?.key) ?? configurations(options).at(-1);
    if (!config) return;
    const id = ++runIdRef.current;
    const mine = () => id === runIdRef.current;
    adoptSetup(options, false);
    setRuns((rs) => rs.filter((r) => r.key !== config.key));
    setHidden((h) => {
      const next = new Set(h);
      next.delete(config.key);
      return next;
    });
    liveDataRef.current = emptyLivePings();
    setLive({ config, options, data: liveDataRef.current });
    setStatus({ ...IDLE, phase: 'running', mode: 'live' });
    controlRef.current = startLiveRun(buildScenario(options, config), options.speed, {
      onBatch(batch) {
        if (!mine()) return;
        liveDataRef.current = appendPings(liveDataRef.current, batch, PING_ID);
        const data = liveDataRef.current;
        setLive((l) => (l ? { ...l, data } : l));
      },
      onDone(record) {
        if (!mine()) return;
        controlRef.current = null;
        const d = liveDataRef.current;
        try {
          const run = runFromRecord(record, 'live', { t: d.t.data, rtt: d.rtt.data, length: d.t.length });
          setRuns((rs) => upsert(rs, run));
          setLive(null);
          setStatus({ ...IDLE, phase: 'done', mode: 'live' });
        } catch (e) {
          fail(e instanceof Error ? e.message : String(e));
        }
      },
      onError(message) {
        if (!mine()) return;
        controlRef.current = null;
        fail(message);
      },
    });
  };

  const runAll = async () => {
    const options = checkForm();
    if (!options || active) return;
    const id = ++runIdRef.current;
    const mine = () => id === runIdRef.current;
    const configs = configurations(options);
    adoptSetup(options, true);
    setHidden(new Set());
    setLive(null);
    setStatus({ ...IDLE, phase: 'running', mode: 'batch' });
    const n = configs.length;
    for (let i = 0; i < n; i++) {
      const config = configs[i];
      const current = configName(config);
      setProgress({ fraction: i / n, done: i, total: n, current });
      let record: RunRecord;
      try {
        record = await runToEnd(buildScenario(options, config), (f) => {
          if (mine()) setProgress({ fraction: (i + f) / n, done: i, total: n, current });
        });
      } catch (e) {
        if (mine()) fail(e instanceof Error ? e.message : String(e));
        return;
      }
      // A cancelled batch (or a newer run) makes this result stale: drop it.
      if (!mine()) return;
      const run = runFromRecord(record, 'batch');
      setRuns((rs) => upsert(rs, run));
    }
    setProgress({ fraction: 1, done: n, total: n, current: '' });
    setStatus({ ...IDLE, phase: 'done', mode: 'batch' });
  };

  const cancel = () => {
    runIdRef.current++;
    controlRef.current?.cancel();
    controlRef.current = null;
    setLive(null);
    setStatus({ ...IDLE, cancelled: true });
  };

  const togglePause = () => {
    if (status.mode !== 'live' || !controlRef.current) return;
    if (status.paused) controlRef.current.resume();
    else controlRef.current.pause();
    setStatus((s) => ({ ...s, paused: !s.paused }));
  };

  const changeForm = (next: BufferbloatForm) => {
    if (next.speed !== form.speed && controlRef.current) controlRef.current.setSpeed(next.speed);
    setForm(next);
    const checked = validateForm(next, { seed: start.seed });
    if (Object.keys(errors).length > 0) setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onOptionsChange?.(checked.options);
  };

  const step = () => {
    if (status.mode === 'live' && status.paused) controlRef.current?.step();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const el = e.target as HTMLElement;
    const action = runKeyAction(e.key, { tagName: el.tagName, role: el.getAttribute('role'), isContentEditable: el.isContentEditable }, { ctrl: e.ctrlKey, alt: e.altKey, meta: e.metaKey });
    if (!action) return;
    e.preventDefault();
    if (action === 'toggle') {
      if (active && status.mode === 'live') togglePause();
      else if (!active) startLive();
    } else if (action === 'step') step();
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
    setRuns((rs) => added.reduce(upsert, rs));
    return null;
  };

  // ---- what is drawn -------------------------------------------------------------------------
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
  const colorOf = useMemo(() => new Map(rows.map((r) => [r.key, r.color])), [rows]);

  const shownRuns = runs.filter((r) => !hidden.has(r.key));
  const timeline = useMemo((): SeriesSpec[] => {
    const out: SeriesSpec[] = shownRuns.map((r) => ({ id: r.key, t: r.pingT, y: r.pingRtt, mark: 'line-points', color: colorOf.get(r.key) }));
    if (live) out.push({ id: live.config.key, t: live.data.t.data, y: live.data.rtt.data, length: live.data.t.length, mark: 'line-points', color: colorOf.get(live.config.key) });
    return out;
    // shownRuns is derived from runs and hidden.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runs, hidden, live, colorOf]);
  const distribution = useMemo(
    (): SeriesSpec[] =>
      rows
        .filter((r) => r.shown && r.loaded.length > 0)
        .map((r) => {
          const c = cdfSteps(r.loaded);
          return { id: r.key, t: c.x, y: c.y, mark: 'line', color: r.color };
        }),
    [rows],
  );
  const points = timeline.reduce((n, s) => n + (s.length ?? s.t.length), 0);

  const drawnOptions = live?.options ?? setup;
  const durationS = Math.max(
    UNLOADED_S + drawnOptions.loadS,
    ...shownRuns.map((r) => r.durationS),
    live ? live.options.loadS + UNLOADED_S : 0,
  );
  const xDomain = useMemo(() => [0, durationS] as const, [durationS]);
  const drawnBuffers = [...new Set(rows.filter((r) => r.shown).map((r) => r.bufferKiB))];
  const refLines: RefLine[] = drawnBuffers.map((kib) => {
    const ms = drawnOptions.delayMs + maxQueueDelayMs(kib, drawnOptions.rateMbps);
    return { value: ms, label: t('views.bufferbloat.chart.ref', { buffer: formatKiB(kib, lang), ms: formatMs(ms, lang, { digits: 0 }) }), color: profile.axis };
  });
  const maxRtt = Math.max(0, ...rows.filter((r) => r.shown).map((r) => (Number.isFinite(r.maxMs) ? r.maxMs : 0)), ...rows.filter((r) => r.shown).map((r) => (Number.isFinite(r.unloadedMs) ? r.unloadedMs : 0)));
  const refMax = Math.max(0, ...refLines.map((l) => l.value));
  const rttUpper = roomyUpper(Math.max(maxRtt, refMax), Math.max(10, 2 * drawnOptions.delayMs));
  const yDomain = useMemo(() => [0, rttUpper] as const, [rttUpper]);
  const cdfUpper = roomyUpper(maxRtt, Math.max(10, 2 * drawnOptions.delayMs));
  const cdfX = useMemo(() => [0, cdfUpper] as const, [cdfUpper]);
  const cdfY = useMemo(() => [0, 1] as const, []);
  const flowStart: RefLine[] = [{ value: UNLOADED_S, label: t('views.bufferbloat.chart.flowStart') }];
  const band = useMemo(() => [UNLOADED_S, UNLOADED_S + drawnOptions.loadS] as const, [drawnOptions.loadS]);
  const chartHeight = Math.round(profile.fontSize * 21);

  // ---- status line ---------------------------------------------------------------------------
  const statusText = (() => {
    if (status.phase === 'error') return t('views.bufferbloat.status.error', { message: status.error ?? '' });
    if (status.phase === 'running' && status.mode === 'live' && live) {
      const config = configName(live.config);
      const time = formatSeconds(live.data.nowS, lang, { digits: 1 });
      if (status.paused) return t('views.bufferbloat.status.paused', { config, time });
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
  const legendRows = rows.filter((r) => r.shown);

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
          <div className="bb-controls">
            <div className="bb-controls__buttons" role="group">
              <button type="button" className="btn btn--primary" data-testid="bloat-start" disabled={active} onClick={startLive}>
                <span aria-hidden="true">▶ </span>
                {t('views.bufferbloat.start')}
              </button>
              <button type="button" className="btn" data-testid="bloat-pause" disabled={!active || status.mode !== 'live'} onClick={togglePause}>
                {status.paused ? t('views.bufferbloat.resume') : t('views.bufferbloat.pause')}
              </button>
              <button
                type="button"
                className="btn"
                data-testid="bloat-step"
                disabled={!active || status.mode !== 'live' || !status.paused}
                title={t('views.bufferbloat.stepHint')}
                onClick={step}
              >
                {t('views.bufferbloat.step')}
              </button>
              <button type="button" className="btn" data-testid="bloat-cancel" disabled={!active} onClick={cancel}>
                <span aria-hidden="true">■ </span>
                {t('views.bufferbloat.cancel')}
              </button>
              <button
                type="button"
                className="btn btn--primary"
                data-testid="bloat-run-all"
                disabled={active}
                title={t('views.bufferbloat.runAllHint')}
                onClick={() => void runAll()}
              >
                {t('views.bufferbloat.runAll')}
              </button>
            </div>
            <progress
              className="bb-progress"
              data-testid="bloat-progress"
              data-fraction={progress.fraction.toFixed(3)}
              aria-label={t('views.bufferbloat.progress')}
              max={1}
              value={progress.fraction}
              hidden={status.mode !== 'batch'}
            />
            <p className={`bb-status bb-status--${status.phase}`} data-testid="bloat-status" data-state={status.phase} data-paused={status.paused ? '1' : undefined} role="status">
              {statusText}
            </p>
          </div>
          {Object.keys(errors).length > 0 ? (
            <p className="bb__form-error" role="alert">
              {t('views.bufferbloat.validation.formInvalid')}
            </p>
          ) : null}
          {legendRows.length > 0 ? (
            <ul className="bb-legend" aria-label={t('views.bufferbloat.chart.legend')}>
              {legendRows.map((r) => (
                <li key={r.key} className="bb-legend__item">
                  <span className="bb-swatch" style={{ background: r.color }} aria-hidden="true" />
                  {configName(r)}
                </li>
              ))}
            </ul>
          ) : null}
          <div ref={figuresRef}>
          <figure className="bb__figure" data-testid="bloat-timeline" data-points={points} data-series={timeline.length}>
            <figcaption className="bb__caption">{t('views.bufferbloat.chart.timelineTitle')}</figcaption>
            <BloatChart
              series={timeline}
              xLabel={t('views.bufferbloat.chart.time')}
              yLabel={t('views.bufferbloat.chart.rtt')}
              xDomain={xDomain}
              yDomain={yDomain}
              vLines={flowStart}
              hLines={refLines}
              band={band}
              profile={profile}
              lang={lang}
              height={chartHeight}
              ariaLabel={t('views.bufferbloat.chart.timelineAria', { n: points, series: timeline.length })}
              emptyMessage={t('views.bufferbloat.chart.empty')}
            />
          </figure>
          <figure className="bb__figure" data-testid="bloat-distribution" data-series={distribution.length}>
            <figcaption className="bb__caption">{t('views.bufferbloat.chart.cdfTitle')}</figcaption>
            <BloatChart
              series={distribution}
              xLabel={t('views.bufferbloat.chart.cdfX')}
              yLabel={t('views.bufferbloat.chart.cdfY')}
              xDomain={cdfX}
              yDomain={cdfY}
              yPercent
              profile={profile}
              lang={lang}
              height={Math.round(chartHeight * 0.9)}
              ariaLabel={t('views.bufferbloat.chart.cdfAria', { series: distribution.length })}
              emptyMessage={t('views.bufferbloat.chart.cdfEmpty')}
            />
          </figure>
          </div>
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
