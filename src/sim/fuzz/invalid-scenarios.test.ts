// Issue 18, item 3 (b): invalid scenarios are refused with the field named. A valid scenario
// (arbitraries.ts) gets one field broken: a number just outside its range, a fraction where an
// integer goes, a value of the wrong type, NaN or Infinity, null where null means nothing, an
// unknown enum name, an id that is not one, an unknown field, a required field removed, a
// duplicate id. The ranges are read from the field table itself (SCENARIO field docs), so the
// mutations follow the schema. Every refusal must be a ScenarioError whose field is exactly the
// mutated path; nothing else may be thrown. A catalogue of hand-picked bad inputs follows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScenarioError } from '../scenario/errors';
import type { FieldSpec } from '../scenario/field-kit';
import { bulkAppFields, fifoQueueFields, frctFlowFields, linkFields, opingAppFields, pingFields, tcpFlowFields, topFields, udpFlowFields } from '../scenario/fields';
import { cakeFields, codelFields, redFields } from '../scenario/queue-fields';
import { createSimulation } from '../simulation';
import { validScenario } from './arbitraries';

export const INVALID_RUNS = 400;

type Json = Record<string, unknown>;
type Seg = string | number;

const QUEUES: Record<string, Record<string, FieldSpec>> = { fifo: fifoQueueFields, red: redFields, codel: codelFields, cake: cakeFields };
const FLOWS: Record<string, Record<string, FieldSpec>> = { tcp: tcpFlowFields, udp: udpFlowFields, frct: frctFlowFields };

/** The field table's spec of a leaf of `s`, by its path (variants chosen by kind, transport, app). */
function specOf(s: Json, path: readonly Seg[]): FieldSpec | undefined {
  const [a, b, c, d] = path;
  const get = (o: Record<string, FieldSpec>, k: Seg) => (Object.hasOwn(o, String(k)) ? o[String(k)] : undefined);
  if (path.length === 1) return get(topFields, a);
  if (a === 'link') {
    if (b !== 'queue') return path.length === 2 ? get(linkFields, b) : undefined;
    const kind = String(((s.link as Json).queue as Json).kind ?? 'fifo');
    return path.length === 3 ? get(QUEUES[kind], c) : undefined;
  }
  if (a === 'pings') return path.length === 3 ? get(pingFields, c) : undefined;
  if (a === 'flows') {
    const f = (s.flows as Json[])[b as number];
    const fields = FLOWS[String(f.transport ?? 'tcp')];
    if (path.length === 3) return get(fields, c);
    if (c === 'app' && path.length === 4) return get((f.app as Json).kind === 'oping' ? opingAppFields : bulkAppFields, d);
    if (c === 'frct' && path.length === 4 && d === 'reorder_queue') return frctFlowFields.frct; // its one doc row is reorder_queue
  }
  return undefined;
}

/** Every leaf path of a JSON value (objects and arrays walked). */
function leaves(v: unknown, at: Seg[] = []): Seg[][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => leaves(x, [...at, i]));
  if (typeof v === 'object' && v !== null) return Object.entries(v).flatMap(([k, x]) => leaves(x, [...at, k]));
  return [at];
}

/** Every object path (where an unknown field can be added). */
function objects(v: unknown, at: Seg[] = []): Seg[][] {
  if (Array.isArray(v)) return v.flatMap((x, i) => objects(x, [...at, i]));
  if (typeof v === 'object' && v !== null) return [at, ...Object.entries(v).flatMap(([k, x]) => objects(x, [...at, k]))];
  return [];
}

