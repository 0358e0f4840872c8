import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Kernel, type Component } from './kernel';

describe('Kernel', () => {
  it('never goes back in time while handlers schedule more events (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 200 }), (delays) => {
        const k = new Kernel(1e9);
        const seen: number[] = [];
        let i = 0;
        const c: Component = {
          handle: () => {
            seen.push(k.now);
            if (i < delays.length) k.after(delays[i++], id, 0, 0);
          },
        };
        const id = k.add(c);
        k.at(0, id, 0, 0);
        k.at(0, id, 0, 0);
        k.run(1e9);
        for (let j = 1; j < seen.length; j++) expect(seen[j]).toBeGreaterThanOrEqual(seen[j - 1]);
        expect(k.events).toBe(delays.length + 2);
        expect(k.now).toBe(1e9);
      }),
    );
  });

  it('refuses to schedule in the past and skips cancelled timers', () => {
    const k = new Kernel(100);
    const hits: number[] = [];
    const id = k.add({ handle: (_kind, arg) => hits.push(arg) });
    k.at(10, id, 0, 1);
    const h = k.at(20, id, 0, 2);
    k.run(15);
    expect(() => k.at(5, id, 0, 3)).toThrow(/past/);
    expect(k.cancel(h)).toBe(true);
    k.run(100);
    expect(hits).toEqual([1]);
    expect(k.events).toBe(1);
  });
});
