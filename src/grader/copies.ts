// Copies: each file's answers against every other student's key and every other file's answers.
// Only answers that tell two students apart count: a field where the two keys differ by more than
// twice the tolerance (so one answer cannot be right for both), a table cell or a choice whose two
// keys differ. "Matches s006's key in 27 of 30" means: of the 30 answers where this student's key
// and s006's differ, 27 are s006's. An honest student's right answers never count (they are within
// the tolerance of their own key, so outside it of any key that differs by more than twice it).
// Exercises that are a pure choice (`copyProof: false`) are left out: every student has the same
// options. Candidates are found through an index per field (sorted keys, binary search), so a class
// of a thousand costs about a second, not a million pairwise comparisons.
import { readChoice, readNumber, relativeError } from '../exercises/check';
import { exerciseById } from '../exercises/registry';
import type { ExerciseGrade } from '../exercises/grading';
import type { Answer } from '../exercises/types';

/** A copy is reported from this many telling answers on, and when at least this share matches. */
export const COPY_MIN_MATCHES = 3;
export const COPY_MIN_SHARE = 0.5;

export interface Cell {
  /** exercise|field or exercise|table[i][j] */
  slot: string;
  /** Numbers: relative tolerance; exact cells (choices, table cells) -1. */
  tol: number;
  answer: number | string | null;
  key: number | string | null;
}

export interface CopySubject {
  /** Index of the result in the batch. */
  index: number;
  student: string;
  cells: Cell[];
}

export interface CopyMatch {
  index: number;
  kind: 'key' | 'file';
  other: string;
  /** The file matched (kind "file"). */
  otherFile?: string;
  matches: number;
  of: number;
}

function choiceText(v: Answer[string] | undefined): string | null {
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return [...(v as string[])].sort().join('+') || null;
  return readChoice(v);
}

/** The cells of one graded exercise (its answer beside its key), telling ones only. */
export function exerciseCells(g: ExerciseGrade, tol: number): Cell[] {
  const def = exerciseById(g.id);
  if (!def || def.copyProof === false || !g.key) return [];
  const out: Cell[] = [];
  const answer = g.answer ?? {};
  for (const [field, k] of Object.entries(g.key)) {
    if (field === 'table' && Array.isArray(k)) {
      const rows = k as (number | null)[][];
      const given = (Array.isArray(answer.table) ? answer.table : []) as (number | null)[][];
      rows.forEach((row, i) => row.forEach((c, j) => {
        const a = given[i]?.[j];
        out.push({ slot: `${g.id}|t${i},${j}`, tol: -1, key: c, answer: typeof a === 'number' ? a : null });
      }));
    } else if (typeof k === 'number') out.push({ slot: `${g.id}|${field}`, tol, key: k, answer: readNumber(answer[field]) });
    else if (typeof k === 'string' || Array.isArray(k)) out.push({ slot: `${g.id}|${field}`, tol: -1, key: choiceText(k as Answer[string]), answer: choiceText(answer[field]) });
  }
  return out;
}

function within(a: number | string | null, b: number | string | null, tol: number): boolean {
  if (a === null || b === null) return false;
  if (tol < 0 || typeof a !== 'number' || typeof b !== 'number') return a === b;
  return relativeError(a, b) <= tol;
}

/** Two keys tell students apart at this cell: no answer can be right for both. */
function telling(k1: number | string | null, k2: number | string | null, tol: number): boolean {
  if (k1 === null || k2 === null) return false;
  if (tol < 0 || typeof k1 !== 'number' || typeof k2 !== 'number') return k1 !== k2;
  return relativeError(k1, k2) > 2 * tol + 1e-12 && relativeError(k2, k1) > 2 * tol + 1e-12;
}

interface SlotIndex {
  /** Numeric keys, sorted, with their owner. */
  nums: { v: number; owner: number }[];
  exact: Map<string, number[]>;
}

function buildIndex(keys: readonly { student: string; cells: Map<string, Cell> }[]): Map<string, SlotIndex> {
  const idx = new Map<string, SlotIndex>();
  keys.forEach((k, owner) => {
    for (const c of k.cells.values()) {
      if (c.key === null) continue;
      let s = idx.get(c.slot);
      if (!s) idx.set(c.slot, (s = { nums: [], exact: new Map() }));
      if (c.tol >= 0 && typeof c.key === 'number') s.nums.push({ v: c.key, owner });
      else {
        const list = s.exact.get(String(c.key)) ?? [];
        list.push(owner);
        s.exact.set(String(c.key), list);
      }
    }
  });
  for (const s of idx.values()) s.nums.sort((a, b) => a.v - b.v);
  return idx;
}

