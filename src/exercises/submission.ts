// The submission file (version 1, docs/submission.md): what the lab exports ("export my work")
// and the grader reads. One schema, one builder, one parser.
import { z } from 'zod';
import { ENGINE_NAME } from '../sim/version';
import { checkKeys, parseJsonText, type Parsed } from './jsonSafety';
import { exerciseById } from './registry';
import { issueMessage } from './schemaErrors';
import { both } from './text';
import type { Answer, ExerciseParams, Lang, RunRecordLike } from './types';

/** Larger files are refused before parsing: a class's submissions stay well under it. */
export const MAX_SUBMISSION_BYTES = 10 * 1024 * 1024;
export const SUBMISSION_LIMITS = { exercises: 100, runsPerExercise: 5, predictions: 500, text: 200, id: 100, tableRows: 500, checks: 200, revisions: 100, attempts: 1_000_000 } as const;

const shortText = z.string().max(SUBMISSION_LIMITS.text);
const id = z.string().min(1).max(SUBMISSION_LIMITS.id);
// zod 4's number() refuses Infinity and NaN already.
const finite = z.number();

const RttSchema = z.looseObject({ min: z.number(), median: z.number(), max: z.number() }).nullable();

/** A RunRecord (version 1) as the engine writes it; unknown fields are kept, series optional. */
export const RunRecordSchema = z.looseObject({
  version: z.literal(1),
  engine: shortText,
  scenario: z.record(z.string(), z.unknown()),
  summary: z.looseObject({
    flows: z.array(z.looseObject({
      id: shortText,
      goodput_mbps: z.number(),
      loss_events: z.array(z.number()).max(100000).optional(),
      rtt_ms: RttSchema,
    })).max(64),
    pings: z.array(z.unknown()).max(64),
    queue: z.record(z.string(), z.unknown()),
    jain: z.number().nullable(),
    events: z.number(),
  }),
  series: z.unknown().optional(),
});

const AnswerValue = z.union([
  finite,
  shortText,
  z.array(shortText).max(50),
  z.array(z.array(finite.nullable()).max(20)).max(SUBMISSION_LIMITS.tableRows),
  z.null(),
]);

const PredictionValue = z.union([finite, shortText, z.null()]);

/** An instant with its zone (compared as instants, never as strings). */
const instant = z.iso.datetime({ offset: true });

/** One committed value of a prediction and when it was committed. */
export const PredictionRevisionSchema = z.object({ value: PredictionValue, t: instant });

/**
 * A prediction's history (all optional, so files of older labs stay valid): the first value
 * committed, every later change in order, and when the lab first showed the simulated result.
 * A revision later than `shown` is a prediction changed after the result.
 */
const predictionHistory = {
  first: PredictionRevisionSchema.optional(),
  revisions: z.array(PredictionRevisionSchema).max(SUBMISSION_LIMITS.revisions).optional(),
  shown: instant.optional(),
};

export const ExercisePredictionSchema = z.object({
  id,
  value: PredictionValue,
  unit: shortText,
  skipped: z.boolean().optional(),
  /** When the current value was committed. */
  t: instant.optional(),
  ...predictionHistory,
});

export const PredictionSchema = z.object({
  id,
  value: PredictionValue,
  skipped: z.boolean(),
  /** The simulated figure the lab showed beside the prediction. */
  simulated: finite.nullable().optional(),
  /** When the prediction was committed: an ISO date string (or milliseconds since 1970). */
  t: z.union([shortText, finite]),
  ...predictionHistory,
});

/** One press of "check": the answer as checked and when. */
export const CheckedAnswerSchema = z.object({ t: instant, answer: z.record(z.string(), AnswerValue) });

export const SubmissionExerciseSchema = z.object({
  id,
  params: z.record(z.string(), z.unknown()),
  answer: z.record(z.string(), AnswerValue),
  prediction: ExercisePredictionSchema.optional(),
  runs: z.array(RunRecordSchema).max(SUBMISSION_LIMITS.runsPerExercise),
  /** How many times the student checked an answer to this exercise (absent: an older lab, unknown). */
  checks: z.number().int().min(0).max(SUBMISSION_LIMITS.attempts).optional(),
  /** Each checked answer with its time, oldest first (the latest 200 when there were more). */
  checked: z.array(CheckedAnswerSchema).max(SUBMISSION_LIMITS.checks).optional(),
});

