import type { StateCreator } from 'zustand';
import type { Course } from '../exercises/course';
import type { SierraState } from './types';

// The student's work in the lessons: who they are (course code and student id), the predictions
// they committed, and their exercise answers with the runs attached. Persisted to localStorage
// and exported by src/lessons/work (the store stays plain state). Also, not persisted: which run
// each lesson widget shows and which prediction blocks hold a widget's run button. The course file
// the lab is served with (src/lessons/work/courseFile.ts) is kept here too, apart from the work.

export interface StudentIdentity {
  course: string | null;
  student: string | null;
}

export interface PredictionWork {
  id: string;
  /** The widget this prediction is about. */
  widget: string;
  /** The number typed (in the metric's unit) or the choice's value; null when skipped. */
  value: number | string | null;
  unit: string;
  skipped: boolean;
  /** When it was committed (ISO time). */
  t: string;
  /** The metric's value over the widget's run, once a run has finished after the prediction. */
  simulated?: number | null;
}

/** One committed value of a prediction, and when (ISO time). */
export interface PredictionRevision {
  value: number | string | null;
  t: string;
}

/**
 * What happened to a prediction over time, kept when the student changes it (the block's
 * "change my prediction" clears the prediction, never this): the first value committed, every
 * later one, and when the lab first showed the simulated result beside it.
 */
export interface PredictionHistory {
  first: PredictionRevision;
  revisions: PredictionRevision[];
  shown?: string;
}

/** One press of "check": the answer checked and when (ISO time). */
export interface CheckedWork {
  t: string;
  answer: Record<string, unknown>;
}

/** The submission format's limits (src/exercises/submission.ts): older entries are dropped past them. */
export const MAX_CHECKED = 200;
export const MAX_REVISIONS = 100;

export interface ExerciseWork {
  id: string;
  /** The answer as the exercise's form holds it (see src/exercises/types.ts, Answer). */
  answer: Record<string, unknown>;
  /** RunRecords attached to a run-and-report answer. */
  runs: unknown[];
  /** The verdict of the last check, if any ('right' | 'close' | 'wrong' | 'incomplete'). */
  verdict?: string;
  /** Times the answer was checked (absent: never, or work saved by an older lab). */
  checks?: number;
  /** Each checked answer with its time, oldest first (the latest MAX_CHECKED). */
  checked?: CheckedWork[];
}

export interface WorkSlice {
  identity: StudentIdentity;
  predictions: Record<string, PredictionWork>;
  /** Prediction id -> its history (kept when the prediction is cleared to be changed). */
  predictionHistory: Record<string, PredictionHistory>;
  exercises: Record<string, ExerciseWork>;
  /** The course file the lab was served with, if any (not part of the work: src/lessons/work/courseFile.ts). */
  courseFile: Course | null;
  /** Widget id -> the run it shows now (not persisted). */
  widgetRuns: Record<string, string>;
  /** Widget id -> ids of the prediction blocks placed before it (not persisted). */
  predictGates: Record<string, string[]>;
  /** Widget id -> the figures a model widget (no engine run) drew, for its predictions (not persisted). */
  widgetModels: Record<string, Record<string, number>>;

  setIdentity(identity: StudentIdentity): void;
  commitPrediction(p: PredictionWork): void;
  clearPrediction(id: string): void;
  /** The simulated figure beside a prediction; the first time, also when it was shown (`at`, ISO). */
  setPredictionSimulated(id: string, simulated: number | null, at?: string): void;
  setExerciseAnswer(id: string, answer: Record<string, unknown>): void;
  /** A press of "check": the answer, its verdict, one more check and the checked answer with its time. */
  recordCheck(id: string, answer: Record<string, unknown>, verdict: string, t: string): void;
  setCourseFile(course: Course | null): void;
  setExerciseVerdict(id: string, verdict: string | undefined): void;
  attachExerciseRun(id: string, record: unknown): void;
  /** Replaces an answer's runs (the export's re-run of another engine's runs). */
  setExerciseRuns(id: string, runs: unknown[]): void;
  detachExerciseRuns(id: string): void;
  /** Replaces the whole persisted work (import of an exported file, or the saved copy). */
  replaceWork(work: Pick<WorkSlice, 'identity' | 'predictions' | 'exercises'> & { predictionHistory?: WorkSlice['predictionHistory'] }): void;
  setWidgetRun(widget: string, runId: string | null): void;
  setWidgetModel(widget: string, figures: Record<string, number> | null): void;
  addPredictGate(widget: string, predict: string): void;
  removePredictGate(widget: string, predict: string): void;
}

