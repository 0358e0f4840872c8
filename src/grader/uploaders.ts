// The uploader list (`--uploaders FILE.csv`, or the /grade page's): a CSV from the LMS saying whose
// each file is. The first row is a header; each row after it is a file name or an uploader's
// e-mail, then the student id. When given, it decides whose a file is, whatever id the file
// carries (as Gradescope's uploader does): a file under a classmate's id is then caught.

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF or LF); a leading BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

export const MAX_UPLOADER_ROWS = 100_000;

export interface UploaderMap {
  /** Lower-cased file name or e-mail to the student id as written. */
  byKey: Map<string, string>;
}

export type UploaderParse = { ok: true; map: UploaderMap } | { ok: false; row: number; reason: 'columns' | 'rows' };

export function parseUploaders(text: string): UploaderParse {
  const rows = parseCsv(text);
  if (rows.length - 1 > MAX_UPLOADER_ROWS) return { ok: false, row: MAX_UPLOADER_ROWS + 1, reason: 'rows' };
  const byKey = new Map<string, string>();
  for (let i = 1; i < rows.length; i++) {
    const [key, id] = rows[i].map((f) => f.trim());
    if (!key || !id) return { ok: false, row: i + 1, reason: 'columns' };
    byKey.set(key.toLowerCase(), id);
  }
  return { ok: true, map: { byKey } };
}

/**
 * The student a file belongs to by the list: its name, a folder of its path (Gradescope and the
 * LMS download put each student's files in a folder), or an e-mail the name contains; null when
 * the list does not name it.
 */
export function uploaderOf(map: UploaderMap, path: string): string | null {
  const parts = path.split(/[\\/]/).filter(Boolean).map((p) => p.toLowerCase());
  const base = parts[parts.length - 1] ?? '';
  const direct = map.byKey.get(base) ?? parts.slice(0, -1).reverse().map((p) => map.byKey.get(p)).find((v) => v !== undefined);
  if (direct !== undefined) return direct;
  for (const [k, id] of map.byKey) if (k.includes('@') && parts.some((p) => p.includes(k))) return id;
  return null;
}
