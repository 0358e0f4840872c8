// Field paths like "link.queue.limit_bytes", "flows[0].cc" or "flows[*].cc": parsed once, then
// written into a copy of the base scenario or read from a record. The syntax and the walk are
// src/models/fieldPath.ts (shared with the lessons); here a sweep words what went wrong.
import { parseFieldPath, readFieldPath, writeFieldPath, type FieldPathSegment } from '../../models/fieldPath';

export type Segment = FieldPathSegment;

/** Parses a path; returns null if it is not of the form name(.name|[n]|[*])*. */
export const parsePath = parseFieldPath;

/**
 * Writes `value` at `segments` inside `target` (mutated). Missing objects on the way are created;
 * a missing array element is an error (returned as a message, null on success).
 */
export function setPath(target: Record<string, unknown>, segments: readonly Segment[], value: unknown): string | null {
  const miss = writeFieldPath(target, segments, value);
  if (!miss) return null;
  switch (miss.code) {
    case 'notObject':
      return `${miss.where || 'scenario'} is not an object`;
    case 'notList':
      return `${miss.where} is not a list`;
    case 'empty':
      return `${miss.where} is empty`;
    case 'noElement':
      return `${miss.where}[${miss.index}] does not exist in the base scenario (it has ${miss.length})`;
  }
}

/** Reads a path (no wildcards); undefined when any step is missing. */
export const getPath = readFieldPath;
