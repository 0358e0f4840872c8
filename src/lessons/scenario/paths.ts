// Dotted field paths ("link.loss", "flows[0].cc", "flows[*].cc"), the syntax sweeps use
// (src/sim/sweep/paths.ts). Lessons may not import engine code, so this is the small pure
// setter a widget needs: parse a path, write a value into a copy of a scenario.

export type PathSegment = { key: string } | { index: number } | { all: true };

const SEGMENT = /^(?:\.?([A-Za-z_][A-Za-z0-9_]*)|\[(\d+|\*)\])/;

/** The segments of a path, or null when it is not of the form name(.name|[n]|[*])*. */
export function parseFieldPath(path: string): PathSegment[] | null {
  const out: PathSegment[] = [];
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

/** Why an override could not be applied: the UI words it (locale key lessons.widget.path.<code>). */
export interface PathProblem {
  code: 'syntax' | 'notObject' | 'notList' | 'noElement';
  path: string;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Writes `value` at `path` inside `target` (mutated); missing objects on the way are created. */
export function setFieldPath(target: Record<string, unknown>, path: string, value: unknown): PathProblem | null {
  const segments = parseFieldPath(path);
  if (!segments) return { code: 'syntax', path };
  const walk = (node: unknown, i: number): PathProblem | null => {
    const seg = segments[i];
    const last = i === segments.length - 1;
    if ('key' in seg) {
      if (!isRecord(node)) return { code: 'notObject', path };
      if (last) {
        node[seg.key] = value;
        return null;
      }
      if (node[seg.key] === undefined || node[seg.key] === null) node[seg.key] = 'key' in segments[i + 1] ? {} : [];
      return walk(node[seg.key], i + 1);
    }
    if (!Array.isArray(node)) return { code: 'notList', path };
    const indices = 'all' in seg ? node.map((_, k) => k) : [seg.index];
    if (indices.length === 0 || indices.some((k) => k >= node.length)) return { code: 'noElement', path };
    for (const k of indices) {
      if (last) node[k] = value;
      else {
        const problem = walk(node[k], i + 1);
        if (problem) return problem;
      }
    }
    return null;
  };
  return walk(target, 0);
}

/** Reads a path without wildcards; undefined when any step is missing. */
export function getFieldPath(source: unknown, path: string): unknown {
  const segments = parseFieldPath(path);
  if (!segments) return undefined;
  let node = source;
  for (const seg of segments) {
    if ('key' in seg) node = isRecord(node) ? node[seg.key] : undefined;
    else if ('index' in seg) node = Array.isArray(node) ? node[seg.index] : undefined;
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}
