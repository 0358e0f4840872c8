import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

const dir = mkdtempSync(join(tmpdir(), 'sierra-sweep-'));
function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

const TINY = {
  version: 1,
  base: { version: 1, duration_s: 2, link: { rate_mbps: 10, delay_ms: 10 }, flows: [{ id: 's1', cc: 'reno' }] },
  axes: [
    { label: 'loss_pct', path: 'link.loss', values: [0.1, 1], scale: 0.01 },
    { label: 'cc', path: 'flows[0].cc', values: ['reno', 'cubic'] },
  ],
  repetitions: 2,
  collect: { goodput: 'flows[0].goodput_mbps', rtx: 'flows[0].retransmits' },
  difference: { axis: 'cc', value: 'cubic', minus: 'reno' },
};

describe('cli sweep', () => {
  it('gives identical results with 1 and 2 worker threads, and writes CSV and Markdown', { timeout: 60_000 }, () => {
    const f = file('tiny.json', JSON.stringify(TINY));
    const one = capture();
    const csv1 = join(dir, 'one.csv');
    expect(main(['sweep', f, '--jobs', '1', '--json', '--csv', csv1], one)).toBe(0);
    const two = capture();
    const csv2 = join(dir, 'two.csv');
    const md2 = join(dir, 'two.md');
    expect(main(['sweep', f, '--jobs', '2', '--json', '--csv', csv2, '--markdown', md2], two)).toBe(0);
    expect(two.stdout.join('\n')).toBe(one.stdout.join('\n'));
    expect(readFileSync(csv2, 'utf8')).toBe(readFileSync(csv1, 'utf8'));
    const result = JSON.parse(one.stdout.join('\n'));
    expect(result.rows.length).toBe(4);
    expect(result.jobs.map((j: { seed: number }) => j.seed)).toEqual([1, 2, 1, 2, 1, 2, 1, 2]);
    const lines = readFileSync(csv1, 'utf8').trim().split('\n');
    expect(lines[0]).toBe('loss_pct,cc,goodput,rtx');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual(['0.1,reno', '0.1,cubic', '1,reno', '1,cubic']);
    for (const l of lines.slice(1)) expect(Number(l.split(',')[2])).toBeGreaterThan(1);
    expect(readFileSync(join(dir, 'one.difference.csv'), 'utf8').split('\n')[0]).toBe('loss_pct,goodput,rtx');
    expect(readFileSync(md2, 'utf8')).toContain('| loss_pct | cc | goodput (median) | rtx (median) |');
    // Not a terminal: sparse progress lines, never more than about ten.
    expect(one.stderr.length).toBeGreaterThan(0);
    expect(one.stderr.length).toBeLessThanOrEqual(10);
    expect(one.stderr.at(-1)).toBe('sweep: 8/8 jobs (100 %)');
  });

  it('prints the Markdown table by default', { timeout: 60_000 }, () => {
    const io = capture();
    expect(main(['sweep', file('t.json', JSON.stringify({ ...TINY, repetitions: 1, difference: undefined })), '--jobs', '2'], io)).toBe(0);
    const out = io.stdout.join('\n').split('\n');
    expect(out[0]).toBe('| loss_pct | cc | goodput | rtx |');
    expect(out.length).toBe(6);
  });

  it.each([
    ['bad JSON', () => ['sweep', file('bad.json', '{')], /bad\.json: invalid JSON/],
    ['missing file', () => ['sweep', join(dir, 'none.json')], /cannot read .*none\.json \(ENOENT\)/],
    ['bad field', () => ['sweep', file('v.json', JSON.stringify({ ...TINY, repetitions: 1000 }))], /^repetitions: 1000 is out of range \(valid: integer 1 to 100/],
    ['engine refuses a point', () => ['sweep', file('l.json', JSON.stringify({ ...TINY, axes: [{ path: 'link.loss', values: [2] }], difference: undefined }))],
      /^axes \(at link\.loss=2\): link\.loss: 2 is out of range \(valid: 0 to 1\)$/],
    ['unknown preset', () => ['sweep', '--preset', 'nope'], /^unknown sweep preset nope \(see: sweeps\)$/],
    ['bad --jobs', () => ['sweep', '--preset', 'demo', '--jobs', '0'], /^--jobs: 0 is out of range \(valid: integer 1 to 256\)$/],
    ['no file', () => ['sweep'], /^usage: sweep FILE\.json/],
    ['unknown flag', () => ['sweep', 'x.json', '--fast'], /unknown option --fast/],
  ])('%s => exit 1 and one line', (_n, argv, pattern) => {
    const io = capture();
    expect(main(argv(), io)).toBe(1);
    expect(io.stderr).toHaveLength(1);
    expect(io.stderr[0]).toMatch(pattern);
    expect(io.stdout).toEqual([]);
  });

  it('sweeps lists the presets and says which ones this engine cannot run yet', () => {
    const io = capture();
    expect(main(['sweeps'], io)).toBe(0);
    const byName = new Map(io.stdout.map((l) => [l.split(/\s+/)[0], l]));
    expect(byName.get('course-loss-table')).toMatch(/18 jobs {2}ready: /);
    expect(byName.get('demo')).toMatch(/ready/);
    for (const name of ['sce-one-flow-reno', 'sce-one-flow-dctcp', 'sce-two-flow-flows-cubic-vs-dctcp-sce']) {
      expect(byName.get(name)).toMatch(/(ready|NOT YET RUNNABLE, needs .*cake)/);
    }
    const json = capture();
    expect(main(['sweeps', '--json'], json)).toBe(0);
    const list = JSON.parse(json.stdout.join('\n'));
    const reno = list.find((p: { name: string }) => p.name === 'sce-one-flow-reno');
    expect(reno.jobs).toBe(128);
    if (reno.problem !== null) {
      // Refused with the engine's own message, naming what the preset needs.
      const io2 = capture();
      expect(main(['sweep', '--preset', 'sce-one-flow-reno'], io2)).toBe(1);
      expect(io2.stderr[0]).toMatch(/^sweep preset sce-one-flow-reno needs queue kind cake and cc reno-sce; this engine refuses it: axes \(at .*\): .*not available in this engine version yet/);
    }
  });
});