function fieldName(path: readonly Seg[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`;
  return out === '' ? 'scenario' : out;
}

/** The wrong values a field with this doc row refuses. */
function badValues(spec: FieldSpec): unknown[] {
  const doc = spec.docs[0];
  const nullable = doc.range.endsWith(', or null');
  const out: unknown[] = [];
  if (!nullable) out.push(null);
  const m = /^(integer )?(-?[\d.e+]+) to (-?[\d.e+]+)/.exec(doc.range);
  if ((doc.type === 'number' || doc.type === 'integer') && m) {
    const [min, max] = [Number(m[2]), Number(m[3])];
    out.push(min - Math.max(1e-6, Math.abs(min)), max + Math.max(1, Math.abs(max)), '7', true, [], {}, Number.NaN, Number.POSITIVE_INFINITY);
    if (m[1] && min + 0.5 < max) out.push(min + 0.5);
  } else if (doc.type === 'number' && /^\d+$/.test(doc.range)) {
    out.push(Number(doc.range) + 1, String(doc.range)); // a numeric literal: version
  } else if (doc.type === 'boolean') {
    out.push('true', 1, 0);
  } else if (doc.type === 'string' && doc.range.startsWith('1 to 32 characters')) {
    out.push('', 'has space', 'x'.repeat(33), '-lead', 5, ['a']);
  } else if (doc.type === 'string') {
    out.push('not-a-valid-name', 7, false, ['reno']); // enums and string literals
  }
  return out;
}

interface Mutation {
  input: Json;
  field: string;
  what: string;
}

function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

function setAt(s: Json, path: readonly Seg[], value: unknown): void {
  let o = s as Record<Seg, unknown>;
  for (const p of path.slice(0, -1)) o = o[p] as Record<Seg, unknown>;
  o[path[path.length - 1]] = value;
}

function deleteAt(s: Json, path: readonly Seg[]): void {
  let o = s as Record<Seg, unknown>;
  for (const p of path.slice(0, -1)) o = o[p] as Record<Seg, unknown>;
  delete o[path[path.length - 1]];
}

/** Every single-field mutation of a valid scenario, with the field its refusal must name. */
function mutations(s: Json): Mutation[] {
  const out: Mutation[] = [];
  for (const path of leaves(s)) {
    const spec = specOf(s, path);
    if (!spec) continue;
    // Changing a variant's tag (kind, transport) changes which fields are valid: other messages.
    if (path.at(-1) === 'kind' || path.at(-1) === 'transport') continue;
    for (const v of badValues(spec)) {
      const input = clone(s);
      setAt(input, path, v);
      out.push({ input, field: fieldName(path), what: `${fieldName(path)} = ${String(JSON.stringify(v) ?? v)}` });
    }
  }
  for (const path of objects(s)) {
    const input = clone(s);
    setAt(input, [...path, 'zz_unknown'], 1);
    out.push({ input, field: fieldName([...path, 'zz_unknown']), what: `unknown field at ${fieldName(path)}` });
  }
  // Required fields removed: version, and every id.
  for (const path of [['version'], ...leaves(s).filter((p) => p.at(-1) === 'id')] as Seg[][]) {
    const input = clone(s);
    deleteAt(input, path);
    out.push({ input, field: fieldName(path), what: `${fieldName(path)} removed` });
  }
  // A duplicate id: the later one is named.
  const ids = [...((s.flows as Json[]) ?? []).map((_, i) => ['flows', i]), ...((s.pings as Json[]) ?? []).map((_, i) => ['pings', i])] as Seg[][];
  if (ids.length >= 2) {
    const input = clone(s);
    const first = ids[0];
    const last = ids[ids.length - 1];
    setAt(input, [...last, 'id'], ((s[first[0]] as Json[])[first[1] as number]).id);
    out.push({ input, field: fieldName([...last, 'id']), what: 'duplicate id' });
  }
  // BBR on the book stack: valid values, refused by what the engine can run (support.ts).
  ((s.flows as Json[]) ?? []).forEach((f, i) => {
    if (f.transport === 'tcp' && f.cc === 'bbr') {
      const input = clone(s);
      setAt(input, ['flows', i, 'stack'], 'book');
      out.push({ input, field: `flows[${i}].stack`, what: 'bbr on the book stack' });
    }
  });
  return out;
}

/** What createSimulation does with `input`: null if accepted, else the error's field and message. */
function refusal(input: unknown): { field: string; message: string } | null {
  try {
    createSimulation(input);
    return null;
  } catch (e) {
    if (e instanceof ScenarioError) return { field: e.field, message: e.message };
    throw e;
  }
}

const mutated = validScenario.chain((s) => {
  const all = mutations(s as Json);
  return fc.constantFrom(...all);
});

describe('fuzz: invalid scenarios are refused with the field named', () => {
  it(`${INVALID_RUNS} single-field mutations of valid scenarios: a ScenarioError naming exactly that field`, () => {
    fc.assert(
      fc.property(mutated, (m) => {
        const r = refusal(m.input);
        expect(r, m.what).not.toBeNull();
        expect(r!.field, `${m.what}: ${r!.message}`).toBe(m.field);
        // One line, naming the field first; a range or the valid values when the field has them.
        expect(r!.message.startsWith(`${m.field}: `)).toBe(true);
        expect(r!.message).not.toContain('\n');
      }),
      { numRuns: INVALID_RUNS, seed: 18_032 },
    );
  });

  it('anything that is not an object is refused as the scenario, never thrown otherwise', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue()).filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)), (v) => {
        expect(refusal(v)).toEqual({ field: 'scenario', message: 'scenario: expected an object' });
      }),
      { numRuns: 100, seed: 18_033 },
    );
  });
});

/**
 * The catalogue: bad inputs tried by hand (beyond src/sim/scenario/parse.test.ts), each with the
 * field and message it must get. Kept as examples so a change of wording is a visible decision.
 */
export const SCENARIO_CATALOGUE: [string, unknown, string, string][] = [
  ['NaN duration (a JS caller, not JSON)', { version: 1, duration_s: Number.NaN }, 'duration_s', 'duration_s: expected a number (valid: 0.001 to 3600 s)'],
  ['Infinity rate', { version: 1, link: { rate_mbps: Number.POSITIVE_INFINITY } }, 'link.rate_mbps', 'link.rate_mbps: expected a number (valid: 0.001 to 100000 Mbit/s)'],
  ['negative duration', { version: 1, duration_s: -1 }, 'duration_s', 'duration_s: -1 is out of range (valid: 0.001 to 3600 s)'],
  ['zero duration', { version: 1, duration_s: 0 }, 'duration_s', 'duration_s: 0 is out of range (valid: 0.001 to 3600 s)'],
  ['an hour and a bit', { version: 1, duration_s: 3600.5 }, 'duration_s', 'duration_s: 3600.5 is out of range (valid: 0.001 to 3600 s)'],
  ['seed too large for 32 bits', { version: 1, seed: 4294967296 }, 'seed', 'seed: 4294967296 is out of range (valid: integer 0 to 4294967295)'],
  ['version as a string', { version: '1' }, 'version', 'version: "1" is not supported (valid: 1)'],
  ['link as an array', { version: 1, link: [] }, 'link', 'link: expected an object'],
  ['queue as a string', { version: 1, link: { queue: 'fifo' } }, 'link.queue', 'link.queue: expected an object'],
  ['flows as null', { version: 1, flows: null }, 'flows', 'flows: expected an array (valid: up to 64 entries)'],
  ['65 flows', { version: 1, flows: Array.from({ length: 65 }, (_, i) => ({ id: `s${i}` })) }, 'flows', 'flows: too many entries (valid: up to 64)'],
  ['17 pings', { version: 1, pings: Array.from({ length: 17 }, (_, i) => ({ id: `p${i}` })) }, 'pings', 'pings: too many entries (valid: up to 16)'],
  ['a flow that is a string', { version: 1, flows: ['s1'] }, 'flows[0]', 'flows[0]: expected an object'],
  ['an id of 33 characters', { version: 1, flows: [{ id: 'a'.repeat(33) }] }, 'flows[0].id', `flows[0].id: "${'a'.repeat(33)}" is not a valid id (valid: 1 to 32 characters: letters, digits, _ . -)`],
  ['an id with a slash', { version: 1, pings: [{ id: 'a/b' }] }, 'pings[0].id', 'pings[0].id: "a/b" is not a valid id (valid: 1 to 32 characters: letters, digits, _ . -)'],
  ['an unknown field in a flow', { version: 1, flows: [{ id: 's1', congestion: 'reno' }] }, 'flows[0].congestion', 'flows[0].congestion: unknown field'],
  ['a udp field on a tcp flow', { version: 1, flows: [{ id: 's1', rate_mbps: 5 }] }, 'flows[0].rate_mbps', 'flows[0].rate_mbps: unknown field'],
  ['a tcp field on a frct flow', { version: 1, flows: [{ id: 'f', transport: 'frct', cc: 'reno' }] }, 'flows[0].cc', 'flows[0].cc: unknown field'],
  ['an unknown oping option', { version: 1, flows: [{ id: 'f', transport: 'frct', app: { kind: 'oping', flood: true } }] }, 'flows[0].app.flood', 'flows[0].app.flood: unknown field'],
  ['an unknown app', { version: 1, flows: [{ id: 'f', transport: 'frct', app: { kind: 'iperf' } }] }, 'flows[0].app.kind', 'flows[0].app.kind: "iperf" is not valid (valid: bulk, oping, oftp)'],
  ['oftp without a size', { version: 1, flows: [{ id: 'f', transport: 'frct', app: { kind: 'oftp' } }] }, 'flows[0].bytes', 'flows[0].bytes: null is not valid with app oftp (valid: integer 1 to 1000000000000 B)'],
  ['oping with bytes', { version: 1, flows: [{ id: 'f', transport: 'frct', bytes: 10, app: { kind: 'oping' } }] }, 'flows[0].bytes', 'flows[0].bytes: 10 is not used by app oping (valid: null; set app.count and app.size_bytes)'],
  ['parallel frct', { version: 1, flows: [{ id: 'f', transport: 'frct', parallel: 2 }] }, 'flows[0].parallel', 'flows[0].parallel: 2 is not available for frct flows (valid: 1)'],
  ['bbr on the book stack', { version: 1, flows: [{ id: 's1', cc: 'bbr', stack: 'book' }] }, 'flows[0].stack', 'flows[0].stack: "book" is not available with cc "bbr" (valid: linux)'],
  ['fifo with both limits null', { version: 1, link: { queue: { kind: 'fifo', limit_bytes: null } } }, 'link.queue.limit_bytes', 'link.queue.limit_bytes: null needs limit_packets set (valid: a byte limit, a packet limit, or both)'],
  ['red min equal to max', { version: 1, link: { queue: { kind: 'red', min_bytes: 5000, max_bytes: 5000 } } }, 'link.queue.min_bytes', 'link.queue.min_bytes: 5000 is not below max_bytes 5000 (valid: min_bytes < max_bytes)'],
  ['cake smaller than one frame', { version: 1, link: { queue: { kind: 'cake', limit_bytes: 1000 } } }, 'link.queue.limit_bytes', 'link.queue.limit_bytes: 1000 is out of range (valid: integer 1514 to 1000000000 B)'],
  ['codel limit of zero', { version: 1, link: { queue: { kind: 'codel', limit_packets: 0 } } }, 'link.queue.limit_packets', 'link.queue.limit_packets: 0 is out of range (valid: integer 1 to 1000000 packets)'],
  ['loss as a percentage', { version: 1, link: { loss: 5 } }, 'link.loss', 'link.loss: 5 is out of range (valid: 0 to 1)'],
  ['stall of zero ms', { version: 1, link: { stall_every_s: 1, stall_ms: 0 } }, 'link.stall_ms', 'link.stall_ms: 0 is out of range (valid: 0.01 to 1000 ms)'],
  ['ping every 0 ms', { version: 1, pings: [{ id: 'p', interval_ms: 0 }] }, 'pings[0].interval_ms', 'pings[0].interval_ms: 0 is out of range (valid: 0.1 to 3600000 ms)'],
  ['a fraction of a packet', { version: 1, flows: [{ id: 'u', transport: 'udp', packet_bytes: 100.5 }] }, 'flows[0].packet_bytes', 'flows[0].packet_bytes: 100.5 is not an integer (valid: integer 64 to 9014 B)'],
  ['ecn as a string', { version: 1, flows: [{ id: 's1', ecn: 'yes' }] }, 'flows[0].ecn', 'flows[0].ecn: expected true or false'],
  ['a same id for a flow and a ping', { version: 1, flows: [{ id: 'x' }], pings: [{ id: 'x' }] }, 'pings[0].id', 'pings[0].id: "x" is already used (valid: ids unique across flows and pings)'],
  ['a prototype key', JSON.parse('{"version":1,"__proto__":{"x":1}}'), '__proto__', '__proto__: unknown field'],
];

describe('the catalogue of bad scenarios', () => {
  it.each(SCENARIO_CATALOGUE)('%s', (_what, input, field, message) => {
    expect(refusal(input)).toEqual({ field, message });
  });
});
