// `sweep FILE.json | --preset NAME [--csv OUT] [--markdown OUT] [--jobs N] [--json]`: expand a sweep
// (src/sim/sweep), run its jobs on N worker threads, print the table (Markdown, or the result JSON
// with --json). With `--shard K/N [--out PART.json]` only shard K's jobs run and the partial result
// is written for `sweep-merge` (sweep-shard.ts). `sweeps [--json]`: the sweep presets, with whether
// this engine can run them yet. Also the sweep timing of `bench`.
import { availableParallelism } from 'node:os';
import {
  aggregateSweep, findSweepPreset, prepareSweep, SweepError, SWEEP_PRESETS, sweepMarkdown, sweepPresetStatus, describePoint,
  type Sweep, type SweepJob, type SweepJobResult, type SweepResult,
} from '../sim/sweep';
import { ScenarioError } from '../sim/scenario/errors';
import { CLI_BUDGET_EVENTS } from '../sim/scenario/cost';
import { CliError, fileOrPreset, parseBudget, writeOutputFile, type Io } from './io';
import { assertWithinBudget, readScenarioFile } from './run';
import { PoolError, runJobsSync } from './sweep-pool';
import { makePart, parseShard, shardJobs, writeSweepOutputs, type Shard } from './sweep-shard';

const USAGE = 'usage: sweep FILE.json | --preset NAME [--csv OUT] [--markdown OUT] [--jobs N] [--json] [--budget EVENTS] [--shard K/N [--out PART.json]]';
const MAX_JOBS_FLAG = 256;

interface SweepArgs {
  file: string | null;
  preset: string | null;
  csv: string | null;
  markdown: string | null;
  jobs: number | null;
  json: boolean;
  budget: number;
  shard: Shard | null;
  out: string | null;
}

function parseArgs(args: readonly string[]): SweepArgs {
  const out: SweepArgs = { file: null, preset: null, csv: null, markdown: null, jobs: null, json: false, budget: CLI_BUDGET_EVENTS, shard: null, out: null };
  const positional: string[] = [];
  const valued = ['--csv', '--markdown', '--preset', '--jobs', '--budget', '--shard', '--out'];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--json') out.json = true;
    else if (valued.includes(a)) {
      const v = args[++i];
      if (v === undefined || v.startsWith('--')) throw new CliError(`${a} needs a value (${USAGE})`);
      if (a === '--csv') out.csv = v;
      else if (a === '--markdown') out.markdown = v;
      else if (a === '--preset') out.preset = v;
      else if (a === '--budget') out.budget = parseBudget(v);
      else if (a === '--shard') out.shard = parseShard(v);
      else if (a === '--out') out.out = v;
      else {
        const n = /^\d+$/.test(v) ? Number(v) : Number.NaN;
        if (!Number.isInteger(n) || n < 1 || n > MAX_JOBS_FLAG) throw new CliError(`--jobs: ${v} is out of range (valid: integer 1 to ${MAX_JOBS_FLAG})`);
        out.jobs = n;
      }
    } else if (a.startsWith('-')) throw new CliError(`unknown option ${a} (valid: --preset, --csv, --markdown, --jobs, --json, --budget, --shard, --out)`);
    else positional.push(a);
  }
  out.file = fileOrPreset(positional, out.preset, USAGE);
  if (out.out !== null && out.shard === null) throw new CliError('--out goes with --shard K/N (the whole sweep writes --csv and --markdown)');
  if (out.shard !== null && (out.csv !== null || out.markdown !== null || out.json)) {
    throw new CliError('--shard writes a partial result (--out PART.json, or stdout); the table comes from sweep-merge PARTS... [--csv OUT] [--markdown OUT] [--json]');
  }
  return out;
}

/** Parses and expands; any refusal becomes one CliError line (naming the preset's needs if it is one). */
export function prepareOrRefuse(input: unknown, presetName: string | null): { sweep: Sweep; jobs: SweepJob[] } {
  try {
    return prepareSweep(input);
  } catch (e) {
    if (!(e instanceof SweepError || e instanceof ScenarioError)) throw e;
    const p = presetName === null ? undefined : findSweepPreset(presetName);
    if (p && p.needs.length > 0) throw new CliError(`sweep preset ${p.name} needs ${p.needs.join(' and ')}; this engine refuses it: ${e.message}`);
    throw new CliError(e.message);
  }
}

/** Progress on stderr: a redrawn bar on a terminal, otherwise a line at every further 10 %. */
function progressReporter(io: Io): { update(done: number, total: number): void; end(): void } {
  const tty = process.stderr.isTTY === true;
  const t0 = performance.now();
  let lastTenth = -1;
  let drawn = false;
  return {
    update(done, total) {
      if (tty) {
        const width = 30;
        const fill = Math.round((done / total) * width);
        const secs = ((performance.now() - t0) / 1000).toFixed(1);
        process.stderr.write(`\rsweep [${'#'.repeat(fill)}${'.'.repeat(width - fill)}] ${done}/${total} jobs ${secs} s`);
        drawn = true;
        return;
      }
      const tenth = Math.floor((done / total) * 10);
      if (tenth > lastTenth && done > 0) {
        lastTenth = tenth;
        io.err(`sweep: ${done}/${total} jobs (${Math.round((done / total) * 100)} %)`);
      }
    },
    end() {
      if (tty && drawn) process.stderr.write('\n');
    },
  };
}

