// Properties every exercise keeps: both languages, deterministic per-student parameters that
// differ across students, a key its own checker accepts, and feedback that never hides a field.
import { describe, expect, it } from 'vitest';
import { EXERCISES, exerciseById } from './registry';
import { rawText } from './text';
import { leafKeys } from '../i18n/keys';
import en from './locales/en.json';
import es from './locales/es.json';
import type { ExerciseDef } from './types';

const STUDENTS = Array.from({ length: 40 }, (_, i) => `student-${i}`);
const ctx = (student: string) => ({ course: 'REDES-2026', student });

describe('the registry', () => {
  it('has the Session A exercises of contracts.md, and two run-and-report ones', () => {
    const ids = EXERCISES.map((e) => e.id);
    for (const id of ['c1-e1', 'c2-e2', 'c3-e1', 'c3-e1b', 'c4-e3', 'c5-e4', 'c5-e5']) expect(ids).toContain(id);
    expect(EXERCISES.filter((e) => e.kind === 'run-and-report').length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(ids.length);
    expect(exerciseById('c3-e1')?.chapter).toBe(3);
    expect(exerciseById('nope')).toBeUndefined();
  });

  it('locale files have the same keys in both languages', () => {
    expect(leafKeys(es)).toEqual(leafKeys(en));
  });
});

describe.each(EXERCISES.map((e) => [e.id, e] as [string, ExerciseDef]))('%s', (_id, e) => {
  it('has a title and a statement in both languages, every placeholder filled', () => {
    for (const lang of ['es', 'en'] as const) {
      expect(e.title[lang].length).toBeGreaterThan(3);
      for (const c of [{ course: null, student: null }, ctx('ana')]) {
        const s = e.statement(lang, e.params(c));
        expect(s).not.toMatch(/\{\{|exercises\./);
        expect(s.length).toBeGreaterThan(40);
      }
    }
  });

  it('has every string its form and mistakes need, in both languages', () => {
    const form = e.form(e.params({ course: null, student: null }));
    const labels = form.kind === 'numeric' ? [...form.fields.map((f) => f.label), ...(form.choices ?? []).flatMap((c) => [c.label, ...c.options.map((o) => o.label)])]
      : form.kind === 'table' ? form.columns.map((c) => c.label)
        : form.kind === 'choice' ? form.options.map((o) => o.label) : form.fields.map((f) => f.label);
    for (const l of [...labels, ...e.mistakes.map((m) => m.hint)]) {
      expect(l.es).not.toMatch(/^exercises\./);
      expect(l.en).not.toMatch(/^exercises\./);
    }
    // A hint is a sentence in each language, not the same text twice.
    for (const m of e.mistakes) {
      expect(rawText('es', `${e.id}.mistakes.${m.id}`)).toBeTruthy();
      expect(m.hint.es).not.toBe(m.hint.en);
    }
  });

  it('draws parameters that are stable for one student and differ across students', () => {
    const a = e.params(ctx('alice'));
    expect(e.params(ctx('alice'))).toEqual(a);
    // Case and surrounding spaces do not make another student.
    expect(e.params({ course: ' redes-2026 ', student: 'ALICE ' })).toEqual(a);
    const distinct = new Set(STUDENTS.map((s) => JSON.stringify(e.params(ctx(s)))));
    expect(distinct.size).toBeGreaterThanOrEqual(5);
    // Another course, other numbers for the same student.
    const other = new Set(['A', 'B', 'C', 'D', 'E'].map((c) => JSON.stringify(e.params({ course: c, student: 'alice' }))));
    expect(other.size).toBeGreaterThan(1);
  });

  it('uses the notes\' own numbers without a course code (with or without a student)', () => {
    expect(e.params({ course: null, student: 'alice' })).toEqual(e.params({ course: null, student: null }));
  });

  it.runIf(e.kind !== 'run-and-report')('accepts its own key for every student, and rejects an empty answer', () => {
    for (const s of STUDENTS) {
      const p = e.params(ctx(s));
      const f = e.check(p, e.key(p));
      expect(f.verdict, `${s}: ${f.message.en}`).toBe('right');
      expect(f.score).toBe(1);
      expect(e.check(p, {}).verdict).toBe('incomplete');
    }
  });

  it.runIf(e.kind === 'run-and-report')('asks for a run before it can check', () => {
    const p = e.params(ctx('alice'));
    const f = e.check(p, e.key(p));
    expect(f.verdict).toBe('incomplete');
    expect(f.message.en).toMatch(/run/);
    expect(f.message.es).toMatch(/corrida/);
    expect(e.scenario!(p)).toMatchObject({ version: 1 });
  });

  it('parameters are JSON (they travel inside submissions)', () => {
    const p = e.params(ctx('bob'));
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });
});
