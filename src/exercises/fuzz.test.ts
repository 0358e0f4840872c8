// Issue 18, item 3 (e): the submission and course files (submission.ts, course.ts). Every single
// mutation of a real submission and of examples/course.json, random JSON and random edits of the
// text: each is accepted or refused with a message in both languages that names the field, and
// nothing throws. A catalogue of hand-picked bad files follows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../sim/simulation';
import { parseCourse, parseCourseText } from './course';
import type { Parsed } from './jsonSafety';
import { buildSubmission, parseSubmission, parseSubmissionText } from './submission';

type Seg = string | number;

function run() {
  const sim = createSimulation({ version: 1, duration_s: 0.3, flows: [{ id: 's1' }], pings: [{ id: 'p', interval_ms: 100 }] });
  sim.runToEnd();
  return JSON.parse(JSON.stringify(sim.record())) as Record<string, unknown>;
}

const SUBMISSION = JSON.parse(JSON.stringify(buildSubmission({
  course: 'REDES-2026-1', student: 'ana', lang: 'es', created: '2026-04-01T12:00:00Z',
  exercises: [
    { id: 'c5-e5', answer: { ratio: 2 }, prediction: { id: 'c5-e5', value: 2, unit: '', skipped: false } },
    { id: 'c3-e1', answer: { table: [[1], [2], [null]] } },
    { id: 'c2-lab1', answer: {}, runs: [run() as never] },
  ],
  predictions: [{ id: 'c2-p1', value: 60, skipped: false, simulated: 58.1, t: '2026-04-01T11:00:00Z' }],
}))) as Record<string, unknown>;
const COURSE = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'course.json'), 'utf8')) as Record<string, unknown>;

function fieldName(path: readonly Seg[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

function leaves(v: unknown, p: Seg[] = []): Seg[][] {
  if (Array.isArray(v)) return [p, ...v.flatMap((x, i) => leaves(x, [...p, i]))];
  if (typeof v === 'object' && v !== null) return [...(p.length ? [p] : []), ...Object.entries(v).flatMap(([k, x]) => leaves(x, [...p, k]))];
  return [p];
}

function at(r: unknown, path: readonly Seg[]): Record<Seg, unknown> {
  let o = r as Record<Seg, unknown>;
  for (const s of path) o = o[s] as Record<Seg, unknown>;
  return o;
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

const BAD_VALUES: [string, unknown][] = [
  ['a string', 'zz'], ['a number', -1], ['a huge number', 1e300], ['NaN', Number.NaN], ['null', null],
  ['true', true], ['a list', [1]], ['an object', { zz: 1 }], ['a long text', 'x'.repeat(300)],
];

interface Outcome {
  ok: boolean;
  es?: string;
  en?: string;
}

function outcome(parse: (v: unknown) => Parsed<unknown>, v: unknown): Outcome {
  const r = parse(v);
  return r.ok ? { ok: true } : { ok: false, es: r.error.es, en: r.error.en };
}

/** Every single mutation of `doc`: each leaf or branch replaced by each bad value, or removed. */
function mutations(doc: Record<string, unknown>): { what: string; field: string; input: unknown }[] {
  const out: { what: string; field: string; input: unknown }[] = [];
  for (const path of leaves(doc)) {
    const field = fieldName(path);
    for (const [what, v] of BAD_VALUES) {
      const input = clone(doc);
      at(input, path.slice(0, -1))[path[path.length - 1]] = v;
      out.push({ what: `${field} = ${what}`, field, input });
    }
    if (typeof path[path.length - 1] === 'string') {
      const input = clone(doc);
      delete at(input, path.slice(0, -1))[path[path.length - 1]];
      out.push({ what: `${field} removed`, field, input });
    }
  }
  return out;
}

/** A refusal names the mutated field, something inside it, or the list or object that holds it. */
function namesField(message: string, field: string): boolean {
  const named = /^([A-Za-z_][\w]*(?:\[\d+\]|\.[\w-]+)*)/.exec(message)?.[1] ?? /^(.*) (is missing|falta)/i.exec(message)?.[1] ?? /^Falta (\S+)/.exec(message)?.[1];
  if (named === undefined) return /JSON|MB/.test(message);
  return field === named || field.startsWith(`${named}.`) || field.startsWith(`${named}[`) || named.startsWith(`${field}.`) || named.startsWith(`${field}[`) || named === 'version';
}

function checkAll(doc: Record<string, unknown>, parse: (v: unknown) => Parsed<unknown>): { tried: number; refused: number; wrong: string[] } {
  const wrong: string[] = [];
  let refused = 0;
  const all = mutations(doc);
  for (const m of all) {
    let o: Outcome;
    try {
      o = outcome(parse, m.input);
    } catch (e) {
      wrong.push(`${m.what}: threw ${String(e)}`);
      continue;
    }
    if (o.ok) continue;
    refused++;
    if (!o.es || !o.en || o.es === o.en) wrong.push(`${m.what}: messages ${JSON.stringify(o)}`);
    else if (!namesField(o.en, m.field)) wrong.push(`${m.what}: "${o.en}" does not name ${m.field}`);
  }
  return { tried: all.length, refused, wrong };
}

describe('fuzz: submission files', () => {
  it('the real submission is accepted', () => {
    expect(parseSubmission(SUBMISSION).ok).toBe(true);
  });

  it('every single mutation is accepted or refused naming its field in both languages; none throws', () => {
    const r = checkAll(SUBMISSION, parseSubmission);
    expect(r.wrong).toEqual([]);
    expect(r.tried).toBeGreaterThan(500);
    expect(r.refused).toBeGreaterThan(r.tried / 3);
  });

  it('random JSON values and random edits of the text never throw, refusals in both languages', () => {
    const text = JSON.stringify(SUBMISSION);
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue().map((v) => ({ value: v })), fc.tuple(fc.nat(text.length - 1), fc.nat(30), fc.string({ maxLength: 6 })).map(([s, cut, ins]) => ({ text: text.slice(0, s) + ins + text.slice(s + cut) }))), (input) => {
        const r = 'text' in input ? parseSubmissionText(input.text) : parseSubmission(input.value);
        if (!r.ok) {
          expect(r.error.es.length).toBeGreaterThan(0);
          expect(r.error.en.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500, seed: 18_040 },
    );
  });
});

describe('fuzz: course files', () => {
  it('examples/course.json is accepted', () => {
    expect(parseCourse(COURSE).ok).toBe(true);
  });

  it('every single mutation is accepted or refused naming its field in both languages; none throws', () => {
    const r = checkAll(COURSE, parseCourse);
    expect(r.wrong).toEqual([]);
    expect(r.tried).toBeGreaterThan(150);
    expect(r.refused).toBeGreaterThan(r.tried / 2);
  });

  it('random JSON values and random edits of the text never throw', () => {
    const text = JSON.stringify(COURSE);
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue().map((v) => ({ value: v })), fc.tuple(fc.nat(text.length - 1), fc.nat(30), fc.string({ maxLength: 6 })).map(([s, cut, ins]) => ({ text: text.slice(0, s) + ins + text.slice(s + cut) }))), (input) => {
        const r = 'text' in input ? parseCourseText(input.text) : parseCourse(input.value);
        if (!r.ok) expect(r.error.es.length * r.error.en.length).toBeGreaterThan(0);
      }),
      { numRuns: 400, seed: 18_041 },
    );
  });
});

