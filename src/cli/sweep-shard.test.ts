import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareSweep } from '../sim/sweep';
import type { Io } from './io';
import { main } from './main';
import { parseShard, shardJobs } from './sweep-shard';

function capture(): Io & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (t) => stdout.push(t), err: (t) => stderr.push(t) };
}

const dir = mkdtempSync(join(tmpdir(), 'sierra-shard-'));
const at = (name: string) => join(dir, name);
function file(name: string, value: unknown): string {
  writeFileSync(at(name), typeof value === 'string' ? value : JSON.stringify(value));
  return at(name);
}

// 2 x 2 points x 2 seeds = 8 jobs: shards of 3 hold 3, 3 and 2 jobs.
const SMALL = {
  version: 1,
  base: { version: 1, duration_s: 1, link: { rate_mbps: 10, delay_ms: 10 }, flows: [{ id: 's1' }, { id: 's2', start_s: 0.1 }], pings: [{ id: 'p', interval_ms: 100 }] },
  axes: [
    { label: 'loss_pct', path: 'link.loss', values: [0.1, 1], scale: 0.01 },
    { label: 'cc', path: 'flows[*].cc', values: ['reno', 'cubic'] },
  ],
  repetitions: 2,
  collect: { goodput: 'flows[0].goodput_mbps', ratio: 'flows[0] / flows[1]', ping_ms: 'pings[0].rtt_ms.median' },
  difference: { axis: 'cc', value: 'cubic', minus: 'reno' },
};

function run(argv: string[]): { code: number; io: ReturnType<typeof capture> } {
  const io = capture();
  return { code: main(argv, io), io };
}

describe('sharded sweeps', () => {
  it('shards are disjoint and their union is every job, for any N', () => {
    const { jobs } = prepareSweep(SMALL);
    for (const n of [1, 2, 3, 8, 11]) {
      const seen = Array.from({ length: n }, (_, k) => shardJobs(jobs, { index: k, count: n }).map((j) => j.index)).flat();
      expect(seen.sort((a, b) => a - b)).toEqual(jobs.map((j) => j.index));
    }
  });

  it('merging 3 shards gives the unsharded result: JSON, Markdown, CSV and the difference CSV', { timeout: 60_000 }, () => {
    const f = file('small.json', SMALL);
    const whole = run(['sweep', f, '--jobs', '2', '--json', '--csv', at('whole.csv')]);
    expect(whole.code).toBe(0);
    const md = run(['sweep', f, '--jobs', '2']);
    for (const k of [0, 1, 2]) {
      const part = run(['sweep', f, '--shard', `${k}/3`, '--jobs', '1', '--out', at(`part-${k}.json`)]);
      expect(part.code).toBe(0);
      expect(part.io.stdout).toEqual([]);
    }
    const p1 = JSON.parse(readFileSync(at('part-1.json'), 'utf8'));
    expect(p1.shard).toEqual({ index: 1, count: 3 });
    expect(p1.results.map((r: { index: number }) => r.index)).toEqual([1, 4, 7]);
    expect(p1.sweep_hash).toMatch(/^[0-9a-f]{64}$/);
    // Parts in any order.
    const parts = [2, 0, 1].map((k) => at(`part-${k}.json`));
    const merged = run(['sweep-merge', ...parts, '--json', '--csv', at('merged.csv'), '--markdown', at('merged.md')]);
    expect(merged.code).toBe(0);
    expect(merged.io.stdout.join('\n')).toBe(whole.io.stdout.join('\n'));
    expect(readFileSync(at('merged.csv'), 'utf8')).toBe(readFileSync(at('whole.csv'), 'utf8'));
    expect(readFileSync(at('merged.difference.csv'), 'utf8')).toBe(readFileSync(at('whole.difference.csv'), 'utf8'));
    expect(readFileSync(at('merged.md'), 'utf8').trimEnd()).toBe(md.io.stdout.join('\n'));
    expect(run(['sweep-merge', ...parts]).io.stdout.join('\n')).toBe(md.io.stdout.join('\n'));
  });

  it('refuses a missing shard, a shard given twice, a shard of another sweep, an edited part', { timeout: 60_000 }, () => {
    const f = file('small2.json', SMALL);
    const other = file('other.json', { ...SMALL, repetitions: 1 });
    for (const k of [0, 1]) expect(run(['sweep', f, '--shard', `${k}/2`, '--jobs', '1', '--out', at(`a-${k}.json`)]).code).toBe(0);
    expect(run(['sweep', other, '--shard', '1/2', '--jobs', '1', '--out', at('b-1.json')]).code).toBe(0);
    const edited = JSON.parse(readFileSync(at('a-1.json'), 'utf8'));
    edited.sweep.repetitions = 1;
    file('edited-1.json', edited);
    const wrongShard = JSON.parse(readFileSync(at('a-1.json'), 'utf8'));
    wrongShard.results.pop();
    file('short-1.json', wrongShard);
    const cases: [string[], RegExp][] = [
      [[at('a-0.json')], /^missing shard 1\/2 \(got 1 of 2\)$/],
      [[at('a-0.json'), at('a-0.json'), at('a-1.json')], /^shard 0\/2 given twice \(.*a-0\.json and .*a-0\.json\)$/],
      [[at('a-0.json'), at('b-1.json')], /b-1\.json: a shard of another sweep than .*a-0\.json/],
      [[at('edited-1.json'), at('a-0.json')], /edited-1\.json: its sweep does not expand to its sweep_hash/],
      [[at('a-0.json'), at('short-1.json')], /short-1\.json: shard 1\/2 should hold jobs 1, 3, 5, 7 \(4 jobs\), it holds 3/],
      [[file('junk.json', { kind: 'x' })], /junk\.json: not a sweep part \(kind is not "sierra-sweep-part"/],
      [[file('trunc.json', '{"kind":')], /trunc\.json: invalid JSON/],
      [[at('none.json')], /cannot read .*none\.json \(ENOENT\)/],
      [[], /^usage: sweep-merge PART\.json/],
    ];
    for (const [argv, pattern] of cases) {
      const r = run(['sweep-merge', ...argv]);
      expect(r.code).toBe(1);
      expect(r.io.stderr).toHaveLength(1);
      expect(r.io.stderr[0]).toMatch(pattern);
    }
  });

  it.each([
    ['3/3', /^--shard: 3\/3 is out of range/],
    ['1/0', /^--shard: 1\/0 is out of range/],
    ['a/b', /^--shard: "a\/b" is not K\/N/],
    ['-1/3', /^--shard needs a value|^--shard: "-1\/3" is not K\/N/],
    ['1', /^--shard: "1" is not K\/N/],
  ])('--shard %s is refused in one line', (v, pattern) => {
    const r = run(['sweep', '--preset', 'demo', '--shard', v]);
    expect(r.code).toBe(1);
    expect(r.io.stderr).toHaveLength(1);
    expect(r.io.stderr[0]).toMatch(pattern);
  });

  it('parses K/N from 0 to N-1, the indices of Slurm arrays and Kubernetes Indexed Jobs', () => {
    expect(parseShard('0/3')).toEqual({ index: 0, count: 3 });
    expect(parseShard('2/3')).toEqual({ index: 2, count: 3 });
  });

  it('--out needs --shard; --shard writes no table', () => {
    expect(run(['sweep', '--preset', 'demo', '--out', at('x.json')]).io.stderr[0]).toMatch(/^--out goes with --shard/);
    expect(run(['sweep', '--preset', 'demo', '--shard', '0/2', '--csv', at('x.csv')]).io.stderr[0]).toMatch(/^--shard writes a partial result/);
  });
});
