// Assembles the zod validator and the documentation rows from the field table.

import { z } from 'zod';
import { mergeVariantDocs, object, type FieldDoc, type FieldSpec } from './field-kit';
import {
  frctFlowFields, linkFields, MAX_FLOWS, MAX_PINGS, pingFields, queueFields, tcpFlowFields, topFields, TRANSPORTS, udpFlowFields,
} from './fields';
import { arrayOf } from './field-kit';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A queue given only limit_packets has no byte limit (not the default 256000 B). */
function queueSpec(): FieldSpec {
  const base = object(queueFields);
  const schema = z
    .preprocess((v) => (isRecord(v) && v.limit_packets != null && !('limit_bytes' in v) ? { ...v, limit_bytes: null } : v), base.schema)
    .superRefine((q, ctx) => {
      const r = q as { limit_bytes: number | null; limit_packets: number | null };
      if (r.limit_bytes === null && r.limit_packets === null)
        ctx.addIssue({ code: 'custom', path: ['limit_bytes'], message: 'null needs limit_packets set (valid: a byte limit, a packet limit, or both)' });
    });
  return { schema: schema.prefault({}), docs: base.docs };
}

function flowSpec(): FieldSpec {
  const variants = { udp: object(udpFlowFields), tcp: object(tcpFlowFields), frct: object(frctFlowFields) };
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
  const top = object({ ...topFields, link, flows, pings });
  const schema = top.schema.superRefine((s, ctx) => uniqueIds(s as never, ctx));
  return { schema, docs: top.docs };
}

const built = build();
export const scenarioSchema: z.ZodType = built.schema;
/** One row per field, paths like "link.queue.limit_bytes" or "flows[].cc". */
export const SCENARIO_FIELDS: readonly FieldDoc[] = built.docs;
