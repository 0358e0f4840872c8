// The runs on screen as CSV, one row per sample (empty cells where a value is not a number).
import { seriesNamed, type TcpTrace } from '../../panels/shared';

export const CSV_HEADER = 'run,cc,stack,t_s,cwnd,ssthresh,rtt_ms,min_rtt_ms,inflight,delivery_mbps,retrans,state';
const COLUMNS = ['cwnd', 'ssthresh', 'rtt_ms', 'min_rtt_ms', 'inflight', 'delivery_mbps', 'retrans', 'state'];

export function runsCsv(traces: readonly Pick<TcpTrace, 'index' | 'cc' | 'stack' | 't' | 'series'>[]): string {
  const rows = [CSV_HEADER];
  const v = (x: number) => (Number.isFinite(x) ? String(x) : '');
  for (const r of traces) {
    const cols = COLUMNS.map((c) => seriesNamed(r, c).data);
    for (let i = 0; i < r.t.length; i++) {
      rows.push([r.index + 1, r.cc, r.stack, v(r.t.data[i]), ...cols.map((c) => v(c[i] ?? NaN))].join(','));
    }
  }
  return `${rows.join('\n')}\n`;
}
