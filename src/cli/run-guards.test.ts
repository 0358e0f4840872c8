import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { estimateCost } from '../sim/scenario/cost';
import { parseScenario } from '../sim/scenario/parse';
import type { Io } from './io';
import { formatEvents } from './io';
import { main } from './main';

function capture(): Io & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (t) => stdout.push(t), err: (t) => stderr.push(t) };
}

const dir = mkdtempSync(join(tmpdir(), 'sierra-guards-'));
function file(name: string, value: unknown): string {
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(value));
  return p;
}

// Issue 18: "a 10 Gbit/s link for 3600 s with eight flows is accepted".
const HUGE = { version: 1, duration_s: 3600, link: { rate_mbps: 10000 }, flows: Array.from({ length: 8 }, (_, i) => ({ id: `s${i + 1}`, cc: 'cubic' })) };

describe('run: the budget and the file-or-preset rule', () => {
  it('refuses the issue\'s huge scenario before running, with the estimate and the limit, in one line', () => {
    const io = capture();
    const t0 = performance.now();
    expect(main(['run', file('huge.json', HUGE)], io)).toBe(1);
    expect(performance.now() - t0).toBeLessThan(2000); // refused, not run
    const est = formatEvents(estimateCost(parseScenario(HUGE)).events);
    expect(io.stderr).toEqual([expect.stringMatching(new RegExp(`^the scenario would take about ${est.replace('.', '\\.')} events \\(estimate; \\d+ to \\d+ min\\), over the budget of 2e9: raise it with --budget `))]);
    expect(io.stdout).toEqual([]);
  });

  it('--budget raises the limit, and lowers it', () => {
    const small = file('small.json', { version: 1, duration_s: 1, flows: [{ id: 's1' }] });
    const low = capture();
    expect(main(['run', small, '--budget', '100'], low)).toBe(1);
    expect(low.stderr[0]).toMatch(/over the budget of 100: raise it with --budget \d/);
    expect(main(['run', small, '--budget', '1e6'], capture())).toBe(0);
  });

  it.each([
    [['run', 'x.json', '--budget', 'lots'], /^--budget: "lots" is not valid \(valid: a number of events from 1 to 1e15, e\.g\. 5e9\)$/],
    [['run', 'x.json', '--budget', '0'], /^--budget: "0" is not valid/],
    [['run', 'x.json', '--budget'], /^--budget needs a value/],
    [['run', 'x.json', '--preset', 'lab-baseline-reno'], /^give a file or --preset, not both \(got x\.json and --preset lab-baseline-reno\)$/],
    [['sweep', 'x.json', '--preset', 'demo'], /^give a file or --preset, not both \(got x\.json and --preset demo\)$/],
    [['run', 'a.json', 'b.json'], /^one file at a time \(got 2: a\.json b\.json; usage: run/],
  ])('%j => one line, exit 1', (argv, pattern) => {
    const io = capture();
    expect(main(argv, io)).toBe(1);
    expect(io.stderr).toHaveLength(1);
    expect(io.stderr[0]).toMatch(pattern);
  });

  it('sweep refuses a job over the budget by its index and axis values, before any runs', () => {
    const sweep = { version: 1, base: { version: 1, duration_s: 1, flows: [{ id: 's1' }] }, axes: [{ label: 'd', path: 'duration_s', values: [1, 3600] }] };
    const io = capture();
    expect(main(['sweep', file('sw.json', sweep), '--budget', '1e7'], io)).toBe(1);
    expect(io.stderr).toEqual([expect.stringMatching(/^job 1 \(d=3600, seed 1\) would take about .* events .*over the budget of 1e7/)]);
  });

  it('writes outputs into a folder it creates (the README\'s out/)', () => {
    const out = join(dir, 'new', 'deeper', 'trace.csv');
    expect(main(['run', file('one.json', { version: 1, duration_s: 1, flows: [{ id: 's1' }] }), '--csv', out], capture())).toBe(0);
    expect(readFileSync(out, 'utf8').split('\n')[0]).toBe('t_s,cwnd_segments,ssthresh_segments,rtt_ms');
  });

  it('--help lists model, sweep-merge, --shard and --budget', () => {
    const io = capture();
    expect(main(['--help'], io)).toBe(0);
    const text = io.stdout.join('\n');
    for (const s of ['model SUBCOMMAND', 'sweep-merge PART.json', '--shard K/N', '--budget EVENTS']) expect(text).toContain(s);
  });
});
