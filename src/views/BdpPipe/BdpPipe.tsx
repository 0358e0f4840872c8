// The BDP pipe view: a form (the window, the link; options declared in declaration.ts) and a
// layout of panels over the store's runs: the `bdp-pipe` panel draws the live packet-level run
// held at the window (restarted when the window or the link changes), the `bdp-charts` panel
// draws throughput and RTT against cwnd, the closed form under the points of short runs held at
// each window (useSteadyRuns). Runs come from the controller; the view computes no behaviour.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addRecord, removeRunsOf, setRunSpeed, startRun } from '../../app/runs/controller';
import { formatMs, formatNumber, formatRate } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { pointsOf } from '../../panels/bdp-charts';
import {
  bdpWhole, buildScenario, checkField, checkPathForm, COURSE_PATH, fitLimit, modelAt, pathModel, playSteps, regimeOf,
  type PathForm, type PathParams,
} from '../../panels/bdp-pipe';
import { Panel } from '../../panels/Panel';
import { tcpTraces } from '../../panels/shared';
import { useElementHeight } from '../../panels/shared';
import type { RunRecord } from '../../sim';
import { runsStore, seriesOf, useFigureFirst, useRunIds, useRunMetas } from '../../store';
import { FigureTools } from '../shared/FigureTools';
import { numberText } from '../../controls/numberFields';
import { toCsv } from '../shared/files';
import { RunBar } from '../../controls/RunBar';
import { useFitHeight } from '../shared/useFitHeight';
import { useRunKeys } from '../../controls/useRunKeys';
import { ViewLayout } from '../shared/ViewLayout';
import { BdpControls, type BdpErrors } from './BdpControls';
import { BDP_PIPE_DECLARATION } from './declaration';
import { CSV_HEADER, csvRows, DEFAULT_BDP_OPTIONS, optionsOfScenario, SPEEDS, type BdpPipeOptions } from './record';
import { POINTS_OWNER, useSteadyRuns } from './useSteadyRuns';
import { useRunOwner } from '../../controls/compare/compareColumn';
import '../../controls/viewForm.css';
import './bdpPipe.css';

export interface BdpPipeProps {
  /** Initial link, window and speed (a deep link or ?scenario=). */
  initial?: Partial<BdpPipeOptions>;
  onRunError?: (message: string) => void;
  /** Told when the window, the link or the speed change to valid values (the page keeps its address in step). */
  onOptionsChange?: (options: BdpPipeOptions) => void;
}

/** Wall time each window of the play-through is held. */
const PLAY_STEP_MS = 1200;
/** A dragged slider does not start a run per step: the live run restarts after this pause. */
const RESTART_DELAY_MS = 120;

function formFrom(p: PathParams): PathForm {
  // In the page's language, as the fields are read (numberFields.ts).
  return { rate: numberText(p.rateMbps), delay: numberText(p.delayMs), buffer: numberText(p.bufferBytes) };
}