const emptyExercise = (id: string): ExerciseWork => ({ id, answer: {}, runs: [] });

export const createWorkSlice: StateCreator<SierraState, [], [], WorkSlice> = (set) => ({
  identity: { course: null, student: null },
  predictions: {},
  predictionHistory: {},
  exercises: {},
  courseFile: null,
  widgetRuns: {},
  predictGates: {},
  widgetModels: {},

  setIdentity: (identity) => set({ identity }),
  commitPrediction: (p) =>
    set((s) => {
      const now: PredictionRevision = { value: p.value, t: p.t };
      const h = s.predictionHistory[p.id];
      const history: PredictionHistory = h ? { ...h, revisions: [...h.revisions, now].slice(-MAX_REVISIONS) } : { first: now, revisions: [] };
      return { predictions: { ...s.predictions, [p.id]: p }, predictionHistory: { ...s.predictionHistory, [p.id]: history } };
    }),
  clearPrediction: (id) =>
    set((s) => {
      const { [id]: _gone, ...rest } = s.predictions;
      return { predictions: rest };
    }),
  setPredictionSimulated: (id, simulated, at = new Date().toISOString()) =>
    set((s) => {
      const p = s.predictions[id];
      if (!p) return {};
      const h = s.predictionHistory[id];
      const history = h && h.shown === undefined ? { predictionHistory: { ...s.predictionHistory, [id]: { ...h, shown: at } } } : {};
      if (p.simulated === simulated) return history;
      return { predictions: { ...s.predictions, [id]: { ...p, simulated } }, ...history };
    }),
  setExerciseAnswer: (id, answer) =>
    set((s) => ({ exercises: { ...s.exercises, [id]: { ...(s.exercises[id] ?? emptyExercise(id)), answer, verdict: undefined } } })),
  recordCheck: (id, answer, verdict, t) =>
    set((s) => {
      const e = s.exercises[id] ?? emptyExercise(id);
      const checked = [...(e.checked ?? []), { t, answer }].slice(-MAX_CHECKED);
      return { exercises: { ...s.exercises, [id]: { ...e, answer, verdict, checks: (e.checks ?? 0) + 1, checked } } };
    }),
  setCourseFile: (courseFile) => set({ courseFile }),
  setExerciseVerdict: (id, verdict) =>
    set((s) => ({ exercises: { ...s.exercises, [id]: { ...(s.exercises[id] ?? emptyExercise(id)), verdict } } })),
  attachExerciseRun: (id, record) =>
    set((s) => {
      const e = s.exercises[id] ?? emptyExercise(id);
      return { exercises: { ...s.exercises, [id]: { ...e, runs: [record], verdict: undefined } } };
    }),
  setExerciseRuns: (id, runs) =>
    set((s) => {
      const e = s.exercises[id];
      return e ? { exercises: { ...s.exercises, [id]: { ...e, runs, verdict: undefined } } } : {};
    }),
  detachExerciseRuns: (id) =>
    set((s) => {
      const e = s.exercises[id];
      return e ? { exercises: { ...s.exercises, [id]: { ...e, runs: [], verdict: undefined } } } : {};
    }),
  replaceWork: (work) => set({ identity: work.identity, predictions: work.predictions, exercises: work.exercises, predictionHistory: work.predictionHistory ?? {} }),
  setWidgetRun: (widget, runId) =>
    set((s) => {
      if ((s.widgetRuns[widget] ?? null) === runId) return {};
      const { [widget]: _old, ...rest } = s.widgetRuns;
      return { widgetRuns: runId === null ? rest : { ...rest, [widget]: runId } };
    }),
  setWidgetModel: (widget, figures) =>
    set((s) => {
      if (figures === null && !(widget in s.widgetModels)) return {};
      const { [widget]: _old, ...rest } = s.widgetModels;
      return { widgetModels: figures === null ? rest : { ...rest, [widget]: figures } };
    }),
  addPredictGate: (widget, predict) =>
    set((s) => {
      const now = s.predictGates[widget] ?? [];
      return now.includes(predict) ? {} : { predictGates: { ...s.predictGates, [widget]: [...now, predict] } };
    }),
  removePredictGate: (widget, predict) =>
    set((s) => {
      const now = s.predictGates[widget] ?? [];
      if (!now.includes(predict)) return {};
      return { predictGates: { ...s.predictGates, [widget]: now.filter((p) => p !== predict) } };
    }),
});
