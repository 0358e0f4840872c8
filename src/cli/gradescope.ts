// Gradescope's results.json for one graded submission, with only the fields Gradescope documents
// (gradescope-autograders.readthedocs.io, "Autograder Specifications", output format): top level
// score, execution_time, output, visibility, stdout_visibility, tests; per test name, number,
// score, max_score, output, visibility. Output is in the student's language (both for a file
// that could not be read: its language is unknown).
import type { ExerciseGrade, GradeResult, Lang, Localised } from '../exercises';
import { exerciseById } from '../exercises';
import { text } from '../exercises/text';

export type Visibility = 'hidden' | 'after_due_date' | 'after_published' | 'visible';

export interface GradescopeTest {
  name: string;
  number: string;
  score: number;
  max_score: number;
  output: string;
  visibility: Visibility;
}

export interface GradescopeResults {
  score: number;
  execution_time: number;
  output: string;
  visibility: Visibility;
  stdout_visibility: Visibility;
  tests: GradescopeTest[];
}

/** Every top-level and per-test field Gradescope's specification lists (a test checks ours against it). */
export const GRADESCOPE_TOP_FIELDS = ['score', 'execution_time', 'output', 'output_format', 'test_output_format', 'test_name_format', 'visibility', 'stdout_visibility', 'extra_data', 'tests', 'leaderboard'] as const;
export const GRADESCOPE_TEST_FIELDS = ['score', 'max_score', 'status', 'name', 'name_format', 'number', 'output', 'output_format', 'tags', 'visibility', 'extra_data'] as const;

function pick(m: Localised, lang: Lang | null): string {
  return lang === null ? (m.es === m.en ? m.en : `${m.es}\n${m.en}`) : m[lang];
}

function testOutput(e: ExerciseGrade, lang: Lang | null): string {
  const lines = [pick(e.feedback.message, lang)];
  if (e.feedback.hint) lines.push(pick(e.feedback.hint, lang));
  for (const n of e.notes) lines.push(pick(n, lang));
  return lines.join('\n\n');
}

export function gradescopeResults(r: GradeResult, opts: { executionTime: number; visibility?: Visibility }): GradescopeResults {
  const lang = r.error ? null : r.lang;
  const visibility = opts.visibility ?? 'visible';
  const title = (id: string) => {
    const t = exerciseById(id)?.title;
    return t ? pick(t, lang ?? 'en') : id;
  };
  const head = r.error
    ? pick(r.error, null)
    : text(r.lang, 'cli.gradescopeHead', { score: r.score, max: r.max, count: r.max, student: r.student ?? '—', course: r.course });
  return {
    score: r.score,
    execution_time: Math.round(opts.executionTime * 1000) / 1000,
    output: [head, ...r.notes.map((n) => pick(n, lang))].join('\n\n'),
    visibility,
    stdout_visibility: 'hidden',
    tests: r.exercises.map((e, i) => ({
      name: `${e.id}: ${title(e.id)}`,
      number: String(i + 1),
      score: e.points,
      max_score: e.max,
      output: testOutput(e, lang),
      visibility,
    })),
  };
}
