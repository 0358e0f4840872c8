// The /grade page's glue: which picked files count and in which order (the command's rules), and
// gradeInTab fed the same files as `cli grade` (gradeFiles) writes the same CSV, results, stdout
// lines and LMS file, byte for byte; a file too large is refused on its size without being read,
// an unreadable one and a deeply nested one are each a zero, and the batch goes on.
// The runs are simulated in-process here (the page uses its worker pool; e2e/grade.spec.ts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSubmission, exerciseById, MAX_SUBMISSION_BYTES, parseCourse, parseJsonText, type Course, type RunRecordLike } from '../../exercises';
import { gradeFiles } from '../../cli/grade-batch';
import { simulate } from '../../cli/grade-worker';
import { keyWork } from '../../cli/key';
import type { SimOutcome } from '../../grader';
import { gradeInTab, type Phase, type SubmissionSource } from './gradeInTab';
import { addPicked, EMPTY_SELECTION, isFolderSubmission } from './submissionFiles';

describe('which picked files are submissions', () => {
  it('takes a folder\'s .json files directly inside it, any file picked on its own, sorted by name', () => {
    const s = addPicked(EMPTY_SELECTION, [
      { path: 'subs/b.json', file: 1, inFolder: true },
      { path: 'subs/A.JSON', file: 2, inFolder: true },
      { path: 'subs/old/c.json', file: 3, inFolder: true },
      { path: 'subs/notes.txt', file: 4, inFolder: true },
      { path: 'loose.txt', file: 5, inFolder: false },
    ], 1);
    expect(s.files.map((f) => f.name)).toEqual(['loose.txt', 'subs/A.JSON', 'subs/b.json']);
    // The subfolder's file, the .txt of the folder and the one dropped subfolder.
    expect(s.skipped).toBe(3);
  });

  it('replaces a file of the same name and keeps the code-unit order of `grade FOLDER`', () => {
    const a = addPicked(EMPTY_SELECTION, [{ path: 'b.json', file: 1, inFolder: false }, { path: 'a.json', file: 2, inFolder: false }]);
    const b = addPicked(a, [{ path: 'b.json', file: 3, inFolder: false }, { path: 'Z.json', file: 4, inFolder: false }]);
    expect(b.files).toEqual([{ name: 'Z.json', file: 4 }, { name: 'a.json', file: 2 }, { name: 'b.json', file: 3 }]);
    expect(isFolderSubmission('/subs/x.json')).toBe(true);
    expect(isFolderSubmission('x.json')).toBe(false);
  });
});

const CLOSED = ['c1-e1', 'c3-e1', 'c4-e3', 'c5-e5', 'c11-e12'];
const RUN = 'c2-lab1';
const course: Course = (() => {
  const c = parseCourse({ version: 1, course: 'TAB-1', lang: 'es', exercises: [...CLOSED, RUN], deadline: '2026-06-01T23:59:00-04:00' });
  if (!c.ok) throw new Error(c.error.en);
  return c.value;
})();
const NOW = Date.parse('2026-06-02T12:00:00Z');
const CREATED = '2026-05-20T10:00:00Z';

function record(scenario: Record<string, unknown>): RunRecordLike {
  const { series: _s, ...rec } = simulate(scenario);
  return rec as unknown as RunRecordLike;
}

