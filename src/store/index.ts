// The one Zustand store (low-rate UI state only; simulation samples never go through it).
// Components use the hooks below with narrow selectors, never the whole state.
import { createStore, useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { createAnnotationsSlice, noAnnotations, type Annotation, type AnnotationKind } from './annotations';
import { createErrorSlice } from './errors';
import { createPauseChoiceSlice } from './pauseChoice';
import { createPrefsSlice } from './prefs';
import { createRouteSlice } from './route';
import { createRunsSlice, type RunMeta } from './runs';
import { createWorkSlice, type WorkSlice } from './work';
import type { SierraState } from './types';

export type { SierraState } from './types';
export type { WorkerError, WorkerErrorKind } from './errors';
export type { RunMeta, RunStatus } from './runs';
export type { StudentIdentity, PredictionWork, ExerciseWork, PredictionHistory, PredictionRevision, CheckedWork } from './work';
export { MAX_CHECKED, MAX_REVISIONS } from './work';
export { ANNOTATION_KINDS, type Annotation, type AnnotationKind } from './annotations';
export { seriesOf, onRunBatch, sampleIndexAt, type RunSeries, type PingSeries } from './runSeries';

/** A fresh store; the app uses one instance (`sierraStore`), tests make their own. */
export function createSierraStore() {
  return createStore<SierraState>()((...a) => ({
    ...createPrefsSlice(...a),
    ...createRouteSlice(...a),
    ...createErrorSlice(...a),
    ...createRunsSlice(...a),
    ...createWorkSlice(...a),
    ...createAnnotationsSlice(...a),
    ...createPauseChoiceSlice(...a),
  }));
}

export const sierraStore = createSierraStore();

function useSierra<T>(selector: (s: SierraState) => T): T {
  return useStore(sierraStore, selector);
}

export const useProjector = () => useSierra((s) => s.projector);
/** Figure first: on by choice, and always in projector mode. */
export const useFigureFirst = () => useSierra((s) => s.figureFirst || s.projector);
export const useFigureFirstChoice = () => useSierra((s) => s.figureFirst);
export const useOfflineState = () => useSierra((s) => s.offline);
export const useRoute = () => useSierra((s) => s.route);
export const useWorkerError = () => useSierra((s) => s.workerError);

const NO_IDS: readonly string[] = [];

/** One run's meta (status, summary, record): re-renders on those changes, not on every batch. */
export const useRun = (id: string | null | undefined): RunMeta | undefined => useSierra((s) => (id ? s.runs[id] : undefined));
/** Bumps on every batch of the run (a panel that draws the series subscribes to this). */
export const useRunVersion = (id: string | null | undefined): number => useSierra((s) => (id ? (s.runVersions[id] ?? 0) : 0));
/** Simulated time reached by the run, s. */
export const useRunNow = (id: string | null | undefined): number => useSierra((s) => (id ? (s.runNow[id] ?? 0) : 0));
/** The ids of the runs one owner (a view, a widget) asked for, oldest first. */
export function useRunIds(owner: string): readonly string[] {
  const joined = useSierra((s) => s.runOrder.filter((id) => s.runs[id]?.owner === owner).join('\n'));
  return joined === '' ? NO_IDS : joined.split('\n');
}
/** The metas of several runs (a panel that overlays them), in the order asked; re-renders when one of them changes. */
export function useRunMetas(ids: readonly string[]): readonly (RunMeta | undefined)[] {
  return useSierra(useShallow((s) => ids.map((id) => s.runs[id])));
}
/** The shared time cursor of a run (s), or null. */
export const useCursor = (id: string | null | undefined): number | null => useSierra((s) => (id ? (s.cursors[id] ?? null) : null));

/** A run's annotations (src/store/annotations.ts), in drawing order. */
export const useAnnotations = (runId: string | null | undefined): readonly Annotation[] => useSierra((s) => (runId ? (s.annotations[runId] ?? noAnnotations()) : noAnnotations()));
/** The drawing tool in hand, or null. */
export const useAnnotationTool = () => useSierra((s) => s.annotationTool);
export const useNoteText = () => useSierra((s) => s.noteText);
/** What this page's new runs stop at by themselves (src/store/pauseChoice.ts). */
export const usePauseChoice = () => useSierra((s) => s.pauseChoice);

/** Actions are stable functions; reading them does not subscribe to anything. */
export const storeActions = {
  setProjector: (on: boolean) => sierraStore.getState().setProjector(on),
  setFigureFirst: (on: boolean) => sierraStore.getState().setFigureFirst(on),
  setRoute: (r: SierraState['route']) => sierraStore.getState().setRoute(r),
  reportWorkerError: (kind: 'crash' | 'run', detail: string) => sierraStore.getState().reportWorkerError(kind, detail),
  dismissWorkerError: () => sierraStore.getState().dismissWorkerError(),
  setCursor: (id: string, tS: number | null) => sierraStore.getState().setCursor(id, tS),
  addAnnotation: (runId: string, a: Annotation) => sierraStore.getState().addAnnotation(runId, a),
  removeAnnotation: (runId: string, id: string) => sierraStore.getState().removeAnnotation(runId, id),
  setAnnotations: (runId: string, list: Annotation[]) => sierraStore.getState().setAnnotations(runId, list),
  clearAnnotations: (runId: string) => sierraStore.getState().clearAnnotations(runId),
  setAnnotationTool: (tool: AnnotationKind | null) => sierraStore.getState().setAnnotationTool(tool),
  setNoteText: (text: string) => sierraStore.getState().setNoteText(text),
  setPauseChoice: (kind: SierraState['pauseChoice']) => sierraStore.getState().setPauseChoice(kind),
};

/** The run controller's handle on the runs slice (src/app/runs/controller.ts is its one user). */
export const runsStore = {
  get: (id: string): RunMeta | undefined => sierraStore.getState().runs[id],
  ids: (): readonly string[] => sierraStore.getState().runOrder,
  add: (meta: RunMeta) => sierraStore.getState().addRun(meta),
  patch: (id: string, patch: Partial<Omit<RunMeta, 'id'>>) => sierraStore.getState().patchRun(id, patch),
  bump: (id: string, nowS: number) => sierraStore.getState().bumpRun(id, nowS),
  remove: (id: string) => sierraStore.getState().removeRun(id),
  /** Calls `listener` whenever the run's version changes; returns the unsubscribe function (for canvases that draw on frames). */
  subscribeVersion(id: string, listener: (version: number) => void): () => void {
    return sierraStore.subscribe((s, prev) => {
      const v = s.runVersions[id];
      if (v !== prev.runVersions[id]) listener(v ?? 0);
    });
  },
};

const NO_GATES: readonly string[] = [];

/** The student's work in the lessons (src/store/work.ts): identity, predictions, exercise answers. */
export const useIdentity = () => useSierra((s) => s.identity);
export const usePrediction = (id: string) => useSierra((s) => s.predictions[id]);
export const useExerciseWork = (id: string) => useSierra((s) => s.exercises[id]);
/** The course file the lab was served with (whatever the identity; src/lessons/work/useCourse.ts matches it). */
export const useCourseFile = () => useSierra((s) => s.courseFile);
/** The run a lesson widget shows now, or undefined. */
export const useWidgetRun = (widget: string) => useSierra((s) => s.widgetRuns[widget]);
/** The figures a model widget drew (no engine run), or undefined before it drew. */
export const useWidgetModel = (widget: string) => useSierra((s) => s.widgetModels[widget]);
/** The prediction blocks that hold a widget's run button (committed or not). */
export const usePredictGates = (widget: string) => useSierra((s) => s.predictGates[widget] ?? NO_GATES);
/** True while one of the widget's prediction blocks has neither a prediction nor a skip. */
export const useWidgetLocked = (widget: string) =>
  useSierra((s) => (s.predictGates[widget] ?? NO_GATES).some((p) => s.predictions[p] === undefined));

type PersistedWork = Pick<WorkSlice, 'identity' | 'predictions' | 'exercises' | 'predictionHistory'>;

/** The lessons' handle on the work slice (src/lessons/work is its user: persistence, export, import). */
export const workStore = {
  get: (): PersistedWork => {
    const s = sierraStore.getState();
    return { identity: s.identity, predictions: s.predictions, exercises: s.exercises, predictionHistory: s.predictionHistory };
  },
  setIdentity: (identity: WorkSlice['identity']) => sierraStore.getState().setIdentity(identity),
  commitPrediction: (p: Parameters<WorkSlice['commitPrediction']>[0]) => sierraStore.getState().commitPrediction(p),
  clearPrediction: (id: string) => sierraStore.getState().clearPrediction(id),
  setPredictionSimulated: (id: string, v: number | null) => sierraStore.getState().setPredictionSimulated(id, v),
  recordCheck: (id: string, answer: Record<string, unknown>, verdict: string, t: string) => sierraStore.getState().recordCheck(id, answer, verdict, t),
  courseFile: () => sierraStore.getState().courseFile,
  setCourseFile: (course: WorkSlice['courseFile']) => sierraStore.getState().setCourseFile(course),
  setExerciseAnswer: (id: string, answer: Record<string, unknown>) => sierraStore.getState().setExerciseAnswer(id, answer),
  setExerciseVerdict: (id: string, verdict: string | undefined) => sierraStore.getState().setExerciseVerdict(id, verdict),
  attachExerciseRun: (id: string, record: unknown) => sierraStore.getState().attachExerciseRun(id, record),
  detachExerciseRuns: (id: string) => sierraStore.getState().detachExerciseRuns(id),
  setExerciseRuns: (id: string, runs: unknown[]) => sierraStore.getState().setExerciseRuns(id, runs),
  replace: (work: Parameters<WorkSlice['replaceWork']>[0]) => sierraStore.getState().replaceWork(work),
  setWidgetRun: (widget: string, runId: string | null) => sierraStore.getState().setWidgetRun(widget, runId),
  setWidgetModel: (widget: string, figures: Record<string, number> | null) => sierraStore.getState().setWidgetModel(widget, figures),
  /** Whether prediction blocks hold this widget, as the store has it now (not as a render saw it). */
  isGated: (widget: string): boolean => (sierraStore.getState().predictGates[widget] ?? NO_GATES).length > 0,
  addPredictGate: (widget: string, predict: string) => sierraStore.getState().addPredictGate(widget, predict),
  removePredictGate: (widget: string, predict: string) => sierraStore.getState().removePredictGate(widget, predict),
  /** Calls `listener` whenever the persisted part changes; returns the unsubscribe function. */
  subscribe(listener: (work: PersistedWork) => void): () => void {
    return sierraStore.subscribe((s, prev) => {
      if (s.identity !== prev.identity || s.predictions !== prev.predictions || s.exercises !== prev.exercises || s.predictionHistory !== prev.predictionHistory) {
        listener({ identity: s.identity, predictions: s.predictions, exercises: s.exercises, predictionHistory: s.predictionHistory });
      }
    });
  },
};
