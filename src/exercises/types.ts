// The exercise contract (notes/contracts.md, section C): what the lesson UI renders, what the
// grader checks. Pure data and functions: no DOM, no React, importable from Node and browsers.

export type Lang = 'es' | 'en';
export type Localised = Record<Lang, string>;

export type ExerciseKind = 'numeric' | 'table' | 'choice' | 'run-and-report';

/** Who is doing the exercise. A null course means the notes' own numbers. */
export interface StudentContext {
  course: string | null;
  student: string | null;
}

/** JSON-safe parameter values (they travel inside submissions). */
export type ParamValue = number | string | boolean | null | ParamValue[] | { [key: string]: ParamValue };
export type ExerciseParams = Record<string, ParamValue>;

export interface NumericField {
  name: string;
  unit: string;
  labelKey?: string;
  label: Localised;
}

/**
 * A multiple-choice question that sits beside numeric fields (notes' exercise 2: three BDPs and
 * "where does the initial window matter most"). An extension of the contract's numeric form: the
 * answer carries the chosen option's value under `name`.
 */
export interface ChoiceGroup {
  name: string;
  label: Localised;
  options: { value: string; label: Localised }[];
}

/**
 * A panel's label that would answer the exercise's own question (c8-e8's "1300 KiB full: 253 ms"
 * is its loaded RTT): the widget draws that panel with `options` until the student has checked an
 * answer with every field of `until` filled in.
 */
export interface Concealed {
  panel: string;
  options: Record<string, unknown>;
  until: string[];
}

export type AnswerForm =
  | { kind: 'numeric'; fields: NumericField[]; choices?: ChoiceGroup[] }
  | { kind: 'table'; columns: { name: string; label: Localised }[]; rows: number; rowLabels?: string[] }
  | { kind: 'choice'; options: { value: string; label: Localised }[]; multiple?: boolean }
  | {
      kind: 'run-and-report';
      widget: { preset?: string; scenario?: unknown; set?: Record<string, unknown>; panels: string[]; concealed?: Concealed[] };
      fields: { name: string; unit: string; label: Localised }[];
      /** Questions answered beside the run's figures (the same groups as a numeric form's). */
      choices?: ChoiceGroup[];
    };

/**
 * An answer. Numeric fields: a number (or the text typed, "0,5" or "0.5"); choices: the option's
 * value (or values when `multiple`); tables: rows of cells under the key `table`.
 */
export type Answer = Record<string, number | string | string[] | (number | null)[][] | null>;

export type Verdict = 'right' | 'close' | 'wrong' | 'incomplete';

export interface Feedback {
  verdict: Verdict;
  /** 0..1: right 1, close 0.5, wrong and incomplete 0; averaged over the fields of the exercise. */
  score: number;
  message: Localised;
  hint?: Localised;
  /** Id of the common mistake the answer reveals (stable: the class report groups by it). */
  mistake?: string;
}

/** What a run-and-report answer relies on: a RunRecord, series optional (they may be dropped). */
export interface RunRecordLike {
  version: 1;
  engine: string;
  scenario: Record<string, unknown>;
  summary: RunSummaryLike;
  series?: unknown;
}

/** The parts of a run's summary the exercises read (the full summary is kept and compared). */
export interface RunSummaryLike {
  flows: {
    id: string;
    goodput_mbps: number;
    retransmits?: number;
    loss_events?: number[];
    rtt_ms: { min: number; median: number; max: number } | null;
    [key: string]: unknown;
  }[];
  pings: unknown[];
  queue: Record<string, unknown>;
  jain: number;
  events: number;
  [key: string]: unknown;
}

export interface CheckOptions {
  /** Relative tolerance for a right numeric answer (a course's override); close is 2.5 times it. */
  tolerance?: number;
  /** Runs attached to the answer (the grader passes re-simulated ones). */
  runs?: RunRecordLike[];
}

/** A common mistake an exercise recognises, with the hint shown when an answer reveals it. */
export interface MistakeDef {
  id: string;
  hint: Localised;
}

export interface ExerciseDef {
  id: string;
  chapter: number;
  kind: ExerciseKind;
  points: number;
  /** Short title, both languages. */
  title: Localised;
  params(ctx: StudentContext): ExerciseParams;
  statement(lang: Lang, p: ExerciseParams): string;
  form(p: ExerciseParams): AnswerForm;
  /** The right answer; for run-and-report the fields are null (they come from a run: keyFromRun). */
  key(p: ExerciseParams): Answer;
  check(p: ExerciseParams, answer: Answer, opts?: CheckOptions): Feedback;
  /** The mistakes this exercise recognises (the class report maps wrong answers to them). */
  mistakes: readonly MistakeDef[];
  /** Default relative tolerance of a right numeric answer (tables and counts are exact). */
  tolerance: number;
  /** run-and-report: the scenario the widget runs for these parameters (preset + set). */
  scenario?(p: ExerciseParams): Record<string, unknown>;
  /** run-and-report: the right answer read from a run's summary. */
  keyFromRun?(p: ExerciseParams, run: RunRecordLike): Answer;
  /** The field a prediction made before the run is compared with (run-and-report). */
  predictionField?: string;
  /**
   * False for a pure choice: every student has the same few options, so a copied answer cannot be
   * told from an honest one (the grader's report says so). Absent means copy-proof: the numbers
   * are drawn per student (issue 22).
   */
  copyProof?: boolean;
}
