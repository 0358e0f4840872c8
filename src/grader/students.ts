// Which file counts for each student: files are grouped by the normalised id (trim, NFC, lower
// case, so "S001 " and "s001\u00a0" are one student); of a student's files the one that counts is
// a readable one, not dated in the future, the latest by its time as an instant. The others stay
// in the report, and the counted one says how many there were and which were dropped.
import type { GradeResult } from '../exercises/grading';
import { instantMs } from '../exercises/instants';
import { both } from '../exercises/text';

export interface StudentRow {
  /** The file that counts. */
  result: GradeResult;
  /** Every file of this student, in batch order (the counted one included). */
  files: GradeResult[];
}

function rank(r: GradeResult): [number, number, number] {
  const future = r.findings.some((f) => f.kind === 'future');
  return [r.error ? 0 : 1, future ? 0 : 1, instantMs(r.created) ?? -Infinity];
}

function better(a: GradeResult, b: GradeResult): boolean {
  const [x, y] = [rank(a), rank(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] > y[i];
  return false;
}

/** One row per student (files without an id: a row each), in order of first appearance. */
export function countedFiles(results: readonly GradeResult[]): StudentRow[] {
  const by = new Map<string, StudentRow>();
  const out: StudentRow[] = [];
  for (const r of results) {
    if (r.student === null) {
      out.push({ result: r, files: [r] });
      continue;
    }
    const row = by.get(r.student);
    if (!row) {
      const fresh = { result: r, files: [r] };
      by.set(r.student, fresh);
      out.push(fresh);
      continue;
    }
    row.files.push(r);
    // Later files win ties: the batch is in file-name order.
    if (!better(row.result, r)) row.result = r;
  }
  for (const row of out) {
    if (row.files.length < 2) continue;
    const dropped = row.files.filter((f) => f !== row.result).map((f) => f.file).join(', ');
    row.result.findings.push({ kind: 'several-files', message: both('findings.severalFiles', { count: row.files.length, dropped }) });
  }
  return out;
}
