// `key --course F --student ID [--json] [--lang es|en]`: the answer key of one student as a
// submission that scores full marks (run-and-report exercises run in Node, their RunRecords
// attached), or as readable text. Also builds the keys of many students for `grade --bench`.
import {
  assignedExercises, buildSubmission, pointsOf, stableStringify, type Answer, type Course, type ExerciseDef, type Lang, type RunRecordLike,
  type StudentWork, type Submission,
} from '../exercises';
import { num, text } from '../exercises/text';
import { readCourseFile } from './grade-files';
import { simulateAllSync } from './grade-pool';
import { simulate } from './grade-worker';
import { CliError, type Io } from './io';

const USAGE = 'usage: key --course course.json --student ID [--json] [--lang es|en]';

export function parseLang(v: string | undefined, flag = '--lang'): Lang {
  if (v === 'es' || v === 'en') return v;
  throw new CliError(`${flag}: ${v ?? '(none)'} is not a language (valid: es, en)`);
}

/** The run-and-report scenarios of one student, by exercise id. */
export function keyScenarios(course: Course, student: string): { id: string; scenario: Record<string, unknown> }[] {
  return assignedExercises(course)
    .filter((e) => e.scenario)
    .map((e) => ({ id: e.id, scenario: e.scenario!(e.params({ course: course.course, student })) }));
}

/** The key of one student as StudentWork, given the RunRecord of each run-and-report exercise. */
export function keyWork(course: Course, student: string, lang: Lang, runs: ReadonlyMap<string, RunRecordLike>, created?: string): StudentWork {
  return {
    course: course.course, student, lang, created,
    exercises: assignedExercises(course).map((e) => {
      const params = e.params({ course: course.course, student });
      const run = runs.get(e.id);
      const answer: Answer = run && e.keyFromRun ? e.keyFromRun(params, run) : e.key(params);
      return run ? { id: e.id, params, answer, runs: [run] } : { id: e.id, params, answer };
    }),
  };
}

/** Keys of many students, the runs simulated on `workers` threads (identical scenarios once). */
export function keySubmissions(course: Course, students: readonly string[], lang: Lang, workers: number, created?: string): Submission[] {
  const perStudent = students.map((s) => keyScenarios(course, s));
  const unique = new Map<string, unknown>();
  for (const list of perStudent) for (const { scenario } of list) unique.set(stableStringify(scenario), scenario);
  const keys = [...unique.keys()];
  const outcomes = simulateAllSync([...unique.values()], workers);
  const records = new Map<string, RunRecordLike>();
  outcomes.forEach((o, i) => {
    if ('error' in o) throw new CliError(`key: a run could not be simulated: ${o.error}`);
    records.set(keys[i], o.record as unknown as RunRecordLike);
  });
  return students.map((s, i) => {
    // A copy per student: students who ran the same scenario must not share one object.
    const runs = new Map(perStudent[i].map(({ id, scenario }) => [id, structuredClone(records.get(stableStringify(scenario))!)]));
    return buildSubmission(keyWork(course, s, lang, runs, created));
  });
}

function formatAnswer(e: ExerciseDef, answer: Answer, lang: Lang): string[] {
  const form = e.form(e.params({ course: null, student: null }));
  const lines: string[] = [];
  for (const [name, v] of Object.entries(answer)) {
    if (name === 'table' && Array.isArray(v)) {
      lines.push(`  ${(v as number[][]).map((row, i) => `${i + 1}:${row.join('/')}`).join(' ')}`);
      continue;
    }
    const unit = form.kind === 'numeric' || form.kind === 'run-and-report' ? form.fields.find((f) => f.name === name)?.unit ?? '' : '';
    const label = text(lang, `${e.id}.fields.${name}`);
    const shown = typeof v === 'number' ? num(v, lang, 3) : typeof v === 'string' ? text(lang, `${e.id}.choices.${name}.${v}`) : JSON.stringify(v);
    lines.push(`  ${label.startsWith('exercises.') ? text(lang, `${e.id}.choices.${name}.label`) : label}: ${shown}${unit ? ` ${unit}` : ''}`);
  }
  return lines;
}

export function keyCommand(args: readonly string[], io: Io): number {
  let coursePath: string | null = null;
  let student: string | null = null;
  let json = false;
  let lang: Lang = 'es';
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--json') json = true;
    else if (a === '--course' || a === '--student' || a === '--lang') {
      const v = args[++i];
      if (v === undefined || v.startsWith('--')) throw new CliError(`${a} needs a value (${USAGE})`);
      if (a === '--course') coursePath = v;
      else if (a === '--student') student = v;
      else lang = parseLang(v);
    } else throw new CliError(`unknown option ${a} (${USAGE})`);
  }
  if (coursePath === null || student === null) throw new CliError(USAGE);
  if (student.trim() === '') throw new CliError('--student: must not be empty');
  const course = readCourseFile(coursePath);
  const runs = new Map<string, RunRecordLike>();
  for (const { id, scenario } of keyScenarios(course, student)) {
    const { series: _s, ...rec } = simulate(scenario);
    runs.set(id, rec as unknown as RunRecordLike);
  }
  const submission = buildSubmission(keyWork(course, student, lang, runs));
  if (json) {
    io.out(JSON.stringify(submission, null, 2));
    return 0;
  }
  io.out(text(lang, 'cli.keyTitle', { course: course.course, student }));
  for (const e of assignedExercises(course)) {
    const entry = submission.exercises.find((x) => x.id === e.id)!;
    io.out('');
    io.out(`${e.id}  ${e.title[lang]}  (${text(lang, 'cli.points', { points: pointsOf(course, e), count: pointsOf(course, e) })})`);
    io.out(e.statement(lang, entry.params as never).split('\n').map((l) => `  ${l}`).join('\n'));
    io.out(`  ${text(lang, 'cli.keyAnswer')}`);
    for (const l of formatAnswer(e, entry.answer as Answer, lang)) io.out(l);
  }
  return 0;
}
