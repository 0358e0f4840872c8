// "Loss is not congestion": Ouroboros Tutorial 10's comparison on one lossy link. A form (its
// options declared in declaration.ts) and a layout of panels over the store's runs of this view:
// FRCT + mb-ecn and each TCP algorithm the engine has, each its own run, simulated to the end side
// by side on the worker pool by the controller (runAllToEndInStore: the pool is what makes five
// 60 s runs of a 100 Mbit/s link take seconds); the `goodput-bars` and `rtt-bars` panels draw
// what they measured, with the tutorial's measurements as marks. Saved comparisons are read
// through the one validating parser into the store. The view computes no network behaviour and
// owns no run.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addRecord, cancelRun, removeRunsOf, runAllToEndInStore } from '../../app/runs/controller';
import { availableCcs } from '../../app/sim-client';
import { formatPercent } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { Panel } from '../../panels/Panel';
import { barsCsv, goodputText, rttText, runBars, settingOfBars, transportOf, type BarRow, type Setting } from '../../panels/bars';
import { useSettingText } from '../../panels/bars';
import { BarsTable } from '../../panels/bars';
import { useFigureFirst, useRunMetas, type RunMeta } from '../../store';
import { FigureTools } from '../shared/FigureTools';
import { useAvailableCcs } from '../shared/useAvailableCcs';
import { useFitHeight } from '../shared/useFitHeight';
import { usePageRuns } from '../shared/usePageRuns';
import { useRunKeys } from '../../controls/useRunKeys';
import { ViewGuide } from '../shared/ViewGuide';
import { ViewLayout } from '../shared/ViewLayout';
import { useRunOwner } from '../../controls/compare/compareColumn';
import type { ViewProps } from '../../controls/ViewForm';
import { LOSS_NOT_CONGESTION_DECLARATION as D } from './declaration';
import { importRuns } from './imported';
import { LossForm } from './LossForm';
import { buildScenario, formFromOptions, transports, validateForm, type FormErrors, type LossForm as Form, type LossOptions } from './options';
import { RunsProgress } from './RunsProgress';
import './lossNotCongestion.css';

export type LossNotCongestionProps = ViewProps<LossOptions>;

const K = 'views.lossNotCongestion';

/** The figures the "what you are looking at" strip explains, in page order. */
const GUIDE_ITEMS = ['goodput', 'rtt', 'table'] as const;

type Phase = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

/** The comparison's state from its runs' (the runs go on alone: one failing does not stop the others). */
export function phaseOfRuns(metas: readonly RunMeta[]): Phase {
  if (metas.length === 0) return 'idle';
  if (metas.some((m) => m.status === 'queued' || m.status === 'running' || m.status === 'paused')) return 'running';
  if (metas.some((m) => m.status === 'cancelled')) return 'cancelled';
  if (metas.every((m) => m.status === 'failed')) return 'error';
  return 'done';
}

