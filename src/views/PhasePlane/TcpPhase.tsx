// The phase plane's "Two TCP flows" mode: two TCP flows share the course's bottleneck in the
// worker's packet-level simulation; their delivery rates, sampled once per base RTT and averaged
// over each flow's RTT, are the point (x1, x2), drawn live on the same plane as the paper model.
// It builds a scenario, runs it live and draws what comes back; it simulates nothing itself.
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProfile } from '../../charts/profile';
import { useElementWidth } from '../../charts/useElementWidth';
import { formatNumber, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { startLiveRun, type LiveControl } from '../../app/sim-client';
import { enabledButtons, INITIAL_RUN, runReducer } from '../shared/runState';
import { planeSize, useViewportHeight } from './layout';
import {
  buildTcpScenario,
  DEFAULT_TCP_OPTIONS,
  EXTRA_DELAYS_MS,
  isTcpCc,
  nextTcpSpeed,
  S2_START_S,
  TCP_CAPACITY_MBPS,
  TCP_CCS,
  TCP_DURATIONS_S,
  TCP_SAMPLE_MS,
  TCP_SPEEDS,
  type TcpPlaneOptions,
} from './tcpOptions';
import { TcpPlaneSvg } from './TcpPlaneSvg';
import { appendTcpBatch, emptyTrajectory, pointJain, type TcpTrajectory } from './tcpTrajectory';
import { TCP_CSV_HEADER, tcpCsvRows, tcpFromRecord, tcpSeriesOf } from './tcpRecord';
import { FigureTools } from '../shared/FigureTools';
import { toCsv, withSeries } from '../shared/files';

export interface TcpPhaseProps {
  initial?: Partial<TcpPlaneOptions>;
  profile: ChartProfile;
  /** The mode picker, drawn in the side column as in the model mode. */
  modePicker: ReactNode;
  /** Told when a run fails (the app may show its banner); the view shows the failure too. */
  onRunError?: (message: string) => void;
  /** Told when the mode's options change (the view keeps the address in step). */
  onOptionsChange?: (options: TcpPlaneOptions) => void;
}

export function TcpPhase({ initial, profile, modePicker, onRunError, onOptionsChange }: TcpPhaseProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const uid = useId();
  const [options, setOptions] = useState<TcpPlaneOptions>(() => ({ ...DEFAULT_TCP_OPTIONS, ...initial }));
  const [run, dispatch] = useReducer(runReducer, INITIAL_RUN);
  const [data, setData] = useState<TcpTrajectory>(() => emptyTrajectory(TCP_SAMPLE_MS));
  // The options of the run on screen (the form may already say something else).
  const [shown, setShown] = useState<TcpPlaneOptions>(options);
  // The finished run's record (the worker's live record carries no series: they are added from `data`).
  const [record, setRecord] = useState<unknown>(null);
  const [fromFile, setFromFile] = useState<string | null>(null);
  const onOptionsChangeRef = useRef(onOptionsChange);
  useEffect(() => {
    onOptionsChangeRef.current = onOptionsChange;
  }, [onOptionsChange]);
  useEffect(() => {
    onOptionsChangeRef.current?.(options);
  }, [options]);
  const controlRef = useRef<LiveControl | null>(null);
  const runIdRef = useRef(0);
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    onRunErrorRef.current = onRunError;
  }, [onRunError]);
  // Leaving the mode (or the page) stops the run.
  useEffect(() => () => controlRef.current?.cancel(), []);

  const start = useCallback(() => {
    controlRef.current?.cancel();
    const id = ++runIdRef.current;
    const mine = () => id === runIdRef.current;
    setData(emptyTrajectory(TCP_SAMPLE_MS));
    setShown(options);
    setRecord(null);
    setFromFile(null);
    dispatch({ type: 'start' });
    controlRef.current = startLiveRun(buildTcpScenario(options), options.speed, {
      onBatch(batch) {
        if (mine()) setData((d) => appendTcpBatch(d, batch));
      },
      onDone(rec) {
        if (!mine()) return;
        controlRef.current = null;
        setRecord(rec);
        dispatch({ type: 'done' });
      },
      onError(message) {
        if (!mine()) return;
        controlRef.current = null;
        dispatch({ type: 'error', message });
        onRunErrorRef.current?.(message);
      },
    });
  }, [options]);
  const pause = () => {
    controlRef.current?.pause();
    dispatch({ type: 'pause' });
  };
  const resume = () => {
    controlRef.current?.resume();
    dispatch({ type: 'resume' });
  };
  const step = () => controlRef.current?.step();
  const cancel = () => {
    runIdRef.current++; // late batches of this run are ignored
    controlRef.current?.cancel();
    controlRef.current = null;
    dispatch({ type: 'cancel' });
  };
  const changeSpeed = (speed: number) => {
    setOptions((o) => ({ ...o, speed }));
    controlRef.current?.setSpeed(speed); // applies to the run in progress at once
  };

  // A saved run: drawn as if it had just streamed (the run on screen is replaced).
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    const rec = records[records.length - 1];
    let got: ReturnType<typeof tcpFromRecord>;
    try {
      got = tcpFromRecord(rec, options);
    } catch (err) {
      return t('common.files.bad.wrongView', { file: fileName, message: err instanceof Error ? err.message : String(err) });
    }
    if (controlRef.current) cancel();
    setData(got.trajectory);
    setOptions(got.options);
    setShown(got.options);
    setRecord(rec);
    setFromFile(fileName);
    return null;
  };

  const can = enabledButtons(run.phase);
  const locked = run.phase === 'running' || run.phase === 'paused';
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('input, select, textarea, button, a')) return;
    if (e.key === ' ' || e.key === 'Spacebar') {
      e.preventDefault();
      if (run.phase === 'running') pause();
      else if (run.phase === 'paused') resume();
      else start();
    } else if (e.key === 'ArrowRight') {
      if (run.phase === 'paused') {
        e.preventDefault();
        step();
      }
    } else if (e.key === '+' || e.key === '=') {
      changeSpeed(nextTcpSpeed(options.speed, 1));
    } else if (e.key === '-' || e.key === '_') {
      changeSpeed(nextTcpSpeed(options.speed, -1));
    }
  };

  const plotRef = useRef<HTMLDivElement>(null);
  const plotWidth = useElementWidth(plotRef, 520);
  const viewportH = useViewportHeight();
  const size = planeSize(plotWidth, profile.fontSize, viewportH);

  const points = data.points;
  const current = points.length > 0 ? points[points.length - 1] : null;
  const joinIndex = useMemo(() => points.findIndex((p) => p.t > S2_START_S + 1e-9), [points]);
  const jainValue = current ? pointJain(current) : NaN;
  const n1 = (v: number) => formatNumber(v, lang, { digits: 1 });
  const dash = '—';
  const jain = Number.isFinite(jainValue) ? formatNumber(jainValue, lang, { digits: 3 }) : dash;
  const time = formatSeconds(data.nowS, lang, { digits: 1 });
  const duration = formatSeconds(shown.durationS, lang);
  const status =
    fromFile && run.phase !== 'running' && run.phase !== 'paused'
      ? t('views.phasePlane.tcp.status.imported', { file: fromFile, duration })
      : run.phase === 'running'
      ? t('views.phasePlane.tcp.status.running', { time, duration })
      : run.phase === 'paused'
        ? t('views.phasePlane.tcp.status.paused', { time })
        : run.phase === 'done'
          ? t('views.phasePlane.tcp.status.done', { duration })
          : run.phase === 'error'
            ? t('views.phasePlane.tcp.status.error', { message: run.error ?? '' })
            : run.cancelled
              ? t('views.phasePlane.tcp.status.cancelled', { time })
              : t('views.phasePlane.tcp.status.idle');
  const ccName = (cc: string) => t(`views.phasePlane.tcp.ccNames.${cc}`);
  const select = (label: string, testId: string, value: string, values: readonly string[], text: (v: string) => string, onChange: (v: string) => void, hint?: string) => {
    const id = `${uid}-${testId}`;
    return (
      <div className="view-field">
        <label className="view-field__label" htmlFor={id}>{label}</label>
        <select
          id={id}
          className="view-field__input"
          data-testid={testId}
          value={value}
          disabled={locked}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.value)}
        >
          {values.map((v) => (
            <option key={v} value={v}>{text(v)}</option>
          ))}
        </select>
        {hint ? <p id={`${id}-hint`} className="view-field__hint">{hint}</p> : null}
      </div>
    );
  };

  return (
    <section className="pp pp--tcp" data-testid="view-phase-plane" data-mode="tcp" tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="pp__grid">
        <div className="pp__side">
          <form className="pp-form" noValidate onSubmit={(e) => e.preventDefault()}>
            <fieldset className="pp-form__set">
              <legend className="pp-form__legend">{t('views.phasePlane.tcp.formHeading')}</legend>
              {select(t('views.phasePlane.tcp.fields.cc1'), 'phase-tcp-cc1', options.cc1, TCP_CCS, ccName, (v) => {
                if (isTcpCc(v)) setOptions((o) => ({ ...o, cc1: v }));
              })}
              {select(t('views.phasePlane.tcp.fields.cc2'), 'phase-tcp-cc2', options.cc2, TCP_CCS, ccName, (v) => {
                if (isTcpCc(v)) setOptions((o) => ({ ...o, cc2: v }));
              }, t('views.phasePlane.tcp.hints.start', { s: formatNumber(S2_START_S, lang) }))}
              {select(
                t('views.phasePlane.tcp.fields.extraDelay'),
                'phase-tcp-extra',
                String(options.extraDelayMs),
                EXTRA_DELAYS_MS.map(String),
                (v) => t('views.phasePlane.tcp.extraOption', { ms: formatNumber(Number(v), lang), rtt: formatNumber(40 + Number(v), lang) }),
                (v) => setOptions((o) => ({ ...o, extraDelayMs: Number(v) })),
                t('views.phasePlane.tcp.hints.extraDelay'),
              )}
              {select(
                t('views.phasePlane.tcp.fields.duration'),
                'phase-tcp-duration',
                String(options.durationS),
                TCP_DURATIONS_S.map(String),
                (v) => formatSeconds(Number(v), lang),
                (v) => setOptions((o) => ({ ...o, durationS: Number(v) })),
              )}
              <p className="view-field__hint">{t('views.phasePlane.tcp.hints.link', { c: n1(TCP_CAPACITY_MBPS) })}</p>
            </fieldset>
          </form>
          {modePicker}
        </div>

        <div className="pp__main">
          <div className="view-controls">
            <div className="view-controls__buttons" role="group" aria-label={t('views.phasePlane.tcp.controls')}>
              <button type="button" className="btn btn--primary" data-testid="phase-tcp-run" disabled={!can.start} onClick={start}>
                <span aria-hidden="true">▶ </span>
                {run.phase === 'done' ? t('views.phasePlane.tcp.runAgain') : t('views.phasePlane.tcp.run')}
              </button>
              <button
                type="button"
                className="btn"
                data-testid="phase-tcp-pause"
                disabled={!can.pause && !can.resume}
                aria-pressed={run.phase === 'paused'}
                onClick={run.phase === 'paused' ? resume : pause}
              >
                <span aria-hidden="true">{run.phase === 'paused' ? '▶ ' : '❚❚ '}</span>
                {run.phase === 'paused' ? t('views.phasePlane.tcp.resume') : t('views.phasePlane.pause')}
              </button>
              <button type="button" className="btn" data-testid="phase-tcp-step" disabled={!can.step} onClick={step} title={t('views.phasePlane.tcp.stepHint')}>
                {t('views.phasePlane.step')}
                <span aria-hidden="true"> ▸|</span>
              </button>
              <button type="button" className="btn" data-testid="phase-tcp-cancel" disabled={!can.cancel} onClick={cancel}>
                <span aria-hidden="true">■ </span>
                {t('views.phasePlane.tcp.cancel')}
              </button>
            </div>
            <label className="pp-controls__labelled">
              {t('views.phasePlane.speed')}
              <select className="view-field__input" data-testid="phase-tcp-speed" value={String(options.speed)} onChange={(e) => changeSpeed(Number(e.target.value))}>
                {TCP_SPEEDS.map((s) => (
                  <option key={s} value={String(s)}>
                    {t('views.phasePlane.tcp.speedOption', { n: formatNumber(s, lang) })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className={`pp-tcp-status pp-tcp-status--${run.phase}`} data-testid="phase-tcp-status" data-state={run.phase} role="status">
            {status}
          </p>
          <div className="pp-notes">
            <p className="pp-rule-desc" data-testid="phase-tcp-description">
              {t('views.phasePlane.tcp.description', { a: ccName(shown.cc1), b: ccName(shown.cc2) })}
            </p>
            <p className="pp-keys">{t('views.phasePlane.tcp.keysHint')}</p>
          </div>

          {/* Said when the run stops or pauses, not at every batch. */}
          <p className="visually-hidden" aria-live="polite">
            {current && run.phase !== 'running'
              ? t('views.phasePlane.tcp.summary', { time, x1: n1(current.x1), x2: n1(current.x2), jain })
              : ''}
          </p>

          <div className="pp-stage pp-stage--tcp">
            <div className="pp-stage__cell" ref={plotRef}>
              <div className="pp-stage__plot">
                <TcpPlaneSvg
                  capacity={TCP_CAPACITY_MBPS}
                  points={points}
                  joinIndex={joinIndex}
                  profile={profile}
                  size={size}
                  emptyMessage={run.phase === 'idle' ? t('views.phasePlane.tcp.plane.empty') : undefined}
                />
                <ul className="pp-legend" aria-hidden="true">
                  <li><span className="pp-legend__line" style={{ background: profile.series[0] }} />{t('views.phasePlane.tcp.plane.legendTrail')}</li>
                  <li><span className="pp-legend__dot" style={{ background: profile.series[2] }} />{t('views.phasePlane.tcp.plane.legendStart')}</li>
                  <li><span className="pp-legend__dot" style={{ background: profile.series[1] }} />{t('views.phasePlane.tcp.plane.legendJoin', { s: formatNumber(S2_START_S, lang) })}</li>
                  <li><span className="pp-legend__ring" style={{ borderColor: profile.text }} />{t('views.phasePlane.tcp.plane.legendNow')}</li>
                </ul>
              </div>
            </div>
            <div className="pp-stage__side">
              <dl className="pp-readout pp-readout--column" aria-label={t('views.phasePlane.tcp.readout.heading')}>
                <div className="pp-readout__item">
                  <dt>{t('views.phasePlane.tcp.readout.time')}</dt>
                  <dd data-testid="phase-tcp-time">{time}</dd>
                </div>
                <div className="pp-readout__item">
                  <dt>{t('views.phasePlane.tcp.readout.x1', { cc: ccName(shown.cc1) })}</dt>
                  <dd data-testid="phase-tcp-x1">{current ? n1(current.x1) : dash}</dd>
                </div>
                <div className="pp-readout__item">
                  <dt>{t('views.phasePlane.tcp.readout.x2', { cc: ccName(shown.cc2) })}</dt>
                  <dd data-testid="phase-tcp-x2">{current ? n1(current.x2) : dash}</dd>
                </div>
                <div className="pp-readout__item">
                  <dt>{t('views.phasePlane.tcp.readout.sum', { c: n1(TCP_CAPACITY_MBPS) })}</dt>
                  <dd data-testid="phase-tcp-sum">{current ? n1(current.x1 + current.x2) : dash}</dd>
                </div>
                <div className="pp-readout__item pp-readout__item--main">
                  <dt>{t('views.phasePlane.readout.jain')}</dt>
                  <dd data-testid="phase-tcp-jain">{jain}</dd>
                </div>
              </dl>
              <p className="pp-tcp-explain">{t('views.phasePlane.tcp.explain', { ms: formatNumber(TCP_SAMPLE_MS, lang) })}</p>
            </div>
          </div>
          <FigureTools
            figureRef={plotRef}
            name={`phase-plane-tcp-${shown.cc1}-${shown.cc2}-${shown.extraDelayMs}ms`}
            title={t('views.phasePlane.tcp.description', { a: ccName(shown.cc1), b: ccName(shown.cc2) })}
            empty={points.length === 0}
            busy={locked}
            noRecord={!record}
            csv={() => toCsv(TCP_CSV_HEADER, tcpCsvRows(data))}
            json={() => (record ? withSeries(record, tcpSeriesOf(data)) : null)}
            onImport={importRecords}
          />
        </div>
      </div>
    </section>
  );
}
