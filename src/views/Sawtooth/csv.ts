// The runs on screen as CSV, one row per sample (empty cells where a value is not a number).
import type { RunData } from './live';

export const CSV_HEADER = 'run,cc,stack,t_s,cwnd,ssthresh,rtt_ms,min_rtt_ms,inflight,delivery_mbps,retrans,state';

export function runsCsv(runs: readonly RunData[]): string {
  const rows = [CSV_HEADER];
  const v = (x: number) => (Number.isFinite(x) ? String(x) : '');
  for (const r of runs) {
    const s = r.series;
    for (let i = 0; i < r.t.length; i++) {
      rows.push([r.key, r.options.cc, r.options.stack, v(r.t.data[i]), v(s.cwnd.data[i]), v(s.ssthresh.data[i]), v(s.rtt_ms.data[i]), v(s.min_rtt_ms.data[i]), v(s.inflight.data[i]), v(s.delivery_mbps.data[i]), v(s.retrans.data[i]), v(s.state.data[i])].join(','));
    }
  }
  return `${rows.join('\n')}\n`;
}
