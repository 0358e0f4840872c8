// The grading core, one entry point for the command line and the /grade page: file names and
// contents in, every output out (per-file results, stdout's lines, the grades CSV, the report,
// an LMS's import file), byte for byte the same wherever it runs. Pure: no Node, no DOM, no
// engine; the caller re-simulates the jobs (worker threads in Node, web workers in the page)
// between planClass and finishClass, or passes a simulate function to gradeClass.
// One file never stops the batch: each is parsed with size and depth limits and graded inside
// its own guard; whatever goes wrong becomes that file's zero and an "unreadable" finding.
import { assignedExercises, toleranceOf, type Course } from '../exercises/course';
import { findingTags, isSuspect } from '../exercises/findings';
import { failedGrade, finishGrading, planGrading, type GradePlan, type GradeResult, type ResimJob, type ResimResult } from '../exercises/grading';
import { tooBig } from '../exercises/jsonSafety';
import { MAX_SUBMISSION_BYTES, parseSubmissionText } from '../exercises/submission';
import { both, text } from '../exercises/text';
import type { Lang, Localised } from '../exercises/types';
import { exerciseCells, findCopies, type Cell, type CopySubject } from './copies';
import { gradesCsv } from './csv';
import { lmsCsv, type Lms } from './lms';
import { classReport } from './report';
import { countedFiles, type StudentRow } from './students';
import { parseUploaders, uploaderOf } from './uploaders';

export interface ClassFile {
  /** The file's name or path, as the outputs show it. */
  name: string;
  content: string | Uint8Array;
}

export interface ClassOptions {
  course: Course;
  /** The grader's engine, ENGINE_NAME. */
  engine: string;
  /** Language of stdout's lines, the CSV and the report. */
  lang: Lang;
  /** The grader's clock (ms since 1970): files dated after it are from the future; the report's date. */
  now: number;
  /** The uploader list's CSV text (uploaders.ts): it decides whose each file is. */
  uploaders?: string | null;
  /** Every file is this student's (Gradescope's uploader). */
  expectStudent?: string | null;
  /** Re-simulate runs of another engine version (they stay flagged). */
  resimulateOtherEngines?: boolean;
  lms?: Lms | null;
}

export interface PlannedFile {
  name: string;
  plan: GradePlan | null;
  /** Set when the file could not be read or planned. */
  failed: GradeResult | null;
}

export interface ClassPlan {
  files: PlannedFile[];
  /** Distinct scenarios to re-simulate, once each for the whole class. */
  jobs: ResimJob[];
  /** Runs attached across the class that are to be re-simulated (before merging identical ones). */
  runs: number;
  options: ClassOptions;
}

export interface ClassOutputs {
  /** Every file's grade, in batch order. */
  results: GradeResult[];
  /** One per student: the file that counts. */
  students: StudentRow[];
  /** stdout: one line per file. */
  lines: string[];
  csv: string;
  report: string;
  /** The LMS's import layout when `lms` was given. */
  lms: string | null;
  /** The results as JSON (`grade --json`). */
  json: string;
}

const decoder = () => new TextDecoder('utf-8');

function detail(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 200);
}

function guardError(e: unknown): Localised {
  return both('findings.internal', { detail: detail(e) });
}

/** A bad uploader list stops the command (it is the instructor's file, like the course). */
export class UploadersError extends Error {
  constructor(readonly row: number, readonly reason: string) {
    super(`uploader list, row ${row}: ${reason === 'rows' ? 'too many rows' : 'needs a file name or e-mail, then a student id'}`);
  }
}

/** Reads and plans every file (each in its own guard); lists the class's distinct re-simulations. */
export function planClass(files: readonly ClassFile[], options: ClassOptions): ClassPlan {
  const { course } = options;
  let uploaders = null;
  if (options.uploaders) {
    const u = parseUploaders(options.uploaders);
    if (!u.ok) throw new UploadersError(u.row, u.reason);
    uploaders = u.map;
  }
  const planned: PlannedFile[] = files.map(({ name, content }) => {
    try {
      const size = typeof content === 'string' ? 0 : content.byteLength;
      if (size > MAX_SUBMISSION_BYTES) return { name, plan: null, failed: failedGrade(name, course, tooBig(size, MAX_SUBMISSION_BYTES)) };
      const textIn = typeof content === 'string' ? content : decoder().decode(content);
      const parsed = parseSubmissionText(textIn);
      if (!parsed.ok) return { name, plan: null, failed: failedGrade(name, course, parsed.error) };
      const owner = uploaders ? uploaderOf(uploaders, name) : null;
      const expect = options.expectStudent ?? owner ?? undefined;
      const plan = planGrading(name, parsed.value, course, {
        engine: options.engine, now: options.now, resimulateOtherEngines: options.resimulateOtherEngines === true,
        ...(expect !== undefined ? { expectStudent: expect } : {}),
        ...(uploaders && owner === null && !options.expectStudent ? { unmapped: true } : {}),
      });
      return { name, plan, failed: null };
    } catch (e) {
      return { name, plan: null, failed: failedGrade(name, course, guardError(e)) };
    }
  });
  const jobs = new Map<string, ResimJob>();
  let runs = 0;
  for (const f of planned) {
    for (const j of f.plan?.jobs ?? []) {
      runs++;
      if (!jobs.has(j.key)) jobs.set(j.key, j);
    }
  }
  return { files: planned, jobs: [...jobs.values()], runs, options };
}

