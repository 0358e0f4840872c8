// `fidelity [--seeds N] [--markdown F] [--json F] [--only ID,...]`: every figure of the seeds
// (src/sim/fidelity/figures.ts) over seeds 1..N with both host profiles, as a table: the real
// value and its source, ns-3's where known, ours (median and range over the seeds), in or out of
// the band. --markdown F writes the Markdown table into F (between the fidelity markers when F
// has them, as docs/model.md; else the whole file); --json F writes the report (docs/fidelity.json).

import { existsSync, readFileSync } from 'node:fs';
import { FIGURES } from '../sim/fidelity/figures';
import { countIn, fidelityMarkdown, FIDELITY_BEGIN, replaceFidelityBlock } from '../sim/fidelity/markdown';
import { runFidelity, type FidelityRow } from '../sim/fidelity/run';
import { CliError, writeOutputFile, type Io } from './io';

const OPTIONS = ['--seeds', '--markdown', '--json', '--only'];

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
  const seeds = Array.from({ length: n }, (_, i) => i + 1);
  const report = runFidelity({ seeds, only, onRow: (r) => io.out(line(r)) });
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
