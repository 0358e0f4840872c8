// The grading core (docs/implementation-notes.md, "The grading core"): pure, shared by `cli grade`
// and the /grade page so both write the same bytes.
export { planClass, finishClass, gradeClass, summaryLine, UploadersError, type ClassFile, type ClassOptions, type ClassPlan, type ClassOutputs } from './gradeClass';
export { gradesCsv, csvField } from './csv';
export { lmsCsv, assignmentName, type Lms } from './lms';
export { classReport, escapeHtml, answerText } from './report';
export { countedFiles, type StudentRow } from './students';
export { parseUploaders, uploaderOf, parseCsv } from './uploaders';
export { findCopies, exerciseCells, COPY_MIN_MATCHES, COPY_MIN_SHARE } from './copies';
export { planFiles, resimResults, sizeRefusal, unreadable, type ReadFile, type SimOutcome } from './batch';
