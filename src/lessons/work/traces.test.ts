// Issue 22, item 4: the export carries each exercise's checks (count, and each checked answer with
// its time) and each prediction's first value, revisions and when its result was shown; an import
// brings them back; and the grader reads them: attempts per exercise, over the course's cap, and
// predictions changed after the result.
import { describe, expect, it } from 'vitest';
import { parseCourse, type Course } from '../../exercises/course';
import { finishGrading, planGrading } from '../../exercises/grading';
import { parseSubmission } from '../../exercises/submission';
import { text } from '../../exercises/text';
import { gradeClass } from '../../grader/gradeClass';
import { createSierraStore } from '../../store';
import { parseSavedWork, serialiseWork } from './persistence';
import { submissionOf, workFromSubmissionText, type Work } from './submission';

const course = (extra: Record<string, unknown> = {}): Course => {
  const r = parseCourse({ version: 1, course: 'CC4303', exercises: ['c4-e3'], ...extra });
  if (!r.ok) throw new Error(r.error.en);
  return r.value;
};

/** A student's work made through the store's own actions, as the page makes it. */
function workOf(checks: number): Work {
  const store = createSierraStore();
  const s = () => store.getState();
  s().setIdentity({ course: 'CC4303', student: 'ana' });
  s().commitPrediction({ id: 'c2-p1', widget: 'c2-w1', value: 50, unit: 'ms', skipped: false, t: '2026-03-02T10:00:00.000Z' });
  s().setPredictionSimulated('c2-p1', 61.2, '2026-03-02T10:01:00.000Z');
  s().clearPrediction('c2-p1');
  s().commitPrediction({ id: 'c2-p1', widget: 'c2-w1', value: 61, unit: 'ms', skipped: false, t: '2026-03-02T10:02:00.000Z' });
  for (let i = 0; i < checks; i++) s().recordCheck('c4-e3', { rate_mbps: 10 + i }, 'wrong', `2026-03-02T10:1${i}:00.000Z`);
  return { identity: s().identity, predictions: s().predictions, exercises: s().exercises, predictionHistory: s().predictionHistory };
}

describe('the traces in the exported work', () => {
  it('carry the checks and the prediction history in the submission format, and come back on import and reload', () => {
    const work = workOf(3);
    const sub = submissionOf(work, 'es', new Date('2026-03-02T11:00:00.000Z'));
    const parsed = parseSubmission(JSON.parse(JSON.stringify(sub)));
    expect(parsed.ok).toBe(true);
    const ex = sub.exercises.find((e) => e.id === 'c4-e3')!;
    expect(ex.checks).toBe(3);
    expect(ex.checked?.map((c) => c.t)).toEqual(['2026-03-02T10:10:00.000Z', '2026-03-02T10:11:00.000Z', '2026-03-02T10:12:00.000Z']);
    expect(ex.checked?.[2].answer).toEqual({ rate_mbps: 12 });
    expect(sub.predictions[0]).toMatchObject({
      id: 'c2-p1', value: 61, first: { value: 50, t: '2026-03-02T10:00:00.000Z' },
      revisions: [{ value: 61, t: '2026-03-02T10:02:00.000Z' }], shown: '2026-03-02T10:01:00.000Z',
    });

    const back = workFromSubmissionText(JSON.stringify(sub));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.work.exercises['c4-e3']).toMatchObject({ checks: 3, checked: ex.checked });
    expect(back.work.predictionHistory?.['c2-p1']).toEqual(work.predictionHistory?.['c2-p1']);
    expect(parseSavedWork(serialiseWork({ ...work, predictionHistory: work.predictionHistory ?? {} }))).toEqual(work);
  });

  it('say 0 checks for an exercise answered but never checked (this lab counts them)', () => {
    const sub = submissionOf({ identity: { course: null, student: null }, predictions: {}, exercises: { 'c4-e3': { id: 'c4-e3', answer: {}, runs: [] } } }, 'en');
    expect(sub.exercises[0]).toMatchObject({ checks: 0, checked: [] });
  });

  it('a saved copy with a malformed trace keeps the rest of the work', () => {
    const text = JSON.stringify({
      version: 1, identity: { course: null, student: null }, predictions: {},
      exercises: { 'c4-e3': { id: 'c4-e3', answer: {}, runs: [], checks: -4, checked: [{ t: 'yesterday', answer: {} }, { t: '2026-03-02T10:10:00Z', answer: { a: 1 } }] } },
      predictionHistory: { p: { first: { value: {}, t: 'x' } }, q: { first: { value: 3, t: '2026-03-02T10:10:00Z' }, revisions: [7, { value: 4, t: '2026-03-02T10:11:00Z' }] } },
    });
    const w = parseSavedWork(text);
    expect(w?.exercises['c4-e3']).toMatchObject({ checks: 1, checked: [{ t: '2026-03-02T10:10:00Z', answer: { a: 1 } }] });
    expect(w?.predictionHistory).toEqual({ q: { first: { value: 3, t: '2026-03-02T10:10:00Z' }, revisions: [{ value: 4, t: '2026-03-02T10:11:00Z' }] } });
  });
});

describe('the grader reads the traces the lab writes', () => {
  const grade = (checks: number, c: Course) => {
    const sub = parseSubmission(JSON.parse(JSON.stringify(submissionOf(workOf(checks), 'en', new Date('2026-03-02T11:00:00.000Z')))));
    if (!sub.ok) throw new Error(sub.error.en);
    return finishGrading(planGrading('ana.json', sub.value, c), new Map());
  };

  it('shows the attempts per exercise, flags checks over the cap and the prediction changed after its result', () => {
    const under = grade(2, course({ maxAttempts: 2 }));
    expect(under.exercises.find((e) => e.id === 'c4-e3')?.attempts).toBe(2);
    expect(under.findings.map((f) => f.kind)).not.toContain('over-cap');
    expect(under.findings.map((f) => f.kind)).toContain('prediction-changed');
    const over = grade(3, course({ maxAttempts: 2 }));
    expect(over.exercises.find((e) => e.id === 'c4-e3')?.attempts).toBe(3);
    expect(over.findings.filter((f) => f.kind === 'over-cap').map((f) => f.exercise)).toEqual(['c4-e3']);
  });

  it('the class report shows the checks per exercise and the lesson prediction changed after its result', () => {
    const files = [2, 3].map((n, i) => ({ name: `s${i}.json`, content: JSON.stringify({ ...submissionOf(workOf(n), 'en', new Date('2026-03-02T11:00:00.000Z')), student: `s${i}` }) }));
    const out = gradeClass(files, { course: course({ maxAttempts: 2 }), engine: 'sierra 0.4.1', lang: 'en', now: Date.parse('2026-03-03T00:00:00Z') }, () => []);
    const row = (html: string, id: string) => html.split('<tr>').find((r) => r.includes(`<code>${id}</code>`)) ?? '';
    const cells = (r: string) => [...r.matchAll(/<td class="n">([^<]*)<\/td>/g)].map((m) => m[1]);
    // The checks table (after its heading): known 2, median 2.5, most 3, over the cap 1.
    const checks = out.report.slice(out.report.indexOf(`<h2>${text('en', 'report.attempts')}</h2>`));
    expect(cells(row(checks, 'c4-e3')).slice(0, 4)).toEqual(['2', '2.5', '3', '1']);
    // The predictions table's last cell: both files changed c2-p1 after its result.
    expect(cells(row(out.report, 'c2-p1')).at(-1)).toBe('2');
  });
});
