// The student's identity for per-student exercise parameters: a course code and a student id,
// typed once or carried by a link (?course=…&student=…).
import type { StudentIdentity } from '../../store';

/** Letters, digits and - _ . (what course codes and student ids use), 1 to 40 characters. */
const ID = /^[A-Za-z0-9._-]{1,40}$/;

export const NO_IDENTITY: StudentIdentity = { course: null, student: null };

/** A valid identity from two typed strings (trimmed), or null when either is not acceptable. */
export function identityFrom(course: string, student: string): StudentIdentity | null {
  const c = course.trim();
  const s = student.trim();
  return ID.test(c) && ID.test(s) ? { course: c, student: s } : null;
}

/** The identity a link carries, or null when it carries none (or an unacceptable one). */
export function identityFromSearch(search: string): StudentIdentity | null {
  const params = new URLSearchParams(search);
  const course = params.get('course');
  const student = params.get('student');
  if (course === null || student === null) return null;
  return identityFrom(course, student);
}

export function isIdentity(x: unknown): x is StudentIdentity {
  if (typeof x !== 'object' || x === null) return false;
  const { course, student } = x as Record<string, unknown>;
  if (course === null && student === null) return true;
  return typeof course === 'string' && typeof student === 'string' && identityFrom(course, student) !== null;
}
