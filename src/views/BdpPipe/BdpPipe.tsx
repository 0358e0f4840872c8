// The BDP pipe: the course's path (s1, the queue at r1, the bottleneck pipe, rx) with the packets
// of a live packet-level run held at one window, and below it throughput and RTT against cwnd
// (closed-form lines from src/models, points from short simulated runs). Everything network-like
// comes from the worker; this component draws. It owns no global state (props in, callbacks out).
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProfile } from '../../charts/profile';
import { useElementWidth } from '../../charts/useElementWidth';
import { formatMs, formatNumber, formatRate } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { runToEnd, startLiveRun, type LiveControl } from '../../app/sim-client';
import type { DropEvents, PacketSnapshot } from '../../sim';
import { CwndChart } from './CwndChart';
import { KIND_ACK, layoutPackets, pipeGeometry, WHERE_FWD, type PacketMarks } from './layout';
import {
  bdpWhole, buildScenario, checkField, checkPathForm, COURSE_PATH, cwndAxisMax, fitLimit, modelAt, modelCurve,
  pathModel, playSteps, regimeOf, sweepWindows, type FieldError, type PathForm, type PathParams,
} from './model';
import { steadyPoint, type SteadyPoint } from './steady';
import { appendSeries, bdpRecord, CSV_HEADER, csvRows, DEFAULT_BDP_OPTIONS, emptySeries, fromRecord, SPEEDS, type BdpPipeOptions } from './record';
import { FigureTools } from '../shared/FigureTools';
import { toCsv } from '../shared/files';
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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void): () => void {
  const mq = window.matchMedia?.(REDUCED_MOTION);
  mq?.addEventListener('change', onChange);
  return () => mq?.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches === true;
/** Simulated seconds of a live run, and of each short run behind a point. */
const LIVE_S = 600;
const POINT_S = 2.5;
/** Past BDP + buffer the first window's burst overflows the queue and recovery takes seconds: longer runs, averaged later. */
const DROPPING_POINT_S = 8;
const DROPPING_FROM_S = 4;
/** Wall time each window of the play-through is held. */
const PLAY_STEP_MS = 1200;
const DROP_FALL_MS = 900;

interface FallingDrop {
  x: number;
  y: number;
  born: number;
}

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
  const [errors, setErrors] = useState<Partial<Record<keyof PathForm | 'cwnd', FieldError>>>({});
  const [path, setPath] = useState<PathParams>(start);
  const [cwnd, setCwnd] = useState(initialCwnd);
  const [cwndText, setCwndText] = useState(String(initialCwnd));
  const [speed, setSpeed] = useState<number>(initial?.speed ?? DEFAULT_BDP_OPTIONS.speed);
  const [paused, setPaused] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [counts, setCounts] = useState({ pipe: 0, queue: 0, acks: 0, drops: 0, t: 0 });
  const [points, setPoints] = useState<SteadyPoint[]>([]);
  const [runError, setRunError] = useState<string | null>(null);
  /** The points on the charts came from an opened record (no new ones are simulated until the user changes something). */
  const [imported, setImported] = useState(false);
  const seriesRef = useRef(emptySeries());
  const scenarioRef = useRef<Record<string, unknown> | null>(null);
  const figureRef = useRef<HTMLDivElement>(null);

  const model = useMemo(() => pathModel(path), [path]);
  const regime = regimeOf(cwnd, model);
  const xMax = cwndAxisMax(model);
  const curve = useMemo(() => modelCurve(model, xMax), [model, xMax]);
  const atCwnd = modelAt(cwnd, model);
  const simAtCwnd = points.find((p) => p.cwnd === cwnd);

  const wrapRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(wrapRef, 900);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const marksRef = useRef<PacketMarks | null>(null);
  const dropsRef = useRef<FallingDrop[]>([]);
  const controlRef = useRef<LiveControl | null>(null);
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    onRunErrorRef.current = onRunError;
  }, [onRunError]);
  const onOptionsChangeRef = useRef(onOptionsChange);
  useEffect(() => {
    onOptionsChangeRef.current = onOptionsChange;
  }, [onOptionsChange]);
  // The address follows the window, the link and the speed on screen (all valid by then).
  useEffect(() => {
    onOptionsChangeRef.current?.({ ...path, cwnd, speed });
  }, [path, cwnd, speed]);
  const speedRef = useRef(speed);
  useEffect(() => {
    speedRef.current = speed;
  }, [speed]);

  const fs = profile.fontSize;
  const canvasHeight = Math.round(fs * 15);
  const geometry = useMemo(() => pipeGeometry(width, canvasHeight, fs), [width, canvasHeight, fs]);
  // Reduced motion: no animation loop; the packets are drawn where each batch puts them.
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);

  // ---- drawing --------------------------------------------------------------------------------
  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(canvasHeight * dpr)) {
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(canvasHeight * dpr);
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, canvasHeight);
    const g = geometry;
    const lane = g.laneHeight;
    // Lanes: the queue box, the data pipe, the ACK way back.
    ctx.fillStyle = profile.grid;
    ctx.fillRect(g.queueX0, g.dataY - lane / 2, g.queueX1 - g.queueX0, lane);
    ctx.fillRect(g.pipeX0, g.dataY - lane / 2, g.pipeX1 - g.pipeX0, lane);
    ctx.fillRect(g.pipeX0, g.ackY - lane / 4, g.pipeX1 - g.pipeX0, lane / 2);
    ctx.strokeStyle = profile.axis;
    ctx.lineWidth = profile.axisWidth;
    ctx.strokeRect(g.queueX0, g.dataY - lane / 2, g.queueX1 - g.queueX0, lane);
    ctx.strokeRect(g.pipeX0, g.dataY - lane / 2, g.pipeX1 - g.pipeX0, lane);
    const m = marksRef.current;
    if (m) {
      for (let i = 0; i < m.n; i++) {
        const ack = m.kind[i] === KIND_ACK;
        ctx.fillStyle = ack ? profile.series[2] : profile.series[0];
        const h = ack ? lane / 2 : lane * 0.8;
        ctx.fillRect(m.x[i], m.y[i] - h / 2, Math.max(1, m.w[i] - (m.w[i] > 3 ? 1 : 0)), h);
      }
    }
    // Drops fall from the tail of the queue and fade.
    const now = performance.now();
    const alive: FallingDrop[] = [];
    ctx.fillStyle = profile.series[1];
    for (const d of dropsRef.current) {
      const age = (now - d.born) / DROP_FALL_MS;
      if (age >= 1) continue;
      alive.push(d);
      const fall = reducedMotion ? 0.5 : age;
      ctx.globalAlpha = 1 - age * 0.8;
      ctx.fillRect(d.x - 2, d.y + lane / 2 + fall * (canvasHeight - d.y - lane), 4, lane * 0.6);
    }
    ctx.globalAlpha = 1;
    dropsRef.current = alive;
  }, [geometry, width, canvasHeight, profile, reducedMotion]);

  const drawRef = useRef(draw);
  useEffect(() => {
    drawRef.current = draw;
    if (reducedMotion) draw();
  }, [draw, reducedMotion]);
  const reducedRef = useRef(reducedMotion);
  useEffect(() => {
    reducedRef.current = reducedMotion;
  }, [reducedMotion]);
  useEffect(() => {
    if (reducedMotion) return;
    let raf = 0;
    const loop = () => {
      draw();
      raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(raf);
  }, [draw, reducedMotion]);

  // ---- the live run: restarted when the window or the link changes ------------------------------
  const geometryRef = useRef(geometry);
  useEffect(() => {
    geometryRef.current = geometry;
  }, [geometry]);
  useEffect(() => {
    let cancelled = false;
    const queueCap = pathModel(path).queueFrames;
    const pipeCap = Math.max(1, Math.round(pathModel(path).bdpFrames));
    const timer = setTimeout(() => {
      setRunError(null);
      setPaused(false);
      setCounts({ pipe: 0, queue: 0, acks: 0, drops: 0, t: 0 });
      marksRef.current = null;
      const scenario = buildScenario(path, cwnd, LIVE_S);
      scenarioRef.current = scenario;
      seriesRef.current = emptySeries();
      controlRef.current = startLiveRun(scenario, speedRef.current, {
        onBatch(batch) {
          if (cancelled) return;
          appendSeries(seriesRef.current, batch.t_s, batch.flows.s1);
          const snap: PacketSnapshot | undefined = batch.packets;
          const drops: DropEvents | undefined = batch.drops;
          if (!snap) return;
          const marks = layoutPackets(snap, geometryRef.current, queueCap, pipeCap);
          marksRef.current = marks;
          const g = geometryRef.current;
          const bornAt = performance.now();
          if (drops) {
            const n = Math.min(drops.t_s.length, 64);
            for (let i = 0; i < n; i++) {
              const onPipe = drops.where[i] === WHERE_FWD;
              const x = onPipe ? g.pipeX0 + drops.pos[i] * (g.pipeX1 - g.pipeX0) : g.queueX0 + 2 + (i % 8) * 3;
              dropsRef.current.push({ x, y: g.dataY, born: bornAt + i * 8 });
            }
          }
          if (reducedRef.current) drawRef.current();
          let acks = 0;
          for (let i = 0; i < snap.count; i++) if (snap.kind[i] === KIND_ACK) acks++;
          setCounts((c) => ({
            pipe: marks.inPipe,
            queue: marks.inQueue,
            acks,
            drops: c.drops + (drops ? drops.t_s.length + drops.unlisted : 0),
            t: batch.now_s,
          }));
        },
        onDone() {},
        onError(message) {
          if (cancelled) return;
          setRunError(message);
          onRunErrorRef.current?.(message);
        },
      }, { packets: true });
    }, 120);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      controlRef.current?.cancel();
      controlRef.current = null;
    };
  }, [path, cwnd]);

  useEffect(() => {
    controlRef.current?.setSpeed(speed);
  }, [speed]);

  // ---- simulated points: short fast runs, one per window, queued one after another -------------
  const pointsPathRef = useRef(path);
  const wanted = useMemo(() => [...new Set([cwnd, ...sweepWindows(model)])], [cwnd, model]);
  const doneRef = useRef(new Set<number>());
  const busyRef = useRef(false);
  /** Bumped when a record's points replace the simulated ones (a run still going is then ignored). */
  const pointsGenRef = useRef(0);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (pointsPathRef.current !== path) {
      pointsPathRef.current = path;
      doneRef.current = new Set();
      setPoints([]);
    }
  }, [path]);
  useEffect(() => {
    if (busyRef.current || imported) return;
    // The current window first: its point is the readout.
    const next = wanted.find((w) => !doneRef.current.has(w));
    if (next === undefined) return;
    busyRef.current = true;
    const forPath = path;
    const gen = pointsGenRef.current;
    doneRef.current.add(next);
    const dropping = next > fitLimit(pathModel(forPath));
    runToEnd(buildScenario(forPath, next, dropping ? DROPPING_POINT_S : POINT_S)).then(
      (rec) => {
        busyRef.current = false;
        const point = steadyPoint(rec, next, dropping ? DROPPING_FROM_S : 1);
        if (pointsPathRef.current === forPath && pointsGenRef.current === gen) setPoints((ps) => [...ps.filter((p) => p.cwnd !== next), point].sort((a, b) => a.cwnd - b.cwnd));
        setTick((x) => x + 1);
      },
      () => {
        busyRef.current = false;
        setTick((x) => x + 1);
      },
    );
  }, [wanted, path, tick, imported]);

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
    pointsGenRef.current++;
    pointsPathRef.current = nextPath;
    doneRef.current = new Set(got.points.map((x) => x.cwnd));
    setPlaying(false);
    setImported(true);
    setErrors({});
    setForm(formFrom(nextPath));
    setPath(nextPath);
    setPoints(got.points);
    setCwnd(got.options.cwnd);
    setCwndText(String(got.options.cwnd));
    return null;
  };

  const fieldLabel = (name: keyof PathForm | 'cwnd') => t(`views.bdpPipe.fields.${name}`);
  const errorText = (name: keyof PathForm | 'cwnd', e: FieldError | undefined): string | undefined => {
    if (!e) return undefined;
    const field = fieldLabel(name);
    if (e.key === 'required') return t('views.bdpPipe.errors.required', { field });
    if (e.key === 'notNumber') return t('views.bdpPipe.errors.notNumber', { field, value: e.value });
    const min = formatNumber(e.min, lang);
    const max = formatNumber(e.max, lang);
    return e.key === 'integer' ? t('views.bdpPipe.errors.integer', { field, min, max }) : t('views.bdpPipe.errors.range', { field, min, max });
  };

  const onKey = (e: React.KeyboardEvent) => {
    const target = e.target as HTMLElement;
    if (target.tagName === 'INPUT' || target.tagName === 'SELECT') return;
    if (e.key === ' ') {
      e.preventDefault();
      togglePause();
    } else if (e.key === 'ArrowRight') {
      controlRef.current?.step();
    } else if (e.key === '+' || e.key === '-') {
      const i = SPEEDS.indexOf(speed as (typeof SPEEDS)[number]);
      const j = Math.min(SPEEDS.length - 1, Math.max(0, (i < 0 ? 2 : i) + (e.key === '+' ? 1 : -1)));
      setSpeed(SPEEDS[j]);
    }
  };
  const togglePause = () => {
    if (paused) controlRef.current?.resume();
    else controlRef.current?.pause();
    setPaused(!paused);
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
  const g = geometry;

  return (
    <section className="bdp" data-testid="view-bdp-pipe" onKeyDown={onKey}>
      <div className="bdp__controls">
        <div className="bdp__field bdp__field--cwnd">
          <label htmlFor="bdp-cwnd-slider">{t('views.bdpPipe.fields.cwnd')}</label>
          <div className="bdp__row">
            <input
              id="bdp-cwnd-slider"
              data-testid="bdp-cwnd-slider"
              type="range"
              min={1}
              max={xMax}
              step={1}
              value={Math.min(cwnd, xMax)}
              aria-valuetext={t('views.bdpPipe.cwndValue', { n: formatNumber(cwnd, lang) })}
              onChange={(e) => changeCwnd(e.target.value)}
            />
            <input
              id="bdp-cwnd"
              data-testid="bdp-cwnd"
              className="bdp__num"
              inputMode="numeric"
              aria-label={t('views.bdpPipe.fields.cwnd')}
              aria-invalid={Boolean(errors.cwnd)}
              aria-describedby={errors.cwnd ? 'bdp-cwnd-error' : undefined}
              value={cwndText}
              onChange={(e) => changeCwnd(e.target.value)}
            />
            <button type="button" className="btn btn--primary" data-testid="bdp-play" aria-pressed={playing} onClick={() => {
              setImported(false);
              if (!playing && cwnd >= playSteps(model).at(-1)!) {
                setCwnd(1);
                setCwndText('1');
              }
              setPlaying(!playing);
            }}>
              {playing ? t('views.bdpPipe.stopPlay') : t('views.bdpPipe.play')}
            </button>
          </div>
          {errors.cwnd ? <p id="bdp-cwnd-error" className="field__error">{errorText('cwnd', errors.cwnd)}</p> : null}
        </div>
        {(['rate', 'delay', 'buffer'] as const).map((name) => (
          <div className="bdp__field" key={name}>
            <label htmlFor={`bdp-${name}`}>{fieldLabel(name)}</label>
            <input
              id={`bdp-${name}`}
              data-testid={`bdp-${name}`}
              className="bdp__num"
              inputMode="decimal"
              aria-invalid={Boolean(errors[name])}
              aria-describedby={errors[name] ? `bdp-${name}-error` : undefined}
              value={form[name]}
              onChange={(e) => changePath({ ...form, [name]: e.target.value })}
            />
            {errors[name] ? (
              <p id={`bdp-${name}-error`} className="field__error" data-testid={`bdp-${name}-error`}>{errorText(name, errors[name])}</p>
            ) : null}
          </div>
        ))}
        <div className="bdp__field">
          <label htmlFor="bdp-speed">{t('views.bdpPipe.speed')}</label>
          <select id="bdp-speed" data-testid="bdp-speed" value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>{`${formatNumber(s, lang)}×`}</option>
            ))}
          </select>
        </div>
        <div className="bdp__buttons" role="group" aria-label={t('views.bdpPipe.runControls')}>
          <button type="button" className="btn" data-testid="bdp-pause" onClick={togglePause}>
            {paused ? t('views.bdpPipe.resume') : t('views.bdpPipe.pause')}
          </button>
          <button type="button" className="btn" data-testid="bdp-step" disabled={!paused} onClick={() => controlRef.current?.step()}>
            {t('views.bdpPipe.step')}
          </button>
          <button type="button" className="btn" data-testid="bdp-reset" onClick={reset}>
            {t('views.bdpPipe.reset')}
          </button>
        </div>
      </div>

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
        <svg className="bdp__labels" width={width} height={canvasHeight} role="img" aria-label={t('views.bdpPipe.pipeSummary', {
          pipe: formatNumber(counts.pipe, lang), queue: formatNumber(counts.queue, lang), cap: formatNumber(model.queueFrames, lang),
        })} style={{ fontSize: fs, fontFamily: profile.fontFamily }}>
          <g fill={profile.text}>
            <circle cx={g.senderX} cy={g.dataY} r={fs * 1.3} fill={profile.background} stroke={profile.axis} strokeWidth={2} />
            <text x={g.senderX} y={g.dataY} dy="0.35em" textAnchor="middle" fontWeight="bold">s1</text>
            <circle cx={g.receiverX} cy={g.dataY} r={fs * 1.3} fill={profile.background} stroke={profile.axis} strokeWidth={2} />
            <text x={g.receiverX} y={g.dataY} dy="0.35em" textAnchor="middle" fontWeight="bold">rx</text>
            <text x={(g.queueX0 + g.queueX1) / 2} y={g.dataY - g.laneHeight / 2 - fs * 0.5} textAnchor="middle" data-testid="bdp-queue-label"
              data-count={counts.queue} data-capacity={model.queueFrames}>
              {t('views.bdpPipe.queueLabel', { n: formatNumber(counts.queue, lang), cap: formatNumber(model.queueFrames, lang) })}
            </text>
            <text x={(g.pipeX0 + g.pipeX1) / 2} y={g.dataY - g.laneHeight / 2 - fs * 0.5} textAnchor="middle">
              {t('views.bdpPipe.pipeLabel', {
                rate: formatRate(path.rateMbps, lang), delay: formatMs(path.delayMs, lang),
                n: formatNumber(counts.pipe, lang), bdp: formatNumber(b, lang),
              })}
            </text>
            <text x={(g.pipeX0 + g.pipeX1) / 2} y={g.ackY + g.laneHeight / 2 + fs * 1.1} textAnchor="middle">
              {t('views.bdpPipe.ackLabel', { n: formatNumber(counts.acks, lang) })}
            </text>
            <text x={g.queueX0} y={g.dataY + g.laneHeight / 2 + fs * 1.2}>{t('views.bdpPipe.r1')}</text>
            <text x={g.queueX0} y={canvasHeight - fs * 0.4} fill={profile.series[1]}>
              {t('views.bdpPipe.dropsLabel', { n: formatNumber(counts.drops, lang) })}
            </text>
            <path d={`M${g.pipeX1},${g.ackY} L${g.pipeX0},${g.ackY}`} stroke={profile.axis} strokeDasharray="2 4" />
            <path d={`M${g.pipeX0 + fs * 0.8},${g.ackY - fs * 0.4} L${g.pipeX0},${g.ackY} L${g.pipeX0 + fs * 0.8},${g.ackY + fs * 0.4}`} stroke={profile.axis} fill="none" />
          </g>
        </svg>
        {runError ? <p className="field__error" role="alert">{runError}</p> : null}
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
        json={() => bdpRecord(scenarioRef.current ?? buildScenario(path, cwnd, LIVE_S), seriesRef.current, points, { ...path, cwnd, speed })}
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
