// Sharded sweeps (issue 18, item 6): `sweep FILE --shard K/N` runs only the jobs of shard K and
// writes a partial result; `sweep-merge PARTS...` checks the parts belong together and makes the
// table one run of the whole sweep gives. Jobs are fixed by the expansion (index order), so shard
// K takes the jobs whose index is K modulo N: disjoint, their union the whole grid, the costly
// corners of a grid spread over every shard. A part carries the hash of the expanded sweep (every
// job's scenario and seed, and the engine), so parts of different sweeps or engines never merge.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { canonicalJson } from '../sim/record/canonical-json';
import { ScenarioError } from '../sim/scenario/errors';
import {
  aggregateSweep, prepareSweep, SweepError, sweepCsv, sweepMarkdown, type Sweep, type SweepJob, type SweepJobResult, type SweepResult,
} from '../sim/sweep';
import { ENGINE_NAME } from '../sim/version';
import { CliError, writeOutputFile, type Io } from './io';

export const PART_KIND = 'sierra-sweep-part';
export const MAX_SHARDS = 10000;

export interface Shard {
  /** 0 to count - 1, as Slurm's SLURM_ARRAY_TASK_ID (--array=0-(N-1)) and Kubernetes' JOB_COMPLETION_INDEX. */
  index: number;
  count: number;
}

export interface SweepPart {
  kind: typeof PART_KIND;
  version: 1;
  engine: string;
  /** SHA-256 of the expanded sweep: the sweep, every job's index, seed and scenario, and the engine. */
  sweep_hash: string;
  shard: Shard;
  jobs_total: number;
  /** The sweep as parsed (defaults filled in): merge expands it again and checks the hash. */
  sweep: Sweep;
  /** One per job of this shard, by job index. */
  results: SweepJobResult[];
}

/** `K/N` with N from 1 to MAX_SHARDS and K from 0 to N - 1. */
export function parseShard(v: string): Shard {
  const m = /^(\d{1,6})\/(\d{1,6})$/.exec(v);
  const valid = `(valid: K/N with N from 1 to ${MAX_SHARDS} and K from 0 to N-1, e.g. 0/3)`;
  if (!m) throw new CliError(`--shard: ${JSON.stringify(v)} is not K/N ${valid}`);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (count < 1 || count > MAX_SHARDS || index >= count) throw new CliError(`--shard: ${v} is out of range ${valid}`);
  return { index, count };
}

/** The jobs of one shard: those whose index is `shard.index` modulo `shard.count`. */
export function shardJobs(jobs: readonly SweepJob[], shard: Shard): SweepJob[] {
  return jobs.filter((j) => j.index % shard.count === shard.index);
}

export function sweepHash(sweep: Sweep, jobs: readonly SweepJob[], engine = ENGINE_NAME): string {
  const expanded = { engine, sweep, jobs: jobs.map((j) => ({ index: j.index, seed: j.seed, scenario: j.scenario })) };
  return createHash('sha256').update(canonicalJson(expanded)).digest('hex');
}

export function makePart(sweep: Sweep, jobs: readonly SweepJob[], shard: Shard, results: readonly SweepJobResult[]): SweepPart {
  return {
    kind: PART_KIND,
    version: 1,
    engine: ENGINE_NAME,
    sweep_hash: sweepHash(sweep, jobs),
    shard,
    jobs_total: jobs.length,
    sweep,
    results: [...results].sort((a, b) => a.index - b.index),
  };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A part file's shape, checked enough that merging never throws on a hand-edited or truncated file. */
function readPart(file: string): SweepPart {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(code ? `cannot read ${file} (${code})` : `${file}: invalid JSON (${(e as Error).message.split('\n')[0]})`);
  }
  const bad = (what: string) => new CliError(`${file}: not a sweep part (${what}; write one with: sweep FILE --shard K/N --out PART.json)`);
  if (!isRecord(value) || value.kind !== PART_KIND) throw bad(`kind is not "${PART_KIND}"`);
  if (value.version !== 1) throw bad(`version ${JSON.stringify(value.version)} (valid: 1)`);
  if (typeof value.engine !== 'string' || typeof value.sweep_hash !== 'string' || !/^[0-9a-f]{64}$/.test(value.sweep_hash)) throw bad('engine or sweep_hash missing');
  const s = value.shard;
  if (!isRecord(s) || !Number.isInteger(s.count) || !Number.isInteger(s.index) || (s.count as number) < 1 || (s.index as number) < 0 || (s.index as number) >= (s.count as number)) {
    throw bad('shard is not { index: K, count: N } with 0 <= K < N');
  }
  if (!Number.isInteger(value.jobs_total) || (value.jobs_total as number) < 0) throw bad('jobs_total is not a count');
  if (!isRecord(value.sweep)) throw bad('sweep missing');
  if (!Array.isArray(value.results)) throw bad('results is not a list');
  value.results.forEach((r, i) => {
    if (!isRecord(r) || !Number.isInteger(r.index) || !isRecord(r.figures) || typeof r.events !== 'number') throw bad(`results[${i}] is not { index, figures, events }`);
    for (const [k, x] of Object.entries(r.figures)) if (x !== null && typeof x !== 'number') throw bad(`results[${i}].figures.${k} is not a number or null`);
  });
  return value as unknown as SweepPart;
}

