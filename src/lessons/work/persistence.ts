// The student's work kept in this browser (localStorage), loaded once per page and saved on
// every change. A saved copy this code cannot read is set aside, never overwritten.
import { workStore, type ExerciseWork, type PredictionWork } from '../../store';
import { cleanChecks, cleanHistory } from './history';
import { identityFromSearch, isIdentity, NO_IDENTITY } from './identity';
import { storage } from './storage';

export const WORK_STORAGE_KEY = 'sierra.work';
const SET_ASIDE_KEY = 'sierra.work.unreadable';

type Work = ReturnType<typeof workStore.get>;

function isRecordOf<T>(x: unknown, ok: (v: unknown) => v is T): x is Record<string, T> {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && Object.values(x).every(ok);
}

function isPrediction(v: unknown): v is PredictionWork {
  if (typeof v !== 'object' || v === null) return false;
  const p = v as Record<string, unknown>;
  return typeof p.id === 'string' && typeof p.widget === 'string' && typeof p.unit === 'string' && typeof p.skipped === 'boolean' && typeof p.t === 'string' &&
    (p.value === null || typeof p.value === 'number' || typeof p.value === 'string');
}

function isExercise(v: unknown): v is ExerciseWork {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return typeof e.id === 'string' && typeof e.answer === 'object' && e.answer !== null && Array.isArray(e.runs);
}

/** The saved work, or null when the text is not work this version wrote. */
export function parseSavedWork(text: string): Work | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const w = v as Record<string, unknown>;
  if (w.version !== 1 || !isIdentity(w.identity) || !isRecordOf(w.predictions, isPrediction) || !isRecordOf(w.exercises, isExercise)) return null;
  // The histories are checked apart: a malformed entry is dropped, the rest of the work kept.
  const exercises: Record<string, ExerciseWork> = {};
  for (const [id, e] of Object.entries(w.exercises)) exercises[id] = cleanChecks(e);
  return { identity: w.identity, predictions: w.predictions, exercises, predictionHistory: cleanHistory(w.predictionHistory) };
}

export function serialiseWork(work: Work): string {
  return JSON.stringify({ version: 1, ...work });
}

let started = false;

/** Loads the saved work (and a ?course=&student= link's identity) once, then saves every change. */
export function startWorkPersistence(): void {
  if (started) return;
  started = true;
  const store = storage();
  const text = store?.getItem(WORK_STORAGE_KEY) ?? null;
  if (text !== null) {
    const saved = parseSavedWork(text);
    if (saved) workStore.replace(saved);
    else {
      store?.setItem(SET_ASIDE_KEY, text);
      store?.removeItem(WORK_STORAGE_KEY);
    }
  }
  const linked = typeof location === 'undefined' ? null : identityFromSearch(location.search);
  if (linked) workStore.setIdentity(linked);
  else if (!isIdentity(workStore.get().identity)) workStore.setIdentity(NO_IDENTITY);
  const save = (work: Work) => {
    try {
      store?.setItem(WORK_STORAGE_KEY, serialiseWork(work));
    } catch {
      // Storage full or refused (private mode): the work stays in the page and can be exported.
    }
  };
  save(workStore.get());
  workStore.subscribe(save);
}
