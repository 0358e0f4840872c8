// Reading a file a student or an instructor wrote: a size limit before anything is parsed, a
// nesting limit before anything recurses (5,000 nested `[` once crashed a whole class's grading),
// a UTF-8 byte order mark accepted (editors on Windows add one), JSON errors named (a truncated
// file is the usual cause), and no key that could reach an object's prototype (`__proto__`,
// `constructor`, `prototype`) anywhere in the tree.
import { both } from './text';
import type { Localised } from './types';

export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: Localised };

/** UTF-8 length of a string without allocating it (surrogate pairs are 4 bytes, as UTF-8). */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Path of the first forbidden key in a parsed JSON value, or null. Iterative: no deep recursion. */
export function forbiddenKeyPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (Array.isArray(node)) node.forEach((v, i) => stack.push([v, `${path}[${i}]`]));
    else if (typeof node === 'object' && node !== null) {
      for (const k of Object.keys(node)) {
        const here = path ? `${path}.${k}` : k;
        if (FORBIDDEN_KEYS.includes(k)) return here;
        stack.push([(node as Record<string, unknown>)[k], here]);
      }
    }
  }
  return null;
}

/** Deeper than any file Sierra writes (a run's scenario is about 6 levels under the top). */
export const MAX_JSON_DEPTH = 64;

/** How deeply arrays and objects nest in JSON text, scanned without parsing (strings skipped). */
export function jsonDepth(textIn: string, stopAt = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < textIn.length; i++) {
    const c = textIn.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) {
        max = depth;
        if (max > stopAt) return max;
      }
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return max;
}

/** The text without a leading UTF-8 byte order mark (U+FEFF), which JSON.parse refuses. */
export function stripBom(textIn: string): string {
  return textIn.charCodeAt(0) === 0xfeff ? textIn.slice(1) : textIn;
}

export function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

/** JSON text to a value: refused when over `maxBytes`, nested deeper than MAX_JSON_DEPTH, not JSON, or carrying a forbidden key. */
export function parseJsonText(textWithBom: string, maxBytes: number): Parsed<unknown> {
  const textIn = stripBom(textWithBom);
  // A UTF-16 length over the limit is over it in UTF-8 too; count exactly only near the limit.
  const bytes = textIn.length > maxBytes ? textIn.length : textIn.length * 3 > maxBytes ? utf8Length(textIn) : 0;
  if (bytes > maxBytes) return { ok: false, error: tooBig(bytes, maxBytes) };
  if (jsonDepth(textIn, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) return { ok: false, error: both('schema.tooDeep', { max: MAX_JSON_DEPTH }) };
  let value: unknown;
  try {
    value = JSON.parse(textIn);
  } catch (e) {
    // The engine's words, less the " (line 1 column 2003)" that Chromium's V8 adds and Node's
    // does not: the command and the /grade page write the same note for the same file.
    const detail = (e instanceof Error ? e.message : String(e)).split('\n')[0].replace(/ \(line \d+ column \d+\)$/, '');
    return { ok: false, error: both('schema.notJson', { detail }) };
  }
  return checkKeys(value);
}

export function tooBig(bytes: number, maxBytes: number): Localised {
  return both('schema.tooLarge', { size: megabytes(bytes), max: megabytes(maxBytes) });
}

/** A parsed value refused if it carries a forbidden key. */
export function checkKeys(value: unknown): Parsed<unknown> {
  const bad = forbiddenKeyPath(value);
  return bad === null ? { ok: true, value } : { ok: false, error: both('schema.forbiddenKey', { field: bad }) };
}
