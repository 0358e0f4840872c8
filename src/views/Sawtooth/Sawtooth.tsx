// The "cwnd sawtooth" view: cwnd and ssthresh (top) and RTT (bottom) against time, from live runs
// in the worker or from a saved RunRecord; phases shaded, losses and ECN reductions marked,
// reference lines from the paper models (BDP, BDP + buffer, half), the CUBIC W(t) curve from the
// model after a chosen loss. It computes no network behaviour and owns no global state:
// everything comes in as props. Runs: useSawtoothRuns; form: useSawtoothForm.
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProfile } from '../../charts/profile';
import { maxFinite, roomyUpper } from '../../charts/series';
import { formatNumber, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { cubicCurveAfterLoss } from './cubicOverlay';
import { CubicPicker } from './CubicPicker';
import { runsCsv } from './csv';
import { seriesOfRun, type RecordLike, type RunData } from './live';
import { ecnMarks, lossMarks, type Picked } from './marks';
import { bufferBytes, DEFAULT_OPTIONS, RANGES, type SawtoothOptions } from './options';
import { phaseIntervals } from './phases';
import { referenceLines } from './refs';
import { enabledButtons } from '../shared/runState';
import { FigureTools } from '../shared/FigureTools';
import { withSeries } from '../shared/files';
import { doubleOrHalve, runKeyAction } from '../shared/runKeys';
import { SawtoothChart } from './SawtoothChart';
import { SawtoothControls } from './SawtoothControls';
import { SawtoothForm } from './SawtoothForm';
import { PhaseLegend, RunLegend } from './SawtoothLegends';
import { SawtoothReadout } from './SawtoothReadout';
import { runsOfRecords, useSawtoothRuns } from './useSawtoothRuns';
import { useSawtoothForm } from './useSawtoothForm';
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

const MIN_SPAN_S = 0.3;

export function Sawtooth({ initial, profile, projector, onRunError, record, onOptionsChange }: SawtoothProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const isProjector = projector ?? profile.fontSize >= 16;
  const start = useMemo(() => ({ ...DEFAULT_OPTIONS, ...initial }), [initial]);
  const sim = useSawtoothRuns(record, start, onRunError);
  const { runs, run } = sim;
  const sectionRef = useRef<HTMLElement>(null);
  const figureRef = useRef<HTMLElement>(null);
  const { form, errors, check, change: changeForm } = useSawtoothForm(start, sectionRef, sim.setSpeed, onOptionsChange);
  const [domain, setDomain] = useState<Domain | null>(null);
  const [hoverT, setHoverT] = useState<number | null>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  // A new set of runs starts unzoomed and with no CUBIC curve.
  const resetView = () => {
    setPicked(null);
    setDomain(null);
  };

  const startRuns = (demo: boolean) => {
    const o = check();
    if (!o) return;
    resetView();
    sim.startRuns(demo ? [{ ...o, cc: 'reno' }, { ...o, cc: 'cubic' }] : [o], demo || sim.fromRecord);
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

  const losses = useMemo(() => lossMarks(runs, colors, picked), [runs, colors, picked]);
  const ecn = useMemo(() => ecnMarks(runs, colors), [runs, colors]);

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
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    let loaded: RunData[];
    try {
      loaded = runsOfRecords(records as unknown as RecordLike[], start);
    } catch (err) {
      return t('views.sawtooth.record.bad', { message: `${fileName}: ${err instanceof Error ? err.message : String(err)}` });
    }
    sim.load(loaded);
    resetView();
    return null;
  };

  const can = enabledButtons(run.phase);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const el = e.target as HTMLElement;
    const action = runKeyAction(e.key, { tagName: el.tagName, role: el.getAttribute('role'), isContentEditable: el.isContentEditable }, { ctrl: e.ctrlKey, alt: e.altKey, meta: e.metaKey });
    if (!action) return;
    e.preventDefault();
    if (action === 'toggle') {
      if (can.pause) sim.pause();
      else if (can.resume) sim.resume();
      else if (can.start) startRuns(false);
    } else if (action === 'step') {
      if (can.step) sim.step();
    } else {
      const speed = doubleOrHalve(sim.speed(), action === 'faster' ? 1 : -1, RANGES.speed);
      changeForm({ ...form, speed: formatNumber(speed, lang, { maxDigits: 2 }) });
    }
  };

  const locked = run.phase === 'running' || run.phase === 'paused';
  const activeRun = runs.find((r) => r.key === sim.activeKey) ?? last;
  // The readout: the hovered instant, or the newest sample of the run being drawn.
  const readoutT = hoverT ?? (sim.activeKey !== null && last ? last.nowS : null);
  const zoomed = domain !== null && !isFullDomain(domain, fullDomain);
  const zoomBy = (f: number) => setDomain(zoomAt(view, fullDomain, (view[0] + view[1]) / 2, f, MIN_SPAN_S));

  return (
    <section className="saw" data-testid="view-sawtooth" ref={sectionRef} tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="saw__grid view-grid">
        <SawtoothForm form={form} errors={errors} locked={locked} onChange={changeForm} onSubmit={() => startRuns(false)} />
        <div className="saw__main">
          <SawtoothControls
            run={run}
            activeRun={activeRun}
            runCount={runs.length}
            fromRecord={sim.fromRecord}
            lang={lang}
            label={label}
            onStart={startRuns}
            onPause={sim.pause}
            onResume={sim.resume}
            onStep={sim.step}
            onCancel={sim.cancel}
            onClear={() => {
              sim.clear();
              resetView();
            }}
          />
          {Object.keys(errors).length > 0 ? (
            <p className="view-form__error" role="alert">{t('views.sawtooth.validation.formInvalid')}</p>
          ) : null}
          <figure className="saw__figure" ref={figureRef}>
            <div className="saw__figure-head">
              <RunLegend runs={runs} colors={colors} label={label} />
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
              ecn={ecn}
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
              <PhaseLegend runLabel={last ? label(last) : null} showEcn={ecn.length > 0} />
              <p className="saw__hint" data-testid="saw-zoom-window">
                {zoomed
                  ? t('views.sawtooth.chart.window', { from: formatSeconds(view[0], lang, { digits: 1 }), to: formatSeconds(view[1], lang, { digits: 1 }) })
                  : t('views.sawtooth.chart.zoomHint')}
              </p>
            </div>
          </figure>
          <CubicPicker losses={losses} runs={runs} picked={picked} cubic={cubic} lang={lang} label={label} onPick={setPicked} />
          <SawtoothReadout runs={runs} colors={colors} time={readoutT} lang={lang} label={label} />
          <FigureTools
            figureRef={figureRef}
            name={last ? `sawtooth-${last.options.cc}-${last.options.stack}-${last.key}` : 'sawtooth'}
            title={t('views.sawtooth.chart.cwndTitle')}
            empty={runs.length === 0}
            busy={locked}
            noRecord={!last || !last.record}
            csv={() => runsCsv(runs)}
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
