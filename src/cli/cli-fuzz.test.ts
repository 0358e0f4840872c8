// Issue 18, item 3 (f): command-line arguments. Random argument lists over every command, its
// flags and wrong values (bad numbers, missing values, unknown flags, files that are missing, not
// JSON, or a folder): exit code 0, or 1 with exactly one line on stderr and no stack trace, and
// main never throws. A catalogue of bad invocations with their messages, and three of them through
// a real process, follow.
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Io } from './io';
import { main } from './main';

const dir = mkdtempSync(join(tmpdir(), 'sierra-cli-fuzz-'));
const put = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};
const FILES = {
  missing: join(dir, 'missing.json'),
  notJson: put('not.json', '{ version: 1'),
  empty: put('empty.json', ''),
  badScenario: put('bad-scenario.json', '{"version":1,"link":{"loss":3}}'),
  scenario: put('ok.json', JSON.stringify({ version: 1, duration_s: 0.2, flows: [{ id: 's1' }] })),
  udpOnly: put('udp.json', JSON.stringify({ version: 1, duration_s: 0.2, flows: [{ id: 'u', transport: 'udp' }] })),
  folder: (() => {
    mkdirSync(join(dir, 'folder'));
    return join(dir, 'folder');
  })(),
  badCsv: put('bad.csv', 't_s,cwnd\n1,x\n'),
  array: put('array.json', '[]'),
};

export const CLI_FUZZ_RUNS = 500;

const COMMANDS = ['run', 'presets', 'sweep', 'sweeps', 'sweep-merge', 'model', 'exercises', 'key', 'grade', 'help', '--help', 'frobnicate', '', 'RUN'];
const MODEL = ['reno-trace', 'phase', 'aimd', 'all', 'cubic', 'bdp', 'buffer-delay', 'mathis', 'jain', 'decrease-ratios', 'help', 'nope'];
const FLAGS = [
  '--series', '--csv', '--flow', '--preset', '--budget', '--jobs', '--json', '--markdown', '--shard', '--out', '--course', '--student', '--lang',
  '--gradescope', '--report', '--expect-student', '--ssthresh', '--rounds', '--steps', '--wmax', '--rtt', '--rate-mbps', '--rtt-ms',
  '--loss', '--mss', '--x1', '--recovery', '--packet-bytes', '--buffer-kib', '-x', '--', '---', '--=', '--loss=abc', '--steps=-1',
];
const VALUES = [
  'abc', '-1', '0', '1', '2.5', '1e999', 'NaN', 'Infinity', '', ' ', '0x10', '1/0', '3/3', '0/2', '999999999999', 'es', 'fr', 'ana',
  'lab-loss-1-reno', 'nope', 's1', 'u', ...Object.values(FILES),
];

/** Runs main in-process; the outcome, or what it threw. */
function call(argv: string[]): { code: number; out: string[]; err: string[]; threw?: unknown } {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t) };
  try {
    return { code: main(argv, io), out, err };
  } catch (e) {
    return { code: -1, out, err, threw: e };
  }
}

const STACK = /\n\s+at |^\s+at |Error: /m;

function expectOneLineOrSuccess(argv: string[], r: ReturnType<typeof call>): void {
  const show = JSON.stringify(argv);
  expect(r.threw, `${show} threw ${String(r.threw)}`).toBeUndefined();
  expect([0, 1], show).toContain(r.code);
  if (r.code === 1) {
    expect(r.err, show).toHaveLength(1);
    expect(r.err[0], show).not.toContain('\n');
    expect(r.err[0], show).not.toMatch(STACK);
    expect(r.err[0].length, show).toBeGreaterThan(5);
  }
}

const argvArb = fc.tuple(
  fc.constantFrom(...COMMANDS),
  fc.array(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...FLAGS) }, { weight: 3, arbitrary: fc.constantFrom(...VALUES) }, { weight: 1, arbitrary: fc.constantFrom(...MODEL) }, { weight: 1, arbitrary: fc.string({ maxLength: 6 }) }), { maxLength: 6 }),
).map(([c, rest]) => [c, ...rest]);

describe('fuzz: command-line arguments', () => {
  it(`${CLI_FUZZ_RUNS} random argument lists: exit 0, or 1 with one line on stderr; never a throw or a stack trace`, () => {
    fc.assert(
      fc.property(argvArb, (argv) => expectOneLineOrSuccess(argv, call(argv))),
      { numRuns: CLI_FUZZ_RUNS, seed: 18_042 },
    );
  });

  it('every model subcommand with random options: the same', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MODEL), fc.array(fc.oneof(fc.constantFrom(...FLAGS), fc.constantFrom(...VALUES)), { maxLength: 8 }), (sub, rest) => {
        const argv = ['model', sub, ...rest];
        expectOneLineOrSuccess(argv, call(argv));
      }),
      { numRuns: 300, seed: 18_043 },
    );
  });
});

