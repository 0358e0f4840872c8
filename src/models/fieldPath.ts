// Dotted field paths into a scenario or a summary ("link.queue.limit_bytes", "flows[0].cc",
// "flows[*].cc"): the syntax of sweep files and of lesson widgets' overrides. Not a paper model,
// but pure and engine-free, and src/models is the one folder both the engine (src/sim/sweep) and
// the lessons may import, so the parser and the walker are written once, here.

export type FieldPathSegment = { key: string } | { index: number } | { all: true };

const SEGMENT = /^(?:\.?([A-Za-z_][A-Za-z0-9_]*)|\[(\d+|\*)\])/;

/** The segments of a path, or null when it is not of the form name(.name|[n]|[*])*. */
export function parseFieldPath(path: string): FieldPathSegment[] | null {
  const out: FieldPathSegment[] = [];
  let rest = path;
  while (rest.length > 0) {
    const m = SEGMENT.exec(rest);
    if (!m || (out.length === 0 && m[0].startsWith('.'))) return null;
    if (m[1] !== undefined) out.push({ key: m[1] });
    else if (m[2] === '*') out.push({ all: true });
    else out.push({ index: Number(m[2]) });
    rest = rest.slice(m[0].length);
  }
  return out.length > 0 && 'key' in out[0] ? out : null;
}

/**
 * Where a write stopped: `where` is the path up to the step that failed ('' for the root). Each
 * caller words it its own way (the sweep in English messages, a lesson through its locale files).
 */
export type FieldPathMiss =
  | { code: 'notObject'; where: string }
  | { code: 'notList'; where: string }
  /** `[*]` over an empty list. */
  | { code: 'empty'; where: string }
  | { code: 'noElement'; where: string; index: number; length: number };

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Writes `value` at `segments` inside `target` (mutated). Missing objects on the way are created;
 * a missing list element is a miss (null on success).
 */
export function writeFieldPath(target: Record<string, unknown>, segments: readonly FieldPathSegment[], value: unknown): FieldPathMiss | null {
  const walk = (node: unknown, i: number, where: string): FieldPathMiss | null => {
    const seg = segments[i];
    const last = i === segments.length - 1;
    if ('key' in seg) {
      if (!isRecord(node)) return { code: 'notObject', where };
      const here = where ? `${where}.${seg.key}` : seg.key;
      if (last) {
        node[seg.key] = value;
        return null;
      }
      if (node[seg.key] === undefined || node[seg.key] === null) node[seg.key] = 'key' in segments[i + 1] ? {} : [];
      return walk(node[seg.key], i + 1, here);
    }
    if (!Array.isArray(node)) return { code: 'notList', where };
    const indices = 'all' in seg ? node.map((_, k) => k) : [seg.index];
    if (indices.length === 0) return { code: 'empty', where };
    for (const k of indices) {
      if (k >= node.length) return { code: 'noElement', where, index: k, length: node.length };
      if (last) node[k] = value;
      else {
        const miss = walk(node[k], i + 1, `${where}[${k}]`);
        if (miss) return miss;
      }
    }
    return null;
  };
  return walk(target, 0, '');
}

/** Reads a path (no wildcards); undefined when any step is missing. */
export function readFieldPath(source: unknown, segments: readonly FieldPathSegment[]): unknown {
  let node = source;
  for (const seg of segments) {
    if ('key' in seg) node = isRecord(node) ? node[seg.key] : undefined;
    else if ('index' in seg) node = Array.isArray(node) ? node[seg.index] : undefined;
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** Why an override written as text could not be applied: a UI words it (locale key lessons.widget.path.<code>). */
export interface PathProblem {
  code: 'syntax' | 'notObject' | 'notList' | 'noElement';
  path: string;
}

/** Parses `path` and writes `value` there inside `target` (mutated); a wildcard over an empty list is a missing element. */
export function setFieldPath(target: Record<string, unknown>, path: string, value: unknown): PathProblem | null {
  const segments = parseFieldPath(path);
  if (!segments) return { code: 'syntax', path };
  const miss = writeFieldPath(target, segments, value);
  if (!miss) return null;
  return { code: miss.code === 'empty' ? 'noElement' : miss.code, path };
}

/** Reads a path written as text, without wildcards; undefined when it does not parse or any step is missing. */
export function getFieldPath(source: unknown, path: string): unknown {
  const segments = parseFieldPath(path);
  return segments ? readFieldPath(source, segments) : undefined;
}
