// Figure 5 of issue 6 as properties, for RED, CoDel and Cake under random traffic: a marked packet
// is never counted as dropped; a queue never holds more than its limit; CE is never set on a
// Not-ECT packet. Also: every packet is accounted for (waiting, delivered or dropped once).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Kernel } from '../core/kernel';
import { PF_CE, PF_ECT, PK_TCP_DATA } from '../core/packet-pool';
import { Rng } from '../core/rng';
import { Cake, CAKE_DEFAULTS } from './cake';
import { Codel } from './codel';
import { PF_SCE } from './ecn-bits';
import type { AqmCounters, DropSink, QueueDiscipline } from './queue';
import { Red, RED_DEFAULTS } from './red';

type Aqm = QueueDiscipline & AqmCounters & { dropSink: DropSink | null };

const op = fc.oneof(
  fc.record({ t: fc.constant('push' as const), src: fc.integer({ min: 0, max: 3 }), size: fc.integer({ min: 64, max: 1514 }), ect: fc.boolean() }),
  fc.record({ t: fc.constant('shift' as const) }),
  fc.record({ t: fc.constant('wait' as const), ns: fc.integer({ min: 0, max: 30_000_000 }) }),
);

const kinds = {
  red: fc.record({ limit: fc.integer({ min: 1514, max: 60000 }), min: fc.integer({ min: 0, max: 20000 }), span: fc.integer({ min: 1, max: 30000 }), maxP: fc.double({ min: 0, max: 1, noNaN: true }), ecn: fc.boolean(), seed: fc.integer() }),
  codel: fc.record({ limit: fc.integer({ min: 1, max: 60 }), target: fc.integer({ min: 1, max: 10 }), interval: fc.integer({ min: 10, max: 200 }), ecn: fc.boolean() }),
  cake: fc.record({ limit: fc.integer({ min: 1514, max: 60000 }), target: fc.integer({ min: 1, max: 10 }), sce: fc.constantFrom('default' as const, 'single' as const, 'off' as const), flows: fc.boolean(), seed: fc.integer() }),
};

function build(k: Kernel, kind: keyof typeof kinds, c: Record<string, unknown>): { q: Aqm; limitBytes: number; limitPackets: number } {
  const n = (x: unknown) => x as number;
  if (kind === 'red') {
    const q = new Red(k, { ...RED_DEFAULTS, limitBytes: n(c.limit), minBytes: n(c.min), maxBytes: n(c.min) + n(c.span), maxP: n(c.maxP), ecn: c.ecn as boolean }, new Rng(n(c.seed), 'queue:red'));
    return { q, limitBytes: n(c.limit), limitPackets: Infinity };
  }
  if (kind === 'codel') {
    const q = new Codel(k, { limitPackets: n(c.limit), targetNs: n(c.target) * 1e6, intervalNs: n(c.interval) * 1e6, ecn: c.ecn as boolean });
    return { q, limitBytes: Infinity, limitPackets: n(c.limit) };
  }
  const q = new Cake(k, { ...CAKE_DEFAULTS, limitBytes: n(c.limit), targetNs: n(c.target) * 1e6, sce: c.sce as 'off', isolation: c.flows ? 'flows' : 'flowblind' }, new Rng(n(c.seed), 'queue:cake'));
  return { q, limitBytes: n(c.limit), limitPackets: Infinity };
}

describe('queue properties (issue 6, figure 5)', () => {
  for (const kind of ['red', 'codel', 'cake'] as const) {
    it(`${kind}: marks are never drops, the limit holds, CE/SCE only on ECT packets, nothing vanishes`, () => {
      fc.assert(
        fc.property(kinds[kind], fc.array(op, { maxLength: 400 }), (cfg, ops) => {
          const k = new Kernel(1e15);
          const { q, limitBytes, limitPackets } = build(k, kind, cfg as Record<string, unknown>);
          const flags = k.pool.flags;
          const wasEct = new Map<number, boolean>(); // packet -> ECT at its sender (live packets only)
          let pushed = 0, refused = 0, sunk = 0, delivered = 0, ceSeen = 0, sceSeen = 0;
          q.dropSink = (p) => {
            // A packet dropped at dequeue or by overflow carries no mark of this queue.
            expect(flags[p] & (PF_CE | PF_SCE)).toBe(0);
            sunk++;
            wasEct.delete(p);
            k.pool.release(p);
          };
          for (const o of ops) {
            if (o.t === 'wait') k.now += o.ns;
            else if (o.t === 'push') {
              const p = k.pool.alloc(o.size, o.src, PK_TCP_DATA, 0, k.now);
              flags[p] = o.ect ? PF_ECT : 0;
              pushed++;
              if (q.push(p, o.size)) wasEct.set(p, o.ect);
              else {
                expect(flags[p] & (PF_CE | PF_SCE)).toBe(0); // refused, so not marked
                refused++;
                k.pool.release(p);
              }
            } else if (q.count > 0) {
              const p = q.shift();
              if (p >= 0) {
                const f = flags[p];
                if (f & PF_CE) {
                  expect(wasEct.get(p)).toBe(true);
                  ceSeen++;
                }
                if (f & PF_SCE) {
                  expect(wasEct.get(p)).toBe(true);
                  expect(f & PF_CE).toBe(0);
                  sceSeen++;
                }
                delivered++;
                wasEct.delete(p);
                k.pool.release(p);
              }
            }
            expect(q.bytes).toBeLessThanOrEqual(limitBytes);
            expect(q.count).toBeLessThanOrEqual(limitPackets);
            expect(q.bytes).toBeGreaterThanOrEqual(0);
            expect(q.count).toBeGreaterThanOrEqual(0);
          }
          // RED marks at enqueue: a marked packet still waiting is not yet seen.
          let ceWaiting = 0;
          for (const p of wasEct.keys()) if (flags[p] & PF_CE) ceWaiting++;
          expect(q.ceMarks).toBe(ceSeen + ceWaiting);
          expect(q.sceMarks).toBe(sceSeen);
          expect(q.drops).toBe(refused + sunk);
          expect(q.drops).toBe(q.dropsOverlimit + q.dropsAqm);
          expect(pushed).toBe(delivered + q.drops + q.count);
          expect(k.pool.live).toBe(q.count);
        }),
        { numRuns: 300, seed: 42 },
      );
    });
  }
});