/** Checks that the parts are the N shards of one sweep, each once, and merges them into its result. */
export function mergeParts(parts: readonly { file: string; part: SweepPart }[]): SweepResult {
  if (parts.length === 0) throw new CliError('usage: sweep-merge PART.json... [--csv OUT] [--markdown OUT] [--json]');
  const [first] = parts;
  for (const { file, part } of parts) {
    if (part.engine !== ENGINE_NAME) throw new CliError(`${file}: made by ${part.engine}, this is ${ENGINE_NAME} (valid: parts made by the engine that merges them)`);
    if (part.sweep_hash !== first.part.sweep_hash) throw new CliError(`${file}: a shard of another sweep than ${first.file} (sweep_hash ${part.sweep_hash.slice(0, 12)} vs ${first.part.sweep_hash.slice(0, 12)})`);
    if (part.shard.count !== first.part.shard.count) throw new CliError(`${file}: shard ${part.shard.index}/${part.shard.count}, but ${first.file} is one of ${first.part.shard.count} shards`);
  }
  const n = first.part.shard.count;
  const byIndex = new Map<number, string>();
  for (const { file, part } of parts) {
    const other = byIndex.get(part.shard.index);
    if (other !== undefined) throw new CliError(`shard ${part.shard.index}/${n} given twice (${other} and ${file})`);
    byIndex.set(part.shard.index, file);
  }
  const missing = Array.from({ length: n }, (_, k) => k).filter((k) => !byIndex.has(k));
  if (missing.length > 0) throw new CliError(`missing shard${missing.length > 1 ? 's' : ''} ${missing.map((k) => `${k}/${n}`).join(', ')} (got ${parts.length} of ${n})`);
  // The sweep again from the part itself: its expansion must hash to what the shards ran.
  let prepared: { sweep: Sweep; jobs: SweepJob[] };
  try {
    prepared = prepareSweep(first.part.sweep);
  } catch (e) {
    if (e instanceof SweepError || e instanceof ScenarioError) throw new CliError(`${first.file}: its sweep is refused: ${e.message}`);
    throw e;
  }
  const { sweep, jobs } = prepared;
  if (sweepHash(sweep, jobs) !== first.part.sweep_hash) throw new CliError(`${first.file}: its sweep does not expand to its sweep_hash (the file was edited, or made from another preset table)`);
  const results: SweepJobResult[] = [];
  for (const { file, part } of parts) {
    const mine = new Set(shardJobs(jobs, part.shard).map((j) => j.index));
    if (part.results.length !== mine.size || part.results.some((r) => !mine.has(r.index))) {
      throw new CliError(`${file}: shard ${part.shard.index}/${n} should hold jobs ${[...mine].slice(0, 5).join(', ')}${mine.size > 5 ? ', ...' : ''} (${mine.size} jobs), it holds ${part.results.length}`);
    }
    results.push(...part.results);
  }
  return aggregateSweep(sweep, jobs, results);
}

const MERGE_USAGE = 'usage: sweep-merge PART.json... [--csv OUT] [--markdown OUT] [--json]';

/** `sweep-merge PARTS... [--csv F] [--markdown F] [--json]`: the table of the whole sweep from its shards. */
export function sweepMergeCommand(args: readonly string[], io: Io): number {
  let csv: string | null = null;
  let markdown: string | null = null;
  let json = false;
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--json') json = true;
    else if (a === '--csv' || a === '--markdown') {
      const v = args[++i];
      if (v === undefined || v.startsWith('--')) throw new CliError(`${a} needs a value (${MERGE_USAGE})`);
      if (a === '--csv') csv = v;
      else markdown = v;
    } else if (a.startsWith('-')) throw new CliError(`unknown option ${a} (valid: --csv, --markdown, --json)`);
    else files.push(a);
  }
  if (files.length === 0) throw new CliError(MERGE_USAGE);
  const result = mergeParts(files.map((file) => ({ file, part: readPart(file) })));
  writeSweepOutputs(result, csv, markdown);
  io.out(json ? JSON.stringify(result, null, 2) : sweepMarkdown(result).trimEnd());
  return 0;
}

/** The CSV (and its difference table beside it) and the Markdown, as `sweep` writes them. */
export function writeSweepOutputs(result: SweepResult, csv: string | null, markdown: string | null): void {
  if (csv !== null) {
    writeOutputFile(csv, sweepCsv(result));
    if (result.difference) writeOutputFile(csv.replace(/(\.csv)?$/i, '.difference.csv'), sweepCsv(result, 'difference'));
  }
  if (markdown !== null) writeOutputFile(markdown, sweepMarkdown(result));
}
