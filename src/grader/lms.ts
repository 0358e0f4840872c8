// Each LMS's own grade-import layout (docs/grading.md, "Into the LMS"), one row per student with
// an id, the total only: every extra column of a Canvas import becomes an assignment, and
// Moodle's import maps one column to the user and one to the grade item.
//
// Canvas (Grades > Import): a header row, then a "Points Possible" row; the columns Student, ID,
// SIS User ID, SIS Login ID and Section identify the student (Canvas matches a row by ID, SIS User
// ID or SIS Login ID); each further column is an assignment, created when its name is new.
// Moodle (Grades > Import > CSV file): a header row; "Identify user by" maps one column to a user
// field (ID number or Email address) and "Grade item mappings" maps the grade column to an item.
import type { Course } from '../exercises/course';
import { csvField, type CsvRowSource } from './csv';

export type Lms = 'canvas' | 'moodle';

export function assignmentName(course: Course): string {
  return `Sierra ${course.course}`;
}

const points = (x: number) => String(Math.round(x * 100) / 100);

export function lmsCsv(lms: Lms, rows: readonly CsvRowSource[], course: Course): string {
  const withId = rows.filter((r) => r.student !== null);
  const max = withId[0]?.max ?? rows[0]?.max ?? 0;
  const table: string[][] = [];
  if (lms === 'canvas') {
    table.push(['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section', assignmentName(course)]);
    table.push(['    Points Possible', '', '', '', '', points(max)]);
    for (const r of withId) table.push(['', '', r.student!, r.student!, '', points(r.score)]);
  } else {
    table.push(['ID number', 'Email address', assignmentName(course)]);
    for (const r of withId) {
      const email = r.student!.includes('@');
      table.push([email ? '' : r.student!, email ? r.student! : '', points(r.score)]);
    }
  }
  return table.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
