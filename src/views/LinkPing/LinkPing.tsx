// The "Link and ping" view: one bottleneck, a ping every 100 ms and an optional constant-rate
// load. It builds a scenario, runs it live in the worker and draws what comes back.
// It owns no global state: everything comes in as props, so lessons can embed it.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProfile } from '../../charts/profile';
import { maxFinite, roomyUpper } from '../../charts/series';
import { TimeSeriesChart } from '../../charts/TimeSeriesChart';
import type { SeriesSpec } from '../../charts/draw';
import { formatMs, formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { startLiveRun, type LiveControl } from '../../app/sim-client';
import { appendBatch, CSV_HEADER, csvRows, emptyLive, liveFromRecord, seriesOf, type LiveData } from './live';
import {
  buildScenario,
  DEFAULT_OPTIONS,
  formFromOptions,
  checkField,
  optionsFromScenario,
  RANGES,
  validateForm,
  type FormErrors,
  type LinkPingOptions,
} from './options';
import { PingReadout } from './PingReadout';
import { PingSummaryTable } from './PingSummaryTable';
import { RunControls } from './RunControls';
import { INITIAL_RUN, enabledButtons, runReducer } from '../shared/runState';
import { FigureTools } from '../shared/FigureTools';
import { toCsv, withSeries } from '../shared/files';
import { doubleOrHalve, runKeyAction } from '../shared/runKeys';
import { ScenarioForm } from './ScenarioForm';
import { pingSummary, type PingSummary } from './summary';
import './linkPing.css';

export interface LinkPingProps {
  /** Initial scenario options; the user can change them in the form. */
  initial?: Partial<LinkPingOptions>;
  /** Colours and sizes for the charts (normal or projector profile). */
  profile: ChartProfile;
  /** Told when a run fails (the app shows its banner); the view shows the failure too. */
  onRunError?: (message: string) => void;
  /** Told when the user changes the options to valid ones (the page keeps its address in step). */
  onOptionsChange?: (options: LinkPingOptions) => void;
}

export function LinkPing({ initial, profile, onRunError, onOptionsChange }: LinkPingProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const start = useMemo(() => ({ ...DEFAULT_OPTIONS, ...initial }), [initial]);
  const [form, setForm] = useState(() => formFromOptions(start));
  const [errors, setErrors] = useState<FormErrors>({});
  const [run, dispatch] = useReducer(runReducer, INITIAL_RUN);
  // The options of the run on screen (axes follow them, not the form being edited).
  const [shown, setShown] = useState<LinkPingOptions>(start);
  const [summary, setSummary] = useState<PingSummary | null>(null);
  const [record, setRecord] = useState<unknown>(null);
  const figuresRef = useRef<HTMLDivElement>(null);

  // One state update per batch (about one per frame). appendBatch writes into spare capacity
  // and gives the same result when React replays an update, so it is safe as an updater.
  const [data, setData] = useState<LiveData>(emptyLive);
  const controlRef = useRef<LiveControl | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const runIdRef = useRef(0);
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    onRunErrorRef.current = onRunError;
  }, [onRunError]);

  // Leaving the page stops the run.
  useEffect(() => () => controlRef.current?.cancel(), []);

  const startRun = useCallback(() => {
    const checked = validateForm(form, { seed: start.seed });
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(sectionRef.current);
      return;
    }
    setErrors({});
    controlRef.current?.cancel();
    const id = ++runIdRef.current;
    const mine = () => id === runIdRef.current;
    setData(emptyLive());
    setShown(checked.options);
    setSummary(null);
    setRecord(null);
    dispatch({ type: 'start' });
    controlRef.current = startLiveRun(buildScenario(checked.options), checked.options.speed, {
      onBatch(batch) {
        if (!mine()) return;
        setData((d) => appendBatch(d, batch));
      },
      onDone(record) {
        if (!mine()) return;
        controlRef.current = null;
        setSummary(pingSummary(record));
        setRecord(record);
        dispatch({ type: 'done' });
      },
      onError(message) {
        if (!mine()) return;
        controlRef.current = null;
        dispatch({ type: 'error', message });
        onRunErrorRef.current?.(message);
      },
    });
  }, [form, start.seed]);

  // Once errors are shown, they follow the user's edits (a fixed field stops being red).
  const changeForm = (next: typeof form) => {
    setForm(next);
    const checked = validateForm(next, { seed: start.seed });
    if (Object.keys(errors).length > 0) setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onOptionsChange?.(checked.options);
    // The speed applies to a run in progress at once (when it is a valid speed).
    if (next.speed !== form.speed && controlRef.current) {
      const speed = checkField('speed', next.speed);
      if ('value' in speed) controlRef.current.setSpeed(speed.value);
      setErrors((e) => {
        const { speed: _old, ...rest } = e;
        return 'error' in speed ? { ...rest, speed: speed.error } : rest;
      });
    }
  };

  const cancel = () => {
    runIdRef.current++; // late batches of this run are ignored
    controlRef.current?.cancel();
    controlRef.current = null;
    dispatch({ type: 'cancel' });
  };

  const pause = () => {
    controlRef.current?.pause();
    dispatch({ type: 'pause' });
  };
  const resume = () => {
    controlRef.current?.resume();
    dispatch({ type: 'resume' });
  };
  const step = () => controlRef.current?.step();

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const el = e.target as HTMLElement;
    const action = runKeyAction(e.key, { tagName: el.tagName, role: el.getAttribute('role'), isContentEditable: el.isContentEditable }, { ctrl: e.ctrlKey, alt: e.altKey, meta: e.metaKey });
    if (!action) return;
    const can = enabledButtons(run.phase);
    e.preventDefault();
    if (action === 'toggle') {
      if (can.pause) pause();
      else if (can.resume) resume();
      else if (can.start) startRun();
    } else if (action === 'step') {
      if (can.step) step();
    } else {
      const typed = checkField('speed', form.speed);
      const speed = doubleOrHalve('value' in typed ? typed.value : 1, action === 'faster' ? 1 : -1, RANGES.speed);
      changeForm({ ...form, speed: formatNumber(speed, lang, { maxDigits: 2 }) });
    }
  };

  // A saved run record: drawn as if it had just streamed (the run on screen is replaced).
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    const rec = records[records.length - 1];
    let loaded: LiveData;
    try {
      loaded = liveFromRecord(rec as Parameters<typeof liveFromRecord>[0]);
    } catch (err) {
      return t('common.files.bad.wrongView', { file: fileName, message: err instanceof Error ? err.message : String(err) });
    }
    if (controlRef.current) cancel();
    setData(loaded);
    setShown(optionsFromScenario(rec.scenario, start));
    setSummary(pingSummary(rec as unknown as Parameters<typeof pingSummary>[0]));
    setRecord(rec);
    return null;
  };

  const locked = run.phase === 'running' || run.phase === 'paused';
  const xDomain = useMemo(() => [0, shown.durationS] as const, [shown.durationS]);
  const maxRtt = maxFinite(data.pingRtt.data, data.pingRtt.length);
  const rttUpper = roomyUpper(maxRtt, Math.max(10, 4 * shown.delayMs));
  const rttDomain = useMemo(() => [0, rttUpper] as const, [rttUpper]);
  const maxQueue = maxFinite(data.queueBytes.data, data.queueBytes.length);
  const queueUpper = Math.max(shown.queueBytes, maxQueue, 1514) * 1.05;
  const queueDomain = useMemo(() => [0, queueUpper] as const, [queueUpper]);
  const pingSeries = useMemo<SeriesSpec[]>(
    () => [{ id: 'ping', t: data.pingT.data, y: data.pingRtt.data, length: data.pingT.length, mark: 'line-points', color: profile.series[0] }],
    [data.pingT, data.pingRtt, profile],
  );
  const queueSeries = useMemo<SeriesSpec[]>(
    () => [{ id: 'queue', t: data.queueT.data, y: data.queueBytes.data, length: data.queueT.length, mark: 'area', color: profile.series[1] }],
    [data.queueT, data.queueBytes, profile],
  );
  const chartHeight = Math.round(profile.fontSize * 19);

  // For screen readers: the key numbers, once a run is paused or over (not at every frame).
  const liveSummary =
    run.phase === 'paused' || run.phase === 'done' || (run.phase === 'idle' && data.received > 0)
      ? t('linkPing.srSummary', {
          received: formatNumber(data.received, lang),
          sent: formatNumber(data.sent, lang),
          last: data.lastRttMs === null ? t('linkPing.readout.none') : formatMs(data.lastRttMs, lang, { digits: 1 }),
          median: summary?.rtt ? formatMs(summary.rtt.median, lang, { digits: 1 }) : t('linkPing.readout.none'),
          drops: formatNumber(data.queueDrops, lang),
        })
      : '';

  return (
    <section className="lp" data-testid="view-link-ping" ref={sectionRef} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="lp__grid view-grid">
        <ScenarioForm
          form={form}
          errors={errors}
          locked={locked}
          onChange={changeForm}
          onSubmit={startRun}
        />
        <div className="lp__main">
          <RunControls
            run={run}
            nowS={data.nowS}
            durationS={shown.durationS}
            onStart={startRun}
            onPause={pause}
            onResume={resume}
            onStep={step}
            onCancel={cancel}
          />
          {Object.keys(errors).length > 0 ? (
            <p className="view-form__error" role="alert">
              {t('linkPing.validation.formInvalid')}
            </p>
          ) : null}
          <PingReadout data={data} />
          <div ref={figuresRef}>
          <figure className="lp__figure" data-testid="ping-plot" data-points={data.received}>
            <figcaption className="lp__caption">{t('linkPing.chart.rttTitle')}</figcaption>
            <TimeSeriesChart
              series={pingSeries}
              xLabel={t('linkPing.chart.time')}
              yLabel={t('linkPing.chart.rtt')}
              xDomain={xDomain}
              yDomain={rttDomain}
              profile={profile}
              lang={lang}
              height={chartHeight}
              ariaLabel={t('linkPing.chart.rttAria', { n: data.received })}
              emptyMessage={run.phase === 'idle' ? t('linkPing.chart.empty') : undefined}
            />
          </figure>
          <figure className="lp__figure" data-testid="queue-plot" data-points={data.queueT.length}>
            <figcaption className="lp__caption">{t('linkPing.chart.queueTitle')}</figcaption>
            <TimeSeriesChart
              series={queueSeries}
              xLabel={t('linkPing.chart.time')}
              yLabel={t('linkPing.chart.queue')}
              xDomain={xDomain}
              yDomain={queueDomain}
              yTickScale={1024}
              profile={profile}
              lang={lang}
              height={Math.round(chartHeight * 0.75)}
              ariaLabel={t('linkPing.chart.queueAria')}
            />
          </figure>
          </div>
          <FigureTools
            figureRef={figuresRef}
            name={`link-ping-${shown.loadMbps}mbps`}
            title={t('linkPing.chart.rttTitle')}
            empty={data.queueT.length === 0}
            busy={locked}
            noRecord={!record}
            csv={() => toCsv(CSV_HEADER, csvRows(data))}
            json={() => (record ? withSeries(record, seriesOf(data)) : null)}
            onImport={importRecords}
          />
          {summary ? <PingSummaryTable summary={summary} /> : null}
          <p className="lp__hint">{t('common.keys')}</p>
          <p className="visually-hidden" aria-live="polite" data-testid="lp-summary">
            {liveSummary}
          </p>
        </div>
      </div>
    </section>
  );
}

function focusFirstInvalid(root: HTMLElement | null): void {
  // After React has rendered the error state.
  requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
