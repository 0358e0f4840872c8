// Assembles the zod validator and the documentation rows from the field table.

import { z } from 'zod';
import { mergeVariantDocs, object, type FieldDoc, type FieldSpec } from './field-kit';
import {
  bulkAppFields, fifoQueueFields, FRCT_APPS, frctFlowFields, linkFields, MAX_FLOWS, mbecnFields, MAX_PINGS, oftpAppFields, opingAppFields, pingFields, QUEUE_KINDS,
  tcpFlowFields, topFields, TRANSPORTS, udpFlowFields,
} from './fields';
import { cakeFields, codelFields, redFields } from './queue-fields';
import { arrayOf } from './field-kit';
import { applyHostsProfile } from './hosts';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Refinements of one queue variant: both fifo limits null, red's thresholds out of order. */
function checkQueue(q: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (q.kind === 'fifo' && q.limit_bytes === null && q.limit_packets === null)
    ctx.addIssue({ code: 'custom', path: ['limit_bytes'], message: 'null needs limit_packets set (valid: a byte limit, a packet limit, or both)' });
  if (q.kind === 'red' && (q.min_bytes as number) >= (q.max_bytes as number))
    ctx.addIssue({ code: 'custom', path: ['min_bytes'], message: `${String(q.min_bytes)} is not below max_bytes ${String(q.max_bytes)} (valid: min_bytes < max_bytes)` });
}

/**
 * The queue: one variant per kind (fifo by default). A fifo given only limit_packets has no
 * byte limit (not the default 256000 B).
 */
function queueSpec(): FieldSpec {
  const variants = { fifo: object(fifoQueueFields), red: object(redFields), codel: object(codelFields), cake: object(cakeFields) };
  const union = z.discriminatedUnion(
    'kind',
    [variants.fifo.schema, variants.red.schema, variants.codel.schema, variants.cake.schema] as unknown as [z.ZodObject, z.ZodObject, z.ZodObject, z.ZodObject],
    {
      error: (iss) => {
        if (!isRecord(iss.input)) return 'expected an object';
        return `${JSON.stringify(iss.input.kind)} is not valid (valid: ${QUEUE_KINDS.join(', ')})`;
      },
    },
  );
  const schema = z
    .preprocess((v) => {
      if (!isRecord(v)) return v;
      const q = 'kind' in v ? v : { ...v, kind: 'fifo' };
      return q.kind === 'fifo' && q.limit_packets != null && !('limit_bytes' in q) ? { ...q, limit_bytes: null } : q;
    }, union)
    .superRefine((q, ctx) => checkQueue(q as Record<string, unknown>, ctx));
  const docs = mergeVariantDocs({
    fifo: variants.fifo.docs.filter((d) => d.path !== 'kind'),
    red: variants.red.docs.filter((d) => d.path !== 'kind'),
    codel: variants.codel.docs.filter((d) => d.path !== 'kind'),
    cake: variants.cake.docs.filter((d) => d.path !== 'kind'),
  });
  const kindDoc: FieldDoc = {
    path: 'kind', type: 'string', default: '"fifo"', unit: '', range: QUEUE_KINDS.join(', '),
    description: 'queue discipline at r1 towards r2: drop-tail fifo, RED, CoDel, or Cake with the SCE ramp',
  };
  return { schema: schema.prefault({}), docs: [kindDoc, ...docs] };
}

/** The application of an FRCT flow: one variant per kind (bulk by default). */
function frctAppSpec(): FieldSpec {
  const variants = { bulk: object(bulkAppFields), oping: object(opingAppFields), oftp: object(oftpAppFields) };
  const union = z.discriminatedUnion(
    'kind',
    [variants.bulk.schema, variants.oping.schema, variants.oftp.schema] as unknown as [z.ZodObject, z.ZodObject, z.ZodObject],
    {
      error: (iss) => {
        if (!isRecord(iss.input)) return 'expected an object';
        return `${JSON.stringify(iss.input.kind)} is not valid (valid: ${FRCT_APPS.join(', ')})`;
      },
    },
  );
  const schema = z.preprocess((v) => (isRecord(v) && !('kind' in v) ? { ...v, kind: 'bulk' } : v), union);
  const docs = mergeVariantDocs({
    oping: variants.oping.docs.filter((d) => d.path !== 'kind'),
    oftp: variants.oftp.docs.filter((d) => d.path !== 'kind'),
  });
  const kindDoc: FieldDoc = {
    path: 'kind', type: 'string', default: '"bulk"', unit: '', range: FRCT_APPS.join(', '),
    description: "bulk: a stream of the flow's bytes; oping: pings over a reliable message flow (Tutorial 08); oftp: a file over a stream flow, CRC-64 at both ends (Tutorial 10)",
  };
  return { schema: schema.prefault({}), docs: [kindDoc, ...docs] };
}

