// Issue 22's "Done means": a class of 200 built from the keys, with a mutation of every kind a
// class would try, graded by the core the CLI and the /grade page share (gradeClass). Each
// mutation is caught and reported on stdout (a tag on the file's line), in the CSV (the flags
// column of the student's row) and in the report (a line in the integrity section); honest
// students are never flagged; the batch always finishes with every output written.
// To keep the suite's budget, only six students attach runs of the one run-and-report exercise
// (each run is a real simulation, memoised by scenario); the other 194 hand in the 16 closed-form
// exercises (whose keys are drawn per student all the same) and leave c2-lab1 out.
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_NAME } from '../sim/version';
import { buildSubmission, exerciseById, parseCourse, stableStringify, type Course, type ResimResult, type RunRecordLike, type Submission } from '../exercises';
import { keyWork } from '../cli/key';
import { simulate } from '../cli/grade-worker';
import { gradeClass, parseCsv, type ClassFile, type ClassOutputs } from '.';

const CLOSED = ['c1-e1', 'c2-e2', 'c3-e1', 'c3-e1b', 'c4-e3', 'c5-e4', 'c5-e5', 'c7-e7', 'c9-e1', 'c11-e12', 'lab-s7', 'c12-e2', 'c12-e3', 'c13-e1', 'c13-e2', 'c13-e3'];
const RUN = 'c2-lab1';
const course: Course = (() => {
  const c = parseCourse({
    version: 1, course: 'CLASS-200', lang: 'en', exercises: [...CLOSED, RUN], engine: ENGINE_NAME, maxAttempts: 5,
    deadline: '2026-06-01T23:59:00-04:00',
  });
  if (!c.ok) throw new Error(c.error.en);
  return c.value;
})();
const NOW = Date.parse('2026-06-02T12:00:00Z');
const CREATED = '2026-05-20T10:00:00Z';

const memo = new Map<string, RunRecordLike>();
function run(scenario: Record<string, unknown>): RunRecordLike {
  const k = stableStringify(scenario);
  if (!memo.has(k)) {
    const { series: _s, ...rec } = simulate(scenario);
    memo.set(k, rec as unknown as RunRecordLike);
  }
  return structuredClone(memo.get(k)!);
}
const simulateJobs = (jobs: readonly { scenario: Record<string, unknown> }[]): ResimResult[] => jobs.map((j) => {
  const r = run(j.scenario);
  return { summary: r.summary, engine: r.engine };
});

const id = (i: number) => `s${String(i).padStart(3, '0')}`;

/** A student's key: the closed-form exercises, and c2-lab1 with its real run when `withRun`. */
function keyOf(student: string, withRun = false): Submission {
  const runs = new Map<string, RunRecordLike>();
  if (withRun) {
    const e = exerciseById(RUN)!;
    runs.set(RUN, run(e.scenario!(e.params({ course: course.course, student }))));
  }
  const work = keyWork(course, student, 'en', runs, CREATED);
  if (!withRun) work.exercises = work.exercises.filter((e) => e.id !== RUN);
  return buildSubmission(work);
}

const entry = (s: Submission, ex: string) => s.exercises.find((e) => e.id === ex)!;

interface Planted {
  file: string;
  /** The CSV row it shows on (the student id as normalised). */
  row: string;
  tags: string[];
}

let out: ClassOutputs;
let planted: Planted[];
let honest: Set<string>;
let csvRows: string[][];

