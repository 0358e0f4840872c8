// The "cwnd sawtooth" view: a form (its options declared in declaration.ts) and a layout of
// panels over the store's runs of this view: the `sawtooth` panel (cwnd, ssthresh, RTT, phases,
// loss and ECN marks, reference lines, the CUBIC curve, zoom) and the `ss` readout. Runs are
// started by the controller (src/app/runs/controller.ts); saved records are read through the one
// validating parser into the store. The view computes no network behaviour and owns no run.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addRecord, removeRun, removeRunsOf, setRunSpeed, startRun } from '../../app/runs/controller';
import { formatNumber } from '../../i18n/format';
import type { RunRecord } from '../../sim';
import { useLang } from '../../i18n/useLang';
import { Panel } from '../../panels/Panel';
import { tcpTraces } from '../../panels/shared';
import { runsStore, seriesOf, useFigureFirst, useRun, useRunIds, useRunMetas } from '../../store';
import { FigureTools } from '../shared/FigureTools';
import { RunBar } from '../../controls/RunBar';
import { useFitHeight } from '../shared/useFitHeight';
import { useRunKeys } from '../../controls/useRunKeys';
import { ViewLayout } from '../shared/ViewLayout';
import { useRunOwner } from '../../controls/compare/compareColumn';
import { runsCsv } from './csv';
import { SAWTOOTH_DECLARATION } from './declaration';
import { DEFAULT_OPTIONS, RANGES, type SawtoothOptions } from './options';
import { SawtoothForm } from './SawtoothForm';
import { useSawtoothForm } from './useSawtoothForm';
import './sawtooth.css';

export interface SawtoothProps {
  /** Initial options (link, algorithm, stack, duration, speed); the user can change them. */
  initial?: Partial<SawtoothOptions>;
  /** Told when a run fails (the app shows its banner); the view shows the failure too. */
  onRunError?: (message: string) => void;
  /** Told when the user changes the options to valid ones (the page keeps its address in step). */
  onOptionsChange?: (options: SawtoothOptions) => void;
}

/** Runs kept on screen (the oldest go first). */
export const MAX_RUNS = 6;
/** Speeds the + and − keys step through (the form takes any speed in its range). */
const KEY_SPEEDS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].filter((s) => s >= RANGES.speed.min && s <= RANGES.speed.max);

/** On a projected screen the zoom hint and the CUBIC picker give their lines to the chart (a loss
 * mark, clicked, still draws the CUBIC curve from it). */
const FIGURE_FIRST_OPTIONS = { zoomHint: false, cubic: false, legendHeading: false };

/** Does a record hold a TCP flow's window series (what this view draws)? */
function hasCwndSeries(r: Record<string, unknown>): boolean {
  const flows = (r.series as { flows?: Record<string, Record<string, unknown>> } | undefined)?.flows ?? {};
  return Object.values(flows).some((f) => Array.isArray(f?.cwnd));
}

