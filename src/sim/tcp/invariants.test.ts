// Figure 8 of issue 3: invariants over random scenarios (fast-check). Short runs on varied links,
// with random loss both ways, small and large queues, both stacks, both algorithms, finite and
// bulk transfers, parallel connections and extra ACK delay.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildWorld } from '../scenario/build';
import { parseScenario } from '../scenario/parse';
import { createSimulation } from '../simulation';

const flowArb = fc.record({
  cc: fc.constantFrom('reno', 'cubic'),
  stack: fc.constantFrom('linux', 'book'),
  start_s: fc.double({ min: 0, max: 0.5, noNaN: true }),
  bytes: fc.option(fc.integer({ min: 1, max: 3_000_000 }), { nil: null }),
  extra_delay_ms: fc.integer({ min: 0, max: 60 }),
  parallel: fc.integer({ min: 1, max: 3 }),
  mss: fc.constantFrom(1448, 536, 1000),
});

const scenarioArb = fc.record({
  version: fc.constant(1),
  seed: fc.integer({ min: 0, max: 1000 }),
  duration_s: fc.double({ min: 0.5, max: 3, noNaN: true }),
  sample_ms: fc.constant(50),
  link: fc.record({
    rate_mbps: fc.double({ min: 2, max: 200, noNaN: true }),
    delay_ms: fc.double({ min: 0, max: 60, noNaN: true }),
    reverse_delay_ms: fc.double({ min: 0, max: 20, noNaN: true }),
    loss: fc.constantFrom(0, 0.001, 0.01, 0.05),
    reverse_loss: fc.constantFrom(0, 0.01, 0.05),
    queue: fc.record({ kind: fc.constant('fifo'), limit_bytes: fc.integer({ min: 3000, max: 600_000 }) }),
  }),
  flows: fc.array(flowArb, { minLength: 1, maxLength: 3 }).map((fs) => fs.map((f, i) => ({ id: `s${i + 1}`, ...f }))),
  pings: fc.constantFrom([], [{ id: 'p', interval_ms: 37 }]),
});

describe('figure 8: TCP invariants over random scenarios', () => {
  it('bytes delivered in order never exceed bytes sent; every segment is delivered, dropped or in flight; cwnd >= 1', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const w = buildWorld(parseScenario(input));
        const mssOf = (name: string) => input.flows.find((f) => f.id === name.split('#')[0])!.mss;
        let minCwnd = Infinity;
        for (const c of w.conns) c.sender.onAck = (s) => (minCwnd = Math.min(minCwnd, s.cwnd));
        const check = () => {
          let inFlight = 0;
          for (const c of w.conns) {
            const { sender: s, receiver: r, source } = c;
            // In-order delivery never passes what was sent (segments, hence bytes).
            expect(r.rcvNxt).toBeLessThanOrEqual(s.highestSent);
            expect(r.bytesDelivered).toBeLessThanOrEqual(s.highestSent * mssOf(c.name));
            const dataGone = r.segmentsReceived + w.fwd.dropsBySource[source] + w.fwd.lostBySource[source];
            const acksGone = s.acksReceived + w.rev.dropsBySource[source] + w.rev.lostBySource[source];
            expect(dataGone).toBeLessThanOrEqual(s.segmentsSent);
            expect(acksGone).toBeLessThanOrEqual(r.acksSent);
            inFlight += s.segmentsSent - dataGone + (r.acksSent - acksGone);
            expect(s.cwnd).toBeGreaterThanOrEqual(1);
            expect(s.una).toBeLessThanOrEqual(r.rcvNxt);
            expect(s.inFlight()).toBeGreaterThanOrEqual(0);
          }
          w.pings.forEach((p) => {
            const gone = p.received + w.fwd.dropsBySource[p.source] + w.fwd.lostBySource[p.source] + w.rev.dropsBySource[p.source] + w.rev.lostBySource[p.source];
            inFlight += p.sent - gone;
          });
          // Every packet still allocated is on a wire or in a queue, and vice versa.
          expect(w.kernel.pool.live).toBe(inFlight);
          expect(w.fwd.fifo.bytes).toBeGreaterThanOrEqual(0);
        };
        const end = w.kernel.endNs;
        for (let k = 1; k <= 4; k++) {
          w.kernel.run((end * k) / 4);
          check();
        }
        expect(minCwnd).toBeGreaterThanOrEqual(1);
        // Finite transfers that finished delivered exactly their bytes.
        w.tcp.forEach((f) => {
          if (f.cfg.bytes !== null && f.finished) expect(f.bytesDelivered).toBe(f.cfg.bytes);
        });
      }),
      { numRuns: 40, seed: 20260 },
    );
  });

  it('same scenario and seed, same record', () => {
    fc.assert(
      fc.property(scenarioArb, (input) => {
        const a = createSimulation(input);
        a.runToEnd();
        const b = createSimulation(input);
        b.runUntil(b.endNs / 3); // stepping differently must not matter
        b.runToEnd();
        expect(JSON.stringify(b.record({ series: true }))).toBe(JSON.stringify(a.record({ series: true })));
      }),
      { numRuns: 10, seed: 7 },
    );
  });
});