function lowerBound(xs: readonly { v: number }[], v: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid].v < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Owners whose key at this cell the answer matches (within the tolerance). */
function ownersMatching(s: SlotIndex | undefined, c: Cell): number[] {
  if (!s || c.answer === null) return [];
  if (c.tol >= 0 && typeof c.answer === 'number') {
    const a = c.answer;
    // |a - v| <= tol |v| and tol <= 0.5 give |a - v| <= 2 tol |a| (+ tol for a key of 0).
    const span = 2 * c.tol * Math.abs(a) + c.tol + 1e-12;
    const out: number[] = [];
    for (let i = lowerBound(s.nums, a - span); i < s.nums.length && s.nums[i].v <= a + span; i++) {
      if (relativeError(a, s.nums[i].v) <= c.tol) out.push(s.nums[i].owner);
    }
    return out;
  }
  return s.exact.get(String(c.answer)) ?? [];
}

/**
 * The copies in a batch. `subjects`: each graded file with its cells; `keys`: every student's key
 * (the batch's students, plus any roster given), by student; a file is never compared with its own
 * student's key or files.
 */
export function findCopies(subjects: readonly CopySubject[], keys: readonly { student: string; cells: Cell[] }[]): CopyMatch[] {
  const keyMaps = keys.map((k) => ({ student: k.student, cells: new Map(k.cells.map((c) => [c.slot, c])) }));
  const keyIdx = buildIndex(keyMaps);
  // Files' answers that are wrong for their own key, indexed the same way (numbers only: a shared
  // wrong choice or table is a common mistake, not a copy).
  const fileCells = subjects.map((s) => ({
    student: s.student,
    cells: new Map(s.cells.filter((c) => c.tol >= 0 && c.answer !== null && !within(c.answer, c.key, c.tol)).map((c) => [c.slot, { ...c, key: c.answer }])),
  }));
  const fileIdx = buildIndex(fileCells);
  const out: CopyMatch[] = [];
  subjects.forEach((s, si) => {
    const own = new Map(s.cells.map((c) => [c.slot, c]));
    // Against keys: candidates are the owners of keys an answer matches where they tell apart.
    const hits = new Map<number, number>();
    for (const c of s.cells) {
      for (const o of ownersMatching(keyIdx.get(c.slot), c)) {
        const other = keyMaps[o];
        if (other.student === s.student) continue;
        if (!telling(other.cells.get(c.slot)!.key, c.key, c.tol)) continue;
        hits.set(o, (hits.get(o) ?? 0) + 1);
      }
    }
    let best: CopyMatch | null = null;
    for (const [o, m] of hits) {
      if (m < COPY_MIN_MATCHES) continue;
      const other = keyMaps[o];
      let n = 0;
      for (const [slot, kc] of other.cells) {
        const mine = own.get(slot);
        if (mine && mine.answer !== null && telling(kc.key, mine.key, mine.tol)) n++;
      }
      if (n > 0 && m / n >= COPY_MIN_SHARE && (!best || m / n > best.matches / best.of || (m / n === best.matches / best.of && m > best.matches))) {
        best = { index: s.index, kind: 'key', other: other.student, matches: m, of: n };
      }
    }
    if (best) out.push(best);
    // Against other files: the same wrong numbers.
    const mine = fileCells[si];
    if (mine.cells.size < COPY_MIN_MATCHES) return;
    const same = new Map<number, number>();
    for (const c of mine.cells.values()) {
      for (const o of ownersMatching(fileIdx.get(c.slot), { ...c, tol: Math.min(c.tol, 1e-6) })) {
        if (fileCells[o].student !== s.student) same.set(o, (same.get(o) ?? 0) + 1);
      }
    }
    let bestFile: CopyMatch | null = null;
    for (const [o, m] of same) {
      const share = m / mine.cells.size;
      if (m >= COPY_MIN_MATCHES && share >= COPY_MIN_SHARE && (!bestFile || m > bestFile.matches)) {
        bestFile = { index: s.index, kind: 'file', other: subjects[o].student, matches: m, of: mine.cells.size };
      }
    }
    if (bestFile) out.push(bestFile);
  });
  return out;
}
