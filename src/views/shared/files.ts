// Files a view writes and reads: downloads, CSV text, and RunRecord JSON checked before use.
// parseRunRecordText and toCsv are pure; download touches the DOM.

/** Why a file is refused (each has a translated message under common.files.bad). */
export type FileProblem = 'notJson' | 'notObject' | 'version' | 'noScenario' | 'noSummary' | 'noSeries';

export type ParsedRecords = { ok: true; records: Record<string, unknown>[] } | { ok: false; problem: FileProblem };

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The reason a value is not a RunRecord (version 1) with series, or null. */
export function recordShapeProblem(x: unknown, needSeries = true): FileProblem | null {
  if (!isObj(x)) return 'notObject';
  if (x.version !== 1) return 'version';
  if (!isObj(x.scenario)) return 'noScenario';
  if (!isObj(x.summary)) return 'noSummary';
  if (needSeries && (!isObj(x.series) || !Array.isArray(x.series.t_s))) return 'noSeries';
  return null;
}

/** Parses a file's text: one RunRecord or an array of them (all must pass). */
export function parseRunRecordText(text: string, needSeries = true): ParsedRecords {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length === 0) return { ok: false, problem: 'notObject' };
  for (const r of list) {
    const problem = recordShapeProblem(r, needSeries);
    if (problem) return { ok: false, problem };
  }
  return { ok: true, records: list as Record<string, unknown>[] };
}

/** A CSV field: quoted when it holds a comma, a quote or a line break; NaN and null are empty. */
export function csvField(v: unknown): string {
  if (v === null || v === undefined || (typeof v === 'number' && !Number.isFinite(v))) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\n')}\n`;
}

/** Plain arrays for JSON (NaN becomes null there anyway). */
export function toArray(a: ArrayLike<number>, length = a.length): (number | null)[] {
  const out: (number | null)[] = new Array(length);
  for (let i = 0; i < length; i++) out[i] = Number.isFinite(a[i]) ? a[i] : null;
  return out;
}

/** A record with the series the view streamed, when the worker's live record carries none. */
export function withSeries(record: unknown, series: object): unknown {
  if (!isObj(record)) return record;
  const old = isObj(record.series) ? record.series : {};
  return { ...record, series: { ...old, ...series } };
}

/** A safe file-name part ("fifo-2000-reno"). */
export function fileSlug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '') || 'figure';
}

export function download(name: string, data: string | Blob, type = 'application/octet-stream'): void {
  const blob = typeof data === 'string' ? new Blob([data], { type }) : data;
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
