// The "Phase plane" view: Chiu and Jain's plane of two flows' rates. The paper model (the
// `phase-model` panel) animated step by step by this form, or two simulated TCP flows on the same
// plane (TcpPhase.tsx, the `phase-tcp` panel over a run of the store). The view computes nothing:
// the model's rows come from src/models/phasePlane through the panel; it keeps the form, the rule
// and the animation's clock.
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PHASE_PARAMS, PHASE_RULES, type PhaseParams, type PhaseRuleName } from '../../models/phasePlane';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { Panel } from '../../panels/Panel';
import { useFigureFirst } from '../../store';
import { FigureTools } from '../shared/FigureTools';
import { FormInvalid } from '../../controls/FormInvalid';
import { useFitHeight } from '../shared/useFitHeight';
import { ViewLayout } from '../shared/ViewLayout';
import { ModePicker, type PhaseMode } from './ModePicker';
import { DEFAULT_OPTIONS, formFromOptions, nextSpeed, SPEEDS, validateForm, type FormErrors, type PhaseForm } from './options';
import { ParamsForm } from './ParamsForm';
import { INITIAL_PLAYBACK, playbackReducer } from './playback';
import { TcpPhase } from './TcpPhase';
import type { TcpPlaneOptions } from './tcpOptions';
import '../../controls/viewForm.css';
import './phasePlane.css';

export type { PhaseMode } from './ModePicker';

export interface PhasePlaneInitial {
  rule: PhaseRuleName;
  /** Model parameters; missing ones take the notes' defaults (C = 100, start 10 and 70, ...). */
  params: Partial<PhaseParams>;
  steps: number;
  /** Steps per second. */
  speed: number;
  /** Start playing as soon as the view appears. */
  autoPlay: boolean;
  /** What is drawn: the paper model (default) or two simulated TCP flows. */
  mode: PhaseMode;
  /** Options of the "Two TCP flows" mode. */
  tcp: Partial<TcpPlaneOptions>;
}

export interface PhasePlaneProps {
  /** Initial rule, parameters and animation options; the user can change them. */
  initial?: Partial<PhasePlaneInitial>;
  /** Told when a TCP run fails (the app may show its banner); the view shows the failure too. */
  onRunError?: (message: string) => void;
  /** Told when the options on screen change (the page keeps its address in step); both modes. */
  onOptionsChange?: (options: Partial<PhasePlaneInitial>) => void;
}