export function defaultJobs(): number {
  return Math.max(1, availableParallelism());
}

/** Runs jobs on `workers` threads; a failed job or thread becomes one CliError line. */
function runJobsOrRefuse(jobs: readonly SweepJob[], collect: Record<string, string>, workers: number, onProgress?: (done: number, total: number) => void): SweepJobResult[] {
  try {
    return runJobsSync(jobs, collect, workers, onProgress);
  } catch (e) {
    if (e instanceof PoolError) throw new CliError(e.message);
    throw e;
  }
}

/** Runs a prepared sweep on `workers` threads. The result does not depend on `workers`. */
export function runSweepSync(sweep: Sweep, jobs: readonly SweepJob[], workers: number, onProgress?: (done: number, total: number) => void): SweepResult {
  return aggregateSweep(sweep, jobs, runJobsOrRefuse(jobs, sweep.collect, workers, onProgress));
}

export function sweepCommand(args: readonly string[], io: Io): number {
  const a = parseArgs(args);
  let input: unknown;
  if (a.preset !== null) {
    const p = findSweepPreset(a.preset);
    if (!p) throw new CliError(`unknown sweep preset ${a.preset} (see: sweeps)`);
    input = p.sweep;
  } else input = readScenarioFile(a.file!);
  const { sweep, jobs } = prepareOrRefuse(input, a.preset);
  const mine = a.shard === null ? jobs : shardJobs(jobs, a.shard);
  // Every job of this run under the budget, before any starts.
  for (const j of mine) assertWithinBudget(j.scenario, a.budget, `job ${j.index} (${describePoint(j.axes) || 'the base'}, seed ${j.seed})`);
  const progress = progressReporter(io);
  const results = runJobsOrRefuse(mine, sweep.collect, a.jobs ?? defaultJobs(), (d, t) => progress.update(d, t));
  progress.end();
  if (a.shard !== null) {
    const text = JSON.stringify(makePart(sweep, jobs, a.shard, results), null, 2);
    if (a.out !== null) writeOutputFile(a.out, `${text}\n`);
    else io.out(text);
    return 0;
  }
  const result = aggregateSweep(sweep, jobs, results);
  writeSweepOutputs(result, a.csv, a.markdown);
  io.out(a.json ? JSON.stringify(result, null, 2) : sweepMarkdown(result).trimEnd());
  return 0;
}

/** `sweeps [--json]`: every sweep preset, its size, and whether this engine can run it yet. */
export function sweepsCommand(args: readonly string[], io: Io): number {
  for (const x of args) if (x !== '--json') throw new CliError(`unknown option ${x} (valid: --json)`);
  const status = SWEEP_PRESETS.map((p) => ({ ...sweepPresetStatus(p), sweep: p.sweep }));
  if (args.includes('--json')) {
    io.out(JSON.stringify(status, null, 2));
    return 0;
  }
  for (const s of status) {
    const state = s.problem === null ? 'ready' : `NOT YET RUNNABLE, needs ${s.needs.join(' and ') || 'a newer engine'}`;
    io.out(`${s.name.padEnd(42)} ${String(s.jobs).padStart(4)} jobs  ${state}: ${s.description}`);
  }
  return 0;
}

export interface SweepBench {
  name: string;
  jobs: number;
  workers: number;
  wall_ms: number;
}

/** The bench's sweep timing: the course's loss table (18 runs) with 1 and with 2 worker threads. */
export function benchSweeps(now: () => number = () => performance.now()): SweepBench[] {
  const name = 'course-loss-table';
  const { sweep, jobs } = prepareSweep(findSweepPreset(name)!.sweep);
  const timed = (label: string, sw: Sweep, js: readonly SweepJob[]) => [1, 2].map((workers) => {
    const t0 = now();
    runSweepSync(sw, js, workers);
    return { name: label, jobs: js.length, workers, wall_ms: now() - t0 };
  });
  return [...timed(`sweep ${name}`, sweep, jobs), ...benchSceGrid(timed)];
}

/**
 * Issue 6's Speed section: the SCE one-flow grid for reno vs reno-sce (8 bandwidths x 8 delays x 2
 * algorithms = 128 runs). At the draft's 300 s per run it takes minutes (see docs/model.md for the
 * measured time), too long for a bench: the runs are shortened to SCE_BENCH_DURATION_S, and the
 * label says so.
 */
export const SCE_BENCH_DURATION_S = 30;
function benchSceGrid(timed: (label: string, sw: Sweep, js: readonly SweepJob[]) => SweepBench[]): SweepBench[] {
  const preset = findSweepPreset('sce-one-flow-reno')!.sweep as { base: Record<string, unknown> };
  const input = { ...preset, base: { ...preset.base, duration_s: SCE_BENCH_DURATION_S } };
  const { sweep, jobs } = prepareSweep(input);
  return timed(`sweep sce-one-flow-reno (${SCE_BENCH_DURATION_S} s runs, not 300 s)`, sweep, jobs);
}
