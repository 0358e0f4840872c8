// Reading the grader's inputs: the course file (an instructor's: a bad one stops the command
// with one line in both languages) and submission files (a student's: a bad one is a message
// and a zero, never a crash), with the size checked before anything is read.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_SUBMISSION_BYTES, parseCourseText, parseSubmissionText, tooBig, type Course, type Localised, type Submission } from '../exercises';
import { both } from '../exercises/text';
import { CliError } from './io';

export function bilingual(m: Localised): string {
  return m.es === m.en ? m.en : `${m.en} / ${m.es}`;
}

export function readCourseFile(file: string): Course {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const r = parseCourseText(text);
  if (!r.ok) throw new CliError(`${file}: ${bilingual(r.error)}`);
  return r.value;
}

export type LoadedSubmission = { file: string; ok: true; submission: Submission } | { file: string; ok: false; error: Localised };

/** One submission file: too large, unreadable, not JSON or the wrong shape each give a message. */
export function loadSubmission(file: string, maxBytes = MAX_SUBMISSION_BYTES): LoadedSubmission {
  try {
    const size = statSync(file).size;
    if (size > maxBytes) return { file, ok: false, error: tooBig(size, maxBytes) };
    const r = parseSubmissionText(readFileSync(file, 'utf8'), maxBytes);
    return r.ok ? { file, ok: true, submission: r.value } : { file, ok: false, error: r.error };
  } catch (e) {
    return { file, ok: false, error: both('cli.unreadable', { code: (e as NodeJS.ErrnoException).code ?? 'error' }) };
  }
}

/** Files as given; a directory stands for the .json files directly inside it, sorted. */
export function expandSubmissionPaths(paths: readonly string[]): string[] {
  const out: string[] = [];
  for (const p of paths) {
    let dir = false;
    try {
      dir = statSync(p).isDirectory();
    } catch {
      // A missing file is reported per file, with a zero, like any unreadable submission.
    }
    if (dir) out.push(...readdirSync(p).filter((n) => n.toLowerCase().endsWith('.json')).sort().map((n) => join(p, n)));
    else out.push(p);
  }
  return out;
}
