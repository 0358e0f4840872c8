// `key` then `grade`, as issue 13's "Done means" lists it: full marks for a key; one changed
// answer costs only that exercise; an edited figure inside an attached run is caught; alice's
// answers under bob's id lose the per-student exercises; a truncated file, a file of the wrong
// shape and a 50 MB file each get a message and a zero while the batch goes on; a run of an older
// engine is flagged and graded on its own figures, or re-simulated with --resimulate-engines (issue
// 22); results.json has Gradescope's fields; the CSV, one row a student with its flags.
// The course assigns the closed-form exercises and two run-and-report ones (each key is a real
// simulation per student: all fourteen would take most of a minute on a loaded machine).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './main';
import type { Io } from './io';
import type { GradeResult, Submission } from '../exercises';
import { EXERCISES } from '../exercises';
import { GRADESCOPE_TEST_FIELDS, GRADESCOPE_TOP_FIELDS } from './gradescope';

function capture(): Io & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (t) => stdout.push(t), err: (t) => stderr.push(t) };
}

const dir = mkdtempSync(join(tmpdir(), 'sierra-grade-'));
const path = (name: string) => join(dir, name);
const write = (name: string, value: unknown) => {
  writeFileSync(path(name), typeof value === 'string' ? value : JSON.stringify(value));
  return path(name);
};

// The closed-form exercises and two run-and-report ones; a deadline after "now".
const PER_STUDENT = EXERCISES.filter((e) => e.kind !== 'run-and-report' || e.id === 'c2-lab1' || e.id === 'c4-lab1').map((e) => e.id);
const COURSE = write('course.json', { version: 1, course: 'TEST-101', lang: 'en', exercises: PER_STUDENT, points: { 'c3-e1': 20 }, deadline: '2999-01-01T00:00:00Z' });

function key(student: string, lang = 'es'): Submission {
  const io = capture();
  expect(main(['key', '--course', COURSE, '--student', student, '--json', '--lang', lang], io)).toBe(0);
  return JSON.parse(io.stdout.join('\n')) as Submission;
}

function grade(files: string[], extra: string[] = []): { results: GradeResult[]; io: ReturnType<typeof capture> } {
  const io = capture();
  expect(main(['grade', ...files, '--course', COURSE, '--jobs', '2', '--json', ...extra], io)).toBe(0);
  return { results: JSON.parse(io.stdout.join('\n')) as GradeResult[], io };
}

const byId = (r: GradeResult, id: string) => r.exercises.find((e) => e.id === id)!;
const clone = <T>(x: T): T => structuredClone(x);

let alice: Submission;
let bob: Submission;
let batch: Map<string, GradeResult>;

