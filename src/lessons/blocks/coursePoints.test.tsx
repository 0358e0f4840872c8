// Issue 22, done means: "Points shown in the lab equal the course's points when a course code is
// set." Every exercise of the example course (examples/course.json) is rendered as the chapter
// page renders it, with a student of that course and the course file the lab was served with, and
// the points it shows are the course file's (its overrides: c3-e1 20, c3-e1b 5); without a course
// code, or with another course's, the exercise's own points.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assignedExercises, parseCourseText, pointsOf, type Course } from '../../exercises/course';
import { EXERCISES } from '../../exercises/registry';
import { i18n } from '../../i18n';
import { LOCALE_TREES } from '../../i18n/resources';
import { sierraStore, type SierraState, type StudentIdentity } from '../../store';
import { Exercise } from './Exercise';

const parsed = parseCourseText(readFileSync(new URL('../../../examples/course.json', import.meta.url), 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.en);
const COURSE: Course = parsed.value;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    react: { useSuspense: false },
    resources: { en: { translation: LOCALE_TREES.en }, es: { translation: LOCALE_TREES.es } },
    lng: 'es', fallbackLng: 'en', supportedLngs: ['es', 'en'], interpolation: { escapeValue: false },
  });
});

const initial = { ...sierraStore.getInitialState() };

/**
 * A server render reads the store's initial state (zustand hands React getInitialState as the
 * server snapshot): the state the page would have is written there.
 */
function setState(identity: StudentIdentity, courseFile: Course | null, exercises: SierraState['exercises'] = {}): void {
  Object.assign(sierraStore.getInitialState(), { identity, courseFile, exercises });
  sierraStore.setState({ identity, courseFile, exercises });
}

afterEach(() => {
  Object.assign(sierraStore.getInitialState(), initial);
  sierraStore.setState({ identity: initial.identity, courseFile: initial.courseFile, exercises: initial.exercises });
});

/** The points an exercise block shows (its data-points and its text). */
function shown(id: string): { points: string; text: string } {
  const html = renderToStaticMarkup(createElement(Exercise, { id }));
  const m = /<span class="lesson-exercise__points" data-testid="exercise-points" data-points="([^"]*)">([^<]*)<\/span>/.exec(html);
  if (!m) throw new Error(`${id}: no points shown`);
  return { points: m[1], text: m[2] };
}

describe('the course file in the lab', () => {
  it('equal the course file\'s for every exercise of the example course, when a student of that course is set', () => {
    setState({ course: 'redes-2026-1', student: 'ana' }, COURSE);
    const assigned = assignedExercises(COURSE);
    expect(assigned.length).toBeGreaterThan(20);
    for (const def of assigned) {
      const s = shown(def.id);
      expect(Number(s.points), def.id).toBe(pointsOf(COURSE, def));
      expect(s.text, def.id).toMatch(new RegExp(`^${pointsOf(COURSE, def)} punto`));
    }
    expect(shown('c3-e1').points).toBe('20');
    expect(shown('c3-e1b').points).toBe('5');
    // An exercise the course does not assign says so instead of points.
    const unassigned = EXERCISES.find((d) => !assigned.includes(d));
    if (unassigned) expect(shown(unassigned.id)).toEqual({ points: '', text: 'No está asignado en el curso REDES-2026-1: no suma puntos.' });
  });

  it('are the exercise\'s own without a course code, or for a student of another course', () => {
    for (const identity of [{ course: null, student: null }, { course: 'OTRO-1', student: 'ana' }]) {
      setState(identity, COURSE);
      const def = EXERCISES.find((d) => d.id === 'c3-e1')!;
      expect(shown('c3-e1').points).toBe(String(def.points));
      expect(def.points).not.toBe(20);
    }
  });

  it('at the course\'s cap on checks the check button is off and says why; before it, how many are left', () => {
    const capped = { ...COURSE, maxAttempts: 2 };
    const ana = { course: 'REDES-2026-1', student: 'ana' };
    const render = (checks: number) => {
      setState(ana, capped, { 'c4-e3': { id: 'c4-e3', answer: {}, runs: [], checks } });
      return renderToStaticMarkup(createElement(Exercise, { id: 'c4-e3' }));
    };
    const one = render(1);
    expect(one).toMatch(/data-testid="exercise-cap" data-left="1">Te queda 1 revisión de 2 en este ejercicio\.</);
    expect(one).not.toMatch(/data-testid="exercise-check" disabled/);
    const done = render(2);
    expect(done).toMatch(/<button type="submit" class="btn btn--primary" data-testid="exercise-check" disabled=""/);
    expect(done).toContain('Ya usaste las 2 revisiones que tu curso permite en este ejercicio: se entrega tu última respuesta revisada.');
    expect(done).toMatch(/<fieldset class="lesson-exercise__answer" disabled="">/);
    // Without a cap in the course file: no count, no limit.
    setState(ana, COURSE, { 'c4-e3': { id: 'c4-e3', answer: {}, runs: [], checks: 40 } });
    expect(renderToStaticMarkup(createElement(Exercise, { id: 'c4-e3' }))).not.toContain('exercise-cap');
  });
});
