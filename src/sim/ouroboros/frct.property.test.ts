// Issue 7, figure 5: FRCT's guarantees over random links (fast-check). A stream of random length
// crosses a link with random rate, delay, loss both ways and reorder-queue size: the application
// never receives a byte twice or out of order, the window is never overrun, and the transfer either
// completes or the flow reports the failure when R expires.

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildPair } from './testing';
import { Crc64, streamByte } from './crc64';

const MS = 1e6;

describe('figure 5: FRCT invariants over random links', () => {
  it('no byte is delivered twice or out of order; every gap is repaired', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer({ min: 0, max: 1e6 }),
          rate: fc.integer({ min: 2, max: 100 }),
          delayMs: fc.integer({ min: 0, max: 30 }),
          loss: fc.constantFrom(0, 0.01, 0.05, 0.15),
          reverseLoss: fc.constantFrom(0, 0.01, 0.05, 0.15),
          rq: fc.integer({ min: 2, max: 256 }),
          bytes: fc.integer({ min: 1, max: 150_000 }),
          mss: fc.constantFrom(100, 536, 1400),
        }),
        (o) => {
          const end = 60_000 * MS;
          const p = buildPair({
            endNs: end, seed: o.seed, rateMbps: o.rate, delayNs: o.delayMs * MS, loss: o.loss, reverseLoss: o.reverseLoss,
            a: { mode: 'stream', reorderQueue: o.rq, mss: o.mss }, b: { mode: 'stream', reorderQueue: o.rq, mss: o.mss },
          });
          let next = 0;
          let fins = 0;
          let maxInFlight = 0;
          p.b.onDeliver = (off, len, fin) => {
            expect(off).toBe(next); // in order, no duplicate, no gap
            next += len;
            if (fin) fins++;
            maxInFlight = Math.max(maxInFlight, p.a.sndNxt - p.a.sndLwe);
          };
          p.a.writeStream(o.bytes, true);
          p.k.run(end);
          expect(maxInFlight).toBeLessThanOrEqual(o.rq);
          if (!p.a.failed) {
            expect(next).toBe(o.bytes);
            expect(fins).toBe(1);
            expect(p.a.idle).toBe(true);
          } else {
            // Only a flow that retried a packet for R may give up.
            expect(p.a.failedAtNs).toBeGreaterThanOrEqual(p.a.rNs);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the flow reports failure when R expires on a dead path, not before', () => {
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer({ min: 0, max: 1e6 }),
          delayMs: fc.integer({ min: 0, max: 50 }),
          dead: fc.constantFrom('fwd', 'rev'),
          rMs: fc.integer({ min: 200, max: 3000 }),
          rq: fc.integer({ min: 2, max: 128 }),
        }),
        (o) => {
          const end = 10_000 * MS;
          const p = buildPair({
            endNs: end, seed: o.seed, delayNs: o.delayMs * MS, loss: o.dead === 'fwd' ? 1 : 0, reverseLoss: o.dead === 'rev' ? 1 : 0,
            a: { mode: 'stream', reorderQueue: o.rq, rNs: o.rMs * MS }, b: { mode: 'stream', reorderQueue: o.rq },
          });
          let fails = 0;
          p.a.onFail = () => fails++;
          p.a.writeStream(20_000, true);
          p.k.run(end);
          expect(p.a.failed).toBe(true);
          expect(fails).toBe(1);
          // R is counted from the first transmission (at t = 0) of the oldest unacknowledged packet.
          expect(p.a.failedAtNs).toBeGreaterThanOrEqual(o.rMs * MS);
          expect(p.a.failedAtNs).toBeLessThanOrEqual(o.rMs * MS + 1);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('CRC-64/ECMA-182', () => {
  it('has the catalogue check value and detects a swapped chunk', () => {
    const c = new Crc64();
    for (const ch of '123456789') c.update(ch.charCodeAt(0));
    expect(c.hex()).toBe('6c40df5f0b497347');
    const inOrder = new Crc64();
    inOrder.updateStream(0, 3000);
    const swapped = new Crc64();
    swapped.updateStream(1000, 1000);
    swapped.updateStream(0, 1000);
    swapped.updateStream(2000, 1000);
    expect(swapped.hex()).not.toBe(inOrder.hex());
    expect(streamByte(5)).toBe(streamByte(5));
  });
});
