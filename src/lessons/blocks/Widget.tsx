// A live simulation between paragraphs: the scenario is an engine preset (or a whole scenario)
// plus dotted-path overrides; the run goes through the run controller like any view's, the
// named panels draw it, and "open in the full view" carries the exact scenario to a view.
// A prediction block placed before it holds its Run button until the student commits or skips.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/Link';
import { removeRunsOf, startRun } from '../../app/runs/controller';
import { Panel } from '../../panels/Panel';
import { needsOf, panelByName } from '../../panels/registry';
import { phaseModelFigures, readModelOptions } from '../../panels/phase-model/figures';
import { seriesOf, usePredictGates, useProjector, useRun, useRunNow, useWidgetLocked, useWidgetModel, useWidgetRun, workStore } from '../../store';
import { RunBar } from '../../controls/RunBar';
import '../../controls/viewForm.css';
import '../../views/shared/viewLayout.css';
import { enginePresets } from '../presets';
import { buildScenario, type BuiltScenario, type ScenarioSource } from '../scenario/build';
import { widgetViewPath } from '../scenario/viewLink';
import { hrefFor } from '../../app/router';
import { CopyLink } from '../../controls/CopyLink';
import { widgetOwner } from './owner';

export interface WidgetProps {
  id: string;
  preset?: string;
  scenario?: Record<string, unknown>;
  set?: Record<string, unknown>;
  panels: string[];
  /** The view "open in the full view" goes to (a view id of src/views/registry.ts). */
  view?: string;
  /** Options of a panel that draws a model, not a run (the paper phase plane). */
  model?: Record<string, unknown>;
  /** Initial speed (simulated seconds per wall second); 5 unless given. */
  speed?: number;
  /** Options per panel name (an exercise's concealed labels, src/lessons/blocks/concealed.ts). */
  panelOptions?: Record<string, Record<string, unknown>>;
}

const SPEEDS = [1, 2, 5, 10, 20, 50] as const;
// Tall enough for a time plot with two stacked charts (cwnd and RTT) to stay readable; taller
// on a projected wall, where the type is larger.
const PANEL_HEIGHT = 300;
const PANEL_HEIGHT_PROJECTED = 440;

type Built = { state: 'loading' } | { state: 'failed'; message: string } | BuiltScenario;

function useBuiltScenario(source: ScenarioSource, needsRun: boolean): Built {
  // The props of one MDX element do not change while it is mounted; their JSON is a stable key.
  const key = JSON.stringify(source);
  const [built, setBuilt] = useState<{ key: string; value: Built }>({ key: '', value: { state: 'loading' } });
  useEffect(() => {
    if (!needsRun) return;
    const src = JSON.parse(key) as ScenarioSource;
    let live = true;
    const done = (value: Built) => {
      if (live) setBuilt({ key, value });
    };
    if (src.scenario || src.preset === undefined) done(buildScenario(src, new Map()));
    else enginePresets().then((presets) => done(buildScenario(src, presets)), (e: unknown) => done({ state: 'failed', message: e instanceof Error ? e.message : String(e) }));
    return () => {
      live = false;
    };
  }, [key, needsRun]);
  return built.key === key ? built.value : { state: 'loading' };
}

function problemText(t: (k: string, o?: Record<string, unknown>) => string, built: Built): string | null {
  if ('state' in built) return built.state === 'failed' ? t('lessons.widget.presetsFailed', { message: built.message }) : null;
  if (built.ok) return null;
  const p = built.problem;
  return t(`lessons.widget.problem.${p.code}`, { ...p });
}

/** Samples drawn so far (the e2e tests read it as the proof of a live run). */
function LiveMark({ runId }: { runId: string | undefined }) {
  const nowS = useRunNow(runId);
  const samples = runId ? (seriesOf(runId)?.t.length ?? 0) : 0;
  return <span className="lesson-widget__live" data-testid="widget-live" data-samples={samples} data-now={nowS} hidden />;
}