beforeAll(() => {
  const files: ClassFile[] = [];
  const add = (name: string, value: unknown, bom = false) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    files.push({ name, content: new TextEncoder().encode(bom ? `\ufeff${text}` : text) });
  };
  planted = [];
  const plant = (name: string, row: string, tags: string[]) => planted.push({ file: name, row, tags });
  const special = new Set<number>();
  const mark = (...is: number[]) => is.forEach((i) => special.add(i));

  // Copied answers: s010 hands in s011's closed-form answers under s010's own id.
  mark(10);
  add('s010.json', { ...keyOf(id(11)), student: id(10) });
  plant('s010.json', id(10), ['copy:s011']);
  // Another experiment: 5 % loss instead of the assigned link.
  mark(20);
  const other = keyOf(id(20), true);
  (entry(other, RUN).runs[0].scenario as { link: { loss: number } }).link.loss = 0.05;
  add('s020.json', other);
  plant('s020.json', id(20), [`other-experiment:${RUN}`]);
  // An edited summary whose engine string was changed to another version.
  mark(30);
  const edited = keyOf(id(30), true);
  const r30 = entry(edited, RUN).runs[0];
  r30.summary.flows[0].goodput_mbps += 3;
  r30.engine = 'sierra 0.3.9';
  add('s030.json', edited);
  plant('s030.json', id(30), [`engine:${RUN}`]);
  // An edited summary, engine string untouched: forged.
  mark(31);
  const forged = keyOf(id(31), true);
  entry(forged, RUN).runs[0].summary.flows[0].goodput_mbps += 3;
  add('s031.json', forged);
  plant('s031.json', id(31), [`forged:${RUN}`]);
  // An honest student with a run.
  add('s032.json', keyOf(id(32), true));
  // A future-dated file under a classmate's id (s041), handed in by s040 (the uploader list says so).
  mark(40);
  add('s040.json', keyOf(id(40)));
  add('s040-b.json', { ...keyOf(id(41)), created: '2999-01-01T00:00:00Z' });
  add('s041.json', keyOf(id(41)));
  plant('s040-b.json', id(40), ['future', 'id-differs']);
  // An edited prediction: committed, shown the result, changed after it.
  mark(50);
  const pred = keyOf(id(50));
  entry(pred, 'c4-e3').prediction = {
    id: 'c4-e3', value: 41, unit: 'Mbit/s', t: '2026-05-20T09:10:00Z', first: { value: 30, t: '2026-05-20T09:00:00Z' },
    shown: '2026-05-20T09:05:00Z', revisions: [{ value: 41, t: '2026-05-20T09:10:00Z' }],
  };
  add('s050.json', pred);
  plant('s050.json', id(50), ['prediction-changed:c4-e3']);
  // Attempts over the cap (5).
  mark(60);
  const tries = keyOf(id(60));
  entry(tries, 'c5-e5').checks = 9;
  entry(tries, 'c5-e5').checked = Array.from({ length: 9 }, (_, k) => ({ t: `2026-05-20T09:0${k}:00Z`, answer: { ratio: k } }));
  add('s060.json', tries);
  plant('s060.json', id(60), ['over-cap:c5-e5']);
  // A deeply nested file (5,000 [ in a run's scenario): a zero for that file, the batch goes on.
  const deep = keyOf(id(70));
  add('nested.json', JSON.stringify(deep).replace('"exercises":[', `"x":${'['.repeat(5000)}${']'.repeat(5000)},"exercises":[`));
  plant('nested.json', '', ['unreadable']);
  // A UTF-8 BOM: read as any file (an honest student).
  add('s071.json', keyOf(id(71)), true);
  // Id variants: "S080 " and "s081<NBSP>".
  mark(80, 81);
  add('s080.json', { ...keyOf(id(80)), student: 'S080 ' });
  add('s081.json', { ...keyOf(id(81)), student: 's081\u00a0' });
  plant('s080.json', id(80), ['id-variant']);
  plant('s081.json', id(81), ['id-variant']);
  // Another course code; no id; late.
  mark(90);
  add('s090.json', { ...keyOf(id(90)), course: 'OTHER-1' });
  plant('s090.json', id(90), ['course']);
  add('noid.json', { ...keyOf(id(95)), student: null });
  plant('noid.json', '', ['no-id']);
  mark(110);
  add('s110.json', { ...keyOf(id(110)), created: '2026-06-02T05:00:00Z' });
  plant('s110.json', id(110), ['late']);
  // Two files of one student: the later counts, the report says which was dropped.
  mark(120);
  add('s120-a.json', { ...keyOf(id(120)), created: '2026-05-19T10:00:00Z' });
  add('s120-b.json', keyOf(id(120)));
  plant('s120-b.json', id(120), ['several-files']);
  // Times as instants: 23:30 at -04:00 is later than 01:00Z the next day... of the same date's string.
  mark(130);
  add('s130-a.json', { ...keyOf(id(130)), created: '2026-05-20T23:30:00-04:00' });
  add('s130-b.json', { ...keyOf(id(130)), created: '2026-05-21T01:00:00Z' });

  honest = new Set<string>();
  for (let i = 1; i <= 200; i++) {
    if (special.has(i) || [20, 30, 31, 32, 41, 71, 95].includes(i)) continue;
    add(`${id(i)}.json`, keyOf(id(i)));
    honest.add(id(i));
  }
  honest.add(id(32));
  honest.add(id(41));
  honest.add(id(71));
  // The LMS's uploader list: whose each file is (the future-dated one is s040's); it does not
  // name the file without an id nor the nested one.
  const uploaders = ['file,student', ...files.filter((f) => !['noid.json', 'nested.json'].includes(f.name)).map((f) => `${f.name},${f.name.slice(0, 4)}`)].join('\n');
  out = gradeClass(files, { course, engine: ENGINE_NAME, lang: 'en', now: NOW, uploaders }, simulateJobs);
  csvRows = parseCsv(out.csv);
}, 240_000);