export function PhasePlane({ initial, onRunError, onOptionsChange }: PhasePlaneProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [start] = useState(() => ({
    rule: initial?.rule ?? DEFAULT_OPTIONS.rule,
    params: { ...DEFAULT_PHASE_PARAMS, ...initial?.params },
    steps: initial?.steps ?? DEFAULT_OPTIONS.steps,
  }));
  const [rule, setRule] = useState<PhaseRuleName>(start.rule);
  const [form, setForm] = useState<PhaseForm>(() => formFromOptions({ ...start, speed: DEFAULT_OPTIONS.speed }));
  const [errors, setErrors] = useState<FormErrors>({});
  // What the plane shows: the last valid parameters (a half-typed field does not blank it).
  const [model, setModel] = useState(() => {
    const checked = validateForm(formFromOptions({ ...start, speed: DEFAULT_OPTIONS.speed }));
    return checked.ok ? { params: checked.params, steps: checked.steps } : { params: DEFAULT_PHASE_PARAMS, steps: DEFAULT_OPTIONS.steps };
  });
  const [speed, setSpeed] = useState(initial?.speed ?? DEFAULT_OPTIONS.speed);
  const [playback, dispatch] = useReducer(playbackReducer, initial?.autoPlay ? { shown: 0, playing: true } : INITIAL_PLAYBACK);
  const [mode, setMode] = useState<PhaseMode>(initial?.mode ?? 'model');
  // The TCP mode's options, kept here so they survive a switch of mode and reach the address.
  const [tcp, setTcp] = useState<Partial<TcpPlaneOptions>>(() => initial?.tcp ?? {});
  const onOptionsChangeRef = useRef(onOptionsChange);
  useEffect(() => {
    onOptionsChangeRef.current = onOptionsChange;
  }, [onOptionsChange]);
  useEffect(() => {
    onOptionsChangeRef.current?.({ rule, params: model.params, steps: model.steps, mode, tcp });
  }, [rule, model, mode, tcp]);

  const total = model.steps;
  const shown = Math.min(playback.shown, total);
  // The animation clock: one step per 1/speed s while playing.
  useEffect(() => {
    if (!playback.playing || mode !== 'model') return;
    const id = window.setInterval(() => dispatch({ type: 'tick', total }), 1000 / speed);
    return () => window.clearInterval(id);
  }, [playback.playing, speed, total, mode]);

  const figureRef = useRef<HTMLDivElement>(null);
  const fit = useFitHeight(figureRef, useFigureFirst());

  const changeForm = (next: PhaseForm) => {
    setForm(next);
    const checked = validateForm(next);
    if (checked.ok) {
      setErrors({});
      setModel({ params: checked.params, steps: checked.steps });
    } else {
      setErrors(checked.errors);
    }
  };
  const moveStart = ([x1, x2]: [number, number]) => {
    // Plain digits (no grouping) with the language's decimal mark; the form reads both marks.
    const f = (v: number) => (lang === 'es' ? String(v).replace('.', ',') : String(v));
    changeForm({ ...form, x1: f(x1), x2: f(x2) });
  };
  const play = () => dispatch({ type: 'toggle', total });
  const step = () => dispatch({ type: 'step', total });
  const reset = () => dispatch({ type: 'reset' });
  const chooseMode = (next: PhaseMode) => {
    if (next === 'tcp') dispatch({ type: 'pause' }); // the model's animation waits in the background
    setMode(next);
  };
  const modePicker = <ModePicker mode={mode} onChange={chooseMode} />;

  if (mode === 'tcp') return <TcpPhase initial={tcp} modePicker={modePicker} onRunError={onRunError} onOptionsChange={setTcp} />;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if ((e.target as HTMLElement).closest('input, select, textarea, button, a')) return;
    if (e.key === ' ' || e.key === 'Spacebar') {
      e.preventDefault();
      play();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      step();
    } else if (e.key === '+' || e.key === '=') {
      setSpeed((s) => nextSpeed(s, 1));
    } else if (e.key === '-' || e.key === '_') {
      setSpeed((s) => nextSpeed(s, -1));
    }
  };
  const p = model.params;
  const atEnd = shown >= total;
  const ruleName = t(`panels.plane.ruleNames.${rule}`);
  // Only the plane goes into a saved figure (not the table beside it).
  const planeRef = { get current() { return figureRef.current?.querySelector<HTMLElement>('.pp-stage__plot') ?? null; } };
  const controls = (
    <>
      <div className="view-controls">
        <label className="pp-controls__labelled">
          {t('views.phasePlane.rule')}
          <select className="view-field__input pp-controls__rule" data-testid="phase-rule" value={rule} aria-describedby="phase-rule-description" onChange={(e) => setRule(e.target.value as PhaseRuleName)}>
            {PHASE_RULES.map((r) => (
              <option key={r} value={r}>{t(`panels.plane.ruleNames.${r}`)}</option>
            ))}
          </select>
        </label>
        <div className="view-controls__buttons" role="group" aria-label={t('views.phasePlane.controls')}>
          <button type="button" className="btn btn--primary pp-controls__play" data-testid="phase-play" data-state={playback.playing ? 'playing' : 'paused'} aria-pressed={playback.playing} onClick={play}>
            <span aria-hidden="true">{playback.playing ? '❚❚ ' : '▶ '}</span>
            {playback.playing ? t('views.phasePlane.pause') : t('views.phasePlane.play')}
          </button>
          <button type="button" className="btn" data-testid="phase-step" disabled={atEnd} onClick={step}>
            {t('views.phasePlane.step')}
            <span aria-hidden="true"> ▸|</span>
          </button>
          <button type="button" className="btn" data-testid="phase-reset" disabled={shown === 0 && !playback.playing} onClick={reset}>
            <span aria-hidden="true">↺ </span>
            {t('views.phasePlane.reset')}
          </button>
        </div>
        <label className="pp-controls__labelled">
          {t('views.phasePlane.speed')}
          <select className="view-field__input" data-testid="phase-speed" value={String(speed)} onChange={(e) => setSpeed(Number(e.target.value))}>
            {SPEEDS.map((s) => (
              <option key={s} value={String(s)}>{t('views.phasePlane.speedOption', { n: formatNumber(s, lang), count: s })}</option>
            ))}
          </select>
        </label>
      </div>
      <div className="pp-notes">
        <p className="pp-rule-desc" id="phase-rule-description" data-testid="phase-rule-description">{t(`views.phasePlane.rules.${rule}`)}</p>
        <p className="pp-keys">{t('views.phasePlane.keysHint')}</p>
      </div>
      <FormInvalid errors={errors} text={t('views.phasePlane.validation.formInvalid')} />
    </>
  );
  return (
    // tabIndex -1: a click anywhere in the view focuses it, so its keys work without a Tab first.
    <div className="pp" data-testid="view-phase-plane" data-mode="model" tabIndex={-1} onKeyDown={onKeyDown}>
      <ViewLayout
        testId="phase-plane-layout"
        formColumn="minmax(13rem, 15.5rem)"
        form={
          <div className="pp__side">
            <ParamsForm rule={rule} form={form} errors={errors} onChange={changeForm} />
            {modePicker}
          </div>
        }
        controls={controls}
        figure={
          <div ref={figureRef}>
            <Panel
              name="phase-model"
              runIds={[]}
              height={fit !== null ? Math.max(200, fit - 36) : undefined}
              options={{
                rule, x1: p.start[0], x2: p.start[1], steps: model.steps, capacity: p.capacity,
                ai: p.additiveIncrease, md: p.multiplicativeDecrease, mi: p.multiplicativeIncrease, ad: p.additiveDecrease,
                shown, onStartChange: moveStart, stepMs: Math.round(Math.min(450, 800 / speed)), quiet: playback.playing,
              }}
            />
          </div>
        }
        below={<FigureTools figureRef={planeRef} name={`phase-plane-${rule}`} title={ruleName} />}
      />
    </div>
  );
}
