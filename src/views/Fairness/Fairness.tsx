// The fairness view: a form (its options declared in declaration.ts: up to eight hosts, each with
// its algorithm, start, extra RTT and connections, on the course's link with one shared queue or
// fair queueing) and a layout of panels over the store's runs of this view: `fair-goodput` (the
// main figure), `fair-shares` (Jain per host and per connection), `fair-rtt-ratio` (every run of
// two hosts against the square and linear laws), `summary`, and `sawtooth` for the windows. Runs
// are started by the controller; saved records come in through the one validating parser. The
// view computes no network behaviour and owns no run.
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { addRecord, removeRun, removeRunsOf, runAllToEndInStore, setRunSpeed, startRun } from '../../app/runs/controller';
import { formatNumber, parseLocaleNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { hostsOf } from '../../panels/fair';
import { Panel } from '../../panels/Panel';
import type { RunRecord } from '../../sim';
import { runsStore, seriesOf, useFigureFirst } from '../../store';
import { FigureTools } from '../shared/FigureTools';
import { numberText } from '../../controls/numberFields';
import { RunBar } from '../../controls/RunBar';
import { useFitHeight } from '../shared/useFitHeight';
import { useRunKeys } from '../../controls/useRunKeys';
import { useViewRuns } from '../shared/useViewRuns';
import type { ViewProps } from '../../controls/ViewForm';
import { ViewLayout } from '../shared/ViewLayout';
import { useRunOwner } from '../../controls/compare/compareColumn';
import { goodputCsv } from './csv';
import { FAIRNESS_DECLARATION } from './declaration';
import { experimentOptions, RTT_SERIES_MS, withLastExtra } from './experiments';
import { FairnessForm } from './FairnessForm';
import { DEFAULT_OPTIONS, RANGES, type FairnessOptions } from './options';
import { useFairnessForm } from './useFairnessForm';
import './fairness.css';

export type FairnessProps = ViewProps<FairnessOptions>;

/** Runs kept (each run of two hosts is a point of the ratio plot); the oldest go first. */
export const MAX_RUNS = 8;
const KEY_SPEEDS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500].filter((s) => s >= RANGES.speed.min && s <= RANGES.speed.max);

/** A record this view can draw: TCP flows with their delivery series. */
function hasDeliverySeries(r: Record<string, unknown>): boolean {
  const flows = (r.series as { flows?: Record<string, Record<string, unknown>> } | undefined)?.flows ?? {};
  return hostsOf(r.scenario).length > 0 && Object.values(flows).some((f) => Array.isArray(f?.delivered_mbps));
}

/** A new speed reaches the newest run if it is still going. */
function speedToLive(runId: string | null, speed: number): void {
  const m = runId ? runsStore.get(runId) : undefined;
  if (m?.status === 'running' || m?.status === 'paused') setRunSpeed(m.id, speed);
}