export function Sawtooth({ initial, onRunError, onOptionsChange }: SawtoothProps) {
  // The view's runs (in a side-by-side column, the column's: sawtooth:a, sawtooth:b).
  const OWNER = useRunOwner(SAWTOOTH_DECLARATION.id);
  const { t } = useTranslation();
  const lang = useLang();
  const start = useMemo(() => ({ ...DEFAULT_OPTIONS, ...initial }), [initial]);
  const ids = useRunIds(OWNER);
  const shown = useMemo(() => ids.slice(-MAX_RUNS), [ids]);
  const lastId = shown[shown.length - 1] ?? null;
  const last = useRun(lastId);
  const metas = useRunMetas(shown);
  const sectionRef = useRef<HTMLDivElement>(null);
  const figureRef = useRef<HTMLDivElement>(null);
  const speedRef = useRef(start.speed);
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    onRunErrorRef.current = onRunError;
  });
  const { form, errors, check, change: changeForm } = useSawtoothForm(
    start,
    sectionRef,
    (speed) => {
      speedRef.current = speed;
      const live = lastId ? runsStore.get(lastId) : undefined;
      if (live && (live.status === 'running' || live.status === 'paused')) setRunSpeed(live.id, speed);
    },
    onOptionsChange,
  );
  // Leaving the page stops its runs.
  useEffect(() => () => removeRunsOf(OWNER), [OWNER]);

  const fromRecord = metas.length > 0 && metas.every((m) => m?.source === 'record');
  const locked = last?.status === 'running' || last?.status === 'paused' || last?.status === 'queued';

  /** Runs `list` one after another (the demo: Reno, then CUBIC, each alone on the link). */
  const launch = (list: SawtoothOptions[]) => {
    const [o, ...rest] = list;
    for (const id of runsStore.ids().filter((x) => runsStore.get(x)?.owner === OWNER).slice(0, -(MAX_RUNS - 1) || undefined)) removeRun(id);
    startRun(SAWTOOTH_DECLARATION.toScenario(o), {
      owner: OWNER,
      speed: speedRef.current,
      onEnd(meta) {
        if (meta.status === 'failed') onRunErrorRef.current?.(meta.error ?? '');
        else if (meta.status === 'done' && rest.length > 0) launch(rest);
      },
    });
  };
  const startRuns = (demo: boolean) => {
    if (locked) return;
    const o = check();
    if (!o) return;
    speedRef.current = o.speed;
    if (demo || fromRecord) removeRunsOf(OWNER);
    launch(demo ? [{ ...o, cc: 'reno' }, { ...o, cc: 'cubic' }] : [o]);
  };
  useRunKeys(lastId, () => startRuns(false), KEY_SPEEDS, (speed) => changeForm({ ...form, speed: formatNumber(speed, lang, { maxDigits: 2 }) }));

  // Files: the newest run's record (with the series it streamed), the series as CSV, records to draw.
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    if (!records.every(hasCwndSeries)) return t('views.sawtooth.record.bad', { message: `${fileName}: ${t('views.sawtooth.record.noTcp')}` });
    removeRunsOf(OWNER);
    for (const r of records.slice(-MAX_RUNS)) addRecord(r as unknown as RunRecord, OWNER);
    return null;
  };
  const csv = () => runsCsv(tcpTraces(shown.map((id, i) => ({ meta: metas[i], series: seriesOf(id) })), ['']));
  const figureFirst = useFigureFirst();
  // In figure-first mode the panel (legends and chart) ends inside the first screen.
  // The figure's frame (padding and border) takes about 20 px of it.
  const fit = useFitHeight(figureRef, figureFirst, 22);
  const height = fit === null ? undefined : Math.max(300, fit);
  const ccLabel = last ? String((last.scenario as { flows?: { cc?: string }[] } | null)?.flows?.[0]?.cc ?? 'run') : 'run';

  return (
    <div ref={sectionRef} className="saw">
      <ViewLayout
        testId="view-sawtooth"
        formColumn="minmax(14rem, 17rem)"
        form={
          <>
            <SawtoothForm form={form} errors={errors} locked={locked} onChange={changeForm} onSubmit={() => startRuns(false)} />
            <button type="button" className="btn btn--quiet saw__clear" data-testid="saw-clear" disabled={locked || ids.length === 0} onClick={() => removeRunsOf(OWNER)}>
              {t('views.sawtooth.clear')}
            </button>
          </>
        }
        controls={
          <>
            <RunBar runId={lastId} prefix="saw" onRun={() => startRuns(false)} idleText={t('views.sawtooth.status.idle')} fromRecord={fromRecord}>
              <button type="button" className="btn" data-testid="saw-demo" disabled={locked} onClick={() => startRuns(true)} title={t('views.sawtooth.demoHint')}>
                {t('views.sawtooth.demo')}
              </button>
            </RunBar>
            {Object.keys(errors).length > 0 ? (
              <p className="view-form__error" role="alert">{t('views.sawtooth.validation.formInvalid')}</p>
            ) : null}
          </>
        }
        figure={
          <div className="panel-figure saw__figure" ref={figureRef}>
            <Panel name="sawtooth" runIds={shown} height={height} options={figureFirst ? FIGURE_FIRST_OPTIONS : undefined} />
          </div>
        }
        below={
          <div className="saw__below">
            <Panel name="ss" runIds={shown} />
            <FigureTools
              figureRef={figureRef}
              name={last ? `sawtooth-${ccLabel}-${shown.length}` : 'sawtooth'}
              title={t('panels.sawtooth.chart.cwndTitle')}
              empty={shown.length === 0}
              busy={locked}
              noRecord={!last?.record}
              csv={csv}
              json={() => last?.record ?? null}
              onImport={importRecords}
              multiple
              legacyIds={{ json: 'saw-export-json', csv: 'saw-export-csv', import: 'saw-import' }}
            />
            <p className="saw__hint">{t('views.sawtooth.keysHint')}</p>
          </div>
        }
      />
    </div>
  );
}