export function BdpPipe({ initial, onRunError, onOptionsChange }: BdpPipeProps) {
  // The view's runs (in a side-by-side column, the column's: bdp-pipe:a, bdp-pipe:points:a, ...).
  const OWNER = useRunOwner(BDP_PIPE_DECLARATION.id);
  const pointsOwner = useRunOwner(POINTS_OWNER);
  const { t } = useTranslation();
  const lang = useLang();
  const start = useMemo<PathParams>(() => {
    const o = { ...COURSE_PATH, ...initial };
    return { rateMbps: o.rateMbps, delayMs: o.delayMs, bufferBytes: o.bufferBytes };
  }, [initial]);
  const initialCwnd = initial?.cwnd ?? DEFAULT_BDP_OPTIONS.cwnd;
  const [form, setForm] = useState<PathForm>(() => formFrom(start));
  const [errors, setErrors] = useState<BdpErrors>({});
  const [path, setPath] = useState<PathParams>(start);
  const [cwnd, setCwnd] = useState(initialCwnd);
  const [cwndText, setCwndText] = useState(String(initialCwnd));
  const [speed, setSpeed] = useState<number>(initial?.speed ?? DEFAULT_BDP_OPTIONS.speed);
  const [playing, setPlaying] = useState(false);
  /** The points on the charts came from opened records (no new ones are simulated until the user changes something). */
  const [imported, setImported] = useState(false);
  const [restartKey, setRestartKey] = useState(0);
  const figureRef = useRef<HTMLDivElement>(null);
  const readoutRef = useRef<HTMLParagraphElement>(null);

  const model = useMemo(() => pathModel(path), [path]);
  const regime = regimeOf(cwnd, model);
  const atCwnd = modelAt(cwnd, model);
  const steady = useSteadyRuns(path, cwnd, imported);

  // The live run: one at a time, restarted when the window or the link changes.
  const liveIds = useRunIds(OWNER);
  const liveId = liveIds[liveIds.length - 1] ?? null;
  const speedRef = useRef(speed);
  const onRunErrorRef = useRef(onRunError);
  useEffect(() => {
    speedRef.current = speed;
    onRunErrorRef.current = onRunError;
  });
  useEffect(() => {
    const timer = setTimeout(() => {
      removeRunsOf(OWNER);
      startRun(BDP_PIPE_DECLARATION.toScenario({ ...path, cwnd, speed: speedRef.current }), {
        owner: OWNER,
        speed: speedRef.current,
        packets: true,
        onEnd: (meta) => {
          if (meta.status === 'failed') onRunErrorRef.current?.(meta.error ?? '');
        },
      });
    }, RESTART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [path, cwnd, restartKey, OWNER]);
  useEffect(() => () => removeRunsOf(OWNER), [OWNER]);
  const changeSpeed = (s: number) => {
    setSpeed(s);
    if (liveId && runsStore.get(liveId)) setRunSpeed(liveId, s);
  };
  useRunKeys(liveId, () => setRestartKey((k) => k + 1), SPEEDS, changeSpeed);

  // The address follows the window, the link and the speed on screen (all valid by then).
  const onOptionsChangeRef = useRef(onOptionsChange);
  useEffect(() => {
    onOptionsChangeRef.current = onOptionsChange;
  }, [onOptionsChange]);
  useEffect(() => {
    onOptionsChangeRef.current?.({ ...path, cwnd, speed });
  }, [path, cwnd, speed]);

  // The simulated points, read off the short runs (the same as the charts' panel draws).
  const pointIds = useRunIds(pointsOwner);
  const pointMetas = useRunMetas(pointIds);
  const points = useMemo(
    () =>
      pointsOf(
        pointIds.flatMap((id, i) => tcpTraces([{ meta: pointMetas[i], series: seriesOf(id) }], ['']).map((tr) => ({ ...tr, scenario: pointMetas[i]?.scenario, done: pointMetas[i]?.status === 'done' }))),
        model,
      ).points,
    [pointIds, pointMetas, model],
  );
  const simAtCwnd = points.find((p) => p.cwnd === cwnd);

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
  // Saved records of short runs held at a window: their link and the first one's window go into
  // the form, their points onto the charts.
  const importRecords = (records: Record<string, unknown>[], fileName: string): string | null => {
    const refuse = (message: string) => t('common.files.bad.wrongView', { file: fileName, message });
    let all: BdpPipeOptions[];
    try {
      all = records.map((r) => optionsOfScenario(r.scenario, speed));
    } catch (err) {
      return refuse(t('views.bdpPipe.importNotBdp', { reason: err instanceof Error ? err.message : String(err) }));
    }
    const first = all[0];
    const checked = checkPathForm(formFrom(first));
    if (!checked.ok || all.some((o) => 'error' in checkField('cwnd', String(o.cwnd)))) return refuse(t('views.bdpPipe.importRange'));
    if (all.some((o) => o.rateMbps !== first.rateMbps || o.delayMs !== first.delayMs || o.bufferBytes !== first.bufferBytes)) return refuse(t('views.bdpPipe.importMixed'));
    const p = checked.path;
    const nextPath = p.rateMbps === path.rateMbps && p.delayMs === path.delayMs && p.bufferBytes === path.bufferBytes ? path : p;
    steady.adopt(nextPath, all.map((o) => o.cwnd));
    removeRunsOf(pointsOwner);
    for (const r of records) addRecord(r as unknown as RunRecord, pointsOwner);
    setPlaying(false);
    setImported(true);
    setErrors({});
    setForm(formFrom(nextPath));
    setPath(nextPath);
    setCwnd(first.cwnd);
    setCwndText(String(first.cwnd));
    return null;
  };
  // The run: the records of the short runs behind the points, the current window's first.
  const exportJson = () => {
    const done = pointIds.map((id) => runsStore.get(id)?.record).filter((r): r is RunRecord => Boolean(r));
    const held = (r: RunRecord) => (r.scenario.flows[0] as { cwnd_fixed?: number }).cwnd_fixed;
    done.sort((a, b) => (held(a) === cwnd ? -1 : held(b) === cwnd ? 1 : (held(a) ?? 0) - (held(b) ?? 0)));
    return done.length > 0 ? done : null;
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

  // Figure first: the pipe, the readout and the two charts end inside the first screen.
  const figureFirst = useFigureFirst();
  const measured = useFitHeight(figureRef, figureFirst, 12);
  const readoutH = useElementHeight(readoutRef, figureFirst);
  // What the pipe and the charts share: the room left under the readout and the gaps between them.
  const fit = measured === null ? null : Math.max(260, measured - readoutH - 16);
  // The charts are the plots the class reads numbers from: four fifths of the room (400 px at
  // 1280x720 on a projector); the pipe keeps its lines of type in the rest.
  const pipeH = fit === null ? undefined : Math.round(fit * 0.19);
  const chartsH = fit === null ? undefined : Math.round(fit * 0.81);
  const chartsScenario = useMemo(() => buildScenario(path, cwnd, 1), [path, cwnd]);

  // Where the window sits (under, at, above the BDP, past BDP + buffer): over the figure, or under
  // it in figure-first mode (the figure comes first on a projected screen).
  const regimeText = (
    <p className={`bdp__regime bdp__regime--${regime}`} data-testid="bdp-regime" data-regime={regime}>
      <strong>{t(`views.bdpPipe.regimes.${regime}.name`)}</strong>{' '}
      {t(`views.bdpPipe.regimes.${regime}.text`, { bdp: formatNumber(b, lang), limit: formatNumber(limit, lang), queued: formatNumber(Math.round(atCwnd.queued), lang) })}
    </p>
  );

  return (
    <div className={`bdp${figureFirst ? ' bdp--figure-first' : ''}`}>
      <ViewLayout
        testId="view-bdp-pipe"
        formColumn="minmax(15rem, 19rem)"
        form={
          <BdpControls
            cwnd={cwnd}
            cwndText={cwndText}
            xMax={Math.max(10, Math.ceil((limit * 1.2) / 10) * 10)}
            form={form}
            errors={errors}
            playing={playing}
            lang={lang}
            onCwnd={changeCwnd}
            onPath={changePath}
            onPlay={() => {
              setImported(false);
              if (!playing && cwnd >= playSteps(model).at(-1)!) {
                setCwnd(1);
                setCwndText('1');
              }
              setPlaying(!playing);
            }}
            onReset={reset}
          />
        }
        controls={
          <>
            <RunBar runId={liveId} prefix="bdp" onRun={() => setRestartKey((k) => k + 1)} speeds={SPEEDS} onSpeed={changeSpeed} />
            {figureFirst ? null : regimeText}
          </>
        }
        figure={
          <div className="bdp__figure" ref={figureRef}>
            <Panel name="bdp-pipe" runIds={liveId ? [liveId] : []} height={pipeH} />
            <p className="bdp__readout" ref={readoutRef} data-testid="bdp-readout" data-cwnd={cwnd} data-throughput={shownThr} data-rtt={shownRtt} data-source={simAtCwnd ? 'simulated' : 'model'}>
              {t(simAtCwnd ? 'views.bdpPipe.readoutSim' : 'views.bdpPipe.readoutModel', {
                cwnd: formatNumber(cwnd, lang),
                throughput: formatRate(shownThr, lang, { digits: 1 }),
                rtt: formatMs(shownRtt, lang, { digits: 1 }),
                modelThroughput: formatRate(atCwnd.throughputMbps, lang, { digits: 1 }),
                modelRtt: formatMs(atCwnd.rttMs, lang, { digits: 1 }),
              })}
            </p>
            <Panel name="bdp-charts" runIds={pointIds} height={chartsH} options={{ cwnd, scenario: chartsScenario }} />
          </div>
        }
        below={
          <div className="bdp__below">
            {figureFirst ? regimeText : null}
            <p className="visually-hidden" aria-live="polite" data-testid="bdp-summary">{srSummary}</p>
            <FigureTools
              figureRef={figureRef}
              name={`bdp-pipe-cwnd${cwnd}`}
              title={t('views.bdpPipe.title')}
              csv={() => toCsv(CSV_HEADER, csvRows(points, path))}
              json={exportJson}
              noRecord={points.length === 0}
              onImport={importRecords}
              multiple
            />
            {imported ? <p className="bdp__imported" data-testid="bdp-imported">{t('views.bdpPipe.imported', { n: formatNumber(points.length, lang), count: points.length })}</p> : null}
            <p className="bdp__note">{t('views.bdpPipe.note')}</p>
          </div>
        }
      />
    </div>
  );
}