/** Refinements of an FRCT flow's app: oftp needs a size, oping sends messages, not `bytes`. */
function checkFrctApps(s: { flows: Record<string, unknown>[] }, ctx: z.RefinementCtx): void {
  s.flows.forEach((f, i) => {
    if (f.transport !== 'frct') return;
    const app = (f.app as { kind: string }).kind;
    if (app === 'oftp' && f.bytes === null)
      ctx.addIssue({ code: 'custom', path: ['flows', i, 'bytes'], message: 'null is not valid with app oftp (valid: integer 1 to 1000000000000 B)' });
    if (app === 'oping' && f.bytes !== null)
      ctx.addIssue({ code: 'custom', path: ['flows', i, 'bytes'], message: `${String(f.bytes)} is not used by app oping (valid: null; set app.count and app.size_bytes)` });
  });
}

function flowSpec(): FieldSpec {
  const frct = object({ ...frctFlowFields, app: frctAppSpec() });
  const variants = { udp: object(udpFlowFields), tcp: object(tcpFlowFields), frct };
  const union = z.discriminatedUnion(
    'transport',
    [variants.udp.schema, variants.tcp.schema, variants.frct.schema] as unknown as [z.ZodObject, z.ZodObject, z.ZodObject],
    {
      error: (iss) => {
        if (!isRecord(iss.input)) return 'expected an object';
        return `${JSON.stringify(iss.input.transport)} is not valid (valid: ${TRANSPORTS.join(', ')})`;
      },
    },
  );
  // transport defaults to tcp, the course's usual flow.
  const schema = z.preprocess((v) => (isRecord(v) && !('transport' in v) ? { ...v, transport: 'tcp' } : v), union);
  const docs = mergeVariantDocs({
    udp: variants.udp.docs.filter((d) => d.path !== 'transport'),
    tcp: variants.tcp.docs.filter((d) => d.path !== 'transport'),
    frct: variants.frct.docs.filter((d) => d.path !== 'transport'),
  });
  const transportDoc: FieldDoc = {
    path: 'transport', type: 'string', default: '"tcp"', unit: '', range: TRANSPORTS.join(', '),
    description: 'udp: constant bit rate; tcp: TCP connection; frct: Ouroboros flow',
  };
  return { schema, docs: [docs[0], transportDoc, ...docs.slice(1)] };
}

function uniqueIds(s: { flows: { id: string }[]; pings: { id: string }[] }, ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  const check = (list: { id: string }[], key: string) =>
    list.forEach((x, i) => {
      if (seen.has(x.id)) ctx.addIssue({ code: 'custom', path: [key, i, 'id'], message: `${JSON.stringify(x.id)} is already used (valid: ids unique across flows and pings)` });
      seen.add(x.id);
    });
  check(s.flows, 'flows');
  check(s.pings, 'pings');
}

function build(): { schema: z.ZodType; docs: FieldDoc[] } {
  const queue = queueSpec();
  const link = object({ ...linkFields, queue }, { optional: true });
  const flows = arrayOf(flowSpec(), { max: MAX_FLOWS, desc: 'senders s1, s2... on the r1 side, receivers on the r2 side' });
  const pings = arrayOf(object(pingFields), { max: MAX_PINGS, desc: 'ping from the sender side across the bottleneck' });
  const mbecn = object(mbecnFields, { optional: true });
  const top = object({ ...topFields, link, flows, pings, mbecn });
  // The hosts profile fills in the fields it sets before validation (scenario/hosts.ts).
  const schema = z.preprocess(applyHostsProfile, top.schema).superRefine((s, ctx) => {
    uniqueIds(s as never, ctx);
    checkFrctApps(s as never, ctx);
  });
  return { schema, docs: top.docs };
}

const built = build();
export const scenarioSchema: z.ZodType = built.schema;
/** One row per field, paths like "link.queue.limit_bytes" or "flows[].cc". */
export const SCENARIO_FIELDS: readonly FieldDoc[] = built.docs;
