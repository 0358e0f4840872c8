// `run FILE.json [--series] [--csv OUT.csv] [--flow ID]` and `run --preset NAME ...`: simulate a
// scenario, print its RunRecord; with --csv also write one TCP flow's trace in the columns of the
// course's trace files (t_s,cwnd_segments,ssthresh_segments,rtt_ms).

import { readFileSync, writeFileSync } from 'node:fs';
import { createSimulation } from '../sim/simulation';
import { findPreset, PRESETS } from '../sim/scenario/presets';
import type { RunRecord } from '../sim/record/run-record';
import { CliError, type Io } from './io';

const USAGE = 'usage: run FILE.json | --preset NAME [--series] [--csv OUT.csv] [--flow ID]';

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
}

function parseRunArgs(args: readonly string[]): RunArgs {
  const out: RunArgs = { file: null, preset: null, series: false, csv: null, flow: null };
  const valued = ['--csv', '--flow', '--preset'];
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--series') out.series = true;
    else if (valued.includes(a)) {
      const v = args[++i];
      if (v === undefined || v.startsWith('--')) throw new CliError(`${a} needs a value (${USAGE})`);
      if (a === '--csv') out.csv = v;
      else if (a === '--flow') out.flow = v;
      else out.preset = v;
    } else if (a.startsWith('-')) throw new CliError(`unknown option ${a} (valid: --series, --csv, --flow, --preset)`);
    else positional.push(a);
  }
  if (out.preset !== null ? positional.length !== 0 : positional.length !== 1) throw new CliError(USAGE);
  out.file = positional[0] ?? null;
  return out;
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
  const sim = createSimulation(input);
  sim.runToEnd();
  const rec = sim.record({ series: a.series || a.csv !== null });
  if (a.csv !== null) {
    const text = traceCsv(rec, a.flow);
    try {
      writeFileSync(a.csv, text);
    } catch (e) {
      throw new CliError(`cannot write ${a.csv} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
    }
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
