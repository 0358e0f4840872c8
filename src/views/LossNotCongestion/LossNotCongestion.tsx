// "Loss is not congestion": Ouroboros Tutorial 10's comparison on one lossy link. FRCT + mb-ecn
// and each TCP algorithm the engine has run side by side, each its own run on the worker pool;
// the figures draw goodput and round-trip time from the RunRecords (the view computes no
// network behaviour), with the tutorial's measurements as reference marks.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProfile } from '../../charts/profile';
import { availableCcs, runParallel, SweepCancelled, type ParallelRun } from '../../app/sim-client';
import { formatNumber, formatPercent, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { FigureTools } from '../shared/FigureTools';
import { useAvailableCcs } from '../shared/useAvailableCcs';
import { axisUpper, barRow, barsCsv, goodputText, logAxis, rttText, type BarRow } from './bars';
import { ColumnChart, type Column } from './ColumnChart';
import { LossForm } from './LossForm';
import { buildScenario, DEFAULT_OPTIONS, formFromOptions, transports, validateForm, type FormErrors, type LossForm as Form, type LossOptions } from './options';
import { tutorialRef } from './refs';
import { importRuns } from './imported';
import { overall, pendingRuns, withError, withProgress, withRecord, type RunState } from './runs';
import { LossTable } from './LossTable';
import './lossNotCongestion.css';

export interface LossNotCongestionProps {
  initial?: Partial<LossOptions>;
  profile: ChartProfile;
  onRunError?: (message: string) => void;
  onOptionsChange?: (options: LossOptions) => void;
}

type Phase = 'idle' | 'running' | 'done' | 'cancelled' | 'error';

/** Blue: FRCT + mb-ecn; orange: TCP that reads loss as congestion; green: BBR, which does not. */
export function colorOf(key: string, profile: ChartProfile): string {
  if (key === 'frct') return profile.series[0];
  return key === 'bbr' ? profile.series[2] : profile.series[1];
}

export function LossNotCongestion({ initial, profile, onRunError, onOptionsChange }: LossNotCongestionProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const start = useMemo(() => ({ ...DEFAULT_OPTIONS, ...initial }), [initial]);
  const [form, setForm] = useState<Form>(() => formFromOptions(start, lang));
  const [errors, setErrors] = useState<FormErrors>({});
  const [setup, setSetup] = useState<LossOptions>(start);
  const [runs, setRuns] = useState<RunState[]>([]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  /** Name of the file the runs on screen were opened from (null: run here). */
  const [opened, setOpened] = useState<string | null>(null);
  const available = useAvailableCcs();
  const planned = transports(available);
  const runRef = useRef<ParallelRun | null>(null);
  /** Set while a click waits for the engine's list of algorithms (a second click is ignored). */
  const startingRef = useRef(false);
  const figuresRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => () => runRef.current?.cancel(), []);

  const name = (key: string) => t(`views.lossNotCongestion.transport.${key}`);
  const active = phase === 'running';

  const run = async () => {
    if (active || startingRef.current) return;
    const checked = validateForm(form, start.seed);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    const options = checked.options;
    // Clicked before the worker said which algorithms it has: ask (the answer is cached).
    startingRef.current = true;
    const list = transports(available ?? (await availableCcs().catch(() => null)));
    startingRef.current = false;
    setSetup(options);
    setRuns(pendingRuns(list.map((tr) => tr.key)));
    setFailure(null);
    setOpened(null);
    setPhase('running');
    const handle = runParallel(list.map((tr) => buildScenario(options, tr)), {
      onProgress: (i, f) => setRuns((rs) => withProgress(rs, i, f)),
      onRecord: (i, record) => setRuns((rs) => withRecord(rs, i, record)),
      onRunError: (i, message) => {
        setRuns((rs) => withError(rs, i, message));
        onRunError?.(message);
      },
    });
    runRef.current = handle;
    handle.done.then(
      () => {
        if (runRef.current === handle) setPhase('done');
      },
      (e: unknown) => {
        if (runRef.current !== handle) return;
        if (e instanceof SweepCancelled) setPhase('cancelled');
        else {
          const message = e instanceof Error ? e.message : String(e);
          setFailure(message);
          setPhase('error');
          onRunError?.(message);
        }
      },
    );
  };

  const cancel = () => runRef.current?.cancel();

  // A saved comparison (this view's JSON export) back on screen; the form takes its setting.
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    const r = importRuns(records);
    if (!r.ok) {
      const message = t(`views.lossNotCongestion.imported.problem.${r.problem}`, { key: r.detail ? name(r.detail) : '' });
      return t('common.files.bad.wrongView', { file: fileName, message });
    }
    const handle = runRef.current;
    runRef.current = null;
    handle?.cancel();
    setErrors({});
    setForm(formFromOptions(r.options, lang));
    onOptionsChange?.(r.options);
    setSetup(r.options);
    setRuns(r.runs);
    setFailure(null);
    setOpened(fileName);
    setPhase('done');
    return null;
  };

  const changeForm = (next: Form) => {
    setForm(next);
    const checked = validateForm(next, start.seed);
    if (Object.keys(errors).length > 0) setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onOptionsChange?.(checked.options);
  };

  // ---- what is drawn -------------------------------------------------------------------------
  const rows = useMemo(
    (): (BarRow | null)[] => runs.map((r) => (r.record ? barRow(r.key, r.record, setup.lossPct, setup.reorderQueue) : null)),
    [runs, setup],
  );
  const finished = rows.filter((r): r is BarRow => r !== null);
  const shownKeys = runs.length > 0 ? runs.map((r) => r.key) : planned.map((p) => p.key);
  const rowOf = (key: string) => finished.find((r) => r.key === key) ?? null;
  // Before any run the columns already show the tutorial's marks for the form's setting.
  const formChecked = validateForm(form, start.seed);
  const refSetup = runs.length === 0 && formChecked.ok ? formChecked.options : setup;
  const refOf = (key: string) => tutorialRef(refSetup.lossPct, key, refSetup.reorderQueue);
  const mbps = (x: number) => goodputText(x, lang);
  const ms = (x: number) => rttText(x, lang);

  const goodputColumns: Column[] = shownKeys.map((key) => {
    const r = rowOf(key);
    const ref = refOf(key)?.goodputMbps ?? null;
    const notes = [r ? mbps(r.goodputMbps) : runLabel(runs.find((x) => x.key === key))];
    if (ref !== null) notes.push(t('views.lossNotCongestion.chart.tutorialNote', { value: formatNumber(ref, lang, { maxDigits: 1 }) }));
    return {
      key, label: t(`views.lossNotCongestion.short.${key}`), color: colorOf(key, profile), value: r?.goodputMbps ?? NaN,
      refValue: ref, notes, refTitle: ref !== null ? t('views.lossNotCongestion.chart.refTitle', { value: mbps(ref) }) : undefined,
    };
  });
  const rttColumns: Column[] = shownKeys.map((key) => {
    const r = rowOf(key);
    const ref = refOf(key)?.rttMs ?? null;
    const notes = [r?.rtt ? ms(r.rtt.median) : runLabel(runs.find((x) => x.key === key))];
    if (r?.rtt) notes.push(t('views.lossNotCongestion.chart.p95Note', { value: formatNumber(r.rtt.p95, lang, { maxDigits: 0 }) }));
    if (ref !== null) notes.push(t('views.lossNotCongestion.chart.tutorialNote', { value: formatNumber(ref, lang, { maxDigits: 0 }) }));
    return {
      key, label: t(`views.lossNotCongestion.short.${key}`), color: colorOf(key, profile), value: r?.rtt?.median ?? NaN, whiskerTo: r?.rtt?.p95,
      refValue: ref, notes, refTitle: ref !== null ? t('views.lossNotCongestion.chart.refTitle', { value: ms(ref) }) : undefined,
    };
  });
  function runLabel(r: RunState | undefined): string {
    if (!r) return '–';
    if (r.phase === 'error') return t('views.lossNotCongestion.run.error');
    if (r.phase === 'running') return formatPercent(r.fraction * 100, lang, { digits: 0 });
    return r.phase === 'done' ? '–' : t('views.lossNotCongestion.run.pending');
  }
  const goodputUpper = axisUpper([...goodputColumns.map((c) => c.value), ...goodputColumns.map((c) => c.refValue ?? 0)], 100);
  const rttValues = [...rttColumns.map((c) => c.whiskerTo ?? c.value), ...rttColumns.map((c) => c.value), ...rttColumns.map((c) => c.refValue ?? NaN)];
  // A standing queue (CUBIC without loss: 511 ms) beside a bare path (20 ms): log, or the short bars vanish.
  const rttLog = logAxis(rttValues);
  const rttUpper = axisUpper(rttValues, 40);

  const progress = overall(runs);
  const setting = t('views.lossNotCongestion.setting', {
    loss: formatPercent(setup.lossPct, lang), duration: formatSeconds(setup.durationS, lang), rq: setup.reorderQueue,
  });
  const statusText = (() => {
    if (phase === 'running') return t('views.lossNotCongestion.status.running', { done: progress.done, total: progress.total, setting });
    if (phase === 'done' && opened) return t('views.lossNotCongestion.imported.status', { file: opened, n: progress.total, setting });
    if (phase === 'done') return t('views.lossNotCongestion.status.done', { n: progress.total, setting });
    if (phase === 'cancelled') return t('views.lossNotCongestion.status.cancelled');
    if (phase === 'error') return t('views.lossNotCongestion.status.error', { message: failure ?? '' });
    return t('views.lossNotCongestion.status.idle');
  })();
  const summary = phase === 'done'
    ? t('views.lossNotCongestion.summary', { setting, list: finished.map((r) => `${name(r.key)} ${mbps(r.goodputMbps)}${r.rtt ? ` (${ms(r.rtt.median)})` : ''}`).join('; ') })
    : '';

  return (
    <section className="lnc" data-testid="view-loss-not-congestion" data-state={phase} data-transports={available ? planned.map((p) => p.key).join(',') : undefined} ref={sectionRef} tabIndex={-1}>
      <div className="lnc__grid view-grid">
        <LossForm form={form} errors={errors} locked={active} onChange={changeForm} onSubmit={() => void run()} />
        <div className="lnc__main">
          <div className="view-controls">
            <div className="view-controls__buttons" role="group">
              <button type="button" className="btn btn--primary" data-testid="lnc-run" disabled={active} onClick={() => void run()}>
                <span aria-hidden="true">▶ </span>
                {t('views.lossNotCongestion.run.start', { n: planned.length })}
              </button>
              <button type="button" className="btn" data-testid="lnc-cancel" disabled={!active} onClick={cancel}>
                <span aria-hidden="true">■ </span>
                {t('views.lossNotCongestion.run.cancel')}
              </button>
            </div>
            <p className={`view-status view-status--${phase}`} data-testid="lnc-status" data-state={phase} role="status">
              {statusText}
            </p>
          </div>
          {Object.keys(errors).length > 0 ? <p className="view-form__error" role="alert">{t('views.lossNotCongestion.validation.formInvalid')}</p> : null}
          {runs.length > 0 ? (
            <ul className="lnc-runs" aria-label={t('views.lossNotCongestion.run.list')} data-testid="lnc-runs">
              {runs.map((r) => (
                <li key={r.key} className="lnc-runs__item" data-run={r.key} data-phase={r.phase}>
                  <span className="lnc-swatch" style={{ background: colorOf(r.key, profile) }} aria-hidden="true" />
                  <span className="lnc-runs__name">{name(r.key)}</span>
                  <span className="lnc-runs__state">{r.phase === 'error' ? t('views.lossNotCongestion.run.failed', { message: r.error ?? '' }) : t(`views.lossNotCongestion.run.${r.phase}`)}</span>
                  <progress max={1} value={r.phase === 'done' ? 1 : r.fraction} aria-label={t('views.lossNotCongestion.run.progress', { name: name(r.key) })} />
                </li>
              ))}
            </ul>
          ) : null}
          <div ref={figuresRef} className="lnc__figures">
            <figure className="lnc__figure" data-testid="lnc-goodput">
              <figcaption className="lnc__caption">{t('views.lossNotCongestion.chart.goodputTitle', { setting })}</figcaption>
              <ColumnChart
                columns={goodputColumns}
                upper={goodputUpper}
                yLabel={t('views.lossNotCongestion.chart.goodputAxis')}
                profile={profile}
                testId="lnc-goodput-chart"
                ariaLabel={t('views.lossNotCongestion.chart.goodputAria', { list: goodputColumns.map((c) => `${c.label}: ${c.notes[0] || '–'}`).join('; ') })}
              />
            </figure>
            <figure className="lnc__figure" data-testid="lnc-rtt">
              <figcaption className="lnc__caption">{t('views.lossNotCongestion.chart.rttTitle', { setting })}</figcaption>
              <ColumnChart
                columns={rttColumns}
                upper={rttUpper}
                log={rttLog ?? undefined}
                yLabel={t(rttLog ? 'views.lossNotCongestion.chart.rttAxisLog' : 'views.lossNotCongestion.chart.rttAxis')}
                profile={profile}
                testId="lnc-rtt-chart"
                ariaLabel={t('views.lossNotCongestion.chart.rttAria', { list: rttColumns.map((c) => `${c.label}: ${c.notes[0] || '–'}`).join('; ') })}
              />
            </figure>
          </div>
          <p className="lnc-key" data-testid="lnc-key">{t('views.lossNotCongestion.key', { loss: formatPercent(1, lang) })}</p>
          <LossTable rows={finished} name={name} />
          <p className="visually-hidden" aria-live="polite" data-testid="lnc-summary">{summary}</p>
          <FigureTools
            figureRef={figuresRef}
            name={`loss-not-congestion-${setup.lossPct}pct-${setup.durationS}s`}
            title={t('views.lossNotCongestion.chart.goodputTitle', { setting })}
            empty={finished.length === 0}
            busy={active}
            noRecord={finished.length === 0}
            csv={() => (finished.length ? barsCsv(finished, setup) : null)}
            json={() => runs.flatMap((r) => (r.record ? [r.record] : []))}
            onImport={importRecords}
            importWithoutSeries
          />
        </div>
      </div>
    </section>
  );
}