const inProcess = (scenarios: readonly Record<string, unknown>[], onProgress: (done: number) => void): Promise<SimOutcome[]> =>
  Promise.resolve(scenarios.map((s, i): SimOutcome => {
    try {
      const r = record(s);
      onProgress(i + 1);
      return { record: { summary: r.summary, engine: r.engine } };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }));

const dir = mkdtempSync(join(tmpdir(), 'sierra-grade-tab-'));
let paths: string[];
let unreadable: string;

beforeAll(() => {
  const files: [string, string][] = [];
  const key = (student: string, withRun: boolean) => {
    const runs = new Map<string, RunRecordLike>();
    const e = exerciseById(RUN)!;
    if (withRun) runs.set(RUN, record(e.scenario!(e.params({ course: course.course, student }))));
    const work = keyWork(course, student, 'es', runs, CREATED);
    if (!withRun) work.exercises = work.exercises.filter((x) => x.id !== RUN);
    return buildSubmission(work);
  };
  files.push(['s01.json', JSON.stringify(key('s01', true))]);
  const forged = key('s02', true);
  forged.exercises.find((x) => x.id === RUN)!.runs[0].summary.flows[0].goodput_mbps += 2;
  files.push(['s02.json', JSON.stringify(forged)]);
  files.push(['s03.json', `\ufeff${JSON.stringify(key('s03', false))}`]);
  files.push(['s04.json', JSON.stringify({ ...key('s05', false), student: 's04' })]);
  const text = JSON.stringify(key('s06', false));
  files.push(['s06-truncated.json', text.slice(0, text.length >> 1)]);
  files.push(['s07-nested.json', text.replace('"exercises":[', `"x":${'['.repeat(5000)}${']'.repeat(5000)},"exercises":[`)]);
  files.push(['s08-huge.json', `{"pad":"${'x'.repeat(MAX_SUBMISSION_BYTES)}"}`]);
  paths = files.map(([name, content]) => {
    writeFileSync(join(dir, name), content);
    return join(dir, name);
  });
  // Missing on disk for the command; a read that fails in the page.
  unreadable = join(dir, 's09-missing.json');
  paths.push(unreadable);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('gradeInTab, fed the files `cli grade` reads', () => {
  it('writes the command\'s CSV, results, lines and LMS file byte for byte, and never reads a file over the limit', async () => {
    const { readFileSync, statSync } = await import('node:fs');
    const read: string[] = [];
    const sources: SubmissionSource[] = paths.map((p) => ({
      name: p,
      size: p === unreadable ? 10 : statSync(p).size,
      bytes: async () => {
        read.push(p);
        if (p === unreadable) throw Object.assign(new Error('gone'), { name: 'ENOENT' });
        return new Uint8Array(readFileSync(p));
      },
    }));
    const phases: Phase['phase'][] = [];
    const tab = await gradeInTab(sources, { course, lang: 'es', now: NOW, lms: 'canvas' }, inProcess, (p) => phases.push(p.phase));
    const cli = gradeFiles(paths, course, { now: NOW, lang: 'es', lms: 'canvas', jobs: 1 });
    expect(tab.csv).toBe(cli.csv);
    expect(tab.json).toBe(cli.json);
    expect(tab.lines).toEqual(cli.lines);
    expect(tab.lms).toBe(cli.lms);
    // Only the report's date may differ (each reads its clock); here both are NOW.
    expect(tab.report).toBe(cli.report);
    expect(read).not.toContain(join(dir, 's08-huge.json'));
    expect(phases).toEqual(expect.arrayContaining(['reading', 'simulating', 'writing']));
    expect(tab.stats).toEqual({ submissions: paths.length, runs: 2, simulated: 2 });
  }, 120_000);

  it('reports each bad file on its own line, and grades the rest', async () => {
    const { readFileSync, statSync } = await import('node:fs');
    const sources: SubmissionSource[] = paths.map((p) => ({
      name: p.slice(dir.length + 1),
      size: p === unreadable ? 10 : statSync(p).size,
      bytes: async () => {
        if (p === unreadable) throw Object.assign(new Error('gone'), { name: 'NotReadableError' });
        return new Uint8Array(readFileSync(p));
      },
    }));
    const out = await gradeInTab(sources, { course, lang: 'en', now: NOW }, inProcess);
    const by = new Map(out.results.map((r) => [r.file, r]));
    expect(by.get('s01.json')!.score).toBe(by.get('s01.json')!.max);
    expect(by.get('s02.json')!.findings.map((f) => f.kind)).toContain('forged');
    expect(by.get('s03.json')!.error).toBeNull();
    // s05's answers under s04's id: the per-student numbers are wrong for s04.
    expect(by.get('s04.json')!.score).toBeLessThan(by.get('s04.json')!.max);
    for (const bad of ['s06-truncated.json', 's07-nested.json', 's08-huge.json', 's09-missing.json']) {
      expect(by.get(bad)!.error, bad).not.toBeNull();
      expect(by.get(bad)!.score).toBe(0);
    }
    expect(by.get('s08-huge.json')!.error!.en).toMatch(/MB/);
    expect(by.get('s09-missing.json')!.error!.en).toContain('NotReadableError');
  }, 120_000);
});

describe('a file that is not JSON', () => {
  it('gets the same note from every V8: Chromium\'s " (line N column M)" is dropped', () => {
    const spy = vi.spyOn(JSON, 'parse').mockImplementation(() => {
      throw new SyntaxError('Unterminated string in JSON at position 2002 (line 1 column 2003)');
    });
    try {
      const r = parseJsonText('{"a', 100);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.en).toContain(': Unterminated string in JSON at position 2002.');
    } finally {
      spy.mockRestore();
    }
  });
});
