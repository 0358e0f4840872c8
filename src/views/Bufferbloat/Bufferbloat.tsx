// The "Bufferbloat" view: ping RTT before and during a bulk TCP transfer through the same queue,
// for several buffer sizes and algorithms (the course's `bench.py bloat`). One configuration runs
// live in the worker (the RTT climbs as the queue fills); "run the whole table" runs every
// configuration to its end. The view computes no network behaviour: it splits the pings the
// worker measured at the flow's start, sorts and counts them. It owns no global state: everything
// comes in as props, so lessons can embed it, and every row is drawn from its RunRecord.
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
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
import {
  buildScenario,
  configurations,
  DEFAULT_OPTIONS,
  formFromOptions,
  maxQueueDelayMs,
  PING_ID,
  sameSetup,
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

function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function Bufferbloat({ initial, records, profile, onRunError }: BufferbloatProps) {
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
  const [importNote, setImportNote] = useState<{ error: boolean; text: string } | null>(null);
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
    if (Object.keys(errors).length > 0) {
      const checked = validateForm(next, { seed: start.seed });
      setErrors(checked.ok ? {} : checked.errors);
    }
  };

  const importFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    const added: BloatRun[] = [];
    for (const file of files) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(await file.text());
      } catch {
        setImportNote({ error: true, text: t('views.bufferbloat.import.notJson', { file: file.name }) });
        return;
      }
      for (const rec of Array.isArray(parsed) ? parsed : [parsed]) {
        const problem: RecordProblem | null = recordProblem(rec);
        if (problem) {
          setImportNote({ error: true, text: t(`views.bufferbloat.import.${problem}`, { file: file.name }) });
          return;
        }
        added.push(runFromRecord(rec as RunRecord, 'import'));
      }
    }
    if (added.length === 0) return;
    setRuns((rs) => added.reduce(upsert, rs));
    setImportNote({ error: false, text: t('views.bufferbloat.import.imported', { n: added.length }) });
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
    <section className="bb" data-testid="view-bufferbloat" ref={sectionRef}>
      <div className="bb__grid">
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
              if (run) download(`bufferbloat-${key}.json`, JSON.stringify(run.record, null, 1), 'application/json');
            }}
          />
          <p className="visually-hidden" aria-live="polite">
            {lastSummary}
          </p>
          <div className="bb-io">
            <button
              type="button"
              className="btn"
              data-testid="bloat-export-csv"
              disabled={finished.length === 0}
              onClick={() => download('bufferbloat.csv', rowsCsv(finished), 'text/csv')}
            >
              {t('views.bufferbloat.table.exportCsv')}
            </button>
            <label className="btn bb-io__import">
              {t('views.bufferbloat.table.import')}
              <input type="file" accept="application/json,.json" multiple data-testid="bloat-import" className="visually-hidden" onChange={(e) => void importFiles(e)} />
            </label>
            <span className="bb-io__hint">{t('views.bufferbloat.table.importHint')}</span>
            {importNote ? (
              <p className={importNote.error ? 'bb-io__error' : 'bb-io__ok'} role={importNote.error ? 'alert' : 'status'} data-testid="bloat-import-note">
                {importNote.text}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
