// The submission and course files: a build/parse round trip, errors that name the field in both
// languages, the size limit, truncated JSON and keys that could reach a prototype.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assignedExercises, parseCourse, parseCourseText, pointsOf } from './course';
import { EXERCISES } from './registry';
import { buildSubmission, parseSubmission, parseSubmissionText } from './submission';
import { ENGINE_NAME } from '../sim/version';

const ROOT = join(import.meta.dirname, '..', '..');

function work() {
  return buildSubmission({
    course: 'REDES-2026-1', student: 'ana', lang: 'es', created: '2026-04-01T12:00:00Z',
    exercises: [{ id: 'c5-e5', answer: { ratio: 2 } }, { id: 'c3-e1', answer: { table: [[1], [2], [null]] } }],
    predictions: [{ id: 'c2-p1', value: 60, skipped: false, simulated: 58.1, t: '2026-04-01T11:00:00Z' }],
  });
}

describe('submission (version 1)', () => {
  it('buildSubmission fills the engine, the parameters and drops run series; it parses back', () => {
    const s = work();
    expect(s.engine).toBe(ENGINE_NAME);
    expect(s.exercises[0].params).toEqual(EXERCISES.find((e) => e.id === 'c5-e5')!.params({ course: 'REDES-2026-1', student: 'ana' }));
    const r = parseSubmissionText(JSON.stringify(s));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value).toEqual(s);
    const withSeries = buildSubmission({
      course: null, student: null, lang: 'en',
      exercises: [{ id: 'c2-lab1', answer: {}, runs: [{ version: 1, engine: ENGINE_NAME, scenario: {}, summary: { flows: [], pings: [], queue: {}, jain: 1, events: 0 }, series: { t_s: [1] } }] }],
    });
    expect(withSeries.exercises[0].runs[0]).not.toHaveProperty('series');
  });

  it('a wrong shape is refused with the field named, in Spanish and English', () => {
    const s = work() as unknown as { exercises: { answer: unknown }[] };
    s.exercises[0].answer = 'two';
    const r = parseSubmission(s);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.en).toMatch(/^exercises\[0\]\.answer: expected an object/);
      expect(r.error.es).toMatch(/^exercises\[0\]\.answer: se esperaba un objeto/);
    }
    const missing = parseSubmission({ ...work(), student: undefined });
    expect(!missing.ok && missing.error.es).toMatch(/Falta student/);
    const lang = parseSubmission({ ...work(), lang: 'fr' });
    expect(!lang.ok && lang.error.en).toMatch(/lang: must be one of "es", "en"/);
    const date = parseSubmission({ ...work(), created: 'yesterday' });
    expect(!date.ok && date.error.en).toMatch(/created: must be an ISO date/);
    const v2 = parseSubmission({ ...work(), version: 2 });
    expect(!v2.ok && v2.error.en).toMatch(/version: 2 is not a submission version/);
    const dup = work();
    dup.exercises.push({ ...dup.exercises[0] });
    const d = parseSubmission(dup);
    expect(!d.ok && d.error.es).toMatch(/exercises\[2\]\.id: el ejercicio c5-e5 aparece dos veces/);
  });

  it('truncated JSON, an oversized text and prototype keys are refused with a message', () => {
    const text = JSON.stringify(work());
    const t = parseSubmissionText(text.slice(0, text.length / 2));
    expect(!t.ok && t.error.en).toMatch(/not valid JSON \(a truncated download/);
    expect(!t.ok && t.error.es).toMatch(/no es JSON válido/);
    const big = parseSubmissionText(' '.repeat(1024 * 1024 + 10), 1024 * 1024);
    expect(!big.ok && big.error.en).toMatch(/The file is 1 MB; the limit is 1 MB/);
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const bad = text.replace('"answer":{', `"answer":{"${key}":{"polluted":1},`);
      const r = parseSubmissionText(bad);
      expect(r.ok, key).toBe(false);
      expect(!r.ok && r.error.en).toMatch(new RegExp(`exercises\\[0\\]\\.answer\\.${key}: this key name is not allowed`));
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('course file (version 1)', () => {
  it('examples/course.json is valid: chapters and ids expand in course order, points overridden', () => {
    const r = parseCourseText(readFileSync(join(ROOT, 'examples/course.json'), 'utf8'));
    expect(r.ok, r.ok ? '' : r.error.en).toBe(true);
    if (!r.ok) return;
    const ids = assignedExercises(r.value).map((e) => e.id);
    expect(ids).toEqual(EXERCISES.map((e) => e.id));
    expect(pointsOf(r.value, EXERCISES.find((e) => e.id === 'c3-e1')!)).toBe(20);
  });

  it('"all", and errors naming the field: unknown exercise, empty chapter, typo, tolerance range', () => {
    const ok = parseCourse({ version: 1, course: 'X', exercises: 'all' });
    expect(ok.ok && assignedExercises(ok.value).length).toBe(EXERCISES.length);
    const unknown = parseCourse({ version: 1, course: 'X', exercises: ['c3-e1', 'c9-e9'] });
    expect(!unknown.ok && unknown.error.en).toMatch(/^exercises\[1\]: unknown exercise c9-e9 \(valid: c1-e1/);
    // Every chapter (1 to 13) now has exercises: a chapter past the course is the error left.
    const chapter = parseCourse({ version: 1, course: 'X', exercises: [{ chapter: 14 }] });
    expect(!chapter.ok && chapter.error.es).toBe('exercises[0].chapter: a lo más 13.');
    const typo = parseCourse({ version: 1, course: 'X', exercises: 'all', poins: {} });
    expect(!typo.ok && typo.error.en).toBe('poins: unknown field.');
    const tol = parseCourse({ version: 1, course: 'X', exercises: 'all', tolerance: { 'c4-e3': 2 } });
    expect(!tol.ok && tol.error.en).toBe('tolerance.c4-e3: at most 0.5.');
    const pts = parseCourse({ version: 1, course: 'X', exercises: 'all', points: { 'c4-e9': 2 } });
    expect(!pts.ok && pts.error.en).toMatch(/^points\.c4-e9: unknown exercise/);
    const code = parseCourse({ version: 1, course: '  ', exercises: 'all' });
    expect(!code.ok && code.error.es).toBe("course: no puede estar vacío.");
  });
});

describe('docs/submission.md', () => {
  const doc = readFileSync(join(ROOT, 'docs/submission.md'), 'utf8');
  const blocks = [...doc.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => JSON.parse(m[1]) as unknown);

  it('its submission example is valid, and grades full marks once its run is re-simulated', async () => {
    const { planGrading, finishGrading } = await import('./grading');
    const { createSimulation } = await import('../sim');
    const sub = parseSubmission(blocks[0]);
    expect(sub.ok, sub.ok ? '' : sub.error.en).toBe(true);
    if (!sub.ok) return;
    const course = parseCourse({ version: 1, course: 'REDES-2026-1', exercises: sub.value.exercises.map((e) => e.id) });
    if (!course.ok) throw new Error(course.error.en);
    const plan = planGrading('example', sub.value, course.value);
    expect(plan.jobs).toHaveLength(1);
    const sim = createSimulation(plan.jobs[0].scenario);
    sim.runToEnd();
    const rec = sim.record();
    const r = finishGrading(plan, new Map([[plan.jobs[0].key, { summary: rec.summary as never, engine: rec.engine }]]), rec.engine);
    expect(r.score).toBe(r.max);
    expect(r.exercises.find((e) => e.id === 'c2-lab1')!.prediction).toEqual({ value: 60, simulated: expect.any(Number) });
  });

  it('its course example is examples/course.json', () => {
    expect(blocks[1]).toEqual(JSON.parse(readFileSync(join(ROOT, 'examples/course.json'), 'utf8')));
  });
});