export function LossNotCongestion({ initial, onRunError, onOptionsChange }: LossNotCongestionProps) {
  // The view's runs (in a side-by-side column, the column's: loss-not-congestion:a, loss-not-congestion:b).
  const OWNER = useRunOwner(D.id);
  const { t } = useTranslation();
  const lang = useLang();
  const start = useMemo(() => ({ ...D.defaults, ...initial }), [initial]);
  const [form, setForm] = useState<Form>(() => formFromOptions(start, lang));
  const [errors, setErrors] = useState<FormErrors>({});
  /** Name of the file the runs on screen were opened from (null: run here). */
  const [opened, setOpened] = useState<string | null>(null);
  const available = useAvailableCcs();
  const planned = transports(available);
  // Leaving the page stops its runs (and the pool).
  const { ids, tellError } = usePageRuns(OWNER, onRunError);
  const metas = useRunMetas(ids).filter((m): m is RunMeta => m !== undefined);
  const phase = phaseOfRuns(metas);
  const active = phase === 'running';
  /** Set while a click waits for the engine's list of algorithms (a second click is ignored). */
  const startingRef = useRef(false);
  const figureRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLDivElement>(null);
  // A run the engine refused is told once (the page's banner); the list says which.
  const told = useRef(new Set<string>());
  useEffect(() => {
    for (const m of metas) {
      if (m.status === 'failed' && !told.current.has(m.id)) {
        told.current.add(m.id);
        tellError(m.error ?? '');
      }
    }
  });

  const run = async () => {
    if (active || startingRef.current) return;
    const checked = validateForm(form, start.seed);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    // Clicked before the worker said which algorithms it has: ask (the answer is cached).
    startingRef.current = true;
    const list = transports(available ?? (await availableCcs().catch(() => null)));
    startingRef.current = false;
    removeRunsOf(OWNER);
    setOpened(null);
    runAllToEndInStore(list.map((tr) => buildScenario(checked.options, tr)), { owner: OWNER, labels: list.map((tr) => tr.key) });
  };
  // Cancelling one run of the pool stops them all.
  const cancel = () => {
    const live = metas.find((m) => m.status === 'queued' || m.status === 'running');
    if (live) cancelRun(live.id);
  };
  useRunKeys(null, () => void run());

  // A saved comparison (this view's JSON export) back on screen; the form takes its setting.
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    const r = importRuns(records);
    if (!r.ok) {
      const message = t(`${K}.imported.problem.${r.problem}`, { key: r.detail ? t(`${K}.transport.${r.detail}`) : '' });
      return t('common.files.bad.wrongView', { file: fileName, message });
    }
    removeRunsOf(OWNER);
    for (const x of r.runs) addRecord(x.record, OWNER, x.key);
    setErrors({});
    setForm(formFromOptions(r.options, lang));
    onOptionsChange?.(r.options);
    setOpened(fileName);
    return null;
  };

  const changeForm = (next: Form) => {
    setForm(next);
    const checked = validateForm(next, start.seed);
    if (Object.keys(errors).length > 0) setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onOptionsChange?.(checked.options);
  };

  // ---- what is shown ---------------------------------------------------------------------------
  const bars = runBars(metas);
  const rows = bars.flatMap((b): BarRow[] => (b.row ? [b.row] : []));
  const formChecked = validateForm(form, start.seed);
  const formSetting: Setting = formChecked.ok ? formChecked.options : start;
  // The runs' own setting once there are runs; before, the form's (the columns show its marks).
  const setting = settingOfBars(bars) ?? formSetting;
  const settingText = useSettingText()(setting);
  const name = (key: string) => t(`${K}.transport.${key}`, { defaultValue: key });
  const ended = metas.filter((m) => m.status === 'done' || m.status === 'failed').length;
  const failure = metas.find((m) => m.status === 'failed')?.error ?? '';
  const statusText = (() => {
    if (phase === 'running') return t(`${K}.status.running`, { done: ended, total: metas.length, setting: settingText });
    if (phase === 'done' && opened) return t(`${K}.imported.status`, { file: opened, n: metas.length, setting: settingText });
    if (phase === 'done') return t(`${K}.status.done`, { n: metas.length, setting: settingText });
    if (phase === 'cancelled') return t(`${K}.status.cancelled`);
    if (phase === 'error') return t(`${K}.status.error`, { message: failure });
    return t(`${K}.status.idle`);
  })();
  const summary = phase === 'done'
    ? t(`${K}.summary`, { setting: settingText, list: rows.map((r) => `${name(r.key)} ${goodputText(r.goodputMbps, lang)}${r.rtt ? ` (${rttText(r.rtt.median, lang)})` : ''}`).join('; ') })
    : '';
  const figureFirst = useFigureFirst();
  // The key under the charts says what FRCT's two round trips are: no legend inside the RTT chart.
  const panelOptions = { planned: planned.map((p) => p.key), setting: formSetting, caption: figureFirst ? 'short' : undefined, legend: false };
  // Above the figure for a student; under it in figure-first mode (the first screen is the figure's).
  const guide = <ViewGuide view={D.id} base={K} items={GUIDE_ITEMS} />;
  // In figure-first mode both charts end inside the first screen, side by side.
  const fit = useFitHeight(figureRef, figureFirst, 16);
  const chartHeight = fit ?? undefined;

  return (
    <div
      ref={sectionRef}
      className="lnc"
      data-testid="view-loss-not-congestion"
      data-state={phase}
      data-transports={available ? planned.map((p) => p.key).join(',') : undefined}
    >
      <ViewLayout
        testId="lnc-layout"
        formColumn="minmax(14rem, 17rem)"
        form={<LossForm form={form} errors={errors} locked={active} onChange={changeForm} onSubmit={() => void run()} />}
        controls={
          <>
            <div className="view-controls">
              <div className="view-controls__buttons" role="group" aria-label={t('runBar.group')}>
                <button type="button" className="btn btn--primary" data-testid="lnc-run" disabled={active} onClick={() => void run()}>
                  <span aria-hidden="true">▶ </span>
                  {t(`${K}.run.start`, { n: planned.length })}
                </button>
                <button type="button" className="btn" data-testid="lnc-cancel" disabled={!active} onClick={cancel}>
                  <span aria-hidden="true">■ </span>
                  {t('runBar.cancel')}
                </button>
              </div>
              <p className={`view-status view-status--${phase}`} data-testid="lnc-status" data-state={phase} role="status">
                {statusText}
              </p>
            </div>
            {Object.keys(errors).length > 0 ? <p className="view-form__error" role="alert">{t(`${K}.validation.formInvalid`)}</p> : null}
            {figureFirst ? null : <RunsProgress metas={metas} />}
            {figureFirst ? null : guide}
          </>
        }
        figure={
          <div ref={figureRef} className={`lnc__figures${figureFirst ? ' lnc__figures--side' : ''}`}>
            <Panel name="goodput-bars" runIds={ids} height={chartHeight} options={panelOptions} />
            <Panel name="rtt-bars" runIds={ids} height={chartHeight} options={panelOptions} />
          </div>
        }
        below={
          <div className="lnc__below">
            {figureFirst ? <RunsProgress metas={metas} /> : null}
            {figureFirst ? guide : null}
            <p className="lnc-key" data-testid="lnc-key">{t(`${K}.key`, { loss: formatPercent(1, lang) })}</p>
            <BarsTable runIds={ids} />
            <p className="visually-hidden" aria-live="polite" data-testid="lnc-summary">{summary}</p>
            <FigureTools
              figureRef={figureRef}
              name={`loss-not-congestion-${setting.lossPct}pct-${setting.durationS}s`}
              title={t('panels.bars.goodputTitle', { setting: settingText })}
              empty={rows.length === 0}
              busy={active}
              noRecord={rows.length === 0}
              csv={() => (rows.length ? barsCsv(rows, setting) : null)}
              json={() => metas.flatMap((m) => (m.record && transportOf(m.scenario) ? [m.record] : []))}
              onImport={importRecords}
              importWithoutSeries
            />
          </div>
        }
      />
    </div>
  );
}
