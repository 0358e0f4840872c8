// The course file (version 1, docs/submission.md): the course code students type, which
// exercises are assigned (ids, chapters or "all"), points, tolerance overrides, a deadline.
import { z } from 'zod';
import { checkKeys, parseJsonText, type Parsed } from './jsonSafety';
import { EXERCISES, exerciseById } from './registry';
import { issueMessage } from './schemaErrors';
import { both } from './text';
import type { ExerciseDef, Lang } from './types';

export const MAX_COURSE_BYTES = 1024 * 1024;

const validIds = () => EXERCISES.map((e) => e.id).join(', ');
const chaptersWithExercises = () => [...new Set(EXERCISES.map((e) => e.chapter))].join(', ');

const exerciseId = z.string().superRefine((v, ctx) => {
  if (!exerciseById(v)) ctx.addIssue({ code: 'custom', params: { key: 'schema.unknownExercise', vars: { id: v, valid: validIds() } } });
});

const chapterRef = z.strictObject({ chapter: z.number().int().min(1).max(13) }).superRefine((v, ctx) => {
  if (!EXERCISES.some((e) => e.chapter === v.chapter)) {
    ctx.addIssue({ code: 'custom', path: ['chapter'], params: { key: 'schema.emptyChapter', vars: { chapter: v.chapter, valid: chaptersWithExercises() } } });
  }
});

/** Keys are exercise ids (checked), values in range. */
function perExercise(value: z.ZodNumber) {
  return z.record(z.string(), value).superRefine((rec, ctx) => {
    for (const k of Object.keys(rec)) {
      if (!exerciseById(k)) ctx.addIssue({ code: 'custom', path: [k], params: { key: 'schema.unknownExercise', vars: { id: k, valid: validIds() } } });
    }
  });
}

export const CourseSchema = z.strictObject({
  version: z.literal(1),
  /** The code students type (compared without case or surrounding spaces). */
  course: z.string().trim().min(1).max(100),
  title: z.string().max(200).optional(),
  /** Language of the class report and the CSV header; each student's feedback uses their own. */
  lang: z.enum(['es', 'en']).optional(),
  exercises: z.union([z.literal('all'), z.array(z.union([exerciseId, chapterRef])).min(1).max(200)]),
  points: perExercise(z.number().min(0).max(1000)).optional(),
  /** Relative tolerance of a right numeric answer, per exercise (0,02 = 2 %). */
  tolerance: perExercise(z.number().gt(0).max(0.5)).optional(),
  deadline: z.iso.datetime({ offset: true }).optional(),
  /** After the deadline: "flag" (graded, marked late; the default) or "zero". */
  late: z.enum(['flag', 'zero']).optional(),
  /** The engine the course grades with, "sierra 0.4.0": runs of another version are flagged. */
  engine: z.string().regex(/^sierra \d+\.\d+\.\d+$/).optional(),
  /** Most checks a student may make per exercise (the lab enforces it; more is a finding). */
  maxAttempts: z.number().int().min(1).max(1000).optional(),
});

export type Course = z.infer<typeof CourseSchema>;

export function parseCourse(json: unknown): Parsed<Course> {
  const keys = checkKeys(json);
  if (!keys.ok) return keys;
  if (typeof json === 'object' && json !== null && !Array.isArray(json) && 'version' in json && json.version !== 1) {
    return { ok: false, error: both('schema.courseVersion', { found: JSON.stringify((json as { version: unknown }).version) }) };
  }
  const r = CourseSchema.safeParse(json, { reportInput: true });
  return r.success ? { ok: true, value: r.data } : { ok: false, error: issueMessage(r.error.issues) };
}

export function parseCourseText(text: string): Parsed<Course> {
  const j = parseJsonText(text, MAX_COURSE_BYTES);
  return j.ok ? parseCourse(j.value) : j;
}

/** The assigned exercises in course order, each once. */
export function assignedExercises(course: Pick<Course, 'exercises'>): ExerciseDef[] {
  if (course.exercises === 'all') return [...EXERCISES];
  const ids = new Set<string>();
  for (const item of course.exercises) {
    if (typeof item === 'string') ids.add(item);
    else for (const e of EXERCISES) if (e.chapter === item.chapter) ids.add(e.id);
  }
  return EXERCISES.filter((e) => ids.has(e.id));
}

export function pointsOf(course: Pick<Course, 'points'>, e: ExerciseDef): number {
  return course.points?.[e.id] ?? e.points;
}

export function toleranceOf(course: Pick<Course, 'tolerance'>, e: ExerciseDef): number | undefined {
  return course.tolerance?.[e.id];
}

export function courseLang(course: Pick<Course, 'lang'>): Lang {
  return course.lang ?? 'es';
}
