// `grade SUBMISSION.json... --course course.json [--gradescope results.json] [--csv grades.csv]
// [--report report.html] [--jobs N] [--lang es|en] [--expect-student ID] [--bench N]`:
// reads every submission (a bad file is a message and a zero, the batch goes on), re-simulates
// every attached run on worker threads (identical scenarios once), grades each answer against
// the key of that student's parameters, prints one line per submission and writes the outputs.
import { writeFileSync } from 'node:fs';
import { ENGINE_NAME } from '../sim/version';
import {
  failedGrade, finishGrading, planGrading, courseLang, type Course, type GradePlan, type GradeResult, type Lang, type ResimResult,
} from '../exercises';
import { text } from '../exercises/text';
import { gradeBench } from './grade-bench';
import { expandSubmissionPaths, loadSubmission, readCourseFile } from './grade-files';
import { GradePoolError, simulateAllSync } from './grade-pool';
import { gradesCsv } from './grades-csv';
import { gradescopeResults } from './gradescope';
import { CliError, type Io } from './io';
import { parseLang } from './key';
import { classReport } from './report';
import { defaultJobs } from './sweep';

const USAGE = 'usage: grade SUBMISSION.json... --course course.json [--gradescope results.json] [--csv grades.csv] [--report report.html] [--jobs N] [--lang es|en] [--expect-student ID] [--json] | grade --bench N --course course.json [--jobs N]';
const MAX_JOBS_FLAG = 256;

export interface GradeArgs {
  files: string[];
  course: string | null;
  gradescope: string | null;
  csv: string | null;
  report: string | null;
  jobs: number | null;
  lang: Lang | null;
  expectStudent: string | null;
  bench: number | null;
  json: boolean;
}

const VALUED = ['--course', '--gradescope', '--csv', '--report', '--jobs', '--lang', '--expect-student', '--bench'];

function positiveInt(flag: string, v: string, max: number): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new CliError(`${flag}: ${v} is out of range (valid: integer 1 to ${max})`);
  return n;
}

export function parseGradeArgs(args: readonly string[]): GradeArgs {
  const out: GradeArgs = { files: [], course: null, gradescope: null, csv: null, report: null, jobs: null, lang: null, expectStudent: null, bench: null, json: false };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--json') out.json = true;
    else if (VALUED.includes(a)) {
      const v = args[++i];
      if (v === undefined || v.startsWith('--')) throw new CliError(`${a} needs a value (${USAGE})`);
      if (a === '--course') out.course = v;
      else if (a === '--gradescope') out.gradescope = v;
      else if (a === '--csv') out.csv = v;
      else if (a === '--report') out.report = v;
      else if (a === '--jobs') out.jobs = positiveInt(a, v, MAX_JOBS_FLAG);
      else if (a === '--lang') out.lang = parseLang(v);
      else if (a === '--expect-student') out.expectStudent = v;
      else out.bench = positiveInt(a, v, 10000);
    } else if (a.startsWith('-')) throw new CliError(`unknown option ${a} (${USAGE})`);
    else out.files.push(a);
  }
  if (out.course === null) throw new CliError(`--course is required (${USAGE})`);
  if (out.bench === null && out.files.length === 0) throw new CliError(USAGE);
  if (out.bench !== null && out.files.length > 0) throw new CliError('--bench generates its own submissions: give no files');
  if (out.gradescope !== null && out.files.length !== 1) throw new CliError('--gradescope grades one submission (Gradescope runs the autograder once per student)');
  return out;
}

export interface GradeStats {
  submissions: number;
  /** Runs attached to the answers that were re-simulated (before merging identical ones). */
  runs: number;
  /** Distinct scenarios simulated. */
  simulated: number;
  workers: number;
  simulateMs: number;
  totalMs: number;
}