export function Widget({ id, preset, scenario, set, panels, view, model, speed, panelOptions }: WidgetProps) {
  const { t } = useTranslation();
  const owner = widgetOwner(id);
  const runless = panels.length > 0 && panels.every((p) => panelByName(p)?.runless || p === 'phase-model');
  const built = useBuiltScenario({ preset, scenario, set }, !runless);
  const runId = useWidgetRun(id);
  const run = useRun(runId);
  const locked = useWidgetLocked(id);
  const [chosenSpeed, setChosenSpeed] = useState(speed ?? 5);
  const height = useProjector() ? PANEL_HEIGHT_PROJECTED : PANEL_HEIGHT;
  const gated = usePredictGates(id).length > 0;
  const modelFigures = useWidgetModel(id);
  // A model widget draws at once, unless a prediction comes first: then Run draws it.
  const drawModel = () => {
    const read = readModelOptions(model);
    if (read.ok) workStore.setWidgetModel(id, { ...phaseModelFigures(read.value) });
  };
  useEffect(() => {
    // The prediction blocks before this widget register in their own effects, which run before
    // this one: ask the store, not this render, whether one holds the widget.
    if (runless && !workStore.isGated(id)) drawModel();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the model prop is fixed for the element's life
  }, [runless, gated]);

  // Leaving the page (or switching language, which mounts the other text) ends the widget's runs.
  useEffect(
    () => () => {
      removeRunsOf(owner);
      workStore.setWidgetRun(id, null);
      workStore.setWidgetModel(id, null);
    },
    [id, owner],
  );

  const ready = !('state' in built) && built.ok ? built.scenario : null;
  const onRun = () => {
    if (!ready || locked) return;
    removeRunsOf(owner);
    const newId = startRun(ready, { owner, speed: chosenSpeed, ...needsOf(panels) });
    workStore.setWidgetRun(id, newId);
  };
  const problem = problemText(t, built);
  const runIds = runId ? [runId] : [];
  return (
    <figure
      className="lesson-block lesson-widget"
      data-block="widget"
      data-widget={id}
      data-kind={runless ? 'model' : 'run'}
      data-run-status={runless ? (modelFigures ? 'done' : 'idle') : (run?.status ?? 'idle')}
      data-locked={locked ? '1' : '0'}
      aria-label={t('lessons.widget.label', { id })}
    >
      {runless && gated ? (
        <div className="lesson-widget__bar view-controls">
          <button type="button" className="btn btn--primary" data-testid="widget-start" disabled={locked || modelFigures !== undefined} onClick={drawModel} aria-describedby={locked ? `${id}-blocked` : undefined}>
            <span aria-hidden="true">▶ </span>
            {t('runBar.run')}
          </button>
          {locked ? (
            <p className="view-controls__blocked" id={`${id}-blocked`} data-testid="widget-blocked">
              {t('lessons.widget.locked')}
            </p>
          ) : null}
        </div>
      ) : null}
      {!runless ? (
        <div className="lesson-widget__bar">
          <RunBar
            runId={runId ?? null}
            prefix="widget"
            onRun={onRun}
            canRun={ready !== null && !locked}
            runBlockedReason={locked ? t('lessons.widget.locked') : ready === null && !problem ? t('lessons.widget.loading') : undefined}
            speeds={SPEEDS}
            speed={chosenSpeed}
            onSpeed={setChosenSpeed}
            compact
          />
          <LiveMark runId={runId} />
        </div>
      ) : null}
      {problem ? (
        <p className="lesson-widget__problem" role="alert" data-testid="widget-problem">
          {problem}
        </p>
      ) : null}
      <div className={`lesson-widget__panels lesson-widget__panels--${Math.min(panels.length, 3)}`}>
        {panels.map((name) =>
          runless && modelFigures === undefined ? (
            <p key={name} className="lesson-widget__waiting" data-panel={name} data-testid="widget-waiting">
              {t('lessons.widget.modelWaiting')}
            </p>
          ) : (
            <Panel key={name} name={name} runIds={runIds} height={height} compact options={name === 'phase-model' ? model : panelOptions?.[name]} />
          ),
        )}
      </div>
      {view && ready ? (
        // The full view with this widget's scenario and speed: open it, copy its link, or present it.
        <figcaption className="lesson-widget__caption">
          <Link to={widgetViewPath(view, ready, { speed: chosenSpeed })} data-testid="widget-full-view">
            {t('lessons.widget.openFull')} →
          </Link>
          <CopyLink href={new URL(hrefFor(widgetViewPath(view, ready, { speed: chosenSpeed })), location.href).href} testId="widget-copy-link" />
          <Link to={widgetViewPath(view, ready, { speed: chosenSpeed, present: true })} data-testid="widget-present" title={t('lessons.widget.presentHint')}>
            {t('lessons.widget.present')}
          </Link>
        </figcaption>
      ) : null}
    </figure>
  );
}