/** Hand-picked bad files: what the English message must say (the Spanish one is checked to differ). */
export const FILE_CATALOGUE: [string, 'submission' | 'course', () => unknown, RegExp][] = [
  ['a submission that is a list', 'submission', () => [SUBMISSION], /^the file: expected an object/],
  ['a submission of version 2', 'submission', () => ({ ...SUBMISSION, version: 2 }), /^version: 2 is not a submission version/],
  ['a student id of 300 characters', 'submission', () => ({ ...SUBMISSION, student: 'x'.repeat(300) }), /^student: at most 200 characters/],
  ['a date without its zone', 'submission', () => ({ ...SUBMISSION, created: '2026-04-01T12:00:00' }), /^created: must be an ISO date/],
  ['an answer of Infinity', 'submission', () => {
    const s = clone(SUBMISSION) as { exercises: { answer: Record<string, unknown> }[] };
    s.exercises[0].answer.ratio = Number.POSITIVE_INFINITY;
    return s;
  }, /^exercises\[0\]\.answer\.ratio/],
  ['six runs on one exercise', 'submission', () => {
    const s = clone(SUBMISSION) as { exercises: { runs: unknown[] }[] };
    s.exercises[2].runs = Array.from({ length: 6 }, () => s.exercises[2].runs[0]);
    return s;
  }, /^exercises\[2\]\.runs: at most 5 items/],
  ['a run of another format version', 'submission', () => {
    const s = clone(SUBMISSION) as { exercises: { runs: { version: number }[] }[] };
    s.exercises[2].runs[0].version = 2;
    return s;
  }, /^exercises\[2\]\.runs\[0\]\.version/],
  ['a prototype key in an answer', 'submission', () => JSON.parse(JSON.stringify(SUBMISSION).replace('"ratio":2', '"ratio":2,"__proto__":{"admin":true}')), /^exercises\[0\]\.answer\.__proto__: this key name is not allowed/],
  ['101 exercises', 'submission', () => ({ ...SUBMISSION, exercises: Array.from({ length: 101 }, (_, i) => ({ id: `x${i}`, params: {}, answer: {}, runs: [] })) }), /^exercises: at most 100 items/],
  ['a course without its code', 'course', () => ({ ...COURSE, course: '   ' }), /^course: must not be empty/],
  ['a course assigning an unknown exercise', 'course', () => ({ ...COURSE, exercises: ['c99-e1'] }), /^exercises\[0\]: (unknown exercise c99-e1|not one of the accepted shapes)/],
  ['a course of chapter 14', 'course', () => ({ ...COURSE, exercises: [{ chapter: 14 }] }), /^exercises\[0\]/],
  ['a tolerance of 60 %', 'course', () => ({ ...COURSE, tolerance: { 'c4-e3': 0.6 } }), /^tolerance\.c4-e3: at most 0\.5/],
  ['negative points', 'course', () => ({ ...COURSE, points: { 'c3-e1': -5 } }), /^points\.c3-e1: at least 0/],
  ['points for an unknown exercise', 'course', () => ({ ...COURSE, points: { zz: 5 } }), /^points\.zz: unknown exercise zz/],
  ['late "never"', 'course', () => ({ ...COURSE, late: 'never' }), /^late: must be one of "flag", "zero"/],
  ['an unknown course field', 'course', () => ({ ...COURSE, teacher: 'me' }), /^teacher: unknown field/],
  ['a course of version 0', 'course', () => ({ ...COURSE, version: 0 }), /^version: 0 is not a course file version/],
];

describe('the catalogue of bad submission and course files', () => {
  it.each(FILE_CATALOGUE)('%s', (_what, kind, make, en) => {
    const r = kind === 'submission' ? parseSubmission(make()) : parseCourse(make());
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.en).toMatch(en);
      expect(r.error.es).not.toBe(r.error.en);
    }
  });
});
