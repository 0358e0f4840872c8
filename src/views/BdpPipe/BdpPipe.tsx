// The BDP pipe: the course's path (s1, the queue at r1, the bottleneck pipe, rx) with the packets
// of a live packet-level run held at one window, and below it throughput and RTT against cwnd
// (closed-form lines from src/models, points from short simulated runs). Everything network-like
// comes from the worker; this component draws. It owns no global state (props in, callbacks out).
// The canvas: usePipeCanvas; the live run: useBdpLiveRun; the points: useSteadyPoints.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProfile } from '../../charts/profile';
import { useElementWidth } from '../../charts/useElementWidth';
import { formatMs, formatNumber, formatRate } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { BdpControls, type BdpErrors } from './BdpControls';
import { CwndChart } from './CwndChart';
import { pipeGeometry } from './layout';
import {
  bdpWhole, buildScenario, checkField, checkPathForm, COURSE_PATH, cwndAxisMax, fitLimit, modelAt, modelCurve,
  pathModel, playSteps, regimeOf, type PathForm, type PathParams,
} from './model';
import { PipeLabels } from './PipeLabels';
import { bdpRecord, CSV_HEADER, csvRows, DEFAULT_BDP_OPTIONS, fromRecord, SPEEDS, type BdpPipeOptions } from './record';
import { LIVE_S, useBdpLiveRun } from './useBdpLiveRun';
import { usePipeCanvas } from './usePipeCanvas';
import { useSteadyPoints } from './useSteadyPoints';
import { FigureTools } from '../shared/FigureTools';
import { toCsv } from '../shared/files';
import '../shared/viewForm.css';
import './bdpPipe.css';

export interface BdpPipeProps {
  profile: ChartProfile;
  /** Initial link (the course's by default) and window. */
  initialPath?: Partial<PathParams>;
  initialCwnd?: number;
  /** Initial link, window and speed (a deep link); wins over initialPath and initialCwnd. */
  initial?: Partial<BdpPipeOptions>;
  onRunError?: (message: string) => void;
  /** Told when the window, the link or the speed change to valid values (the page keeps its address in step). */
  onOptionsChange?: (options: BdpPipeOptions) => void;
}

/** Wall time each window of the play-through is held. */
const PLAY_STEP_MS = 1200;

function formFrom(p: PathParams): PathForm {
  return { rate: String(p.rateMbps), delay: String(p.delayMs), buffer: String(p.bufferBytes) };
}

