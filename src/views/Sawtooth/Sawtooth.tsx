// The "cwnd sawtooth" view: cwnd and ssthresh (top) and RTT (bottom) against time, from live runs
// in the worker or from a saved RunRecord; phases shaded, losses marked, reference lines from the
// paper models (BDP, BDP + buffer, half), the CUBIC W(t) curve from the model after a chosen loss.
// It computes no network behaviour and owns no global state: everything comes in as props.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProfile } from '../../charts/profile';
import { maxFinite, roomyUpper } from '../../charts/series';
import { formatNumber, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { startLiveRun, type LiveControl } from '../../app/sim-client';
import { cubicCurveAfterLoss } from './cubicOverlay';
import { appendBatch, emptyRun, finishRun, runsFromRecord, sampleAt, seriesOfRun, type RecordLike, type RunData } from './live';
import {
  buildScenario,
  bufferBytes,
  checkField,
  DEFAULT_OPTIONS,
  FLOW_ID,
  formFromOptions,
  optionsFromScenario,
  stepSpeed,
  validateForm,
  type FormErrors,
  type SawtoothOptions,
} from './options';
import { cwndAtLoss, lossSamples, phaseIntervals, PHASES } from './phases';
import { referenceLines } from './refs';
import { INITIAL_RUN, enabledButtons, runReducer } from '../shared/runState';
import { FigureTools } from '../shared/FigureTools';
import { withSeries } from '../shared/files';
import { runKeyAction } from '../shared/runKeys';
import { PHASE_FILL, SawtoothChart, type LossMark } from './SawtoothChart';
import { SawtoothForm } from './SawtoothForm';
import { formatSsLine } from './ssLine';
import { isFullDomain, zoomAt, type Domain } from './zoom';
import './sawtooth.css';

export interface SawtoothProps {
  /** Initial options (link, algorithm, stack, duration, speed); the user can change them. */
  initial?: Partial<SawtoothOptions>;
  /** Colours and sizes of the figure (normal or projector profile). */
  profile: ChartProfile;
  /** Projector layout (default: inferred from the profile's type size). */
  projector?: boolean;
  /** Told when a run fails (the app shows its banner); the view shows the failure too. */
  onRunError?: (message: string) => void;
  /** Saved run record(s) to draw instead of starting empty (their `series` are required). */
  record?: RecordLike | readonly RecordLike[];
  /** Told when the user changes the options to valid ones (the page keeps its address in step). */
  onOptionsChange?: (options: SawtoothOptions) => void;
}

const MAX_RUNS = 6;
const MIN_SPAN_S = 0.3;

interface Picked {
  runKey: number;
  index: number;
}

function initialRuns(record: SawtoothProps['record'], fallback: SawtoothOptions): RunData[] {
  if (!record) return [];
  const list = (Array.isArray(record) ? record : [record]) as RecordLike[];
  const out: RunData[] = [];
  for (const r of list) {
    for (const run of runsFromRecord(r, out.length + 1, optionsFromScenario(r.scenario, fallback))) {
      out.push({ ...run, options: optionsFromScenario(r.scenario, fallback, run.flowId) });
    }
  }
  return out;
}

export function Sawtooth({ initial, profile, projector, onRunError, record, onOptionsChange }: SawtoothProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const isProjector = projector ?? profile.fontSize >= 16;
  const start = useMemo(() => ({ ...DEFAULT_OPTIONS, ...initial }), [initial]);
  const [form, setForm] = useState(() => formFromOptions(start));
  const [errors, setErrors] = useState<FormErrors>({});
  const [run, dispatch] = useReducer(runReducer, INITIAL_RUN);
  const [runs, setRuns] = useState<RunData[]>(() => initialRuns(record, start));
  const [fromRecord, setFromRecord] = useState(() => Boolean(record));
  const [activeKey, setActiveKey] = useState<number | null>(null);
  const [domain, setDomain] = useState<Domain | null>(null);
  const [hoverT, setHoverT] = useState<number | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const figureRef = useRef<HTMLElement>(null);

  const controlRef = useRef<LiveControl | null>(null);
  const queueRef = useRef<SawtoothOptions[]>([]);
  const keyRef = useRef(runs.length);
  const runIdRef = useRef(0);
  const sectionRef = useRef<HTMLElement>(null);
  const speedRef = useRef(start.speed);
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    onRunErrorRef.current = onRunError;
  }, [onRunError]);
  // Leaving the page stops the run.
  useEffect(() => () => controlRef.current?.cancel(), []);

  const launchRef = useRef<((o: SawtoothOptions, id: number) => void) | null>(null);
  const launch = useCallback((o: SawtoothOptions, id: number) => {
    const key = ++keyRef.current;
    const mine = () => id === runIdRef.current;
    setRuns((rs) => [...rs.slice(-(MAX_RUNS - 1)), emptyRun(key, o, FLOW_ID)]);
    setActiveKey(key);
    const update = (f: (r: RunData) => RunData) => setRuns((rs) => rs.map((r) => (r.key === key ? f(r) : r)));
    controlRef.current = startLiveRun(buildScenario(o), speedRef.current, {
      onBatch(batch) {
        if (mine()) update((r) => appendBatch(r, batch));
      },
      onDone(rec) {
        if (!mine()) return;
        update((r) => finishRun(r, rec));
        const next = queueRef.current.shift();
        if (next) launchRef.current?.(next, id);
        else {
          controlRef.current = null;
          setActiveKey(null);
          dispatch({ type: 'done' });
        }
      },
      onError(message) {
        if (!mine()) return;
        controlRef.current = null;
        queueRef.current = [];
        setActiveKey(null);
        dispatch({ type: 'error', message });
        onRunErrorRef.current?.(message);
      },
    });
  }, []);

  useEffect(() => {
    launchRef.current = launch;
  }, [launch]);

  const startRuns = useCallback(
    (demo: boolean) => {
      const checked = validateForm(form, { seed: start.seed, sampleMs: start.sampleMs });
      if (!checked.ok) {
        setErrors(checked.errors);
        requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      setErrors({});
      controlRef.current?.cancel();
      const id = ++runIdRef.current;
      const o = checked.options;
      speedRef.current = o.speed;
      const list = demo ? [{ ...o, cc: 'reno' as const }, { ...o, cc: 'cubic' as const }] : [o];
      if (demo || fromRecord) {
        setRuns([]);
      }
      setFromRecord(false);
      setPicked(null);
      setDomain(null);
      queueRef.current = list.slice(1);
      dispatch({ type: 'start' });
      launch(list[0], id);
    },
    [form, start.seed, start.sampleMs, fromRecord, launch],
  );

  const cancel = () => {
    runIdRef.current++;
    queueRef.current = [];
    controlRef.current?.cancel();
    controlRef.current = null;
    setActiveKey(null);
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
  const clear = () => {
    setRuns([]);
    setPicked(null);
    setDomain(null);
    setFromRecord(false);
  };

  const changeForm = (next: typeof form) => {
    setForm(next);
    const checked = validateForm(next, { seed: start.seed, sampleMs: start.sampleMs });
    if (Object.keys(errors).length > 0) setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onOptionsChange?.(checked.options);
    if (next.speed !== form.speed) {
      const speed = checkField('speed', next.speed);
      if ('value' in speed) {
        speedRef.current = speed.value;
        controlRef.current?.setSpeed(speed.value);
      }
      setErrors((e) => {
        const { speed: _old, ...rest } = e;
        return 'error' in speed ? { ...rest, speed: speed.error } : rest;
      });
    }
  };

  // What is on screen.
  const colors = useMemo(() => runs.map((_, i) => profile.series[i % profile.series.length]), [runs, profile]);
  const last = runs[runs.length - 1] ?? null;
  const shown = last?.options ?? start;
  const refs = useMemo(() => {
    try {
      return referenceLines(shown.rateMbps, shown.delayMs, bufferBytes(shown));
    } catch {
      return null;
    }
  }, [shown]);
  const fullEnd = Math.max(1, ...runs.map((r) => Math.max(r.options.durationS, r.nowS)));
  const fullDomain = useMemo<Domain>(() => [0, fullEnd], [fullEnd]);
  const view: Domain = domain ?? fullDomain;
  const label = useCallback(
    (r: RunData) => t('views.sawtooth.runLabel', { cc: t(`views.sawtooth.ccName.${r.options.cc}`), stack: r.options.stack, n: r.key }),
    [t],
  );

  const losses = useMemo(() => {
    const out: LossMark[] = [];
    runs.forEach((r, i) => {
      const n = r.t.length;
      const sampleS = r.options.sampleMs / 1000;
      const times = r.lossTimes ?? lossSamples(r.series.state.data, r.series.retrans.data, n).map((k) => r.t.data[k]);
      times.forEach((tt, index) => {
        out.push({
          runKey: r.key,
          index,
          t: tt,
          cwnd: cwndAtLoss(r.t.data, r.series.cwnd.data, n, tt, sampleS),
          color: colors[i],
          selected: picked?.runKey === r.key && picked.index === index,
        });
      });
    });
    return out;
  }, [runs, colors, picked]);

  const phases = useMemo(() => {
    if (!last) return [];
    const s = last.series;
    return phaseIntervals(last.t.data, s.cwnd.data, s.ssthresh.data, s.state.data, last.t.length);
  }, [last]);

  const cubic = useMemo(() => {
    if (!picked) return null;
    const r = runs.find((x) => x.key === picked.runKey);
    const mine = losses.filter((l) => l.runKey === picked.runKey);
    const l = mine[picked.index];
    if (!r || !l) return null;
    const prev = picked.index > 0 ? mine[picked.index - 1].cwnd : null;
    const next = mine[picked.index + 1];
    const until = next ? next.t + 1 : r.options.durationS;
    return cubicCurveAfterLoss(l.t, l.cwnd, prev, until, (refs?.total ?? l.cwnd) * 1.25);
  }, [picked, runs, losses, refs]);

  let maxCwnd = 0;
  let maxRtt = 0;
  for (const r of runs) {
    maxCwnd = Math.max(maxCwnd, maxFinite(r.series.cwnd.data, r.series.cwnd.length));
    maxRtt = Math.max(maxRtt, maxFinite(r.series.rtt_ms.data, r.series.rtt_ms.length));
  }
  const cwndUpper = roomyUpper(maxCwnd, (refs?.total ?? 10) * 1.1);
  const rttUpper = roomyUpper(maxRtt, (refs?.fullRttMs ?? 10) * 1.1);

  // The readout: the hovered instant, or the newest sample of the run being drawn.
  const readoutT = hoverT ?? (activeKey !== null && last ? last.nowS : null);
  const readout = useMemo(() => {
    if (readoutT === null) return [];
    return runs.flatMap((r, i) => {
      const k = sampleAt(r.t.data, r.t.length, readoutT);
      if (k < 0) return [];
      const s = r.series;
      return [
        {
          key: r.key,
          color: colors[i],
          label: label(r),
          time: r.t.data[k],
          line: formatSsLine(
            {
              cc: r.options.cc,
              cwnd: s.cwnd.data[k],
              ssthresh: s.ssthresh.data[k],
              rttMs: s.rtt_ms.data[k],
              minRttMs: s.min_rtt_ms.data[k],
              inflight: s.inflight.data[k],
              deliveryMbps: s.delivery_mbps.data[k],
              retrans: s.retrans.data[k],
              state: s.state.data[k],
              mss: r.mss,
            },
            lang,
          ),
        },
      ];
    });
  }, [readoutT, runs, colors, label, lang]);

  const summary = useMemo(() => {
    if (!last || !last.done || !refs) return '';
    const mine = losses.filter((l) => l.runKey === last.key);
    const after = mine.length > 0 ? mine[0].t + 1 : 0;
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i < last.t.length; i++) {
      if (last.t.data[i] < after) continue;
      const c = last.series.cwnd.data[i];
      if (c < lo) lo = c;
      if (c > hi) hi = c;
    }
    return t('views.sawtooth.summary', {
      run: label(last),
      losses: mine.length,
      min: formatNumber(lo, lang, { digits: 0 }),
      max: formatNumber(hi, lang, { digits: 0 }),
      bdp: refs.bdp,
      total: refs.total,
      half: refs.half,
    });
  }, [last, losses, refs, t, lang, label]);

  // Files: the run record (with the series it streamed) and the series as CSV; a record to draw.
  const exportJson = () => (last?.record ? withSeries(last.record, seriesOfRun(last)) : null);
  const exportCsv = () => {
    const rows = ['run,cc,stack,t_s,cwnd,ssthresh,rtt_ms,min_rtt_ms,inflight,delivery_mbps,retrans,state'];
    for (const r of runs) {
      const s = r.series;
      for (let i = 0; i < r.t.length; i++) {
        const v = (x: number) => (Number.isFinite(x) ? String(x) : '');
        rows.push([r.key, r.options.cc, r.options.stack, v(r.t.data[i]), v(s.cwnd.data[i]), v(s.ssthresh.data[i]), v(s.rtt_ms.data[i]), v(s.min_rtt_ms.data[i]), v(s.inflight.data[i]), v(s.delivery_mbps.data[i]), v(s.retrans.data[i]), v(s.state.data[i])].join(','));
      }
    }
    return `${rows.join('\n')}\n`;
  };
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    let loaded: RunData[];
    try {
      loaded = initialRuns(records as unknown as RecordLike[], start);
    } catch (err) {
      return t('views.sawtooth.record.bad', { message: `${fileName}: ${err instanceof Error ? err.message : String(err)}` });
    }
    if (controlRef.current) cancel();
    keyRef.current = loaded.length;
    setRuns(loaded.slice(-MAX_RUNS));
    setFromRecord(true);
    setPicked(null);
    setDomain(null);
    return null;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const el = e.target as HTMLElement;
    const action = runKeyAction(e.key, { tagName: el.tagName, role: el.getAttribute('role'), isContentEditable: el.isContentEditable }, { ctrl: e.ctrlKey, alt: e.altKey, meta: e.metaKey });
    if (!action) return;
    const can = enabledButtons(run.phase);
    if (action === 'toggle') {
      e.preventDefault();
      if (can.pause) pause();
      else if (can.resume) resume();
      else if (can.start) startRuns(false);
    } else if (action === 'step') {
      e.preventDefault();
      if (can.step) step();
    } else {
      e.preventDefault();
      const speed = stepSpeed(speedRef.current, action === 'faster' ? 1 : -1);
      changeForm({ ...form, speed: formatNumber(speed, lang, { maxDigits: 2 }) });
    }
  };

  const can = enabledButtons(run.phase);
  const locked = run.phase === 'running' || run.phase === 'paused';
  const activeRun = runs.find((r) => r.key === activeKey) ?? last;
  const time = formatSeconds(activeRun?.nowS ?? 0, lang, { digits: 1 });
  const status =
    run.phase === 'running'
      ? t('views.sawtooth.status.running', { run: activeRun ? label(activeRun) : '', time, duration: formatSeconds(activeRun?.options.durationS ?? 0, lang) })
      : run.phase === 'paused'
        ? t('views.sawtooth.status.paused', { time })
        : run.phase === 'done'
          ? t('views.sawtooth.status.done', { count: runs.length })
          : run.phase === 'error'
            ? t('views.sawtooth.status.error', { message: run.error ?? '' })
            : run.cancelled
              ? t('views.sawtooth.status.cancelled', { time })
              : fromRecord
                ? t('views.sawtooth.status.record')
                : t('views.sawtooth.status.idle');
  const zoomed = domain !== null && !isFullDomain(domain, fullDomain);
  const zoomBy = (f: number) => setDomain(zoomAt(view, fullDomain, (view[0] + view[1]) / 2, f, MIN_SPAN_S));
  const lossOptions = losses.map((l) => {
    const r = runs.find((x) => x.key === l.runKey)!;
    return {
      value: `${l.runKey}:${l.index}`,
      text: t('views.sawtooth.cubic.option', { run: label(r), time: formatSeconds(l.t, lang, { digits: 2 }), cwnd: formatNumber(l.cwnd, lang, { digits: 0 }) }),
    };
  });

  return (
    <section className="saw" data-testid="view-sawtooth" ref={sectionRef} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="saw__grid view-grid">
        <SawtoothForm form={form} errors={errors} locked={locked} onChange={changeForm} onSubmit={() => startRuns(false)} />
        <div className="saw__main">
          <div className="saw-controls">
            <div className="saw-controls__buttons" role="group" aria-label={t('views.sawtooth.runHeading')}>
              <button type="button" className="btn btn--primary" data-testid="saw-start" disabled={!can.start} onClick={() => startRuns(false)}>
                <span aria-hidden="true">▶ </span>
                {t('views.sawtooth.start')}
              </button>
              <button type="button" className="btn" data-testid="saw-demo" disabled={!can.start} onClick={() => startRuns(true)} title={t('views.sawtooth.demoHint')}>
                {t('views.sawtooth.demo')}
              </button>
              <button type="button" className="btn" data-testid="saw-pause" disabled={!can.pause} onClick={pause}>
                <span aria-hidden="true">❚❚ </span>
                {t('views.sawtooth.pause')}
              </button>
              <button type="button" className="btn" data-testid="saw-resume" disabled={!can.resume} onClick={resume}>
                {t('views.sawtooth.resume')}
              </button>
              <button type="button" className="btn" data-testid="saw-step" disabled={!can.step} onClick={step} title={t('views.sawtooth.stepHint')}>
                {t('views.sawtooth.step')}
              </button>
              <button type="button" className="btn" data-testid="saw-cancel" disabled={!can.cancel} onClick={cancel}>
                <span aria-hidden="true">■ </span>
                {t('views.sawtooth.cancel')}
              </button>
              <button type="button" className="btn btn--quiet" data-testid="saw-clear" disabled={locked || runs.length === 0} onClick={clear}>
                {t('views.sawtooth.clear')}
              </button>
            </div>
            <p className={`saw-status saw-status--${run.phase}`} data-testid="saw-status" data-state={run.phase} role="status">
              {status}
            </p>
          </div>
          {Object.keys(errors).length > 0 ? (
            <p className="saw__error" role="alert">{t('views.sawtooth.validation.formInvalid')}</p>
          ) : null}
          <figure className="saw__figure" ref={figureRef}>
            <div className="saw__figure-head">
              <ul className="saw__legend" aria-label={t('views.sawtooth.legend.runs')}>
                {runs.map((r, i) => (
                  <li key={r.key} data-testid="saw-legend-run">
                    <span className="saw__swatch" style={{ background: colors[i] }} />
                    {label(r)}
                  </li>
                ))}
                <li>{t('views.sawtooth.legend.ssthresh')}</li>
              </ul>
              <div className="saw__zoom">
                <button type="button" className="btn btn--quiet" data-testid="saw-zoom-in" onClick={() => zoomBy(0.5)} aria-label={t('views.sawtooth.chart.zoomIn')}>+</button>
                <button type="button" className="btn btn--quiet" data-testid="saw-zoom-out" onClick={() => zoomBy(2)} aria-label={t('views.sawtooth.chart.zoomOut')}>−</button>
                <button type="button" className="btn btn--quiet" data-testid="saw-zoom-reset" disabled={!zoomed} onClick={() => setDomain(null)}>
                  {t('views.sawtooth.chart.resetZoom')}
                </button>
              </div>
            </div>
            <SawtoothChart
              runs={runs}
              colors={colors}
              refs={refs}
              domain={view}
              fullDomain={fullDomain}
              minSpan={MIN_SPAN_S}
              onDomainChange={setDomain}
              phases={phases}
              losses={losses}
              cubic={cubic}
              hoverT={hoverT}
              onHover={setHoverT}
              onPickLoss={(runKey, index) => setPicked((p) => (p && p.runKey === runKey && p.index === index ? null : { runKey, index }))}
              cwndUpper={cwndUpper}
              rttUpper={rttUpper}
              profile={profile}
              lang={lang}
              projector={isProjector}
              emptyMessage={t('views.sawtooth.chart.empty')}
            />
            <div className="saw__figure-head">
              <ul className="saw__legend" aria-label={last ? t('views.sawtooth.legend.phases', { run: label(last) }) : undefined}>
                {last ? <li>{t('views.sawtooth.legend.phases', { run: label(last) })}:</li> : null}
                {PHASES.map((ph) => (
                  <li key={ph}>
                    <span className="saw__swatch saw__swatch--phase" style={{ background: PHASE_FILL[ph] }} />
                    {t(`views.sawtooth.legend.${ph}`)}
                  </li>
                ))}
                <li>
                  <span aria-hidden="true">▼</span> {t('views.sawtooth.legend.lossMark')}
                </li>
              </ul>
              <p className="saw__hint" data-testid="saw-zoom-window">
                {zoomed
                  ? t('views.sawtooth.chart.window', { from: formatSeconds(view[0], lang, { digits: 1 }), to: formatSeconds(view[1], lang, { digits: 1 }) })
                  : t('views.sawtooth.chart.zoomHint')}
              </p>
            </div>
          </figure>
          <div className="saw__tools">
            <label>
              {t('views.sawtooth.cubic.label')}{' '}
              <select
                data-testid="saw-cubic-loss"
                value={picked ? `${picked.runKey}:${picked.index}` : ''}
                onChange={(e) => {
                  const [k, i] = e.target.value.split(':').map(Number);
                  setPicked(e.target.value ? { runKey: k, index: i } : null);
                }}
              >
                <option value="">{lossOptions.length ? t('views.sawtooth.cubic.none') : t('views.sawtooth.cubic.noLoss')}</option>
                {lossOptions.map((o) => (
                  <option key={o.value} value={o.value}>{o.text}</option>
                ))}
              </select>
            </label>
            {cubic ? (
              <span data-testid="saw-cubic-info">
                {t('views.sawtooth.cubic.curve', { wmax: formatNumber(cubic.wmax, lang, { digits: 0 }), k: formatSeconds(cubic.k, lang, { digits: 2 }) })}
                {' · '}
                {cubic.fastConvergence ? t('views.sawtooth.cubic.fast') : t('views.sawtooth.cubic.plain')}
              </span>
            ) : null}
          </div>
          <div className="saw-readout" data-testid="saw-readout" data-lines={readout.length}>
            <p className="saw-readout__head">{t('views.sawtooth.readout.heading')}</p>
            {readout.length === 0 ? (
              <p className="saw-readout__none">{t('views.sawtooth.readout.hint')}</p>
            ) : (
              readout.map((l) => (
                <p className="saw-readout__line" key={l.key} data-testid="saw-readout-line">
                  <span className="saw__swatch" style={{ background: l.color }} aria-hidden="true" />
                  <span>{t('views.sawtooth.readout.at', { time: formatSeconds(l.time, lang, { digits: 2 }) })}</span>
                  <code>{l.line}</code>
                </p>
              ))
            )}
          </div>
          <FigureTools
            figureRef={figureRef}
            name={last ? `sawtooth-${last.options.cc}-${last.options.stack}-${last.key}` : 'sawtooth'}
            title={t('views.sawtooth.chart.cwndTitle')}
            empty={runs.length === 0}
            busy={locked}
            noRecord={!last || !last.record}
            csv={exportCsv}
            json={exportJson}
            onImport={importRecords}
            legacyIds={{ json: 'saw-export-json', csv: 'saw-export-csv', import: 'saw-import' }}
          />
          <p className="saw__hint">{t('views.sawtooth.keysHint')}</p>
          <p className="saw__sr" aria-live="polite" data-testid="saw-summary">{summary}</p>
        </div>
      </div>
    </section>
  );
}
