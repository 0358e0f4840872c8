// The "Phase plane" view: Chiu and Jain's plane of two flows' rates, with the trajectory of a
// rule (AIMD, AIAD, MIMD, MIAD) drawn step by step from the paper model (src/models/phasePlane),
// the model's table of steps and Jain's index beside it, and the end of every rule after 200
// steps. It computes no network behaviour: the rows come from the model; the view animates them.
// A second mode ("Two TCP flows", TcpPhase.tsx) draws two simulated TCP flows on the same plane.
// It owns no global state: everything comes in as props, so lessons can embed it.
import { useEffect, useId, useMemo, useReducer, useRef, useState, useSyncExternalStore, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PHASE_PARAMS,
  PHASE_RULES,
  phaseFinals,
  phaseRule,
  phaseTrajectory,
  type PhaseParams,
  type PhaseRuleName,
} from '../../models/phasePlane';
import type { ChartProfile } from '../../charts/profile';
import { useElementWidth } from '../../charts/useElementWidth';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { AllRulesTable } from './AllRulesTable';
import { ALL_RULES_STEPS, DEFAULT_OPTIONS, formFromOptions, nextSpeed, SPEEDS, validateForm, type FormErrors, type PhaseForm } from './options';
import { ParamsForm } from './ParamsForm';
import { PlaneSvg } from './PlaneSvg';
import { INITIAL_PLAYBACK, playbackReducer } from './playback';
import { StepTable } from './StepTable';
import { FigureTools } from '../shared/FigureTools';
import { planeSize, useViewportHeight } from './layout';
import { TcpPhase } from './TcpPhase';
import type { TcpPlaneOptions } from './tcpOptions';
import '../shared/viewForm.css';
import './phasePlane.css';

export interface PhasePlaneInitial {
  rule: PhaseRuleName;
  /** Model parameters; missing ones take the notes' defaults (C = 100, start 10 and 70, ...). */
  params: Partial<PhaseParams>;
  steps: number;
  /** Steps per second. */
  speed: number;
  /** Open with the "all rules" comparison shown. */
  showAll: boolean;
  /** Start playing as soon as the view appears. */
  autoPlay: boolean;
  /** What is drawn: the paper model (default) or two simulated TCP flows. */
  mode: PhaseMode;
  /** Options of the "Two TCP flows" mode. */
  tcp: Partial<TcpPlaneOptions>;
}

export type PhaseMode = 'model' | 'tcp';

export interface PhasePlaneProps {
  /** Initial rule, parameters and animation options; the user can change them. */
  initial?: Partial<PhasePlaneInitial>;
  /** Colours and sizes of the figure (normal or projector profile). */
  profile: ChartProfile;
  /** Told when a TCP run fails (the app may show its banner); the view shows the failure too. */
  onRunError?: (message: string) => void;
  /** Told when the options on screen change (the page keeps its address in step); both modes. */
  onOptionsChange?: (options: Partial<PhasePlaneInitial>) => void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void): () => void {
  const mq = window.matchMedia(REDUCED_MOTION);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}
const reducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;
/** Height of an element in CSS px, following resizes. */
function useElementHeight(ref: RefObject<HTMLElement | null>): number {
  const [h, setH] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const ro = new ResizeObserver((entries) => setH(Math.ceil(entries[0].borderBoxSize?.[0]?.blockSize ?? el.offsetHeight)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return h;
}
export function PhasePlane({ initial, profile, onRunError, onOptionsChange }: PhasePlaneProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const uid = useId();
  const start = useMemo(
    () => ({
      rule: initial?.rule ?? DEFAULT_OPTIONS.rule,
      params: { ...DEFAULT_PHASE_PARAMS, ...initial?.params },
      steps: initial?.steps ?? DEFAULT_OPTIONS.steps,
      speed: initial?.speed ?? DEFAULT_OPTIONS.speed,
    }),
    [initial],
  );
  const [rule, setRule] = useState<PhaseRuleName>(start.rule);
  const [form, setForm] = useState<PhaseForm>(() => formFromOptions(start));
  const [errors, setErrors] = useState<FormErrors>({});
  // What the plane shows: the last valid parameters (a half-typed field does not blank it).
  const [model, setModel] = useState(() => {
    const checked = validateForm(formFromOptions(start));
    return checked.ok ? { params: checked.params, steps: checked.steps } : { params: DEFAULT_PHASE_PARAMS, steps: DEFAULT_OPTIONS.steps };
  });
  const [speed, setSpeed] = useState(start.speed);
  const [showAll, setShowAll] = useState(initial?.showAll ?? false);
  const [playback, dispatch] = useReducer(playbackReducer, initial?.autoPlay ? { shown: 0, playing: true } : INITIAL_PLAYBACK);
  const calm = useSyncExternalStore(subscribeReducedMotion, reducedMotion, () => false);
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

  const rows = useMemo(() => phaseTrajectory(rule, model.steps, model.params), [rule, model]);
  const finals = useMemo(() => (showAll ? phaseFinals(ALL_RULES_STEPS, model.params) : null), [showAll, model.params]);
  const total = rows.length - 1;
  const shown = Math.min(playback.shown, total);
  const current = rows[shown];
  const kinds = phaseRule(rule);

  // The animation clock: one step per 1/speed s while playing.
  useEffect(() => {
    if (!playback.playing) return;
    const id = window.setInterval(() => dispatch({ type: 'tick', total }), 1000 / speed);
    return () => window.clearInterval(id);
  }, [playback.playing, speed, total]);

  const plotRef = useRef<HTMLDivElement>(null);
  const readoutRef = useRef<HTMLDListElement>(null);
  const readoutH = useElementHeight(readoutRef);
  const plotWidth = useElementWidth(plotRef, 520);
  const fs = profile.fontSize;
  const viewportH = useViewportHeight();
  // As wide as its column allows, up to a cap, and short enough to fit on the screen.
  const size = planeSize(plotWidth, fs, viewportH);

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

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    if (target.closest('input, select, textarea, button, a')) return;
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

  const ruleName = t(`views.phasePlane.ruleNames.${rule}`);
  const n1 = (v: number) => formatNumber(v, lang, { digits: 1 });
  const jain = formatNumber(current.jain, lang, { digits: 3 });
  const colors: Record<PhaseRuleName, string> = {
    aimd: profile.series[0],
    aiad: profile.series[1],
    mimd: profile.series[2],
    miad: profile.series[3],
  };
  const atEnd = shown >= total;
  const stepMs = Math.round(Math.min(450, 800 / speed));
  const tcpNoteId = `${uid}-tcp-note`;
  const ruleDescId = `${uid}-rule-desc`;
  const chooseMode = (next: PhaseMode) => {
    if (next === 'tcp') dispatch({ type: 'pause' }); // the model's animation waits in the background
    setMode(next);
  };
  const modePicker = (
    <fieldset className="pp-mode">
      <legend className="pp-form__legend">{t('views.phasePlane.modeHeading')}</legend>
      <label className="pp-mode__option">
        <input type="radio" name={`${uid}-mode`} value="model" data-testid="phase-mode-model" checked={mode === 'model'} onChange={() => chooseMode('model')} />
        {t('views.phasePlane.modeModel')}
      </label>
      <label className="pp-mode__option">
        <input
          type="radio"
          name={`${uid}-mode`}
          value="tcp"
          data-testid="phase-mode-tcp"
          checked={mode === 'tcp'}
          aria-describedby={tcpNoteId}
          onChange={() => chooseMode('tcp')}
        />
        {t('views.phasePlane.modeTcp')}
      </label>
      <p id={tcpNoteId} className="pp-mode__note" data-testid="phase-tcp-note">
        {t('views.phasePlane.tcpNote')}
      </p>
    </fieldset>
  );

  if (mode === 'tcp') return <TcpPhase initial={tcp} profile={profile} modePicker={modePicker} onRunError={onRunError} onOptionsChange={setTcp} />;

  return (
    // tabIndex -1: a click anywhere in the view focuses it, so its keys work without a Tab first.
    <section className="pp" data-testid="view-phase-plane" tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="pp__grid">
        <div className="pp__side">
          <ParamsForm rule={rule} form={form} errors={errors} onChange={changeForm} />
          {modePicker}
        </div>

        <div className="pp__main">
          <div className="view-controls">
            <label className="pp-controls__labelled">
              {t('views.phasePlane.rule')}
              <select
                className="view-field__input pp-controls__rule"
                data-testid="phase-rule"
                value={rule}
                aria-describedby={ruleDescId}
                onChange={(e) => setRule(e.target.value as PhaseRuleName)}
              >
                {PHASE_RULES.map((r) => (
                  <option key={r} value={r}>
                    {t(`views.phasePlane.ruleNames.${r}`)}
                  </option>
                ))}
              </select>
            </label>
            <div className="view-controls__buttons" role="group" aria-label={t('views.phasePlane.controls')}>
              <button
                type="button"
                className="btn btn--primary pp-controls__play"
                data-testid="phase-play"
                data-state={playback.playing ? 'playing' : 'paused'}
                aria-pressed={playback.playing}
                onClick={play}
              >
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
                  <option key={s} value={String(s)}>
                    {t('views.phasePlane.speedOption', { n: formatNumber(s, lang) })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <div className="pp-notes">
            <p className="pp-rule-desc" id={ruleDescId} data-testid="phase-rule-description">
              {t(`views.phasePlane.rules.${rule}`)}
            </p>
            <p className="pp-keys">{t('views.phasePlane.keysHint')}</p>
          </div>
          {Object.keys(errors).length > 0 ? (
            <p className="view-form__error" role="alert">
              {t('views.phasePlane.validation.formInvalid')}
            </p>
          ) : null}

          {/* Said once the point stops (not at every animation frame). */}
          <p className="visually-hidden" role="status" aria-live="polite">
            {playback.playing
              ? ''
              : t('views.phasePlane.readout.summary', { rule: ruleName, n: shown, total, x1: n1(current.x1), x2: n1(current.x2), jain })}
          </p>

          <FigureTools figureRef={plotRef} name={`phase-plane-${rule}`} title={ruleName} />
          <div className="pp-stage">
            <div className="pp-stage__cell" ref={plotRef}>
              <div className="pp-stage__plot">
                <PlaneSvg
                  rule={rule}
                  capacity={model.params.capacity}
                  rows={rows}
                  shown={shown}
                  increase={kinds.increase}
                  decrease={kinds.decrease}
                  profile={profile}
                  size={size}
                  endMarks={finals?.map((f) => ({ rule: f.rule, x1: f.row.x1, x2: f.row.x2 }))}
                  onStartChange={moveStart}
                  animateLatest={!calm}
                  stepMs={stepMs}
                />
                <ul className="pp-legend" aria-hidden="true">
                  <li><span className="pp-legend__line" style={{ background: profile.series[0] }} />{t('views.phasePlane.plane.legendIncrease')}</li>
                  <li><span className="pp-legend__line" style={{ background: profile.series[1] }} />{t('views.phasePlane.plane.legendDecrease')}</li>
                  <li><span className="pp-legend__dot" style={{ background: profile.series[2] }} />{t('views.phasePlane.plane.legendStart')}</li>
                  <li><span className="pp-legend__ring" style={{ borderColor: profile.text }} />{t('views.phasePlane.plane.legendNow')}</li>
                </ul>
              </div>
            </div>
            <div className="pp-stage__side">
              <dl className="pp-readout" ref={readoutRef} aria-label={t('views.phasePlane.readout.heading')}>
                <div className="pp-readout__item">
                  <dt>{t('views.phasePlane.readout.step')}</dt>
                  <dd data-testid="phase-step-count">{t('views.phasePlane.readout.stepOf', { n: formatNumber(shown, lang), total: formatNumber(total, lang) })}</dd>
                </div>
                <div className="pp-readout__item">
                  <dt>{t('views.phasePlane.readout.x1')}</dt>
                  <dd>{n1(current.x1)}</dd>
                </div>
                <div className="pp-readout__item">
                  <dt>{t('views.phasePlane.readout.x2')}</dt>
                  <dd>{n1(current.x2)}</dd>
                </div>
                <div className="pp-readout__item">
                  <dt>{t('views.phasePlane.readout.sum')}</dt>
                  <dd>{n1(current.sum)}</dd>
                </div>
                <div className="pp-readout__item pp-readout__item--main">
                  <dt>{t('views.phasePlane.readout.jain')}</dt>
                  <dd data-testid="phase-jain">{jain}</dd>
                </div>
              </dl>
              <StepTable rule={rule} rows={rows} shown={shown} maxHeight={Math.max(200, size - readoutH - 16)} />
              <button
                type="button"
                className="btn pp-all-toggle"
                data-testid="phase-all-rules-toggle"
                aria-pressed={showAll}
                onClick={() => setShowAll((s) => !s)}
              >
                {t('views.phasePlane.allRules.toggle')}
              </button>
            </div>
          </div>

          {finals ? <AllRulesTable finals={finals} steps={ALL_RULES_STEPS} colors={colors} /> : null}
        </div>
      </div>
    </section>
  );
}
