// The grading core's parts, each on its own: the assigned experiment compared whole (defaults
// filled in), the cost limit, the nesting limit and the BOM, ids, the uploader list, the LMS
// layouts and the choice of the file that counts.
import { describe, expect, it } from 'vitest';
import { ENGINE_NAME } from '../sim/version';
import { exerciseById, parseCourse, parseSubmissionText, planGrading, type Course, type RunRecordLike } from '../exercises';
import { assignedScenario, runMismatch, scenarioEvents } from '../exercises/runs';
import { MAX_JSON_DEPTH, parseJsonText } from '../exercises/jsonSafety';
import { failedGrade, type GradeResult } from '../exercises/grading';
import { both } from '../exercises/text';
import { lmsCsv, parseCsv, parseUploaders, uploaderOf, countedFiles, gradeClass } from '.';

const course: Course = (() => {
  const c = parseCourse({ version: 1, course: 'T-1', exercises: ['c4-lab1', 'c5-e5'] });
  if (!c.ok) throw new Error(c.error.en);
  return c.value;
})();
const def = exerciseById('c4-lab1')!;
const params = def.params({ course: 'T-1', student: 'ana' });
const assigned = assignedScenario(def, params)!;
const runOf = (scenario: Record<string, unknown>): RunRecordLike => ({
  version: 1, engine: ENGINE_NAME, scenario, summary: { flows: [], pings: [], queue: {}, jain: 1, events: 0 },
});
const withFlow = (patch: Record<string, unknown>) => {
  const s = structuredClone(assigned) as { flows: Record<string, unknown>[] };
  s.flows[0] = { ...s.flows[0], ...patch };
  return s as unknown as Record<string, unknown>;
};

describe('the run is the assigned experiment', () => {
  it('accepts the assigned scenario, with or without the defaults written out, and another sample_ms', () => {
    expect(runMismatch(runOf(assigned), assigned, ['sample_ms'])).toBeNull();
    expect(runMismatch(runOf({ ...assigned, sample_ms: 10 }), assigned, ['sample_ms'])).toBeNull();
  });

  it('refuses a field the preset does not state (mss 536, the book stack, another seed, 5 % loss), naming it', () => {
    expect(runMismatch(runOf(withFlow({ mss: 536 })), assigned, ['sample_ms'])?.path).toBe('flows[0].mss');
    expect(runMismatch(runOf(withFlow({ stack: 'book' })), assigned, ['sample_ms'])?.path).toBe('flows[0].stack');
    expect(runMismatch(runOf({ ...assigned, seed: 999 }), assigned, ['sample_ms'])?.path).toBe('seed');
    const lossy = structuredClone(assigned) as { link: { loss: number } };
    lossy.link.loss = 0.05;
    expect(runMismatch(runOf(lossy as unknown as Record<string, unknown>), assigned, ['sample_ms'])).toMatchObject({ path: 'link.loss', found: 0.05 });
  });

  it('refuses a scenario the engine refuses, naming the field', () => {
    expect(runMismatch(runOf(withFlow({ cc: 'warp' })), assigned, ['sample_ms'])?.path).toBe('flows[0].cc');
  });
});

describe('cost limits', () => {
  it('a run far costlier than the assigned one is not simulated, and the file says why', () => {
    // sample_ms is free, but 1 ms over a long run would cost more than 4 times the experiment: so the
    // limit is checked on a copy made 50 times longer through a free field for this test.
    const long = { ...assigned, duration_s: (assigned.duration_s as number) * 50 };
    expect(scenarioEvents(long)).toBeGreaterThan(4 * scenarioEvents(assigned));
    const sub = {
      version: 1, engine: ENGINE_NAME, course: 'T-1', student: 'ana', created: '2026-01-01T00:00:00Z', lang: 'en', predictions: [],
      exercises: [{ id: 'c4-lab1', params, answer: {}, runs: [runOf(long)] }],
    };
    const parsed = parseSubmissionText(JSON.stringify(sub));
    if (!parsed.ok) throw new Error(parsed.error.en);
    // As if the exercise declared duration_s free: the cost limit is what stops it.
    (def as { freeScenarioFields?: string[] }).freeScenarioFields = ['sample_ms', 'duration_s'];
    try {
      const plan = planGrading('a.json', parsed.value, course, { engine: ENGINE_NAME });
      expect(plan.jobs).toHaveLength(0);
      expect([...plan.refused.values()][0]).toMatchObject({ scope: 'job' });
    } finally {
      delete (def as { freeScenarioFields?: string[] }).freeScenarioFields;
    }
  });
});

