import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './main';
import type { Io } from './io';

function capture(): Io & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (t) => stdout.push(t), err: (t) => stderr.push(t) };
}

const dir = mkdtempSync(join(tmpdir(), 'sierra-cli-'));
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

describe('cli', () => {
  it('run prints the RunRecord, with series only under --series', () => {
    const f = file('ok.json', JSON.stringify({ version: 1, duration_s: 1, pings: [{ id: 'p', interval_ms: 100 }] }));
    const io = capture();
    expect(main(['run', f], io)).toBe(0);
    const rec = JSON.parse(io.stdout.join('\n'));
    expect(rec.engine).toBe('sierra 0.1.0');
    expect(rec.summary.pings[0].received).toBe(10);
    expect(rec.series).toBeUndefined();
    const io2 = capture();
    expect(main(['run', f, '--series'], io2)).toBe(0);
    expect(JSON.parse(io2.stdout.join('\n')).series.t_s.length).toBe(10);
  });

  it.each([
    ['missing file', () => ['run', join(dir, 'nope.json')], /cannot read .*nope\.json \(ENOENT\)/],
    ['bad JSON', () => ['run', file('bad.json', '{ version: 1')], /bad\.json: invalid JSON/],
    ['invalid scenario', () => ['run', file('inv.json', '{"version":1,"link":{"loss":2}}')], /^link\.loss: 2 is out of range \(valid: 0 to 1\)$/],
    ['unknown command', () => ['frobnicate'], /unknown command frobnicate/],
    ['unknown flag', () => ['run', 'x.json', '--fast'], /unknown option --fast/],
    ['no file', () => ['run'], /usage: run FILE\.json/],
    ['no command', () => [], /missing command/],
  ])('%s => exit 1 and one line on stderr', (_name, argv, pattern) => {
    const io = capture();
    expect(main(argv(), io)).toBe(1);
    expect(io.stderr.length).toBe(1);
    expect(io.stderr[0]).not.toContain('\n');
    expect(io.stderr[0]).toMatch(pattern);
    expect(io.stdout).toEqual([]);
  });

  it('--help prints usage and exits 0', () => {
    const io = capture();
    expect(main(['--help'], io)).toBe(0);
    expect(io.stdout.join('\n')).toContain('run FILE.json [--series]');
  });
});
