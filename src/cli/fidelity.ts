// `fidelity [--seeds N] [--markdown F] [--json F] [--only ID,...] [--jobs N]`: every figure of the seeds
// (src/sim/fidelity/figures.ts) over seeds 1..N with both host profiles, as a table: the real
// value and its source, ns-3's where known, ours (median and range over the seeds), in or out of
// the band. --markdown F writes the Markdown table into F (between the fidelity markers when F
// has them, as docs/model.md; else the whole file); --json F writes the report (docs/fidelity.json).
// Figures that share runs form one job per host profile, on N worker threads (default: the cores, at most 4).

import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { FIGURES } from '../sim/fidelity/figures';
import { countIn, fidelityMarkdown, FIDELITY_BEGIN, replaceFidelityBlock } from '../sim/fidelity/markdown';
import { FIDELITY_PROFILES, type FidelityReport, type FidelityRow } from '../sim/fidelity/run';
import { ENGINE_VERSION } from '../sim/version';
import type { FidelityAnswer, FidelityJob } from './fidelity-worker';
import { CliError, writeOutputFile, type Io } from './io';
import { runPoolSync } from './worker-pool';

const OPTIONS = ['--seeds', '--markdown', '--json', '--only', '--jobs'];

/** Figures that share runs (adjacent, the same scenarios) go to one job, so they run once. */
function groups(ids: readonly string[]): string[][] {
  const out: string[][] = [];
  let last = '';
  for (const f of FIGURES.filter((x) => ids.includes(x.id))) {
    const key = JSON.stringify(f.cases(1));
    if (key === last) out[out.length - 1].push(f.id);
    else out.push([f.id]);
    last = key;
  }
  return out;
}

/** Every figure with both profiles on `size` worker threads, the heaviest groups (last in the list) first. */
function runParallel(ids: readonly string[], seeds: number[], size: number): FidelityReport {
  const jobs: FidelityJob[] = [];
  for (const g of groups(ids).reverse()) for (const profile of FIDELITY_PROFILES) jobs.push({ type: 'job', index: jobs.length, ids: g, seeds, profile });
  const byId = new Map<string, FidelityRow>();
  runPoolSync<Exclude<FidelityAnswer, { type: 'fatal' }>>({
    worker: 'fidelity-worker',
    count: jobs.length,
    job: (i) => jobs[i],
    answer: (m) => {
      if (m.type === 'error') throw new CliError(`fidelity job ${m.index} failed: ${m.message.split('\n')[0]}`);
      for (const r of m.rows) {
        const had = byId.get(r.id);
        byId.set(r.id, had ? { ...had, results: { ...had.results, ...r.results } } : r);
      }
    },
    startError: CliError,
    size,
    onProgress: () => undefined,
  });
  return { engine: ENGINE_VERSION, seeds, rows: ids.map((id) => byId.get(id)!) };
}

function parse(args: readonly string[]): Record<string, string> {
  const o: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!OPTIONS.includes(a)) throw new CliError(`unknown option ${a} (valid: ${OPTIONS.join(', ')})`);
    const v = args[i + 1];
    if (v === undefined || v.startsWith('--')) throw new CliError(`${a} needs a value`);
    o[a] = v;
    i++;
  }
  return o;
}

function line(r: FidelityRow): string {
  const f = (p: 'ideal' | 'course-lab') => {
    const x = r.results[p];
    const v = x.median === null ? 'none' : `${x.median.toFixed(r.digits)} [${x.min!.toFixed(r.digits)}..${x.max!.toFixed(r.digits)}]`;
    return `${v} ${x.in ? 'in' : 'OUT'}`;
  };
  return `${r.id.padEnd(22)} band ${r.band[0].toFixed(r.digits)}..${r.band[1].toFixed(r.digits)}  ideal ${f('ideal').padEnd(28)}  course-lab ${f('course-lab')}`;
}

export function fidelityCommand(args: readonly string[], io: Io): number {
  const o = parse(args);
  const n = o['--seeds'] === undefined ? 5 : Number(o['--seeds']);
  if (!Number.isInteger(n) || n < 1 || n > 20) throw new CliError(`--seeds: ${JSON.stringify(o['--seeds'])} is not valid (valid: integer 1 to 20)`);
  const only = o['--only']?.split(',');
  const unknown = only?.filter((id) => !FIGURES.some((f) => f.id === id)) ?? [];
  if (unknown.length) throw new CliError(`--only: ${unknown[0]} is not a figure (valid: ${FIGURES.map((f) => f.id).join(', ')})`);
  const jobs = o['--jobs'] === undefined ? Math.min(4, availableParallelism()) : Number(o['--jobs']);
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 64) throw new CliError(`--jobs: ${JSON.stringify(o['--jobs'])} is not valid (valid: integer 1 to 64)`);
  const seeds = Array.from({ length: n }, (_, i) => i + 1);
  const report = runParallel(only ?? FIGURES.map((f) => f.id), seeds, jobs);
  for (const r of report.rows) io.out(line(r));
  io.out(`in the band: ideal ${countIn(report, 'ideal')} of ${report.rows.length}, course-lab ${countIn(report, 'course-lab')} of ${report.rows.length}`);
  if (o['--json']) writeOutputFile(o['--json'], `${JSON.stringify(report, null, 1)}\n`);
  if (o['--markdown']) {
    const file = o['--markdown'];
    const table = fidelityMarkdown(report);
    const doc = existsSync(file) ? readFileSync(file, 'utf8') : '';
    writeOutputFile(file, doc.includes(FIDELITY_BEGIN) ? replaceFidelityBlock(doc, table) : `${table}\n`);
  }
  return 0;
}
