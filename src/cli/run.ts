// `run FILE.json [--series] [--csv OUT.csv] [--flow ID]` and `run --preset NAME ...`: simulate a
// scenario, print its RunRecord; with --csv also write one TCP flow's trace in the columns of the
// course's trace files (t_s,cwnd_segments,ssthresh_segments,rtt_ms).

import { readFileSync } from 'node:fs';
import { createSimulation } from '../sim/simulation';
import { findPreset, PRESETS } from '../sim/scenario/presets';
import { parseScenario } from '../sim/scenario/parse';
import { checkBudget, CLI_BUDGET_EVENTS } from '../sim/scenario/cost';
import type { Scenario } from '../sim/scenario/types';
import type { RunRecord } from '../sim/record/run-record';
import { CliError, fileOrPreset, formatEvents, parseBudget, writeOutputFile, type Io } from './io';

const USAGE = 'usage: run FILE.json | --preset NAME [--series] [--csv OUT.csv] [--flow ID] [--budget EVENTS]';

export function readScenarioFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(`cannot read ${file}${code ? ` (${code})` : ''}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new CliError(`${file}: invalid JSON (${(e as Error).message.split('\n')[0]})`);
  }
}

interface RunArgs {
  file: string | null;
  preset: string | null;
  series: boolean;
  csv: string | null;
  flow: string | null;
  budget: number;
}

function parseRunArgs(args: readonly string[]): RunArgs {
  const out: RunArgs = { file: null, preset: null, series: false, csv: null, flow: null, budget: CLI_BUDGET_EVENTS };
  const valued = ['--csv', '--flow', '--preset', '--budget'];
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--series') out.series = true;
    else if (valued.includes(a)) {
      const v = args[++i];
      if (v === undefined || v.startsWith('--')) throw new CliError(`${a} needs a value (${USAGE})`);
      if (a === '--csv') out.csv = v;
      else if (a === '--flow') out.flow = v;
      else if (a === '--budget') out.budget = parseBudget(v);
      else out.preset = v;
    } else if (a.startsWith('-')) throw new CliError(`unknown option ${a} (valid: --series, --csv, --flow, --preset, --budget)`);
    else positional.push(a);
  }
  out.file = fileOrPreset(positional, out.preset, USAGE);
  return out;
}

/** Refuses, before anything runs, a scenario whose estimated cost is over the budget (src/sim/scenario/cost.ts). */
export function assertWithinBudget(s: Scenario, budget: number, what = 'the scenario'): void {
  const r = checkBudget(s, budget);
  if (r.ok) return;
  // At the engine's 1.5 to 3 million events per second on a laptop (cli bench).
  const minutes = (rate: number) => Math.max(1, Math.round(r.estimate / rate / 60));
  throw new CliError(
    `${what} would take about ${formatEvents(r.estimate)} events (estimate; ${minutes(3e6)} to ${minutes(1.5e6)} min), over the budget of ${formatEvents(r.limit)}: raise it with --budget ${formatEvents(Math.ceil(r.estimate * 1.2))}`,
  );
}

/** The trace of one flow as the course's CSV: ssthresh empty while it is still infinite. */
export function traceCsv(rec: RunRecord, flowId: string | null): string {
  const series = rec.series!;
  const id = flowId ?? rec.scenario.flows[0]?.id;
  if (id === undefined) throw new CliError('--csv: the scenario has no flow');
  const flow = rec.scenario.flows.find((f) => f.id === id);
  if (!flow) throw new CliError(`--flow: no flow ${JSON.stringify(id)} (valid: ${rec.scenario.flows.map((f) => f.id).join(', ')})`);
  if (flow.transport !== 'tcp') throw new CliError(`--flow: ${id} is a ${flow.transport} flow, it has no cwnd`);
  const f = series.flows[id];
  const num = (v: number, digits: number) => (v === null || Number.isNaN(v) ? '' : String(Number(v.toFixed(digits))));
  const lines = ['t_s,cwnd_segments,ssthresh_segments,rtt_ms'];
  for (let i = 0; i < series.t_s.length; i++) {
    lines.push(`${num(series.t_s[i], 3)},${num(f.cwnd[i], 0)},${num(f.ssthresh[i], 0)},${num(f.rtt_ms[i], 3)}`);
  }
  return `${lines.join('\n')}\n`;
}

export function runCommand(args: readonly string[], io: Io): number {
  const a = parseRunArgs(args);
  let input: unknown;
  if (a.preset !== null) {
    const p = findPreset(a.preset);
    if (!p) throw new CliError(`unknown preset ${a.preset} (see: presets)`);
    input = p.scenario;
  } else input = readScenarioFile(a.file!);
  const scenario = parseScenario(input);
  assertWithinBudget(scenario, a.budget);
  const sim = createSimulation(scenario);
  sim.runToEnd();
  const rec = sim.record({ series: a.series || a.csv !== null });
  if (a.csv !== null) {
    writeOutputFile(a.csv, traceCsv(rec, a.flow));
  } else if (a.flow !== null) throw new CliError('--flow goes with --csv');
  if (!a.series) delete rec.series;
  io.out(JSON.stringify(rec, null, 2));
  return 0;
}

/** `presets [--json]`: the preset names, one per line with a description (or as JSON). */
export function presetsCommand(args: readonly string[], io: Io): number {
  for (const x of args) if (x !== '--json') throw new CliError(`unknown option ${x} (valid: --json)`);
  if (args.includes('--json')) io.out(JSON.stringify(PRESETS, null, 2));
  else for (const p of PRESETS) io.out(`${p.name.padEnd(22)} ${p.description}`);
  return 0;
}
