// Per-student parameters: a 32-bit FNV-1a hash of "course|student|exercise" seeds a small
// generator (mulberry32). Integer arithmetic on 32 bits only (Math.imul, >>>), so Node and every
// browser draw the same numbers; no crypto API needed.
import type { StudentContext } from './types';

/** FNV-1a over the UTF-16 code units of `text` (stable across JavaScript engines). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Trimmed, NFC, lower case: "Ana.Perez " and "ana.perez" are the same student. Empty means none. */
export function normaliseId(id: string | null | undefined): string | null {
  if (id === null || id === undefined) return null;
  const s = id.normalize('NFC').trim().toLowerCase();
  return s === '' ? null : s;
}

export function normaliseContext(ctx: StudentContext): StudentContext {
  return { course: normaliseId(ctx.course), student: normaliseId(ctx.student) };
}

export interface Draw {
  /** Uniform in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
}

export function draw(seed: number): Draw {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
  };
}

/**
 * The draw for one exercise of one student; null when there is no course (the notes' numbers).
 * A course without a student id draws as the student "".
 */
export function studentDraw(ctx: StudentContext, exerciseId: string): Draw | null {
  const c = normaliseContext(ctx);
  if (c.course === null) return null;
  return draw(fnv1a(`${c.course}|${c.student ?? ''}|${exerciseId}`));
}
