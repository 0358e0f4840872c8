import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EventQueue } from './event-queue';

function drain(q: EventQueue): { t: number; arg: number }[] {
  const out: { t: number; arg: number }[] = [];
  while (q.size > 0) {
    const t = q.peekTime();
    const s = q.pop();
    if (s < 0) continue;
    out.push({ t, arg: q.arg[s] });
    q.release(s);
  }
  return out;
}

describe('EventQueue', () => {
  it('orders by time, then by insertion order for equal times', () => {
    const q = new EventQueue(4);
    q.push(30, 0, 0, 1);
    q.push(10, 0, 0, 2);
    q.push(30, 0, 0, 3);
    q.push(10, 0, 0, 4);
    q.push(20, 0, 0, 5);
    expect(drain(q).map((e) => e.arg)).toEqual([2, 4, 5, 1, 3]);
  });

  it('cancels a pending event once; stale handles do not cancel a reused slot', () => {
    const q = new EventQueue(4);
    const h = q.push(5, 0, 0, 1);
    q.push(6, 0, 0, 2);
    expect(q.cancel(h)).toBe(true);
    expect(q.cancel(h)).toBe(false); // already cancelled
    expect(drain(q).map((e) => e.arg)).toEqual([2]);
    const h2 = q.push(7, 0, 0, 3); // likely reuses the slot of h
    expect(q.cancel(h)).toBe(false);
    expect(q.isPending(h2)).toBe(true);
    expect(drain(q).map((e) => e.arg)).toEqual([3]);
  });

  it('matches a sorted reference under random pushes, pops and cancels (property)', () => {
    type Op = { op: 'push'; t: number } | { op: 'pop' } | { op: 'cancel'; k: number };
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ op: fc.constant('push' as const), t: fc.integer({ min: 0, max: 50 }) }),
      fc.record({ op: fc.constant('pop' as const) }),
      fc.record({ op: fc.constant('cancel' as const), k: fc.nat(200) }),
    );
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 300 }), (ops) => {
        const q = new EventQueue(4); // tiny, so growth is exercised
        const ref: { t: number; id: number; h: number; live: boolean }[] = [];
        let id = 0;
        for (const o of ops) {
          if (o.op === 'push') {
            const h = q.push(o.t, 0, 0, id);
            ref.push({ t: o.t, id: id++, h, live: true });
          } else if (o.op === 'cancel') {
            const e = ref[o.k % Math.max(1, ref.length)];
            if (!e) continue;
            expect(q.cancel(e.h)).toBe(e.live);
            e.live = false;
          } else {
            const live = ref.filter((e) => e.live).sort((a, b) => a.t - b.t || a.id - b.id);
            let s = -1;
            let t = -1;
            while (q.size > 0 && s < 0) {
              t = q.peekTime();
              s = q.pop();
            }
            if (live.length === 0) {
              expect(s).toBe(-1);
              continue;
            }
            expect({ t, arg: q.arg[s] }).toEqual({ t: live[0].t, arg: live[0].id });
            live[0].live = false;
            q.release(s);
          }
        }
        const rest = ref.filter((e) => e.live).sort((a, b) => a.t - b.t || a.id - b.id);
        expect(drain(q)).toEqual(rest.map((e) => ({ t: e.t, arg: e.id })));
      }),
      { numRuns: 300 },
    );
  });
});
