import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PACER_DEFAULTS } from '../ouroboros/mbecn-pacer-config';
import { FRCT_DEFAULTS } from '../ouroboros/frct-defs';
import { parseScenario } from './parse';
import { ScenarioError } from './errors';
import { fieldTableMarkdown } from './field-table';

function errorOf(input: unknown): ScenarioError {
  try {
    parseScenario(input);
  } catch (e) {
    if (e instanceof ScenarioError) return e;
    throw e;
  }
  throw new Error('expected a ScenarioError');
}

describe('parseScenario', () => {
  it('fills every contract default', () => {
    expect(parseScenario({ version: 1 })).toEqual({
      version: 1, hosts: 'ideal', seed: 1, duration_s: 30, sample_ms: 100,
      link: {
        rate_mbps: 50, delay_ms: 40, reverse_rate_mbps: 1000, reverse_delay_ms: 0, loss: 0, loss_unit: 'frame', stall_every_s: null, stall_ms: 20, reverse_loss: 0,
        queue: { kind: 'fifo', limit_bytes: 256000, limit_packets: null },
      },
      flows: [], pings: [],
      mbecn: { ai_mbps: 100, silence_rtts: 4, silence_min_ms: 20, cap_multiple: 2, min_rate_kbps: 100, txq_delay_ms: 10 },
    });
  });

  it("mb-ecn's scenario defaults are the pacer's own (ouroboros/mbecn-pacer-config.ts), in the scenario's units", () => {
    const m = parseScenario({ version: 1 }).mbecn;
    expect((m.ai_mbps * 1e6) / 8).toBe(PACER_DEFAULTS.aiBps);
    expect(m.silence_rtts).toBe(PACER_DEFAULTS.silenceRtts);
    expect(m.silence_min_ms * 1e6).toBe(PACER_DEFAULTS.silenceMinNs);
    expect(m.cap_multiple).toBe(PACER_DEFAULTS.capMultiple);
    expect((m.min_rate_kbps * 1e3) / 8).toBe(PACER_DEFAULTS.minRate);
    expect(m.txq_delay_ms * 1e6).toBe(PACER_DEFAULTS.txqDelayNs);
  });

  it("FRCT's scenario defaults are the endpoint's own (ouroboros/frct-defs.ts), in the scenario's units", () => {
    const f = parseScenario({ version: 1, flows: [{ id: 'f', transport: 'frct' }] }).flows[0];
    if (f.transport !== 'frct') throw new Error('not an FRCT flow');
    const c = f.frct;
    expect(c.reorder_queue).toBe(FRCT_DEFAULTS.reorderQueue);
    expect(c.tick_ms * 1e6).toBe(FRCT_DEFAULTS.tickNs);
    expect(c.mpl_ms * 1e6).toBe(FRCT_DEFAULTS.mplNs);
    expect(c.a_ms * 1e6).toBe(FRCT_DEFAULTS.aNs);
    expect(c.r_ms * 1e6).toBe(FRCT_DEFAULTS.rNs);
    expect(Math.round(c.rto_floor_ms * 1e6)).toBe(FRCT_DEFAULTS.rtoFloorNs);
    expect(c.initial_rto_ms * 1e6).toBe(FRCT_DEFAULTS.initialRtoNs);
    expect(c.max_rto_ms * 1e6).toBe(FRCT_DEFAULTS.maxRtoNs);
    expect(c.rdv_gap_ms * 1e6).toBe(FRCT_DEFAULTS.rdvGapNs);
    expect(errorOf({ version: 1, flows: [{ id: 'f', transport: 'frct', frct: { tick_ms: 0 } }] }).message).toContain('flows[0].frct.tick_ms');
  });

  it('is idempotent: a normalised scenario parses to itself', () => {
    const once = parseScenario({
      version: 1, link: { queue: { limit_packets: 100 } },
      flows: [{ id: 'u', transport: 'udp' }, { id: 'f', transport: 'frct' }], pings: [{ id: 'p' }],
    });
    expect(once.link.queue).toEqual({ kind: 'fifo', limit_bytes: null, limit_packets: 100 });
    expect(parseScenario(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it.each([
    [{ version: 1, link: { queue: { kind: 'fifo', foo: 1 } } }, 'link.queue.foo', 'link.queue.foo: unknown field'],
    [{ version: 1, link: { loss: 1.5 } }, 'link.loss', 'link.loss: 1.5 is out of range (valid: 0 to 1)'],
    [{ version: 1, link: { loss_unit: 'skb' } }, 'link.loss_unit', 'link.loss_unit: "skb" is not valid (valid: frame, gso)'],
    [{ version: 1, flows: [{ id: 'a', hystart: 'new' }] }, 'flows[0].hystart', 'flows[0].hystart: "new" is not valid (valid: cwnd16, first-ack, off)'],
    [{ version: 1, duration_s: '30' }, 'duration_s', 'duration_s: expected a number (valid: 0.001 to 3600 s)'],
    [{ seed: 1 }, 'version', 'version: required (valid: 1)'],
    [{ version: 2 }, 'version', 'version: 2 is not supported (valid: 1)'],
    [{ version: 1, seed: 0.5 }, 'seed', 'seed: 0.5 is not an integer (valid: integer 0 to 4294967295)'],
    [{ version: 1, link: { rate_mbps: 0 } }, 'link.rate_mbps', 'link.rate_mbps: 0 is out of range (valid: 0.001 to 100000 Mbit/s)'],
    [{ version: 1, link: { queue: { kind: 'pie' } } }, 'link.queue.kind', 'link.queue.kind: "pie" is not valid (valid: fifo, red, codel, cake)'],
    [{ version: 1, link: { queue: { kind: 'red', min_bytes: 100000 } } }, 'link.queue.min_bytes', 'link.queue.min_bytes: 100000 is not below max_bytes 92160 (valid: min_bytes < max_bytes)'],
    [{ version: 1, link: { queue: { kind: 'codel', limit_bytes: 1000 } } }, 'link.queue.limit_bytes', 'link.queue.limit_bytes: unknown field'],
    [{ version: 1, link: { queue: { kind: 'cake', sce: 'double' } } }, 'link.queue.sce', 'link.queue.sce: "double" is not valid (valid: default, single, off)'],
    [{ version: 1, flows: [{ id: 'a', transport: 'quic' }] }, 'flows[0].transport', 'flows[0].transport: "quic" is not valid (valid: udp, tcp, frct)'],
    [{ version: 1, flows: [{ id: 'a', cc: 'vegas' }] }, 'flows[0].cc', 'flows[0].cc: "vegas" is not valid (valid: reno, cubic, dctcp, bbr, reno-sce, dctcp-sce)'],
    [{ version: 1, flows: [{ transport: 'udp' }] }, 'flows[0].id', 'flows[0].id: required (valid: 1 to 32 characters: letters, digits, _ . -)'],
    [{ version: 1, flows: [{ id: 'x', transport: 'udp' }], pings: [{ id: 'x' }] }, 'pings[0].id', 'pings[0].id: "x" is already used (valid: ids unique across flows and pings)'],
    [{ version: 1, flows: [{ id: 'a', mss: 9000 }] }, 'flows[0].mss', 'flows[0].mss: 9000 is out of range (valid: integer 88 to 8948 B)'],
    [{ version: 1, flows: [{ id: 'a', rwnd_bytes: 100 }] }, 'flows[0].rwnd_bytes', 'flows[0].rwnd_bytes: 100 is out of range (valid: integer 1448 to 10000000000 B, or null)'],
    [{ version: 1, flows: [{ id: 'a', parallel: 0 }] }, 'flows[0].parallel', 'flows[0].parallel: 0 is out of range (valid: integer 1 to 64 connections)'],
    [{ version: 1, flows: [{ id: 'a', stack: 'bsd' }] }, 'flows[0].stack', 'flows[0].stack: "bsd" is not valid (valid: linux, book)'],
    [{ version: 1, pings: {} }, 'pings', 'pings: expected an array (valid: up to 16 entries)'],
    [[], 'scenario', 'scenario: expected an object'],
  ])('refuses %j naming the field and range', (input, field, message) => {
    const e = errorOf(input);
    expect(e.field).toBe(field);
    expect(e.message).toBe(message);
  });

  it('reports an unknown field before the errors a typo causes elsewhere', () => {
    expect(errorOf({ version: 1, link: { rate: 10, loss: 7 } }).message).toBe('link.rate: unknown field');
  });

  it("hosts course-lab fills in its stalls, ACK jitter and HyStart rule where the scenario leaves them out (scenario/hosts.ts)", () => {
    const s = parseScenario({ version: 1, hosts: 'course-lab', flows: [{ id: 'a' }, { id: 'b', ack_jitter_us: 0, hystart: 'off' }, { id: 'u', transport: 'udp' }] });
    expect(s.link.stall_every_s).toBe(1.5);
    expect(s.link.stall_ms).toBe(20);
    expect(s.flows[0]).toMatchObject({ ack_jitter_us: 250, hystart: 'cwnd16' });
    expect(s.flows[1]).toMatchObject({ ack_jitter_us: 0, hystart: 'off' });
    expect(s.flows[2]).not.toHaveProperty('ack_jitter_us');
    expect(parseScenario({ version: 1, hosts: 'course-lab', link: { stall_every_s: 4 } }).link.stall_every_s).toBe(4);
    // ideal: Linux's defaults (no stalls, no jitter, the first-ack rule of Linux 6.14)
    expect(parseScenario({ version: 1, flows: [{ id: 'a' }] }).flows[0]).toMatchObject({ ack_jitter_us: 0, hystart: 'first-ack' });
    expect(errorOf({ version: 1, hosts: 'lab' }).message).toBe('hosts: "lab" is not valid (valid: ideal, course-lab)');
  });

  it('docs/model.md carries the current field table', () => {
    const doc = readFileSync(new URL('../../../docs/model.md', import.meta.url), 'utf8');
    expect(doc).toContain(fieldTableMarkdown());
  });
});
