// `grade SUBMISSION.json... --course course.json [--gradescope results.json] [--csv grades.csv]
// [--report report.html] [--lms canvas|moodle FILE.csv] [--uploaders FILE.csv]
// [--resimulate-engines] [--jobs N] [--lang es|en] [--expect-student ID] [--bench N]`:
// reads every submission (a bad file is a message and a zero, the batch goes on), hands them to
// the grading core (src/grader, the same code as the /grade page), which re-simulates every
// attached run on worker threads (identical scenarios once), grades each answer against the key
// of that student's parameters, and writes one line per file and the outputs.
import { readFileSync, writeFileSync } from 'node:fs';
import { ENGINE_NAME } from '../sim/version';
import { courseLang, type Lang } from '../exercises';
import { text } from '../exercises/text';
import { UploadersError, type Lms } from '../grader';
import { gradeFiles } from './grade-batch';
import { gradeBench } from './grade-bench';
import { expandSubmissionPaths, readCourseFile } from './grade-files';
import { gradescopeResults } from './gradescope';
import { CliError, type Io } from './io';
import { parseLang } from './key';
import { defaultJobs } from './sweep';

const USAGE = 'usage: grade SUBMISSION.json... --course course.json [--gradescope results.json] [--csv grades.csv] [--report report.html] [--lms canvas|moodle --lms-csv FILE.csv] [--uploaders FILE.csv] [--resimulate-engines] [--jobs N] [--lang es|en] [--expect-student ID] [--json] | grade --bench N --course course.json [--jobs N]';
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
  lms: Lms | null;
  lmsCsv: string | null;
  uploaders: string | null;
  resimulateEngines: boolean;
}

const VALUED = ['--course', '--gradescope', '--csv', '--report', '--jobs', '--lang', '--expect-student', '--bench', '--lms', '--lms-csv', '--uploaders'];

function positiveInt(flag: string, v: string, max: number): number {
  // Digits only: Number() would also take 0x10, 1e1 or " 5".
  const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) throw new CliError(`${flag}: ${v} is out of range (valid: integer 1 to ${max})`);
  return n;
}

export function parseGradeArgs(args: readonly string[]): GradeArgs {
  const out: GradeArgs = {
    files: [], course: null, gradescope: null, csv: null, report: null, jobs: null, lang: null, expectStudent: null, bench: null, json: false,
    lms: null, lmsCsv: null, uploaders: null, resimulateEngines: false,
  };
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--json') out.json = true;
    else if (a === '--resimulate-engines') out.resimulateEngines = true;
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
      else if (a === '--lms') {
        if (v !== 'canvas' && v !== 'moodle') throw new CliError(`--lms: ${v} is not a layout (valid: canvas, moodle)`);
        out.lms = v;
      } else if (a === '--lms-csv') out.lmsCsv = v;
      else if (a === '--uploaders') out.uploaders = v;
      else out.bench = positiveInt(a, v, 10000);
    } else if (a.startsWith('-')) throw new CliError(`unknown option ${a} (${USAGE})`);
    else out.files.push(a);
  }
  if (out.course === null) throw new CliError(`--course is required (${USAGE})`);
  if (out.bench === null && out.files.length === 0) throw new CliError(USAGE);
  if (out.bench !== null && out.files.length > 0) throw new CliError('--bench generates its own submissions: give no files');
  if ((out.lms === null) !== (out.lmsCsv === null)) throw new CliError('--lms and --lms-csv go together: --lms canvas|moodle --lms-csv FILE.csv');
  return out;
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
  // Gradescope runs the autograder once per student: a folder or several files is a setup mistake.
  if (a.gradescope !== null && files.length !== 1) throw new CliError(`--gradescope grades exactly one submission; ${a.files.join(', ')} holds ${files.length}`);
  let uploaders: string | null = null;
  if (a.uploaders !== null) {
    try {
      uploaders = readFileSync(a.uploaders, 'utf8');
    } catch (e) {
      throw new CliError(`cannot read ${a.uploaders} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  let graded;
  try {
    graded = gradeFiles(files, course, {
      jobs: a.jobs ?? undefined, expectStudent: a.expectStudent, uploaders, resimulateOtherEngines: a.resimulateEngines, lms: a.lms, lang,
    });
  } catch (e) {
    if (e instanceof UploadersError) throw new CliError(`${a.uploaders}: ${e.message}`);
    throw e;
  }
  const { results, stats } = graded;
  if (course.engine !== undefined && course.engine !== ENGINE_NAME) io.err(text('en', 'cli.graderEngine', { engine: course.engine, grader: ENGINE_NAME }));
  if (a.json) io.out(graded.json);
  else for (const l of graded.lines) io.out(l);
  io.err(text('en', 'cli.stats', {
    submissions: text('en', 'cli.submissions', { count: stats.submissions }),
    runs: text('en', 'cli.runsResimulated', { count: stats.runs }),
    simulated: stats.simulated,
    workers: text('en', 'cli.workerThreads', { count: stats.workers }),
    s: (stats.totalMs / 1000).toFixed(1),
  }));
  if (a.gradescope !== null) write(a.gradescope, `${JSON.stringify(gradescopeResults(results[0], { executionTime: stats.totalMs / 1000 }), null, 2)}\n`);
  if (a.csv !== null) write(a.csv, graded.csv);
  if (a.report !== null) write(a.report, graded.report);
  if (a.lmsCsv !== null && graded.lms !== null) write(a.lmsCsv, graded.lms);
  return 0;
}
