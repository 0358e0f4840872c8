// The class's grades CSV: one row per student (the file that counts, students.ts), a column per
// exercise, the total, the maximum, late, the flags (findings.ts tags, language-neutral, so a
// spreadsheet can filter on them) and the notes (the findings in the course's language). UTF-8, a
// header row, every field quoted (RFC 4180, CRLF), points with a decimal point in both languages.
// For an LMS's own import layout see lms.ts.
import { assignedExercises, type Course } from '../exercises/course';
import { findingTags } from '../exercises/findings';
import { text } from '../exercises/text';
import type { Lang } from '../exercises/types';
import type { StudentRow } from './students';

export function csvField(v: string | number): string {
  return `"${String(v).replace(/"/g, '""')}"`;
}

export interface CsvRowSource {
  student: string | null;
  score: number;
  max: number;
}

export function gradesCsv(rows: readonly StudentRow[], course: Course, lang: Lang): string {
  const ids = assignedExercises(course).map((e) => e.id);
  const header = [text(lang, 'csv.student'), text(lang, 'csv.file'), ...ids, text(lang, 'csv.total'), text(lang, 'csv.max'), text(lang, 'csv.late'), text(lang, 'csv.flags'), text(lang, 'csv.notes')];
  const lines = rows.map(({ result: r, files }) => {
    const points = ids.map((id) => r.exercises.find((e) => e.id === id)?.points ?? 0);
    // The counted file's findings first, then those of the student's other files (a forged file
    // that was superseded still shows on the student's row).
    const all = [r, ...files.filter((f) => f !== r)].flatMap((f) => f.findings);
    const notes = [...new Set(all.map((f) => f.message[lang]))];
    return [r.student ?? '', r.file, ...points, r.score, r.max, r.late ? text(lang, 'csv.yes') : '', findingTags(all).join(' '), notes.join(' ')];
  });
  return [header, ...lines].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
