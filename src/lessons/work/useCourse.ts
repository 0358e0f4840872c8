// The course file applies to a student whose course code is its code (compared as the grader does:
// no case, no surrounding spaces). Then the page shows the course's points and enforces its cap on
// checks; without a match, the exercises' own points and no cap.
import { pointsOf, type Course } from '../../exercises/course';
import { normaliseId } from '../../exercises/seed';
import type { ExerciseDef } from '../../exercises/types';
import { useCourseFile, useIdentity, type StudentIdentity } from '../../store';

export function courseFor(file: Course | null, identity: StudentIdentity): Course | null {
  if (!file || identity.course === null) return null;
  return normaliseId(identity.course) === normaliseId(file.course) ? file : null;
}

/** The course file that applies to this student, or null. */
export function useCourse(): Course | null {
  return courseFor(useCourseFile(), useIdentity());
}

/** Whether the course assigns the exercise (ids, chapters or "all"). */
export function isAssigned(course: Course, def: Pick<ExerciseDef, 'id' | 'chapter'>): boolean {
  if (course.exercises === 'all') return true;
  return course.exercises.some((item) => (typeof item === 'string' ? item === def.id : item.chapter === def.chapter));
}

/** The points the page shows: the course's when one applies and assigns the exercise, else the exercise's own; null when the course does not assign it. */
export function shownPoints(def: ExerciseDef, course: Course | null): number | null {
  if (!course) return def.points;
  return isAssigned(course, def) ? pointsOf(course, def) : null;
}

/** Checks left under the course's cap (null: no cap). */
export function checksLeft(course: Course | null, checks: number | undefined): number | null {
  if (!course || course.maxAttempts === undefined) return null;
  return Math.max(0, course.maxAttempts - (checks ?? 0));
}