describe('reading a file', () => {
  it('refuses 5,000 nested [ before parsing, and accepts a BOM', () => {
    const deep = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const r = parseJsonText(deep, 1e6);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.en).toMatch(new RegExp(`more than ${MAX_JSON_DEPTH} levels`));
    expect(parseJsonText(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`, 1e6).ok).toBe(true);
    expect(parseJsonText('"[[[[" ', 1e6).ok).toBe(true);
    expect(parseJsonText('\ufeff{"a":1}', 1e6)).toEqual({ ok: true, value: { a: 1 } });
  });

  it('one bad file never stops the batch: every output is written', () => {
    const files = [
      { name: 'deep.json', content: `{"version":1,"x":${'['.repeat(5000)}${']'.repeat(5000)}}` },
      { name: 'binary.json', content: new Uint8Array([0xff, 0xfe, 0x00, 0x7b]) },
      { name: 'empty.json', content: '' },
    ];
    const out = gradeClass(files, { course, engine: ENGINE_NAME, lang: 'es', now: 0 }, () => []);
    expect(out.lines).toHaveLength(3);
    expect(out.lines.every((l) => l.includes('[unreadable]'))).toBe(true);
    expect(parseCsv(out.csv)).toHaveLength(4);
    expect(out.report).toContain('data-flag="unreadable"');
  });
});

describe('whose file, which file', () => {
  it('the uploader list names a file by its name, a folder or an e-mail in the name', () => {
    const u = parseUploaders('file,student\r\nana.json,A001\n"lopez@uni.cl",a002\nmaria.perez@uni.cl,A003\n');
    expect(u.ok).toBe(true);
    if (!u.ok) return;
    expect(uploaderOf(u.map, 'sub/ana.json')).toBe('A001');
    expect(uploaderOf(u.map, 'lopez@uni.cl/work.json')).toBe('a002');
    expect(uploaderOf(u.map, 'x/maria.perez@uni.cl_sierra.json')).toBe('A003');
    expect(uploaderOf(u.map, 'other.json')).toBeNull();
    expect(parseUploaders('file,student\nonly-one-column\n')).toEqual({ ok: false, row: 2, reason: 'columns' });
  });

  it('of a student\'s files the latest instant counts, never a future-dated one over a present one', () => {
    const mk = (file: string, created: string, future = false): GradeResult => {
      const r = failedGrade(file, course, both('grade.notSubmitted'));
      return { ...r, error: null, student: 'ana', created, findings: future ? [{ kind: 'future', message: both('grade.notSubmitted') }] : [] };
    };
    const rows = countedFiles([mk('a', '2026-05-20T23:30:00-04:00'), mk('b', '2026-05-21T01:00:00Z'), mk('c', '2999-01-01T00:00:00Z', true)]);
    expect(rows).toHaveLength(1);
    expect(rows[0].result.file).toBe('a');
    expect(rows[0].result.findings.map((f) => f.kind)).toEqual(['several-files']);
  });
});

describe('LMS layouts', () => {
  const rows = [{ student: 's001', score: 7.5, max: 10 }, { student: 'ana@uni.cl', score: 10, max: 10 }, { student: null, score: 0, max: 10 }];
  it('Canvas: Student, ID, SIS User ID, SIS Login ID, Section, one assignment column, a Points Possible row', () => {
    const t = parseCsv(lmsCsv('canvas', rows, course));
    expect(t[0]).toEqual(['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section', 'Sierra T-1']);
    expect(t[1]).toEqual(['    Points Possible', '', '', '', '', '10']);
    expect(t.slice(2)).toEqual([['', '', 's001', 's001', '', '7.5'], ['', '', 'ana@uni.cl', 'ana@uni.cl', '', '10']]);
  });
  it('Moodle: an ID number or e-mail column to map the user by, and the grade', () => {
    const t = parseCsv(lmsCsv('moodle', rows, course));
    expect(t).toEqual([['ID number', 'Email address', 'Sierra T-1'], ['s001', '', '7.5'], ['', 'ana@uni.cl', '10']]);
  });
});
