// A run's flow as the course's trace CSV (t_s,cwnd_segments,ssthresh_segments,rtt_ms, as
// bench.py --csv and the command line's run --csv write it): what lab/metrics.py's
// decrease_ratios reads. Empty ssthresh until the first loss, as ss shows none.
import { TRACE_COLUMNS } from '../../models/traceCsv';

interface SeriesLike {
  t: { data: ArrayLike<number>; length: number };
  flows: Record<string, Record<string, { data: ArrayLike<number>; length: number } | undefined>>;
}

export function traceCsvOf(s: SeriesLike, flowId: string): string | null {
  const f = s.flows[flowId];
  const cwnd = f?.cwnd;
  if (!cwnd) return null;
  const cell = (g: { data: ArrayLike<number>; length: number } | undefined, i: number) => (g && i < g.length && Number.isFinite(g.data[i]) ? String(g.data[i]) : '');
  const rows = [TRACE_COLUMNS.join(',')];
  for (let i = 0; i < Math.min(s.t.length, cwnd.length); i++) {
    rows.push([String(s.t.data[i]), cell(cwnd, i), cell(f.ssthresh, i), cell(f.rtt_ms, i)].join(','));
  }
  return `${rows.join('\n')}\n`;
}
