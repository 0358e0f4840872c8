// The exercises' public surface: definitions, checking, the submission and course files, grading.
export type * from './types';
export { EXERCISES, exerciseById } from './registry';
export { fnv1a, normaliseId, normaliseContext, studentDraw } from './seed';
export { text, both, num, rawText, LANGS } from './text';
export { readNumber, readChoice, relativeError } from './check';
export { CLOSE_FACTOR } from './define';
export {
  widgetScenario, scenarioMismatch, runMismatch, assignedScenario, normaliseScenario, scenarioDifference, scenarioEvents, freeFieldsOf,
  DEFAULT_FREE_FIELDS, type WidgetSpec, type ScenarioMismatch,
} from './runs';
export {
  SubmissionSchema, RunRecordSchema, PredictionSchema, buildSubmission, parseSubmission, parseSubmissionText, slimRun,
  MAX_SUBMISSION_BYTES, SUBMISSION_LIMITS,
  type Submission, type SubmissionExercise, type Prediction, type ExercisePrediction, type StudentWork,
} from './submission';
export {
  CourseSchema, parseCourse, parseCourseText, assignedExercises, pointsOf, toleranceOf, courseLang, MAX_COURSE_BYTES, type Course,
} from './course';
export { parseJsonText, forbiddenKeyPath, utf8Length, tooBig, FORBIDDEN_KEYS, type Parsed } from './jsonSafety';
export {
  planGrading, finishGrading, failedGrade, summaryDifference, stableStringify, changedAfterResult,
  type GradePlan, type GradeResult, type ExerciseGrade, type ResimJob, type ResimResult, type GradeOptions,
} from './grading';
export { FINDING_KINDS, SUSPECT_KINDS, isSuspect, findingTag, findingTags, type Finding, type FindingKind } from './findings';
export { instantMs, FUTURE_SLACK_MS } from './instants';
