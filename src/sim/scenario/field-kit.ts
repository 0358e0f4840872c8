// Builders that make, from one description per field, both the zod validator (with messages
// naming the valid range) and the documentation row (default, unit, range, description).

import { z } from 'zod';

export interface FieldDoc {
  path: string;
  type: string;
  default: string;
  unit: string;
  range: string;
  description: string;
}

/** A field: its validator and its doc rows (paths relative to the parent object). */
export interface FieldSpec {
  schema: z.ZodType;
  docs: FieldDoc[];
}

type Default<T> = { def: T } | { required: true };

function show(v: unknown): string {
  return JSON.stringify(v) ?? String(v);
}

function row(type: string, def: string, unit: string, range: string, description: string): FieldDoc[] {
  return [{ path: '', type, default: def, unit, range, description }];
}

function withDefault(schema: z.ZodType, d: Default<unknown>): z.ZodType {
  return 'def' in d ? schema.default(d.def as never) : schema;
}

function defText(d: Default<unknown>): string {
  return 'def' in d ? show(d.def) : 'required';
}

export type NumOpts = Default<number | null> & {
  min: number;
  max: number;
  unit?: string;
  int?: boolean;
  nullable?: string; // what null means, e.g. "until the end"
  desc: string;
};

export function num(o: NumOpts): FieldSpec {
  const unit = o.unit ?? '';
  const range = `${o.int ? 'integer ' : ''}${o.min} to ${o.max}${unit ? ` ${unit}` : ''}${o.nullable ? ', or null' : ''}`;
  const valid = `(valid: ${range})`;
  const outOfRange = (iss: { input?: unknown }) => `${show(iss.input)} is out of range ${valid}`;
  let s: z.ZodType = z
    .number({
      error: (iss) =>
        iss.input === undefined ? `required ${valid}` : `expected ${o.int ? 'an integer' : 'a number'} ${valid}`,
    })
    .min(o.min, { error: outOfRange })
    .max(o.max, { error: outOfRange });
  if (o.int) s = (s as z.ZodNumber).int({ error: (iss) => `${show(iss.input)} is not an integer ${valid}` });
  if (o.nullable) s = s.nullable();
  const desc = o.nullable ? `${o.desc} (null: ${o.nullable})` : o.desc;
  return { schema: withDefault(s, o), docs: row(o.int ? 'integer' : 'number', defText(o), unit, range, desc) };
}

export function enumOf<T extends string>(
  values: readonly T[],
  o: Default<T> & { desc: string; later?: readonly string[] },
): FieldSpec {
  const valid = `(valid: ${values.join(', ')})`;
  const s = z.enum(values as [T, ...T[]], {
    error: (iss) => {
      if (iss.input === undefined) return `required ${valid}`;
      if (o.later?.includes(iss.input as string))
        return `${show(iss.input)} is not available in this engine version yet (available: ${values.join(', ')})`;
      return `${show(iss.input)} is not valid ${valid}`;
    },
  });
  return { schema: withDefault(s, o), docs: row('string', defText(o), '', values.join(', '), o.desc) };
}

export function bool(o: Default<boolean> & { desc: string }): FieldSpec {
  const s = z.boolean({ error: (iss) => (iss.input === undefined ? 'required (valid: true, false)' : `expected true or false`) });
  return { schema: withDefault(s, o), docs: row('boolean', defText(o), '', 'true, false', o.desc) };
}

const ID_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,31}$/;
const ID_RANGE = '1 to 32 characters: letters, digits, _ . -';

export function id(desc: string): FieldSpec {
  const valid = `(valid: ${ID_RANGE})`;
  const s = z
    .string({ error: (iss) => (iss.input === undefined ? `required ${valid}` : `expected a string ${valid}`) })
    .regex(ID_RE, { error: (iss) => `${show(iss.input)} is not a valid id ${valid}` });
  return { schema: s, docs: row('string', 'required', '', ID_RANGE, desc) };
}

export function literal<T extends number | string>(value: T, desc: string): FieldSpec {
  const s = z.literal(value, {
    error: (iss) => (iss.input === undefined ? `required (valid: ${show(value)})` : `${show(iss.input)} is not supported (valid: ${show(value)})`),
  });
  return { schema: s, docs: row(typeof value, 'required', '', show(value), desc) };
}

function prefix(path: string, docs: FieldDoc[]): FieldDoc[] {
  return docs.map((d) => ({ ...d, path: d.path === '' ? path : d.path.startsWith('[') ? `${path}${d.path}` : `${path}.${d.path}` }));
}

/** A strict object (unknown fields refused); optional `def` makes the whole object optional. */
export function object(fields: Record<string, FieldSpec>, o: { desc?: string; optional?: boolean } = {}): FieldSpec {
  const shape: Record<string, z.ZodType> = {};
  const docs: FieldDoc[] = [];
  for (const [k, f] of Object.entries(fields)) {
    shape[k] = f.schema;
    docs.push(...prefix(k, f.docs));
  }
  const s: z.ZodType = z.strictObject(shape, { error: () => 'expected an object' });
  // prefault: a missing object is parsed from {} so its own defaults fill in.
  return { schema: o.optional ? s.prefault({}) : s, docs };
}

/** An array of `item`, empty by default. */
export function arrayOf(item: FieldSpec, o: { max: number; desc: string }): FieldSpec {
  const s = z
    .array(item.schema, { error: () => `expected an array (valid: up to ${o.max} entries)` })
    .max(o.max, { error: () => `too many entries (valid: up to ${o.max})` })
    .default([]);
  const head: FieldDoc = { path: '', type: 'array', default: '[]', unit: '', range: `0 to ${o.max} entries`, description: o.desc };
  return { schema: s, docs: [head, ...prefix('[]', item.docs)] };
}

/** Merges the doc rows of union variants, tagging rows not shared by all of them. */
export function mergeVariantDocs(variants: Record<string, FieldDoc[]>): FieldDoc[] {
  const seen = new Map<string, { doc: FieldDoc; tags: string[] }>();
  for (const [tag, docs] of Object.entries(variants)) {
    for (const d of docs) {
      const key = `${d.path}|${d.description}|${d.default}`;
      const e = seen.get(key);
      if (e) e.tags.push(tag);
      else seen.set(key, { doc: d, tags: [tag] });
    }
  }
  const all = Object.keys(variants).length;
  return [...seen.values()].map(({ doc, tags }) =>
    tags.length === all ? doc : { ...doc, description: `(${tags.join(', ')}) ${doc.description}` },
  );
}