export function BdpPipe({ profile, initialPath, initialCwnd: cwndProp, initial, onRunError, onOptionsChange }: BdpPipeProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const start = useMemo<PathParams>(() => {
    const o = { ...COURSE_PATH, ...initialPath, ...initial };
    return { rateMbps: o.rateMbps, delayMs: o.delayMs, bufferBytes: o.bufferBytes };
  }, [initialPath, initial]);
  const initialCwnd = initial?.cwnd ?? cwndProp ?? DEFAULT_BDP_OPTIONS.cwnd;
  const [form, setForm] = useState<PathForm>(() => formFrom(start));
  const [errors, setErrors] = useState<BdpErrors>({});
  const [path, setPath] = useState<PathParams>(start);
  const [cwnd, setCwnd] = useState(initialCwnd);
  const [cwndText, setCwndText] = useState(String(initialCwnd));
  const [speed, setSpeed] = useState<number>(initial?.speed ?? DEFAULT_BDP_OPTIONS.speed);
  const [playing, setPlaying] = useState(false);
  /** The points on the charts came from an opened record (no new ones are simulated until the user changes something). */
  const [imported, setImported] = useState(false);
  const figureRef = useRef<HTMLDivElement>(null);

  const model = useMemo(() => pathModel(path), [path]);
  const regime = regimeOf(cwnd, model);
  const xMax = cwndAxisMax(model);
  const curve = useMemo(() => modelCurve(model, xMax), [model, xMax]);
  const atCwnd = modelAt(cwnd, model);
  const { points, adopt } = useSteadyPoints(path, cwnd, model, imported);
  const simAtCwnd = points.find((p) => p.cwnd === cwnd);

  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef, 900);
  const onOptionsChangeRef = useRef(onOptionsChange);
  useEffect(() => {
    onOptionsChangeRef.current = onOptionsChange;
  }, [onOptionsChange]);
  // The address follows the window, the link and the speed on screen (all valid by then).
  useEffect(() => {
    onOptionsChangeRef.current?.({ ...path, cwnd, speed });
  }, [path, cwnd, speed]);

  const fs = profile.fontSize;
  const canvasHeight = Math.round(fs * 15);
  const geometry = useMemo(() => pipeGeometry(width, canvasHeight, fs), [width, canvasHeight, fs]);
  const { canvasRef, marksRef, dropsRef, redraw } = usePipeCanvas(width, canvasHeight, geometry, profile);
  const live = useBdpLiveRun(path, cwnd, speed, geometry, { marksRef, dropsRef, redraw }, onRunError);
  const { counts } = live;

  // ---- play-through ---------------------------------------------------------------------------
  useEffect(() => {
    if (!playing) return;
    const steps = playSteps(model);
    let i = steps.findIndex((w) => w > cwnd);
    if (i < 0) i = 0;
    const timer = setTimeout(() => {
      const w = steps[i];
      setCwnd(w);
      setCwndText(String(w));
      if (i === steps.length - 1) setPlaying(false);
    }, PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, cwnd, model]);

  // ---- inputs ---------------------------------------------------------------------------------
  const changeCwnd = (text: string) => {
    setImported(false);
    setCwndText(text);
    const c = checkField('cwnd', text);
    if ('error' in c) {
      setErrors((e) => ({ ...e, cwnd: c.error }));
      return;
    }
    setErrors(({ cwnd: _old, ...rest }) => rest);
    setCwnd(c.value);
  };
  const changePath = (next: PathForm) => {
    setImported(false);
    setForm(next);
    const checked = checkPathForm(next);
    setErrors((e) => (checked.ok ? (e.cwnd ? { cwnd: e.cwnd } : {}) : { ...(e.cwnd ? { cwnd: e.cwnd } : {}), ...checked.errors }));
    if (checked.ok) {
      const p = checked.path;
      if (p.rateMbps !== path.rateMbps || p.delayMs !== path.delayMs || p.bufferBytes !== path.bufferBytes) setPath(p);
    }
  };
  // A saved record: its link and window go into the form, its points onto the charts.
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    const rec = records[records.length - 1];
    const refuse = (message: string) => t('common.files.bad.wrongView', { file: fileName, message });
    let got: ReturnType<typeof fromRecord>;
    try {
      got = fromRecord(rec, speed);
    } catch (err) {
      return refuse(t('views.bdpPipe.importNotBdp', { reason: err instanceof Error ? err.message : String(err) }));
    }
    const checked = checkPathForm(formFrom(got.options));
    if (!checked.ok || 'error' in checkField('cwnd', String(got.options.cwnd))) return refuse(t('views.bdpPipe.importRange'));
    const p = checked.path;
    const nextPath = p.rateMbps === path.rateMbps && p.delayMs === path.delayMs && p.bufferBytes === path.bufferBytes ? path : p;
    adopt(nextPath, got.points);
    setPlaying(false);
    setImported(true);
    setErrors({});
    setForm(formFrom(nextPath));
    setPath(nextPath);
    setCwnd(got.options.cwnd);
    setCwndText(String(got.options.cwnd));
    return null;
  };

  const onKey = (e: React.KeyboardEvent) => {
    const target = e.target as HTMLElement;
    if (target.tagName === 'INPUT' || target.tagName === 'SELECT') return;
    if (e.key === ' ') {
      e.preventDefault();
      live.togglePause();
    } else if (e.key === 'ArrowRight') {
      live.step();
    } else if (e.key === '+' || e.key === '-') {
      const i = SPEEDS.indexOf(speed as (typeof SPEEDS)[number]);
      const j = Math.min(SPEEDS.length - 1, Math.max(0, (i < 0 ? 2 : i) + (e.key === '+' ? 1 : -1)));
      setSpeed(SPEEDS[j]);
    }
  };
  const reset = () => {
    setPlaying(false);
    setImported(false);
    setForm(formFrom(start));
    setPath(start);
    setCwnd(initialCwnd);
    setCwndText(String(initialCwnd));
    setErrors({});
  };

  // ---- text -----------------------------------------------------------------------------------
  const b = bdpWhole(model);
  const limit = fitLimit(model);
  const shownThr = simAtCwnd && Number.isFinite(simAtCwnd.throughputMbps) ? simAtCwnd.throughputMbps : atCwnd.throughputMbps;
  const shownRtt = simAtCwnd && Number.isFinite(simAtCwnd.rttMs) ? simAtCwnd.rttMs : atCwnd.rttMs;
  const thrPoints = useMemo(() => points.filter((p) => Number.isFinite(p.throughputMbps)).map((p) => ({ cwnd: p.cwnd, value: p.throughputMbps })), [points]);
  const rttPoints = useMemo(() => points.filter((p) => Number.isFinite(p.rttMs)).map((p) => ({ cwnd: p.cwnd, value: p.rttMs })), [points]);
  const refs = [
    { x: model.bdpFrames, label: t('views.bdpPipe.refBdp', { n: formatNumber(b, lang) }) },
    { x: limit, label: t('views.bdpPipe.refLimit', { n: formatNumber(limit, lang) }) },
  ];
  // For screen readers: the regime and the simulated numbers at this window, once they are known
  // (not at every step of the play-through).
  const srSummary =
    simAtCwnd && !playing
      ? t('views.bdpPipe.srSummary', {
          regime: t(`views.bdpPipe.regimes.${regime}.name`),
          cwnd: formatNumber(cwnd, lang),
          throughput: formatRate(shownThr, lang, { digits: 1 }),
          rtt: formatMs(shownRtt, lang, { digits: 1 }),
          queued: formatNumber(Math.round(atCwnd.queued), lang),
        })
      : '';
  // Two charts side by side when there is room (the flex gap is 1rem).
  const chartWidth = width >= 900 ? Math.floor((width - 24) / 2) : width;

  return (
    <section className="bdp" data-testid="view-bdp-pipe" onKeyDown={onKey}>
      <BdpControls
        cwnd={cwnd}
        cwndText={cwndText}
        xMax={xMax}
        form={form}
        errors={errors}
        speed={speed}
        paused={live.paused}
        playing={playing}
        lang={lang}
        onCwnd={changeCwnd}
        onPath={changePath}
        onSpeed={setSpeed}
        onPlay={() => {
          setImported(false);
          if (!playing && cwnd >= playSteps(model).at(-1)!) {
            setCwnd(1);
            setCwndText('1');
          }
          setPlaying(!playing);
        }}
        onTogglePause={live.togglePause}
        onStep={live.step}
        onReset={reset}
      />

      <p className={`bdp__regime bdp__regime--${regime}`} data-testid="bdp-regime" data-regime={regime}>
        <strong>{t(`views.bdpPipe.regimes.${regime}.name`)}</strong>{' '}
        {t(`views.bdpPipe.regimes.${regime}.text`, { bdp: formatNumber(b, lang), limit: formatNumber(limit, lang), queued: formatNumber(Math.round(atCwnd.queued), lang) })}
      </p>

      <p className="visually-hidden" aria-live="polite" data-testid="bdp-summary">{srSummary}</p>

      <div className="bdp__figure" ref={figureRef}>
      <div className="bdp__pipe" ref={wrapRef}>
        <canvas
          ref={canvasRef}
          data-testid="bdp-canvas"
          data-in-pipe={counts.pipe}
          data-in-queue={counts.queue}
          data-acks={counts.acks}
          data-drops={counts.drops}
          data-t={counts.t}
          style={{ width, height: canvasHeight }}
          aria-hidden="true"
        />
        <PipeLabels g={geometry} width={width} height={canvasHeight} counts={counts} model={model} bdp={b} profile={profile} lang={lang} />
        {live.runError ? <p className="view-field__error" role="alert">{live.runError}</p> : null}
      </div>

      <p className="bdp__readout" data-testid="bdp-readout" data-cwnd={cwnd} data-throughput={shownThr} data-rtt={shownRtt}
        data-source={simAtCwnd ? 'simulated' : 'model'}>
        {t(simAtCwnd ? 'views.bdpPipe.readoutSim' : 'views.bdpPipe.readoutModel', {
          cwnd: formatNumber(cwnd, lang),
          throughput: formatRate(shownThr, lang, { digits: 1 }),
          rtt: formatMs(shownRtt, lang, { digits: 1 }),
          modelThroughput: formatRate(atCwnd.throughputMbps, lang, { digits: 1 }),
          modelRtt: formatMs(atCwnd.rttMs, lang, { digits: 1 }),
        })}
      </p>

      <div className="bdp__charts">
        <CwndChart testId="bdp-throughput-chart" title={t('views.bdpPipe.throughputTitle')} yLabel={t('views.bdpPipe.throughputAxis')}
          xLabel={t('views.bdpPipe.cwndAxis')} lang={lang} profile={profile} width={chartWidth} curve={curve}
          pick={pickThroughput} points={thrPoints} xMax={xMax} current={cwnd} refs={refs}
          legendModel={t('views.bdpPipe.legendModel')} legendSim={t('views.bdpPipe.legendSim')} />
        <CwndChart testId="bdp-rtt-chart" title={t('views.bdpPipe.rttTitle')} yLabel={t('views.bdpPipe.rttAxis')}
          xLabel={t('views.bdpPipe.cwndAxis')} lang={lang} profile={profile} width={chartWidth} curve={curve}
          pick={pickRtt} points={rttPoints} xMax={xMax} current={cwnd} refs={refs}
          legendModel={t('views.bdpPipe.legendModel')} legendSim={t('views.bdpPipe.legendSim')} />
      </div>
      </div>
      <FigureTools
        figureRef={figureRef}
        name={`bdp-pipe-cwnd${cwnd}`}
        title={t('views.bdpPipe.title')}
        csv={() => toCsv(CSV_HEADER, csvRows(points, path))}
        json={() => bdpRecord(live.scenarioRef.current ?? buildScenario(path, cwnd, LIVE_S), live.seriesRef.current, points, { ...path, cwnd, speed })}
        noRecord={counts.t === 0}
        onImport={importRecords}
      />
      {imported ? <p className="bdp__imported" data-testid="bdp-imported">{t('views.bdpPipe.imported', { n: formatNumber(points.length, lang) })}</p> : null}
      <p className="bdp__note">{t('views.bdpPipe.note')}</p>
    </section>
  );
}

const pickThroughput = (p: { throughputMbps: number }) => p.throughputMbps;
const pickRtt = (p: { rttMs: number }) => p.rttMs;
