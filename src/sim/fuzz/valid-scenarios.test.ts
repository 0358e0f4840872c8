// Issue 18, item 3 (a): valid scenarios from every corner of the schema run to their end and keep
// the engine's invariants at every event (src/sim/fuzz/world-invariants.ts): time never goes back,
// queues never negative nor over their limit, every packet accounted for per link and source,
// senders' and receivers' counts equal to what the links carried. Fixed seed, so a failure is
// reproduced by the same command; fast-check prints the smallest counterexample it found.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildWorld } from '../scenario/build';
import { parseScenario } from '../scenario/parse';
import { createSimulation } from '../simulation';
import { validScenario } from './arbitraries';
import { instrument } from './world-invariants';

export const VALID_RUNS = 120;

/** Runs a scenario in a few uneven steps, checking the accounting identities between them. */
function violationsOf(input: unknown, steps: readonly number[]): string[] {
  const w = buildWorld(parseScenario(input));
  const probe = instrument(w);
  const found: string[] = [];
  for (const f of [...steps, 1]) {
    w.kernel.run(w.kernel.endNs * f);
    found.push(...probe.check());
  }
  return [...probe.violations, ...found];
}

const steps = fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3 }).map((xs) => [...xs].sort((a, b) => a - b));

// The checks catch what they are for: each fault below, planted by hand, is reported.
describe('the invariant checks themselves', () => {
  const base = { version: 1, duration_s: 1, link: { rate_mbps: 5 }, flows: [{ id: 's1' }, { id: 'u', transport: 'udp', rate_mbps: 1 }], pings: [{ id: 'p', interval_ms: 50 }] };
  const world = () => {
    const w = buildWorld(parseScenario(base));
    return { w, probe: instrument(w) };
  };

  it('find nothing on a plain run, having seen its events and deliveries', () => {
    const { w, probe } = world();
    w.kernel.run(w.kernel.endNs);
    expect(probe.check()).toEqual([]);
    expect(probe.events).toBeGreaterThan(w.kernel.events); // every event, and the hand-overs dispatched inside them
  });

  it('a packet that vanishes (released without being delivered or dropped)', () => {
    const { w, probe } = world();
    w.kernel.run(w.kernel.endNs / 2);
    const p = w.fwd.propagating.shift();
    w.kernel.pool.release(p);
    expect(probe.check().join('\n')).toMatch(/alive in the pool|propagating/);
  });

  it('a packet made from nothing (allocated, never sent)', () => {
    const { w, probe } = world();
    w.kernel.run(w.kernel.endNs / 2);
    w.kernel.pool.alloc(100, 0, 0, 0, w.kernel.now);
    expect(probe.check().join('\n')).toMatch(/alive in the pool, \d+ in the links/);
  });

  it('a receiver that miscounts', () => {
    const { w, probe } = world();
    w.kernel.run(w.kernel.endNs / 2);
    w.conns[0].receiver.segmentsReceived++;
    expect(probe.check().join('\n')).toMatch(/s1: \d+ segments received, \d+ handed over/);
  });

  it('a queue that goes negative', () => {
    const { w, probe } = world();
    w.kernel.run(w.kernel.endNs / 2);
    w.fwd.fifo.bytes = -1;
    w.kernel.run(w.kernel.endNs);
    expect(probe.violations.join('\n')).toMatch(/queue count \d+, bytes -1/);
  });

  it('bytes that change on the way (a frame grows in the queue)', () => {
    const { w, probe } = world();
    w.kernel.run(w.kernel.endNs / 2);
    expect(w.fwd.fifo.count).toBeGreaterThan(0);
    const p = (w.fwd.fifo as unknown as { peek(i: number): number }).peek(0);
    w.kernel.pool.size[p] += 100;
    w.kernel.run(w.kernel.endNs);
    expect(probe.check().join('\n')).toMatch(/fwd: \d+ B entered, .* B left for \d+ packets/);
  });

  it('time that goes back', () => {
    const { w, probe } = world();
    w.kernel.run(w.kernel.endNs / 2);
    w.kernel.now -= 1e6;
    w.kernel.queue.push(w.kernel.now, w.pings[0].id, 0, 0);
    w.kernel.run(w.kernel.endNs);
    expect(probe.violations.join('\n')).toMatch(/time went back/);
  });
});

describe('fuzz: valid scenarios keep the engine invariants', () => {
  it(`${VALID_RUNS} random valid scenarios run to their end with no invariant broken`, () => {
    fc.assert(
      fc.property(validScenario, steps, (input, at) => {
        expect(violationsOf(input, at)).toEqual([]);
      }),
      { numRuns: VALID_RUNS, seed: 18_03 },
    );
  });

  it('their records hold together: series times increase, bytes within what the link carries', () => {
    fc.assert(
      fc.property(validScenario, (input) => {
        const sim = createSimulation(input);
        sim.runToEnd();
        const rec = sim.record({ series: true });
        const t = rec.series!.t_s;
        for (let i = 1; i < t.length; i++) expect(t[i]).toBeGreaterThan(t[i - 1]);
        expect(rec.summary.events).toBe(sim.events);
        // Payload over the duration never exceeds the bottleneck (frames are larger than payload).
        const rate = rec.scenario.link.queue.kind === 'cake' && rec.scenario.link.queue.rate_mbps !== null
          ? Math.min(rec.scenario.link.rate_mbps, rec.scenario.link.queue.rate_mbps) : rec.scenario.link.rate_mbps;
        const bits = rec.summary.flows.reduce((n, f) => n + f.bytes_delivered * 8, 0);
        expect(bits).toBeLessThanOrEqual(rate * 1e6 * rec.scenario.duration_s + 9014 * 8);
        for (const p of rec.summary.pings) expect(p.received).toBeLessThanOrEqual(p.sent);
        expect(rec.summary.queue.drops).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 40, seed: 18_031 },
    );
  });
});