beforeAll(() => {
  alice = key('alice');
  bob = key('bob', 'en');
  const oneChanged = clone(alice);
  byIdSub(oneChanged, 'c5-e5').answer = { ratio: 99 };
  const forged = clone(alice);
  byIdSub(forged, 'c2-lab1').runs[0].summary.flows[0].rtt_ms!.median += 0.5;
  const aliceAsBob = { ...clone(alice), student: 'bob' };
  const oldEngine = clone(bob);
  oldEngine.engine = 'sierra 0.1.0';
  for (const e of oldEngine.exercises) for (const r of e.runs) r.engine = 'sierra 0.1.0';
  const text = JSON.stringify(alice);
  const files = [
    write('alice.json', alice),
    write('bob.json', bob),
    write('one-changed.json', oneChanged),
    write('forged.json', forged),
    write('alice-as-bob.json', aliceAsBob),
    write('old-engine.json', oldEngine),
    write('truncated.json', text.slice(0, Math.floor(text.length * 0.6))),
    write('wrong-shape.json', { version: 1, engine: 'sierra 0.2.0', course: 'TEST-101', student: 'eve', created: '2026-01-01T00:00:00Z', lang: 'es', exercises: 'all', predictions: [] }),
    write('huge.json', `{"version":1,"pad":"${'x'.repeat(50 * 1024 * 1024)}"}`),
    path('missing.json'),
  ];
  const { results } = grade(files);
  batch = new Map(results.map((r) => [r.file.slice(dir.length + 1), r]));
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function byIdSub(s: Submission, id: string) {
  return s.exercises.find((e) => e.id === id)!;
}

describe('key then grade', () => {
  it('the key is a valid submission with a run attached to each run-and-report exercise', () => {
    expect(alice.student).toBe('alice');
    expect(alice.exercises.map((e) => e.id)).toEqual(PER_STUDENT);
    expect(byIdSub(alice, 'c2-lab1').runs).toHaveLength(1);
    expect(byIdSub(alice, 'c4-lab1').runs[0].series).toBeUndefined();
  });

  it('gives full marks, for each student', () => {
    for (const f of ['alice.json', 'bob.json']) {
      const r = batch.get(f)!;
      expect(r.error).toBeNull();
      expect(r.score, JSON.stringify(r.exercises.filter((e) => e.points < e.max).map((e) => [e.id, e.feedback.message.en, e.notes]))).toBe(r.max);
      expect(r.max).toBe(EXERCISES.filter((e) => PER_STUDENT.includes(e.id)).reduce((s, e) => s + (e.id === 'c3-e1' ? 20 : e.points), 0));
      expect(r.findings).toEqual([]);
    }
  });

  it('changing one answer lowers that exercise only', () => {
    const r = batch.get('one-changed.json')!;
    expect(byId(r, 'c5-e5').points).toBe(0);
    expect(r.exercises.filter((e) => e.points < e.max).map((e) => e.id)).toEqual(['c5-e5']);
    expect(r.score).toBe(r.max - 10);
  });

  it('an edited figure inside an attached run is a mismatch: 0 for that exercise, said in the student\'s language', () => {
    const r = batch.get('forged.json')!;
    const e = byId(r, 'c2-lab1');
    expect(e.forged).toBe(true);
    expect(e.points).toBe(0);
    expect(e.feedback.message.en).toMatch(/do not match a re-simulation/);
    expect(e.feedback.message.es).toMatch(/no coinciden con una nueva simulación/);
    expect(e.notes[0].en).toMatch(/flows\[0\]\.rtt_ms\.median/);
    expect(r.score).toBe(r.max - 10);
    expect(r.findings.map((f) => f.kind).filter((k) => k !== 'several-files')).toEqual(['forged']);
  });

  it('alice\'s answers under bob\'s id lose the per-student exercises', () => {
    const r = batch.get('alice-as-bob.json')!;
    expect(r.student).toBe('bob');
    const lost = r.exercises.filter((e) => e.points < e.max).map((e) => e.id);
    // Every exercise draws its numbers per student; the few whose key happens to coincide for
    // alice and bob are the only ones that may survive.
    const same = EXERCISES.filter((e) => JSON.stringify(e.params({ course: 'TEST-101', student: 'alice' })) === JSON.stringify(e.params({ course: 'TEST-101', student: 'bob' }))).map((e) => e.id);
    expect(lost.length).toBeGreaterThanOrEqual(PER_STUDENT.length - same.length);
    expect(r.score).toBeLessThan(r.max / 2);
    expect(byId(r, 'c3-e1').notes[0].en).toMatch(/not the ones assigned to bob/);
    expect(byId(r, 'c2-lab1').feedback.message.en).toMatch(/not the experiment asked for/);
    const kinds = r.findings.map((f) => `${f.kind}:${f.exercise ?? f.other ?? ''}`);
    expect(kinds).toContain('other-experiment:c2-lab1');
    // alice's key is in the batch: her answers under bob's id are a copy of it.
    expect(kinds).toContain('copy:alice');
  });

  it('a run of another engine version is flagged and graded on its own figures, never replaced', () => {
    const r = batch.get('old-engine.json')!;
    expect(r.notes.some((n) => /exported by sierra 0\.1\.0/.test(n.en))).toBe(true);
    const e = byId(r, 'c4-lab1');
    expect(e.notes.some((n) => /made with sierra 0\.1\.0, but the course grades with sierra .*; it was not verified/.test(n.en))).toBe(true);
    expect(e.forged).toBeFalsy();
    expect(r.findings.filter((f) => f.kind === 'engine').map((f) => f.exercise ?? '')).toEqual(['', 'c2-lab1', 'c4-lab1']);
    expect(r.score).toBe(r.max);
  });

  it('with --resimulate-engines, such a run is re-simulated and graded against the re-simulation, still flagged', () => {
    const { results } = grade([path('old-engine.json')], ['--resimulate-engines']);
    const e = byId(results[0], 'c4-lab1');
    expect(e.notes.some((n) => /as asked, it was re-simulated with sierra/.test(n.en))).toBe(true);
    expect(results[0].findings.some((f) => f.kind === 'engine')).toBe(true);
    expect(results[0].score).toBe(results[0].max);
  });

  it('a truncated file, the wrong shape, a 50 MB file and a missing file: a message and a zero each', () => {
    const cases: [string, RegExp, RegExp][] = [
      ['truncated.json', /not valid JSON \(a truncated download/, /no es JSON válido/],
      ['wrong-shape.json', /^exercises: expected a list/, /^exercises: se esperaba una lista/],
      ['huge.json', /The file is 50 MB; the limit is 10 MB/, /El archivo pesa 50 MB; el límite es 10 MB/],
      ['missing.json', /cannot be read \(ENOENT\)/, /No se puede leer el archivo \(ENOENT\)/],
    ];
    for (const [f, en, es] of cases) {
      const r = batch.get(f)!;
      expect(r.score, f).toBe(0);
      expect(r.error!.en, f).toMatch(en);
      expect(r.error!.es, f).toMatch(es);
      expect(r.exercises.every((e) => e.points === 0)).toBe(true);
    }
    // ...and the rest of the batch was graded.
    expect(batch.size).toBe(10);
    expect(batch.get('bob.json')!.score).toBe(batch.get('bob.json')!.max);
  });
});

describe('grade outputs', () => {
  it('results.json carries only the fields Gradescope documents, tests in the student\'s language', () => {
    const out = path('results.json');
    const io = capture();
    expect(main(['grade', path('forged.json'), '--course', COURSE, '--gradescope', out], io)).toBe(0);
    const res = JSON.parse(readFileSync(out, 'utf8'));
    for (const k of Object.keys(res)) expect(GRADESCOPE_TOP_FIELDS as readonly string[]).toContain(k);
    expect(typeof res.score).toBe('number');
    expect(res.tests).toHaveLength(PER_STUDENT.length);
    for (const t of res.tests) {
      for (const k of Object.keys(t)) expect(GRADESCOPE_TEST_FIELDS as readonly string[]).toContain(k);
      expect(t).toMatchObject({ name: expect.any(String), score: expect.any(Number), max_score: expect.any(Number), output: expect.any(String), visibility: 'visible' });
    }
    expect(res.score).toBe(res.tests.reduce((s: number, t: { score: number }) => s + t.score, 0));
    const lab = res.tests.find((t: { name: string }) => t.name.startsWith('c2-lab1'));
    expect(lab.score).toBe(0);
    // alice works in Spanish.
    expect(lab.output).toMatch(/no coinciden con una nueva simulación/);
    expect(lab.name).toBe('c2-lab1: Una ventana fija en el enlace del curso');
  });

  it('results.json for an unreadable file still has a zero and the reason, in both languages', () => {
    const out = path('results-bad.json');
    expect(main(['grade', path('truncated.json'), '--course', COURSE, '--gradescope', out], capture())).toBe(0);
    const res = JSON.parse(readFileSync(out, 'utf8'));
    expect(res.score).toBe(0);
    expect(res.output).toMatch(/no es JSON válido[\s\S]*not valid JSON/);
  });

  it('the CSV has one row per student, a column per exercise and the total; the report is one HTML page', () => {
    const csv = path('grades.csv');
    const report = path('report.html');
    const io = capture();
    const files = ['alice.json', 'bob.json', 'forged.json', 'alice-as-bob.json', 'truncated.json'].map(path);
    expect(main(['grade', ...files, '--course', COURSE, '--csv', csv, '--report', report], io)).toBe(0);
    // stdout: one line per submission.
    expect(io.stdout).toHaveLength(5);
    expect(io.stdout[2]).toMatch(/forged\.json {2}alice {2}\d+\/\d+ .*\[.*forged:c2-lab1.*\]/);
    const lines = readFileSync(csv, 'utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe(['student', 'file', ...PER_STUDENT, 'total', 'max', 'late', 'flags', 'notes'].map((h) => `"${h}"`).join(','));
    const students = lines.slice(1).map((l) => JSON.parse(`[${l}]`)[0]);
    // alice (two files: the latest kept), bob (two), and the unreadable file's own row.
    expect(students).toEqual(['alice', 'bob', '']);
    expect(lines.slice(1).every((l) => l.split('","').length === PER_STUDENT.length + 7)).toBe(true);
    // alice's row names what her other file hid: a forged run.
    expect(lines[1]).toMatch(/forged:c2-lab1/);
    const html = readFileSync(report, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script|<link |src=/);
    expect(html).toMatch(/c2-lab1/);
    expect(html).toMatch(/<code>forged:c2-lab1<\/code> <code>alice<\/code>/);
  });

  it('bad flags and a bad course file are one line each', () => {
    const io = capture();
    expect(main(['grade', path('alice.json')], io)).toBe(1);
    expect(io.stderr[0]).toMatch(/--course is required/);
    const bad = write('bad-course.json', { version: 1, course: 'X', exercises: ['c9-e9'] });
    const io2 = capture();
    expect(main(['grade', path('alice.json'), '--course', bad], io2)).toBe(1);
    expect(io2.stderr[0]).toMatch(/exercises\[0\]: unknown exercise c9-e9 .* \/ exercises\[0\]: ejercicio desconocido c9-e9/);
    const io3 = capture();
    expect(main(['grade', path('alice.json'), path('bob.json'), '--course', COURSE, '--gradescope', path('r.json')], io3)).toBe(1);
    expect(io3.stderr[0]).toMatch(/--gradescope grades exactly one submission/);
    const io3b = capture();
    expect(main(['grade', dir, '--course', COURSE, '--gradescope', path('r.json')], io3b)).toBe(1);
    expect(io3b.stderr[0]).toMatch(/--gradescope grades exactly one submission; .* holds \d+/);
    const io4 = capture();
    expect(main(['key', '--course', COURSE, '--student', 'a', '--lang', 'fr'], io4)).toBe(1);
    expect(io4.stderr[0]).toMatch(/--lang: fr is not a language \(valid: es, en\)/);
  });

  it('exercises lists every exercise; --json too', () => {
    const io = capture();
    expect(main(['exercises', '--json'], io)).toBe(0);
    const rows = JSON.parse(io.stdout.join('\n'));
    expect(rows.map((r: { id: string }) => r.id)).toEqual(EXERCISES.map((e) => e.id));
    expect(rows[0]).toMatchObject({ id: 'c1-e1', chapter: 1, kind: 'numeric', points: 10 });
  });
});
