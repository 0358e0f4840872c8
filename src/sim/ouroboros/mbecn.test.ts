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

  // Measured 45.9 (4 ms RTT) vs 46.0 Mbit/s (40 ms RTT), 0.3 % apart. Before (37 % apart, 40.5 vs
  // 55.5) the proportional decrease had a floor, capacity x (1 - level/1024) [SIM], with each flow's
  // own measured share as its capacity (rising fast, falling slowly): it froze whatever split slow
  // start left, and the longer path leaves slow start later, with the larger share. The public
  // source has no floor; its decrease is level/8192 per slot of 8..64 packets, as the model's is now,
  // so both controllers respond to the same level in the same way, whatever their round trip.
  it('they share it within 25 % of each other', () => {
    expect(Math.max(...mbps) / Math.min(...mbps)).toBeLessThan(1.25);
    // and together they use the bottleneck (96.5 Mbit/s of payload at most; measured 91.9)
    expect(mbps[0] + mbps[1]).toBeGreaterThan(85);
  });
});
