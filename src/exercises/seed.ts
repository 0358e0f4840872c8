// Per-student parameters: a 32-bit FNV-1a hash of "course|student|exercise" seeds a small
// generator (sfc32, its state filled by splitmix32 from the hash). Integer arithmetic on 32 bits
// only (Math.imul, >>>), so Node and every browser draw the same numbers; no crypto API needed.
// Not mulberry32: seeded straight from FNV hashes of ids that differ in a character or two, its
// first outputs came out nearly equal for some pairs of students (0,8832 and 0,8839, then 0,0910
// and 0,0902), so two students of a class of 300 drew the same parameters (issue 22).
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

/** splitmix32's output for `x` (a good 32-bit mixer: nearby inputs give unrelated outputs). */
function splitmix32(x: number): number {
  let z = (x + 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export function draw(seed: number): Draw {
  let a = splitmix32(seed >>> 0);
  let b = splitmix32(a);
  let c = splitmix32(b);
  let d = 1;
  // sfc32 (Chris Doty-Humphrey's small fast counting generator), 32-bit words.
  const step = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) step();
  const next = (): number => step() / 4294967296;
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
