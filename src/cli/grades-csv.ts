// One row per student, a column per exercise, the total: UTF-8, a header row, every field quoted
// (RFC 4180, CRLF), points with a decimal point whatever the language, as Canvas's and Moodle's
// grade imports read them. A student with several files keeps the latest (by its `created`).
import type { Course, GradeResult, Lang } from '../exercises';
import { assignedExercises } from '../exercises';
import { text } from '../exercises/text';

export function csvField(v: string | number): string {
  return `"${String(v).replace(/"/g, '""')}"`;
}

/** One result per student: the latest file of each; unreadable files keep a row each. */
export function perStudent(results: readonly GradeResult[]): { result: GradeResult; files: number }[] {
  const byStudent = new Map<string, { result: GradeResult; files: number }>();
  const out: { result: GradeResult; files: number }[] = [];
  for (const r of results) {
    if (r.student === null) {
      out.push({ result: r, files: 1 });
      continue;
    }
    const key = r.student.normalize('NFC').trim().toLowerCase();
    const prev = byStudent.get(key);
    if (!prev) {
      const entry = { result: r, files: 1 };
      byStudent.set(key, entry);
      out.push(entry);
    } else {
      prev.files++;
      if ((r.created ?? '') > (prev.result.created ?? '')) prev.result = r;
    }
  }
  return out;
}

export function gradesCsv(results: readonly GradeResult[], course: Course, lang: Lang): string {
  const ids = assignedExercises(course).map((e) => e.id);
  const header = [text(lang, 'csv.student'), text(lang, 'csv.file'), ...ids, text(lang, 'csv.total'), text(lang, 'csv.max'), text(lang, 'csv.late'), text(lang, 'csv.notes')];
  const rows = perStudent(results).map(({ result: r, files }) => {
    const points = ids.map((id) => r.exercises.find((e) => e.id === id)?.points ?? 0);
    const notes = [
      ...(r.error ? [r.error[lang]] : []),
      ...r.exercises.filter((e) => e.forged).map((e) => text(lang, 'csv.forged', { id: e.id })),
      ...(files > 1 ? [text(lang, 'csv.severalFiles', { n: files })] : []),
    ];
    return [r.student ?? '', r.file, ...points, r.score, r.max, r.late ? text(lang, 'csv.yes') : '', notes.join(' ')];
  });
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
