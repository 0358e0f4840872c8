// The traces a student's work keeps beside the answers (issue 22, item 4): each exercise's checks
// (how many, and each checked answer with its time) and each prediction's history (the first value,
// every revision, when the result was first shown). Read back from this browser's storage or an
// imported file: a malformed entry is dropped, never trusted, and never stops the rest.
import { MAX_CHECKED, MAX_REVISIONS, type CheckedWork, type ExerciseWork, type PredictionHistory, type PredictionRevision } from '../../store';

const obj = (x: unknown): Record<string, unknown> | null => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : null);
const isTime = (x: unknown): x is string => typeof x === 'string' && x.length <= 40 && Number.isFinite(Date.parse(x));

function revision(x: unknown): PredictionRevision | null {
  const o = obj(x);
  if (!o || !isTime(o.t)) return null;
  const v = o.value;
  if (v === null || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= 200)) return { value: v, t: o.t };
  return null;
}

/** One prediction's history, or null when its first value is unreadable. */
export function historyOf(x: unknown): PredictionHistory | null {
  const o = obj(x);
  const first = revision(o?.first);
  if (!o || !first) return null;
  const revisions = (Array.isArray(o.revisions) ? o.revisions : []).map(revision).filter((r): r is PredictionRevision => r !== null).slice(-MAX_REVISIONS);
  return isTime(o.shown) ? { first, revisions, shown: o.shown } : { first, revisions };
}

/** Every readable history of a saved map (anything else: none). */
export function cleanHistory(x: unknown): Record<string, PredictionHistory> {
  const out: Record<string, PredictionHistory> = {};
  for (const [id, h] of Object.entries(obj(x) ?? {})) {
    const ok = historyOf(h);
    if (ok) out[id] = ok;
  }
  return out;
}

/** An exercise's work with its checks kept only when well formed. */
export function cleanChecks(e: ExerciseWork): ExerciseWork {
  const { checks, checked, ...rest } = e;
  const out: ExerciseWork = { ...rest };
  if (typeof checks === 'number' && Number.isInteger(checks) && checks >= 0 && checks <= 1_000_000) out.checks = checks;
  if (Array.isArray(checked)) {
    out.checked = checked.filter((c): c is CheckedWork => isTime(obj(c)?.t) && obj(obj(c)?.answer) !== null).slice(-MAX_CHECKED);
    // The count is at least the answers kept (a count lost from a hand-edited copy).
    out.checks = Math.max(out.checks ?? 0, out.checked.length);
  }
  return out;
}