/** Bad invocations tried by hand and the line each must print (after "sierra: " on a terminal). */
export const CLI_CATALOGUE: [string[], RegExp][] = [
  [[], /^missing command \(try --help\)$/],
  [['frobnicate'], /^unknown command frobnicate \(valid: run, presets, .*; try --help\)$/],
  [[''], /^unknown command {2}\(valid:/],
  [['run'], /^usage: run FILE\.json/],
  [['run', FILES.missing], /^cannot read .*missing\.json \(ENOENT\)$/],
  [['run', FILES.folder], /^cannot read .*folder \(EISDIR\)$/],
  [['run', FILES.notJson], /not\.json: invalid JSON/],
  [['run', FILES.empty], /empty\.json: invalid JSON/],
  [['run', FILES.array], /^scenario: expected an object$/],
  [['run', FILES.badScenario], /^link\.loss: 3 is out of range \(valid: 0 to 1\)$/],
  [['run', FILES.scenario, '--csv'], /^--csv needs a value/],
  [['run', FILES.scenario, '--csv', '--series'], /^--csv needs a value/],
  [['run', FILES.scenario, '--flow', 's1'], /^--flow goes with --csv$/],
  [['run', FILES.udpOnly, '--csv', join(dir, 'u.csv')], /^--flow: u is a udp flow, it has no cwnd$/],
  [['run', FILES.scenario, '--csv', FILES.folder], /^cannot write .*folder \(EISDIR\)$/],
  [['run', FILES.scenario, '--budget', '1e999'], /^--budget: "1e999" is not valid/],
  [['run', FILES.scenario, '--budget', '-1'], /^--budget: "-1" is not valid/],
  [['run', FILES.scenario, '--budget', '0x10'], /^--budget: "0x10" is not valid/],
  [['run', FILES.scenario, '--preset', 'lab-loss-1-reno'], /^give a file or --preset, not both/],
  [['run', '--preset', 'nope'], /^unknown preset nope \(see: presets\)$/],
  [['run', FILES.scenario, '-x'], /^unknown option -x \(valid: --series, --csv, --flow, --preset, --budget\)$/],
  [['presets', '--all'], /^unknown option --all \(valid: --json\)$/],
  [['sweep', FILES.scenario], /^duration_s: unknown field \(valid: version, name, description, base, axes/],
  [['sweep', '--preset', 'lab-loss-1-reno'], /^unknown sweep preset lab-loss-1-reno \(see: sweeps\)$/],
  [['sweep', '--preset', 'demo', '--jobs', '2.5'], /^--jobs: 2\.5 is out of range \(valid: integer 1 to 256\)$/],
  [['sweep', '--preset', 'demo', '--jobs', '0x10'], /^--jobs: 0x10 is out of range \(valid: integer 1 to 256\)$/],
  [['sweep', '--preset', 'demo', '--jobs', '1e1'], /^--jobs: 1e1 is out of range/],
  [['grade', FILES.missing, '--course', FILES.missing, '--jobs', ' 2'], /^--jobs: {2}2 is out of range/],
  [['model', 'bdp', '--rate-mbps', '0x10', '--rtt-ms', '40'], /--rate-mbps must be a number .*\(got '0x10'\)/],
  [['model', 'bdp', '--rate-mbps', 'Infinity', '--rtt-ms', '40'], /--rate-mbps must be a number/],
  [['sweep', '--preset', 'demo', '--shard', '1/0'], /^--shard: 1\/0 is out of range/],
  [['sweep-merge'], /^usage: sweep-merge PART\.json/],
  [['sweep-merge', FILES.scenario], /ok\.json: not a sweep part/],
  [['sweep-merge', FILES.folder], /^cannot read .*folder \(EISDIR\)$/],
  [['model'], /./],
  [['model', 'nope'], /nope/],
  [['model', 'bdp', '--rate-mbps', 'abc', '--rtt-ms', '40'], /--rate-mbps must be a number .*\(got 'abc'\)/],
  [['model', 'bdp', '--rate-mbps'], /--rate-mbps/],
  [['model', 'reno-trace', '--ssthresh', '16', '--rounds', '-1'], /--rounds must be an integer/],
  [['model', 'jain'], /./],
  [['model', 'decrease-ratios', FILES.badCsv], /bad\.csv/],
  [['model', 'decrease-ratios', FILES.folder], /cannot read .*folder/],
  [['key'], /course/],
  [['key', '--course', FILES.notJson, '--student', 'ana'], /not\.json/],
  [['key', '--course', FILES.missing, '--student', 'ana'], /missing\.json/],
  [['grade', '--course', FILES.badScenario], /./],
  [['grade', FILES.missing, '--course', FILES.missing], /missing\.json/],
  [['exercises', '--lang', 'fr'], /--lang/],
];

describe('the catalogue of bad invocations', () => {
  it.each(CLI_CATALOGUE)('%j', (argv, line) => {
    const r = call(argv);
    expectOneLineOrSuccess(argv, r);
    expect(r.code).toBe(1);
    expect(r.err[0]).toMatch(line);
  });

  it('through a real process: "sierra: " and one line on stderr, exit code 1', { timeout: 60_000 }, async () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const tsx = join(root, 'node_modules', '.bin', 'tsx');
    const cases = [['frobnicate'], ['run', FILES.scenario, '--budget', 'abc'], ['model', 'bdp', '--rate-mbps', 'x']];
    const results = await Promise.all(cases.map((argv) => new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
      execFile(tsx, ['src/cli/main.ts', ...argv], { cwd: root }, (e, stdout, stderr) => resolve({ code: e ? (e.code as number) : 0, stderr, stdout }));
    })));
    for (const r of results) {
      expect(r.code).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^sierra: [^\n]+\n$/);
    }
  });
});