describe('a class of 200 with every kind of mutation', () => {
  it('finishes with every output written', () => {
    expect(out.results.length).toBeGreaterThanOrEqual(200);
    expect(out.lines).toHaveLength(out.results.length);
    expect(csvRows.length).toBeGreaterThan(190);
    expect(out.report).toMatch(/<\/html>\n$/);
  });

  it('catches each mutation and reports it on stdout, in the CSV and in the report', () => {
    const header = csvRows[0];
    const flagsAt = header.indexOf('flags');
    const fileAt = header.indexOf('file');
    for (const p of planted) {
      const line = out.lines.find((l) => l.startsWith(`${p.file} `))!;
      expect(line, p.file).toBeDefined();
      // A student's row carries the flags of all their files (the one that counts names the others).
      const row = csvRows.find((r) => (p.row === '' ? r[fileAt] === p.file : r[0] === p.row));
      expect(row, `${p.file}'s CSV row`).toBeDefined();
      for (const tag of p.tags) {
        // A tag may name whom it points at: id-differs:s041.
        const esc = tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        expect(line, `${p.file} stdout`).toMatch(new RegExp(`[[ ]${esc}(:[^ \\]]+)?[ \\]]`));
        expect(row![flagsAt].split(' ').some((t) => t === tag || t.startsWith(`${tag}:`)), `${p.file} CSV: ${row![flagsAt]}`).toBe(true);
        expect(out.report, `${p.file} report`).toMatch(new RegExp(`<code>${esc}(:[^<]+)?</code> <code>[^<]*</code> \\(${p.file.replace('.', '\\.')}\\)`));
      }
    }
  });

  it('never flags an honest student', () => {
    const flagged = out.results.filter((r) => r.student !== null && honest.has(r.student) && r.file === `${r.student}.json` && r.findings.length > 0);
    expect(flagged.map((r) => [r.file, r.findings.map((f) => f.message.en)])).toEqual([]);
    const s032 = out.results.find((r) => r.file === 's032.json')!;
    expect(s032.score).toBe(s032.max);
  });

  it('keeps a classmate\'s row when a future-dated file carries their id', () => {
    const s041 = csvRows.find((r) => r[0] === 's041')!;
    expect(s041[1]).toBe('s041.json');
    expect(s041[csvRows[0].indexOf('flags')]).toBe('');
  });

  it('compares times as instants: 23:30-04:00 is later than 01:00Z of the next day', () => {
    const s130 = csvRows.find((r) => r[0] === 's130')!;
    expect(s130[1]).toBe('s130-a.json');
  });

  it('writes normalised ids: no spaces, no NBSP, lower case, and one row per student', () => {
    const ids = csvRows.slice(1).map((r) => r[0]).filter((x) => x !== '');
    expect(ids.filter((x) => x !== x.trim().toLowerCase() || /\s/.test(x))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('leaves suspect files out of the statistics, and says how many', () => {
    expect(out.report).toMatch(/\d+ students&#39; files have a suspect finding/);
    // The histogram counts only unsuspicious counted files.
    const suspect = out.students.filter((r) => !r.result.error && r.result.findings.some((f) => ['copy', 'forged', 'engine', 'other-experiment', 'over-cap', 'prediction-changed', 'id-differs', 'future'].includes(f.kind)));
    expect(out.report).toContain(`${suspect.length} students&#39; files have a suspect finding`);
  });
});
