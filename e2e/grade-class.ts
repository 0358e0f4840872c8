// A class of 20 submissions of the example course (examples/course.json), built from the keys as
// src/grader/class.test.ts builds them, for e2e/grade.spec.ts: `npx tsx e2e/grade-class.ts DIR`
// writes DIR/course.json and DIR/subs/s01.json … s20.json. Thirteen honest students hand in the
// closed-form exercises (s03 with a UTF-8 BOM); s15 and s16 also attach their real c2-lab1 run;
// s17's run has an edited goodput; s18 hands in s01's answers; s14 is over the size limit, s19
// is cut short (not JSON), s20 nests 5,000 lists. Run in Node (tsx), not in the test runner: the
// exercises import their locale files as JSON modules.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assignedExercises, buildSubmission, exerciseById, MAX_SUBMISSION_BYTES, parseCourseText, type RunRecordLike, type Submission } from '../src/exercises';
import { keyWork } from '../src/cli/key';
import { simulate } from '../src/cli/grade-worker';

const COURSE_FILE = 'examples/course.json';
const RUN = 'c2-lab1';
const CREATED = '2026-05-20T10:00:00Z';

const out = process.argv[2];
if (!out) throw new Error('usage: tsx e2e/grade-class.ts DIR');
const parsed = parseCourseText(readFileSync(COURSE_FILE, 'utf8'));
if (!parsed.ok) throw new Error(parsed.error.en);
const course = parsed.value;
const runExercises = new Set(assignedExercises(course).filter((e) => e.scenario).map((e) => e.id));

/** A student's key: the closed-form exercises, and c2-lab1 with its real run when `withRun`. */
function keyOf(student: string, lang: 'es' | 'en', withRun = false): Submission {
  const runs = new Map<string, RunRecordLike>();
  if (withRun) {
    const e = exerciseById(RUN)!;
    const { series: _s, ...rec } = simulate(e.scenario!(e.params({ course: course.course, student })));
    runs.set(RUN, rec as unknown as RunRecordLike);
  }
  const work = keyWork(course, student, lang, runs, CREATED);
  work.exercises = work.exercises.filter((e) => !runExercises.has(e.id) || (withRun && e.id === RUN));
  return buildSubmission(work);
}

const subs = join(out, 'subs');
mkdirSync(subs, { recursive: true });
copyFileSync(COURSE_FILE, join(out, 'course.json'));
const id = (i: number) => `s${String(i).padStart(2, '0')}`;
const write = (i: number, text: string) => writeFileSync(join(subs, `${id(i)}.json`), text);

for (let i = 1; i <= 13; i++) write(i, `${i === 3 ? '\ufeff' : ''}${JSON.stringify(keyOf(id(i), i % 2 ? 'es' : 'en'))}`);
write(14, `{"version":1,"pad":"${'x'.repeat(MAX_SUBMISSION_BYTES + (1 << 20))}"}`);
write(15, JSON.stringify(keyOf(id(15), 'es', true)));
write(16, JSON.stringify(keyOf(id(16), 'en', true)));
const forged = keyOf(id(17), 'es', true);
forged.exercises.find((e) => e.id === RUN)!.runs[0].summary.flows[0].goodput_mbps += 3;
write(17, JSON.stringify(forged));
write(18, JSON.stringify({ ...keyOf(id(1), 'es'), student: id(18) }));
const text = JSON.stringify(keyOf(id(19), 'es'));
write(19, text.slice(0, Math.floor(text.length * 0.6)));
write(20, JSON.stringify(keyOf(id(20), 'es')).replace('"exercises":[', `"x":${'['.repeat(5000)}${']'.repeat(5000)},"exercises":[`));