/** Each graded file's cells for the copy check, and each student's key. */
function copySubjects(results: readonly GradeResult[], course: Course): { subjects: CopySubject[]; keys: { student: string; cells: Cell[] }[] } {
  const tolOf = new Map(assignedExercises(course).map((d) => [d.id, toleranceOf(course, d) ?? d.tolerance]));
  const subjects: CopySubject[] = [];
  results.forEach((r, index) => {
    if (r.error || r.student === null) return;
    subjects.push({ index, student: r.student, cells: r.exercises.flatMap((g) => exerciseCells(g, tolOf.get(g.id) ?? 0.02)) });
  });
  // A student's key comes from a file graded as theirs (run-based keys need their run): an
  // unsuspicious one first, so a file handed in under a classmate's id does not stand for their key.
  const keys = new Map<string, Cell[]>();
  for (const clean of [true, false]) {
    for (const s of subjects) if (isSuspect(results[s.index].findings) !== clean && !keys.has(s.student)) keys.set(s.student, s.cells);
  }
  return { subjects, keys: [...keys].map(([student, cells]) => ({ student, cells })) };
}

/** The one line stdout prints per file: id, score, counts, then every finding's tag. */
export function summaryLine(r: GradeResult, lang: Lang): string {
  const who = r.student ?? '—';
  const score = `${String(r.score)}/${r.max}`;
  const tags = findingTags(r.findings);
  const flags = tags.length ? `  [${tags.join(' ')}]` : '';
  if (r.error) return `${r.file}  ${who}  ${score}  ${text(lang, 'cli.error')}: ${r.error[lang]}${flags}`;
  const count = (v: string) => r.exercises.filter((e) => e.feedback.verdict === v).length;
  const parts = [text(lang, 'cli.counts', { right: count('right'), close: count('close'), wrong: count('wrong'), missing: count('incomplete') })];
  return `${r.file}  ${who}  ${score}  ${parts.join(' · ')}${flags}`;
}

/** Grades every planned file with the re-simulated summaries (by job key) and writes every output. */
export function finishClass(plan: ClassPlan, resim: ReadonlyMap<string, ResimResult>): ClassOutputs {
  const { course, lang, engine, now } = plan.options;
  const results = plan.files.map((f): GradeResult => {
    if (f.failed) return f.failed;
    try {
      return finishGrading(f.plan!, resim, engine);
    } catch (e) {
      return failedGrade(f.name, course, guardError(e));
    }
  });
  // Copies, across the whole batch.
  try {
    const { subjects, keys } = copySubjects(results, course);
    for (const m of findCopies(subjects, keys)) {
      const r = results[m.index];
      r.findings.push({
        kind: 'copy', other: m.other,
        message: both(m.kind === 'key' ? 'findings.copyKey' : 'findings.copyFile', { other: m.other, matches: m.matches, of: m.of }),
      });
    }
  } catch (e) {
    // The copy check is advice: if it fails, grades still go out, and the report says so.
    for (const r of results) r.findings.push({ kind: 'unreadable', message: guardError(e) });
  }
  const students = countedFiles(results);
  const report = classReport(students, results, course, lang, { engine: course.engine ?? engine, grader: engine, generated: new Date(now) });
  return {
    results,
    students,
    lines: results.map((r) => summaryLine(r, lang)),
    csv: gradesCsv(students, course, lang),
    report,
    lms: plan.options.lms ? lmsCsv(plan.options.lms, students.map((s) => s.result), course) : null,
    json: JSON.stringify(results, null, 2),
  };
}

/** Plan, simulate (the caller's function, job by job), finish: the whole batch in one call. */
export function gradeClass(files: readonly ClassFile[], options: ClassOptions, simulate: (jobs: readonly ResimJob[]) => ResimResult[]): ClassOutputs {
  const plan = planClass(files, options);
  const outcomes = simulate(plan.jobs);
  const resim = new Map(plan.jobs.map((j, i) => [j.key, outcomes[i]] as const));
  return finishClass(plan, resim);
}