export function Fairness({ initial, onRunError, onOptionsChange }: FairnessProps) {
  // The view's runs (in a side-by-side column, the column's: fairness:a, fairness:b).
  const OWNER = useRunOwner(FAIRNESS_DECLARATION.id);
  const { t } = useTranslation();
  const lang = useLang();
  const start = useMemo(() => ({ ...DEFAULT_OPTIONS, ...initial }), [initial]);
  const { ids, shown, lastId, last, fromRecord, busy: locked, files } = useViewRuns(OWNER, MAX_RUNS);
  const sectionRef = useRef<HTMLDivElement>(null);
  const figureRef = useRef<HTMLDivElement>(null);
  // In figure-first mode the goodput plot ends inside the first screen: its frame (padding of
  // 0,5rem at the projector's 22 px type and 2 px borders, 26 px) and a few pixels of margin.
  const figureFirst = useFigureFirst();
  const fit = useFitHeight(figureRef, figureFirst, 32);
  const height = fit === null ? undefined : Math.max(260, fit);
  const lastIds = lastId ? [lastId] : [];
  const { form, errors, check, change, load } = useFairnessForm(start, (x) => numberText(x, lang), sectionRef, (speed) => speedToLive(lastId, speed), onOptionsChange);
  const typedSpeed = parseLocaleNumber(form.speed);
  const speed = Number.isFinite(typedSpeed) ? typedSpeed : start.speed;
  // Leaving the page stops its runs.
  useEffect(() => () => removeRunsOf(OWNER), [OWNER]);

  const twoHosts = form.hosts.length === 2;

  /** Makes room for `n` new runs: the oldest of this view's go. */
  const trim = (n: number) => {
    const mine = runsStore.ids().filter((x) => runsStore.get(x)?.owner === OWNER);
    for (const id of mine.slice(0, Math.max(0, mine.length - (MAX_RUNS - n)))) removeRun(id);
  };
  const startRuns = () => {
    if (locked) return;
    const o = check();
    if (!o) return;
    if (fromRecord) removeRunsOf(OWNER);
    trim(1);
    startRun(FAIRNESS_DECLARATION.toScenario(o), {
      owner: OWNER,
      speed: o.speed,
      onEnd(meta) {
        if (meta.status === 'failed') onRunError?.(meta.error ?? '');
      },
    });
  };
  /** The notes' exercise 10: the two hosts again with the second at +20, +80 and +160 ms, run to their end side by side. */
  const rttSeries = () => {
    if (locked || !twoHosts) return;
    const o = check();
    if (!o) return;
    if (fromRecord) removeRunsOf(OWNER);
    trim(RTT_SERIES_MS.length);
    const list = RTT_SERIES_MS.map((ms) => withLastExtra(o, ms));
    runAllToEndInStore(list.map((x) => FAIRNESS_DECLARATION.toScenario(x)), {
      owner: OWNER,
      labels: RTT_SERIES_MS.map((ms) => t('views.fairness.seriesLabel', { ms: formatNumber(ms, lang) })),
    });
  };
  useRunKeys(lastId, startRuns, KEY_SPEEDS, (x) => change({ ...form, speed: numberText(x, lang) }), true, speed);

  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    if (!records.every(hasDeliverySeries)) return t('views.fairness.record.bad', { file: fileName });
    removeRunsOf(OWNER);
    for (const r of records.slice(-MAX_RUNS)) addRecord(r as unknown as RunRecord, OWNER);
    return null;
  };
  const csv = () => {
    const s = lastId ? seriesOf(lastId) : undefined;
    return s && last ? goodputCsv(hostsOf(last.scenario), s) : null;
  };

  return (
    <div ref={sectionRef} className="fair">
      <ViewLayout
        form={
          <>
            {Object.keys(errors).length > 0 ? <p className="view-form__error" role="alert">{t('views.fairness.validation.formInvalid')}</p> : null}
            <FairnessForm form={form} errors={errors} locked={locked} onChange={change} onSubmit={startRuns} onLoad={(e) => load(experimentOptions(e, { speed, seed: start.seed, sampleMs: start.sampleMs }))} />
          </>
        }
        controls={
          <RunBar runId={lastId} prefix="fair" onRun={startRuns} idleText={t('views.fairness.status.idle')} fromRecord={fromRecord}>
            <button type="button" className="btn" data-testid="fair-rtt-series" disabled={locked || !twoHosts} onClick={rttSeries} title={t('views.fairness.rttSeriesHint')}>
              {t('views.fairness.rttSeries')}
            </button>
            <button type="button" className="btn btn--quiet" data-testid="fair-clear" disabled={locked || ids.length === 0} onClick={() => removeRunsOf(OWNER)}>
              {t('views.fairness.clear')}
            </button>
          </RunBar>
        }
        figure={
          <div className="fair__figure" ref={figureRef}>
            <Panel name="fair-goodput" runIds={lastIds} height={height} options={figureFirst ? { zoom: false } : undefined} />
          </div>
        }
        below={
          <div className="fair__below">
            <div className="fair__pair">
              <section className="fair__card" aria-labelledby="fair-shares-title">
                <h2 className="fair__card-title" id="fair-shares-title">{t('panels.fair.shares.title')}</h2>
                <Panel name="fair-shares" runIds={lastIds} />
              </section>
              <section className="fair__card" aria-labelledby="fair-ratio-title">
                <h2 className="fair__card-title" id="fair-ratio-title">{t('panels.fair.ratio.title')}</h2>
                <Panel name="fair-rtt-ratio" runIds={shown} height={320} />
              </section>
            </div>
            <Panel name="summary" runIds={lastIds} options={{ sections: ['flows', 'queue'] }} />
            <details className="fair__more">
              <summary>{t('views.fairness.windows')}</summary>
              <Panel name="sawtooth" runIds={lastIds} options={{ refs: false, cubic: false }} />
            </details>
            <FigureTools {...files} figureRef={figureRef} name={last ? `fairness-${hostsOf(last.scenario).length}-hosts` : 'fairness'} title={t('panels.fair.goodput.title')} csv={csv} onImport={importRecords} multiple />
            <p className="fair__hint">{t('views.fairness.keysHint')}</p>
          </div>
        }
        formColumn="minmax(20rem, 25rem)"
        testId="view-fairness"
      />
    </div>
  );
}
