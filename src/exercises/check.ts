// Shared checking: reading a typed number, comparing with a key, and turning per-field outcomes
// into one Feedback (right / close / wrong / incomplete, a score, a message naming each field, and
// the hint of the first common mistake the answer reveals).
import { parseLocaleNumber } from '../i18n/format';
import { both, joinLocalised } from './text';
import type { Answer, Feedback, Lang, Localised, MistakeDef } from './types';

export type FieldVerdict = 'right' | 'close' | 'wrong' | 'missing';

export interface FieldResult {
  label: Localised;
  verdict: FieldVerdict;
  /** A mistake id this field's value reveals. */
  mistake?: string;
}

/** A number from an answer cell: a number, or text in either locale ("0,5", "0.5"); else null. */
export function readNumber(v: Answer[string] | undefined): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string') {
    const x = parseLocaleNumber(v.replace('%', ''));
    return Number.isFinite(x) ? x : null;
  }
  return null;
}

/** A chosen option (first of a list). */
export function readChoice(v: Answer[string] | undefined): string | null {
  if (typeof v === 'string' && v !== '') return v;
  if (Array.isArray(v) && typeof v[0] === 'string') return v[0];
  return null;
}

/** Relative distance |value - key| / |key| (absolute when the key is 0). */
export function relativeError(value: number, key: number): number {
  return key === 0 ? Math.abs(value) : Math.abs(value - key) / Math.abs(key);
}

/** Right within `tol` (relative), close within `closeTol`, else wrong. */
export function compareRelative(value: number | null, key: number, tol: number, closeTol: number): FieldVerdict {
  if (value === null) return 'missing';
  const e = relativeError(value, key);
  if (e <= tol) return 'right';
  return e <= closeTol ? 'close' : 'wrong';
}

/** Counts: right when equal, close when off by at most `closeDelta`. */
export function compareCount(value: number | null, key: number, closeDelta = 1): FieldVerdict {
  if (value === null) return 'missing';
  const d = Math.abs(value - key);
  if (d < 1e-9) return 'right';
  return d <= closeDelta + 1e-9 ? 'close' : 'wrong';
}

/** The first candidate within `tol` of `value`: the mistake behind a typical wrong number. */
export function matchMistake(value: number | null, candidates: readonly { id: string; value: number }[], tol: number): string | undefined {
  if (value === null) return undefined;
  return candidates.find((c) => Number.isFinite(c.value) && relativeError(value, c.value) <= tol)?.id;
}

const VERDICT_SCORE: Record<FieldVerdict, number> = { right: 1, close: 0.5, wrong: 0, missing: 0 };

export function hintOf(mistakes: readonly MistakeDef[], id: string | undefined): Localised | undefined {
  return id === undefined ? undefined : mistakes.find((m) => m.id === id)?.hint;
}

/** One Feedback from the outcome of every field, in the order the form shows them. */
export function feedbackFromFields(fields: readonly FieldResult[], mistakes: readonly MistakeDef[]): Feedback {
  if (fields.length === 0 || fields.every((f) => f.verdict === 'missing')) {
    return { verdict: 'incomplete', score: 0, message: both('common.incomplete') };
  }
  const score = fields.reduce((s, f) => s + VERDICT_SCORE[f.verdict], 0) / fields.length;
  const verdict = score === 1 ? 'right' : score >= 0.5 && fields.every((f) => f.verdict !== 'wrong' && f.verdict !== 'missing') ? 'close' : 'wrong';
  const head = both(`common.summary.${verdict}`);
  const detail = fields.length > 1 || verdict !== 'right'
    ? joinLocalised(fields.map((f) => fieldLine(f)), ' ')
    : null;
  const mistake = fields.find((f) => f.mistake !== undefined && f.verdict !== 'right')?.mistake;
  const hint = hintOf(mistakes, mistake);
  const out: Feedback = { verdict, score, message: detail ? joinLocalised([head, detail], ' ') : head };
  if (hint) out.hint = hint;
  if (hint && mistake) out.mistake = mistake;
  return out;
}

function fieldLine(f: FieldResult): Localised {
  return both(`common.field.${f.verdict}`, (lang: Lang) => ({ field: f.label[lang] }));
}

/** A whole-answer feedback (tables, run problems): one verdict, one message key. */
export function feedback(verdict: Feedback['verdict'], score: number, message: Localised, mistakes: readonly MistakeDef[] = [], mistake?: string): Feedback {
  const out: Feedback = { verdict, score, message };
  const hint = hintOf(mistakes, mistake);
  if (hint && mistake) {
    out.hint = hint;
    out.mistake = mistake;
  }
  return out;
}
