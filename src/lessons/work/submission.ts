// The student's work as the submission file (src/exercises/submission.ts, the format the grader
// reads), and back: export builds it from the store's work, import validates a file and turns
// it into the store's work, or names the problem (es and en) and changes nothing.
import { buildSubmission, parseSubmissionText, type Submission } from '../../exercises/submission';
import type { Answer, Localised, RunRecordLike } from '../../exercises/types';
import type { CheckedAnswer } from '../../exercises/submission';
import type { ExerciseWork, PredictionHistory, PredictionWork, StudentIdentity } from '../../store';
import { cleanChecks, historyOf } from './history';
import { identityFrom, NO_IDENTITY } from './identity';

export interface Work {
  identity: StudentIdentity;
  predictions: Record<string, PredictionWork>;
  exercises: Record<string, ExerciseWork>;
  /** Each prediction's first value, revisions and when its result was shown (absent: none kept). */
  predictionHistory?: Record<string, PredictionHistory>;
}

/** What the export says beside the work: the lab re-ran attached runs of another engine (rerun.ts). */
export interface ExportNotes {
  rerun?: { from: string; runs: number };
}

export function submissionOf(work: Work, lang: 'es' | 'en', created: Date = new Date(), notes: ExportNotes = {}): Submission {
  const history = work.predictionHistory ?? {};
  return buildSubmission({
    course: work.identity.course,
    student: work.identity.student,
    lang,
    created,
    // This lab counts checks: an exercise never checked says 0, not "unknown".
    exercises: Object.values(work.exercises).map((e) => ({
      id: e.id,
      answer: e.answer as Answer,
      runs: e.runs as RunRecordLike[],
      checks: e.checks ?? 0,
      checked: (e.checked ?? []) as CheckedAnswer[],
    })),
    predictions: Object.values(work.predictions).map((p) => {
      const h = history[p.id];
      return {
        id: p.id,
        value: p.value,
        skipped: p.skipped,
        t: p.t,
        ...(p.simulated !== undefined ? { simulated: p.simulated } : {}),
        ...(h ? { first: h.first, revisions: h.revisions, ...(h.shown !== undefined ? { shown: h.shown } : {}) } : {}),
      };
    }),
    ...(notes.rerun ? { rerun: notes.rerun } : {}),
  });
}

/** A file name that says whose work it is and when, to the second (UTC): two exports of one day do
 * not overwrite each other in the downloads folder. No colons (Windows refuses them). */
export function submissionFileName(s: Submission): string {
  const who = s.course && s.student ? `${s.course}-${s.student}` : 'notes';
  const day = s.created.slice(0, 10);
  const time = s.created.slice(11, 19).replace(/:/g, '');
  return `sierra-work-${who}-${day}-${/^\d{6}$/.test(time) ? time : '000000'}.json`;
}

/** A refused file: the submission parser's message (es and en), or an identity the lab cannot use. */
export type ImportProblem = { kind: 'file'; error: Localised } | { kind: 'identity' };
export type Imported = { ok: true; work: Work } | { ok: false; problem: ImportProblem };

export function workFromSubmissionText(text: string): Imported {
  const parsed = parseSubmissionText(text);
  if (!parsed.ok) return { ok: false, problem: { kind: 'file', error: parsed.error } };
  const s = parsed.value;
  let identity: StudentIdentity = NO_IDENTITY;
  if (s.course !== null || s.student !== null) {
    const id = identityFrom(s.course ?? '', s.student ?? '');
    if (!id) return { ok: false, problem: { kind: 'identity' } };
    identity = id;
  }
  const exercises: Record<string, ExerciseWork> = {};
  for (const e of s.exercises) exercises[e.id] = cleanChecks({ id: e.id, answer: e.answer, runs: e.runs, ...(e.checks !== undefined ? { checks: e.checks } : {}), ...(e.checked ? { checked: e.checked } : {}) });
  const predictions: Record<string, PredictionWork> = {};
  const predictionHistory: Record<string, PredictionHistory> = {};
  for (const p of s.predictions) {
    // The file does not say which widget or unit a prediction belongs to: the chapter's block does.
    predictions[p.id] = { id: p.id, widget: '', unit: '', value: p.value, skipped: p.skipped, t: String(p.t), ...(p.simulated !== undefined ? { simulated: p.simulated } : {}) };
    const h = historyOf(p);
    if (h) predictionHistory[p.id] = h;
  }
  return { ok: true, work: { identity, predictions, exercises, predictionHistory } };
}
