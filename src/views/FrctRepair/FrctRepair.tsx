// The "FRCT repair" view (issue 7, Tutorials 08 and 10): an FRCT flow paced by mb-ecn runs live in
// the worker; the page shows both ends' RIB `frct` counters, every packet decoded in one line, and
// the IPCP's path controller. It computes no network behaviour: everything comes from the engine.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProfile } from '../../charts/profile';
import { formatNumber, formatRate, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { scenarioPresets, startLiveRun, type LiveControl } from '../../app/sim-client';
import { INITIAL_RUN, enabledButtons, runReducer } from '../shared/runState';
import { FigureTools } from '../shared/FigureTools';
import { withSeries } from '../shared/files';
import { doubleOrHalve, runKeyAction } from '../shared/runKeys';
import { appendBatch, emptyRun, finishRun, selectFlow, seriesCsv, seriesOfRun, type RunData } from './live';
import { flowSummary, frctFlowIds, runFromRecord } from './record';
import {
  buildScenario, checkField, DEFAULT_OPTIONS, formFromOptions, optionsFromScenario, RANGES, usesFrct, validateForm,
  type FormErrors, type FrctForm as Form, type FrctRepairOptions,
} from './options';
import { FrctForm, type PresetChoice } from './FrctForm';
import { CountersPanel } from './CountersPanel';
import { MbecnPanel } from './MbecnPanel';
import { PacketLog } from './PacketLog';
import { AppSummary } from './AppSummary';
import { FlowPicker } from './FlowPicker';
import { runSummary } from './summary';
import './frctRepair.css';

export interface FrctRepairProps {
  initial?: Partial<FrctRepairOptions>;
  profile: ChartProfile;
  projector?: boolean;
  onRunError?: (message: string) => void;
  onOptionsChange?: (options: FrctRepairOptions) => void;
}

const K = 'views.frctRepair';
const UI_PERIOD_MS = 100;

interface PresetFull extends PresetChoice {
  scenario: Record<string, unknown>;
}

export function FrctRepair({ initial, profile, projector, onRunError, onOptionsChange }: FrctRepairProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const isProjector = projector ?? profile.fontSize >= 16;
  const start = useMemo(() => ({ ...DEFAULT_OPTIONS, ...initial }), [initial]);
  const [form, setForm] = useState<Form>(() => formFromOptions(start, lang));
  const [errors, setErrors] = useState<FormErrors>({});
  const [run, dispatch] = useReducer(runReducer, INITIAL_RUN);
  const [data, setData] = useState<RunData | null>(null);
  const [presets, setPresets] = useState<PresetFull[]>([]);
  /** The FRCT flow the panels show (null: the scenario's first). */
  const [shownFlow, setShownFlow] = useState<string | null>(null);
  const controlRef = useRef<LiveControl | null>(null);
  const runIdRef = useRef(0);
  const speedRef = useRef(start.speed);
  const sectionRef = useRef<HTMLElement>(null);
  const figureRef = useRef<HTMLElement>(null);
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    onRunErrorRef.current = onRunError;
  }, [onRunError]);
  useEffect(() => () => controlRef.current?.cancel(), []);

  // The engine's presets whose flows use FRCT (new ones appear here without a change to the view).
  useEffect(() => {
    let alive = true;
    scenarioPresets().then(
      (list) => {
        if (alive) setPresets(list.filter((p) => usesFrct(p.scenario)).map((p) => ({ name: p.name, description: p.description, scenario: p.scenario })));
      },
      () => undefined, // the view still runs Tutorial 10's link (options.ts fallbackScenario)
    );
    return () => {
      alive = false;
    };
  }, []);

  const startRun = useCallback(() => {
    const checked = validateForm(form);
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
    const scenario = buildScenario(presets.find((p) => p.name === o.preset)?.scenario ?? null, o);
    // Batches arrive once per animation frame; the page redraws at most every UI_PERIOD_MS (the
    // series are sampled every 100 ms anyway, and counters changing faster cannot be read), which
    // keeps the main thread free on a 100 Mbit/s run.
    const mine = () => id === runIdRef.current;
    let current = emptyRun(id, o, frctFlowIds(scenario));
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      if (mine()) setData(current);
    };
    setData(current);
    setShownFlow(null);
    dispatch({ type: 'start' });
    controlRef.current = startLiveRun(
      scenario,
      o.speed,
      {
        onBatch(batch) {
          if (!mine()) return;
          current = appendBatch(current, batch);
          timer ??= setTimeout(flush, UI_PERIOD_MS);
        },
        onDone(record) {
          if (!mine()) return;
          controlRef.current = null;
          if (timer !== null) clearTimeout(timer);
          current = finishRun(current, record);
          setData(current);
          dispatch({ type: 'done' });
        },
        onError(message) {
          if (!mine()) return;
          controlRef.current = null;
          dispatch({ type: 'error', message });
          onRunErrorRef.current?.(message);
        },
      },
      { frctLog: true },
    );
  }, [form, presets]);

  const cancel = () => {
    runIdRef.current++;
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

  // A saved RunRecord back on screen (FigureTools has checked its shape): the form takes its link.
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    const current = validateForm(form);
    const r = runFromRecord(records, current.ok ? current.options : start, ++runIdRef.current, fileName);
    if (!r.ok) return t('common.files.bad.wrongView', { file: fileName, message: t(`${K}.imported.noFrct`) });
    controlRef.current?.cancel();
    controlRef.current = null;
    dispatch({ type: 'cancel' });
    setErrors({});
    setForm(formFromOptions(r.run.options, lang));
    onOptionsChange?.(r.run.options);
    setData(r.run);
    setShownFlow(null);
    return null;
  };

  const changeForm = (next: Form) => {
    setForm(next);
    const checked = validateForm(next);
    if (Object.keys(errors).length > 0) setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onOptionsChange?.(checked.options);
    if (next.speed !== form.speed) {
      const speed = checkField('speed', next.speed);
      if ('value' in speed) {
        speedRef.current = speed.value;
        controlRef.current?.setSpeed(speed.value);
      }
    }
  };
  const pickPreset = (name: string) => {
    const p = presets.find((x) => x.name === name);
    const current = validateForm(form);
    const base = current.ok ? current.options : start;
    changeForm(formFromOptions(p ? optionsFromScenario(name, p.scenario, base) : { ...base, preset: name }, lang));
  };

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
      const speed = doubleOrHalve(speedRef.current, action === 'faster' ? 1 : -1, RANGES.speed);
      changeForm({ ...form, speed: formatNumber(speed, lang, { maxDigits: 2 }) });
    }
  };

  const can = enabledButtons(run.phase);
  const locked = run.phase === 'running' || run.phase === 'paused';
  const time = formatSeconds(data?.nowS ?? 0, lang, { digits: 1 });
  const status =
    run.phase === 'running'
      ? t(`${K}.status.running`, { time, duration: formatSeconds(data?.options.durationS ?? 0, lang) })
      : run.phase === 'paused'
        ? t(`${K}.status.paused`, { time })
        : run.phase === 'done'
          ? t(`${K}.status.done`)
          : run.phase === 'error'
            ? t(`${K}.status.error`, { message: run.error ?? '' })
            : run.cancelled
              ? t(`${K}.status.cancelled`, { time })
              : t(`${K}.status.idle`);

  // The run as the panels show it: on the picked flow.
  const shown = useMemo(() => (data && shownFlow ? selectFlow(data, shownFlow) : data), [data, shownFlow]);
  const summary = useMemo(() => (shown?.done ? runSummary(shown, t, lang) : ''), [shown, t, lang]);
  const app = useMemo(() => (shown?.done ? flowSummary(shown.record, shown.flowId) : null), [shown]);
  const flowIds = data?.flowIds ?? [];
  const rowHeight = Math.round(profile.fontSize * 1.7);
  const chartHeight = isProjector ? 300 : 220;
  const delivered = shown && shown.t.length > 0 ? shown.series.delivered_mbps.data[shown.t.length - 1] : NaN;

  return (
    <section className="frct" data-testid="view-frct-repair" ref={sectionRef} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="frct__grid view-grid">
        <FrctForm form={form} errors={errors} presets={presets} locked={locked} onChange={changeForm} onPreset={pickPreset} onSubmit={startRun} />
        <div className="frct__main">
          <div className="view-controls">
            <div className="view-controls__buttons" role="group" aria-label={t(`${K}.runHeading`)}>
              <button type="button" className="btn btn--primary" data-testid="frct-start" disabled={!can.start} onClick={startRun}>
                <span aria-hidden="true">▶ </span>
                {t(`${K}.start`)}
              </button>
              <button type="button" className="btn" data-testid="frct-pause" disabled={!can.pause} onClick={pause}>
                <span aria-hidden="true">❚❚ </span>
                {t(`${K}.pause`)}
              </button>
              <button type="button" className="btn" data-testid="frct-resume" disabled={!can.resume} onClick={resume}>{t(`${K}.resume`)}</button>
              <button type="button" className="btn" data-testid="frct-step" disabled={!can.step} onClick={step} title={t(`${K}.stepHint`)}>{t(`${K}.step`)}</button>
              <button type="button" className="btn" data-testid="frct-cancel" disabled={!can.cancel} onClick={cancel}>
                <span aria-hidden="true">■ </span>
                {t(`${K}.cancel`)}
              </button>
            </div>
            <p className={`view-status view-status--${run.phase}`} data-testid="frct-status" data-state={run.phase} role="status">{status}</p>
            {data?.imported ? (
              <p className="view-status frct-status--rate" data-testid="frct-imported">{t(`${K}.imported.status`, { file: data.imported })}</p>
            ) : data && data.t.length > 0 ? (
              <p className="view-status frct-status--rate" data-testid="frct-delivered">{t(`${K}.deliveredNow`, { rate: formatRate(delivered, lang) })}</p>
            ) : null}
          </div>
          {Object.keys(errors).length > 0 ? <p className="view-form__error" role="alert">{t(`${K}.validation.formInvalid`)}</p> : null}
          {shown && flowIds.length > 1 ? <FlowPicker flowIds={flowIds} value={shown.flowId} onChange={setShownFlow} /> : null}
          <div className="frct__panels">
            <figure className="frct__figure" ref={figureRef}>
              <MbecnPanel run={shown} names={shown?.names ?? null} live={shown?.live ?? null} profile={profile} chartHeight={chartHeight} />
            </figure>
            <CountersPanel names={shown?.names ?? null} live={shown?.live ?? null} />
          </div>
          <AppSummary flow={app} />
          <FigureTools
            figureRef={figureRef}
            name={data ? `frct-repair-rq${data.options.reorderQueue}-loss${data.options.lossPct}` : 'frct-repair'}
            title={t(`${K}.mbecn.title`)}
            empty={!data || data.t.length === 0}
            busy={locked}
            noRecord={!data?.record}
            csv={() => (data ? seriesCsv(data) : null)}
            json={() => (data?.record ? withSeries(data.record, seriesOfRun(data)) : null)}
            onImport={importRecords}
            importWithoutSeries
          />
          {data?.imported ? (
            <p className="frct__hint" data-testid="frct-log-none">{t(`${K}.imported.noLog`)}</p>
          ) : data ? (
            <PacketLog log={data.log} names={data.names} flowIds={flowIds} rowHeight={rowHeight} />
          ) : null}
          <p className="frct__hint">{t(`${K}.keysHint`)}</p>
          <p className="frct__sr" aria-live="polite" data-testid="frct-summary">{summary}</p>
        </div>
      </div>
    </section>
  );
}
