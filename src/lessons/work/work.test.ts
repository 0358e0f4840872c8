import { describe, expect, it } from 'vitest';
import { identityFrom, identityFromSearch, isIdentity } from './identity';
import { parseSavedWork, serialiseWork } from './persistence';
import { submissionOf, workFromSubmissionText, type Work } from './submission';

const NOTES_TABLE = [1, 2, 4, 8, 16, 32, 33, 34, 35, 17, 18, 19, 20, 21, 22, 1, 2, 4, 8, 11, 12, 13];

const work: Work = {
  identity: { course: 'CC4303', student: '20231234' },
  predictions: {
    'c2-p1': { id: 'c2-p1', widget: 'c2-w1', value: 50, unit: 'ms', skipped: false, t: '2026-03-02T10:00:00.000Z', simulated: 58.1 },
    'c1-p1': { id: 'c1-p1', widget: 'c1-w1', value: null, unit: 'ms', skipped: true, t: '2026-03-02T10:01:00.000Z' },
  },
  exercises: { 'c3-e1': { id: 'c3-e1', answer: { table: NOTES_TABLE.map((c) => [c]) }, runs: [], verdict: 'wrong' } },
};

describe('the student identity', () => {
  it('takes a course code and a student id of letters, digits and - _ . (trimmed)', () => {
    expect(identityFrom(' CC4303 ', '2023-12.a_b')).toEqual({ course: 'CC4303', student: '2023-12.a_b' });
    for (const [c, s] of [['', '1'], ['CC', ''], ['C C', '1'], ['CC', 'x'.repeat(41)], ['<b>', '1']]) expect(identityFrom(c, s), `${c}|${s}`).toBeNull();
  });
  it('comes from a link only when it carries both, acceptable', () => {
    expect(identityFromSearch('?lang=es&course=CC4303&student=17')).toEqual({ course: 'CC4303', student: '17' });
    expect(identityFromSearch('?course=CC4303')).toBeNull();
    expect(identityFromSearch('?course=CC4303&student=a%20b')).toBeNull();
    expect(isIdentity({ course: null, student: null })).toBe(true);
    expect(isIdentity({ course: 'x', student: null })).toBe(false);
  });
});

describe('the work kept in the browser', () => {
  it('reads back what it wrote, and refuses anything else', () => {
    expect(parseSavedWork(serialiseWork({ ...work, predictionHistory: {} }))).toEqual({ ...work, predictionHistory: {} });
    for (const bad of ['', 'null', '{', '{"version":2}', JSON.stringify({ version: 1, identity: { course: 'a b', student: 'x' }, predictions: {}, exercises: {} }), JSON.stringify({ version: 1, identity: { course: null, student: null }, predictions: { p: { id: 'p' } }, exercises: {} })]) {
      expect(parseSavedWork(bad), bad).toBeNull();
    }
  });
});

describe('export and import of the work', () => {
  it('exports the submission format with the parameters this student draws, and imports it back', () => {
    const s = submissionOf(work, 'es', new Date('2026-03-02T11:00:00.000Z'));
    expect(s).toMatchObject({ version: 1, course: 'CC4303', student: '20231234', lang: 'es', created: '2026-03-02T11:00:00.000Z' });
    const ex = s.exercises.find((e) => e.id === 'c3-e1')!;
    expect(ex.answer.table).toEqual(NOTES_TABLE.map((c) => [c]));
    // A student's own numbers, not the notes' (ssthresh 32, dup ACKs at 9, timeout at 15).
    expect(ex.params).not.toEqual({ ssthresh: 32, dup_round: 9, timeout_round: 15, rounds: 22 });
    expect(s.predictions).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'c2-p1', value: 50, simulated: 58.1, skipped: false }), expect.objectContaining({ id: 'c1-p1', value: null, skipped: true })]));

    const back = workFromSubmissionText(JSON.stringify(s));
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.work.identity).toEqual(work.identity);
    expect(back.work.exercises['c3-e1'].answer).toEqual(work.exercises['c3-e1'].answer);
    expect(back.work.predictions['c2-p1']).toMatchObject({ value: 50, skipped: false, simulated: 58.1 });
  });

  it('refuses a file that is not a submission, naming the problem in both languages', () => {
    for (const text of ['', 'not json', '{"version": 1, "exercises": 3}', '{"version": 2}']) {
      const r = workFromSubmissionText(text);
      expect(r.ok, text).toBe(false);
      if (!r.ok && r.problem.kind === 'file') {
        expect(r.problem.error.es.length).toBeGreaterThan(5);
        expect(r.problem.error.en.length).toBeGreaterThan(5);
      }
    }
  });

  it('refuses an identity the lab could not use (and so could not keep)', () => {
    const s = { ...submissionOf({ ...work, identity: { course: null, student: null } }, 'en'), course: 'two words', student: 'x' };
    expect(workFromSubmissionText(JSON.stringify(s))).toEqual({ ok: false, problem: { kind: 'identity' } });
  });
});