export const SubmissionSchema = z.object({
  version: z.literal(1),
  engine: shortText,
  course: shortText.nullable(),
  student: shortText.nullable(),
  created: z.iso.datetime({ offset: true }),
  lang: z.enum(['es', 'en']),
  exercises: z.array(SubmissionExerciseSchema).max(SUBMISSION_LIMITS.exercises),
  predictions: z.array(PredictionSchema).max(SUBMISSION_LIMITS.predictions),
  /** The lab re-ran attached runs of an older engine before export: which engine they came from, how many. */
  rerun: z.object({ from: shortText, runs: z.number().int().min(0).max(1000) }).optional(),
}).superRefine((s, ctx) => {
  const seen = new Set<string>();
  s.exercises.forEach((e, i) => {
    if (seen.has(e.id)) ctx.addIssue({ code: 'custom', path: ['exercises', i, 'id'], params: { key: 'schema.duplicateExercise', vars: { id: e.id } } });
    seen.add(e.id);
  });
});

export type Submission = z.infer<typeof SubmissionSchema>;
export type SubmissionExercise = z.infer<typeof SubmissionExerciseSchema>;
export type Prediction = z.infer<typeof PredictionSchema>;
export type ExercisePrediction = z.infer<typeof ExercisePredictionSchema>;
export type PredictionRevision = z.infer<typeof PredictionRevisionSchema>;
export type CheckedAnswer = z.infer<typeof CheckedAnswerSchema>;

/** What the lab keeps of a student's work (the lesson UI's store) before it is exported. */
export interface StudentWork {
  course: string | null;
  student: string | null;
  lang: Lang;
  /** Default: now. */
  created?: Date | string;
  exercises: {
    id: string;
    answer: Answer;
    /** Default: the parameters this exercise draws for (course, student). */
    params?: ExerciseParams;
    prediction?: ExercisePrediction;
    runs?: RunRecordLike[];
    /** Times "check" was pressed, and each checked answer with its time. */
    checks?: number;
    checked?: CheckedAnswer[];
  }[];
  predictions?: Prediction[];
  rerun?: { from: string; runs: number };
}

/** A run without its series: the grader re-simulates from the scenario, so files stay small. */
export function slimRun(run: RunRecordLike): RunRecordLike {
  const { series: _series, ...rest } = run;
  return rest;
}

/** The submission of a student's work, ready to be written as JSON. */
export function buildSubmission(work: StudentWork): Submission {
  const ctx = { course: work.course, student: work.student };
  const created = work.created === undefined ? new Date() : typeof work.created === 'string' ? new Date(work.created) : work.created;
  return {
    version: 1,
    engine: ENGINE_NAME,
    course: work.course,
    student: work.student,
    created: created.toISOString(),
    lang: work.lang,
    exercises: work.exercises.map((e) => {
      const out: SubmissionExercise = {
        id: e.id,
        params: e.params ?? exerciseById(e.id)?.params(ctx) ?? {},
        answer: e.answer,
        runs: (e.runs ?? []).map(slimRun) as SubmissionExercise['runs'],
      };
      if (e.prediction) out.prediction = e.prediction;
      if (e.checks !== undefined) out.checks = e.checks;
      if (e.checked !== undefined) out.checked = e.checked;
      return out;
    }),
    predictions: work.predictions ?? [],
    ...(work.rerun ? { rerun: work.rerun } : {}),
  };
}

/** Validates an already-parsed value: the submission, or an error naming the field (es and en). */
export function parseSubmission(json: unknown): Parsed<Submission> {
  const keys = checkKeys(json);
  if (!keys.ok) return keys;
  if (typeof json === 'object' && json !== null && !Array.isArray(json) && 'version' in json && json.version !== 1) {
    return { ok: false, error: both('schema.version', { found: JSON.stringify((json as { version: unknown }).version) }) };
  }
  const r = SubmissionSchema.safeParse(json, { reportInput: true });
  if (r.success) return { ok: true, value: r.data };
  return { ok: false, error: issueMessage(r.error.issues) };
}

/** From the file's text: size limit, JSON, forbidden keys, then the schema. */
export function parseSubmissionText(textIn: string, maxBytes = MAX_SUBMISSION_BYTES): Parsed<Submission> {
  const j = parseJsonText(textIn, maxBytes);
  return j.ok ? parseSubmission(j.value) : j;
}
