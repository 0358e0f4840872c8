// The course's per-flow trace format: a CSV with the header t_s,cwnd_segments,ssthresh_segments,rtt_ms
// (in any column order, other columns ignored). ssthresh is empty until the first loss.

export interface TraceSample {
  t: number;
  cwnd: number;
  /** null while the kernel has no ssthresh yet (before the first loss). */
  ssthresh: number | null;
  /** null when the field is empty. */
  rttMs: number | null;
}

export const TRACE_COLUMNS = ['t_s', 'cwnd_segments', 'ssthresh_segments', 'rtt_ms'] as const;

/** Thrown with a message naming the line and field at fault. */
export class TraceCsvError extends Error {}

function field(text: string, line: number, name: string, optional: boolean): number | null {
  const s = text.trim();
  if (s === '') {
    if (optional) return null;
    throw new TraceCsvError(`line ${line}: ${name} is empty`);
  }
  const v = Number(s);
  if (!Number.isFinite(v) || v < 0) throw new TraceCsvError(`line ${line}: ${name} must be a number >= 0, got '${s}'`);
  return v;
}

export function parseTraceCsv(text: string): TraceSample[] {
  const lines = text.split(/\r?\n/);
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  if (headerIndex < 0) throw new TraceCsvError('empty trace');
  const header = lines[headerIndex].split(',').map((h) => h.trim());
  const col = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) throw new TraceCsvError(`line ${headerIndex + 1}: missing column ${name} (expected ${TRACE_COLUMNS.join(',')})`);
    return i;
  };
  const [it, ic, is, ir] = TRACE_COLUMNS.map(col);
  const samples: TraceSample[] = [];
  for (let i = headerIndex + 1; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const cells = lines[i].split(',');
    const n = i + 1;
    const t = field(cells[it] ?? '', n, 't_s', false) as number;
    if (samples.length > 0 && t < samples[samples.length - 1].t) throw new TraceCsvError(`line ${n}: t_s goes back in time`);
    samples.push({
      t,
      cwnd: field(cells[ic] ?? '', n, 'cwnd_segments', false) as number,
      ssthresh: field(cells[is] ?? '', n, 'ssthresh_segments', true),
      rttMs: field(cells[ir] ?? '', n, 'rtt_ms', true),
    });
  }
  return samples;
}
