// Field paths like "link.queue.limit_bytes", "flows[0].cc" or "flows[*].cc": parsed once, then
// written into a copy of the base scenario or read from a record.

export type Segment = { key: string } | { index: number } | { all: true };

const SEGMENT = /^(?:\.?([A-Za-z_][A-Za-z0-9_]*)|\[(\d+|\*)\])/;

/** Parses a path; returns null if it is not of the form name(.name|[n]|[*])*. */
export function parsePath(path: string): Segment[] | null {
  const out: Segment[] = [];
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

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Writes `value` at `segments` inside `target` (mutated). Missing objects on the way are created;
 * a missing array element is an error (returned as a message, null on success).
 */
export function setPath(target: Record<string, unknown>, segments: readonly Segment[], value: unknown): string | null {
  const walk = (node: unknown, i: number, where: string): string | null => {
    const seg = segments[i];
    const last = i === segments.length - 1;
    if ('key' in seg) {
      if (!isRecord(node)) return `${where || 'scenario'} is not an object`;
      const here = where ? `${where}.${seg.key}` : seg.key;
      if (last) {
        node[seg.key] = value;
        return null;
      }
      if (node[seg.key] === undefined || node[seg.key] === null) node[seg.key] = 'key' in segments[i + 1] ? {} : [];
      return walk(node[seg.key], i + 1, here);
    }
    if (!Array.isArray(node)) return `${where} is not a list`;
    const indices = 'all' in seg ? node.map((_, k) => k) : [seg.index];
    if (indices.length === 0) return `${where} is empty`;
    for (const k of indices) {
      if (k >= node.length) return `${where}[${k}] does not exist in the base scenario (it has ${node.length})`;
      if (last) node[k] = value;
      else {
        const err = walk(node[k], i + 1, `${where}[${k}]`);
        if (err) return err;
      }
    }
    return null;
  };
  return walk(target, 0, '');
}

/** Reads a path (no wildcards); undefined when any step is missing. */
export function getPath(source: unknown, segments: readonly Segment[]): unknown {
  let node = source;
  for (const seg of segments) {
    if ('key' in seg) node = isRecord(node) ? node[seg.key] : undefined;
    else if ('index' in seg) node = Array.isArray(node) ? node[seg.index] : undefined;
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}