/** Grades files against a course; never throws for a bad submission. */
export function gradeFiles(files: readonly string[], course: Course, opts: { jobs?: number; expectStudent?: string | null; now?: () => number } = {}): { results: GradeResult[]; stats: GradeStats } {
  const now = opts.now ?? (() => performance.now());
  const t0 = now();
  const loaded = files.map((f) => loadSubmission(f));
  const plans: (GradePlan | null)[] = loaded.map((l) => (l.ok ? planGrading(l.file, l.submission, course, opts.expectStudent ? { expectStudent: opts.expectStudent } : {}) : null));
  const unique = new Map<string, Record<string, unknown>>();
  let runs = 0;
  for (const p of plans) {
    for (const j of p?.jobs ?? []) {
      runs++;
      unique.set(j.key, j.scenario);
    }
  }
  const workers = Math.max(1, Math.min(opts.jobs ?? defaultJobs(), unique.size || 1));
  const t1 = now();
  let outcomes;
  try {
    outcomes = simulateAllSync([...unique.values()], workers);
  } catch (e) {
    if (e instanceof GradePoolError) throw new CliError(e.message);
    throw e;
  }
  const t2 = now();
  const resim = new Map<string, ResimResult>();
  [...unique.keys()].forEach((k, i) => {
    const o = outcomes[i];
    resim.set(k, 'error' in o ? { error: o.error } : { summary: o.record.summary as unknown as Extract<ResimResult, { summary: unknown }>['summary'], engine: o.record.engine });
  });
  const results = loaded.map((l, i) => (l.ok ? finishGrading(plans[i]!, resim, ENGINE_NAME) : failedGrade(l.file, course, l.error)));
  return { results, stats: { submissions: files.length, runs, simulated: unique.size, workers, simulateMs: t2 - t1, totalMs: now() - t0 } };
}

/** The one line stdout prints per submission. */
export function summaryLine(r: GradeResult, lang: Lang): string {
  const who = r.student ?? '—';
  const score = `${String(r.score)}/${r.max}`;
  if (r.error) return `${r.file}  ${who}  ${score}  ${text(lang, 'cli.error')}: ${r.error[lang]}`;
  const count = (v: string) => r.exercises.filter((e) => e.feedback.verdict === v).length;
  const parts = [text(lang, 'cli.counts', { right: count('right'), close: count('close'), wrong: count('wrong'), missing: count('incomplete') })];
  const forged = r.exercises.filter((e) => e.forged).map((e) => e.id);
  if (forged.length) parts.push(text(lang, 'cli.forged', { ids: forged.join(', ') }));
  for (const n of r.notes) parts.push(n[lang]);
  return `${r.file}  ${who}  ${score}  ${parts.join(' · ')}`;
}

function write(file: string, content: string): void {
  try {
    writeFileSync(file, content);
  } catch (e) {
    throw new CliError(`cannot write ${file} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

export function gradeCommand(args: readonly string[], io: Io): number {
  const a = parseGradeArgs(args);
  const course = readCourseFile(a.course!);
  const lang = a.lang ?? courseLang(course);
  if (a.bench !== null) return gradeBench(a.bench, course, a.jobs ?? defaultJobs(), lang, io);
  const files = expandSubmissionPaths(a.files);
  if (files.length === 0) throw new CliError(`no .json files in ${a.files.join(', ')}`);
  const { results, stats } = gradeFiles(files, course, { jobs: a.jobs ?? undefined, expectStudent: a.expectStudent });
  if (a.json) io.out(JSON.stringify(results, null, 2));
  else for (const r of results) io.out(summaryLine(r, lang));
  io.err(text('en', 'cli.stats', { n: stats.submissions, runs: stats.runs, simulated: stats.simulated, workers: stats.workers, s: (stats.totalMs / 1000).toFixed(1) }));
  if (a.gradescope !== null) write(a.gradescope, `${JSON.stringify(gradescopeResults(results[0], { executionTime: stats.totalMs / 1000 }), null, 2)}\n`);
  if (a.csv !== null) write(a.csv, gradesCsv(results, course, lang));
  if (a.report !== null) write(a.report, classReport(results, course, lang, { engine: ENGINE_NAME }));
  return 0;
}
