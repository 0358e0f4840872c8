import type { StateCreator } from 'zustand';
import type { SierraState } from './types';

// The student's work in the lessons: who they are (course code and student id), the predictions
// they committed, and their exercise answers with the runs attached. Persisted to localStorage
// and exported by src/lessons/work (the store stays plain state). Also, not persisted: which run
// each lesson widget shows and which prediction blocks hold a widget's run button.

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

export interface ExerciseWork {
  id: string;
  /** The answer as the exercise's form holds it (see src/exercises/types.ts, Answer). */
  answer: Record<string, unknown>;
  /** RunRecords attached to a run-and-report answer. */
  runs: unknown[];
  /** The verdict of the last check, if any ('right' | 'close' | 'wrong' | 'incomplete'). */
  verdict?: string;
}

export interface WorkSlice {
  identity: StudentIdentity;
  predictions: Record<string, PredictionWork>;
  exercises: Record<string, ExerciseWork>;
  /** Widget id -> the run it shows now (not persisted). */
  widgetRuns: Record<string, string>;
  /** Widget id -> ids of the prediction blocks placed before it (not persisted). */
  predictGates: Record<string, string[]>;
  /** Widget id -> the figures a model widget (no engine run) drew, for its predictions (not persisted). */
  widgetModels: Record<string, Record<string, number>>;

  setIdentity(identity: StudentIdentity): void;
  commitPrediction(p: PredictionWork): void;
  clearPrediction(id: string): void;
  setPredictionSimulated(id: string, simulated: number | null): void;
  setExerciseAnswer(id: string, answer: Record<string, unknown>): void;
  setExerciseVerdict(id: string, verdict: string | undefined): void;
  attachExerciseRun(id: string, record: unknown): void;
  detachExerciseRuns(id: string): void;
  /** Replaces the whole persisted work (import of an exported file, or the saved copy). */
  replaceWork(work: Pick<WorkSlice, 'identity' | 'predictions' | 'exercises'>): void;
  setWidgetRun(widget: string, runId: string | null): void;
  setWidgetModel(widget: string, figures: Record<string, number> | null): void;
  addPredictGate(widget: string, predict: string): void;
  removePredictGate(widget: string, predict: string): void;
}

const emptyExercise = (id: string): ExerciseWork => ({ id, answer: {}, runs: [] });

export const createWorkSlice: StateCreator<SierraState, [], [], WorkSlice> = (set) => ({
  identity: { course: null, student: null },
  predictions: {},
  exercises: {},
  widgetRuns: {},
  predictGates: {},
  widgetModels: {},

  setIdentity: (identity) => set({ identity }),
  commitPrediction: (p) => set((s) => ({ predictions: { ...s.predictions, [p.id]: p } })),
  clearPrediction: (id) =>
    set((s) => {
      const { [id]: _gone, ...rest } = s.predictions;
      return { predictions: rest };
    }),
  setPredictionSimulated: (id, simulated) =>
    set((s) => {
      const p = s.predictions[id];
      if (!p || p.simulated === simulated) return {};
      return { predictions: { ...s.predictions, [id]: { ...p, simulated } } };
    }),
  setExerciseAnswer: (id, answer) =>
    set((s) => ({ exercises: { ...s.exercises, [id]: { ...(s.exercises[id] ?? emptyExercise(id)), answer, verdict: undefined } } })),
  setExerciseVerdict: (id, verdict) =>
    set((s) => ({ exercises: { ...s.exercises, [id]: { ...(s.exercises[id] ?? emptyExercise(id)), verdict } } })),
  attachExerciseRun: (id, record) =>
    set((s) => {
      const e = s.exercises[id] ?? emptyExercise(id);
      return { exercises: { ...s.exercises, [id]: { ...e, runs: [record], verdict: undefined } } };
    }),
  detachExerciseRuns: (id) =>
    set((s) => {
      const e = s.exercises[id];
      return e ? { exercises: { ...s.exercises, [id]: { ...e, runs: [], verdict: undefined } } } : {};
    }),
  replaceWork: (work) => set({ identity: work.identity, predictions: work.predictions, exercises: work.exercises }),
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
