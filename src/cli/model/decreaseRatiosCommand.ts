// model decrease-ratios FILE.csv...: the decrease factor of every loss in the course's traces.

import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { decreaseRatios, formatFixed, parseTraceCsv, TraceCsvError } from '../../models';
import type { ParsedArgs } from './args';
import { UsageError } from './args';
import type { CommandOutput, Context } from './context';
import { renderTable } from './table';

export const MAX_TRACE_FILES = 100;

/** Reads a file's text; the reader is a parameter so tests need no files on disk. */
export type ReadText = (path: string) => string;
const readUtf8: ReadText = (path) => readFileSync(path, 'utf8');

export function decreaseRatiosCommand(ctx: Context, args: ParsedArgs, read: ReadText = readUtf8): CommandOutput {
  if (args.positionals.length === 0) throw new UsageError(`${ctx.command}: give one or more trace files (CSV with t_s,cwnd_segments,ssthresh_segments,rtt_ms)`);
  const traces = args.positionals.map((path) => {
    let text: string;
    try {
      text = read(path);
    } catch (e) {
      const code = (e as { code?: string }).code;
      throw new UsageError(`${ctx.command}: cannot read ${path}${code ? ` (${code})` : ''}`);
    }
    try {
      return { path, ratios: decreaseRatios(parseTraceCsv(text)) };
    } catch (e) {
      if (e instanceof TraceCsvError) throw new UsageError(`${ctx.command}: ${path}: ${e.message}`);
      throw e;
    }
  });
  const r = ctx.s.ratios;
  const text = renderTable(
    [
      { header: r.trace, width: 0, align: 'left' },
      { header: r.t, width: 5, gap: 2 },
      { header: r.ssthresh, width: 8, gap: 2 },
      { header: r.peak, width: 6, gap: 2 },
      { header: r.ratio, width: 5, gap: 2 },
    ],
    traces.flatMap((tr) =>
      tr.ratios.map((d) => [basename(tr.path), formatFixed(d.t, 2), String(d.ssthresh), String(d.peakCwnd), Number.isNaN(d.ratio) ? ctx.s.notApplicable : formatFixed(d.ratio, 2)]),
    ),
  );
  return { text, json: { model: 'decrease-ratios', traces } };
}
