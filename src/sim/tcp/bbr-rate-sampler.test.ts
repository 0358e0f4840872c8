// The delivery-rate sampler BBR reads (pacing-rate-sampler.ts) against the closed form of
// draft-cheng-iccrg-delivery-rate-estimation: a sender that sends one segment per millisecond,
// each acknowledged one RTT later, measures one segment per millisecond once the first round is
// over, whatever the RTT.

import { describe, expect, it } from 'vitest';
import { DeliveryRateSampler } from './pacing-rate-sampler';

const MS = 1e6;

/** One segment sent per `gapNs`, each ACKed alone `rttNs` later; returns every ACK's sample. */
function steady(n: number, gapNs: number, rttNs: number, appLimitedAt = -1) {
  const r = new DeliveryRateSampler(4096);
  let delivered = 0;
  const out: { delivered: number; intervalNs: number; appLimited: boolean }[] = [];
  // Events in time order: at each tick the ACK due then is processed before the send.
  const total = n + Math.ceil(rttNs / gapNs) + 1;
  for (let tick = 0; tick < total; tick++) {
    const now = tick * gapNs;
    const acked = Math.round((now - rttNs) / gapNs);
    if (now >= rttNs && acked < n) {
      r.beginAck();
      r.onDelivered(acked, acked * gapNs);
      delivered++;
      const rs = r.gen(now, delivered, 1, 0, 0, rttNs, rttNs);
      out.push({ delivered: rs.delivered, intervalNs: rs.intervalNs, appLimited: rs.isAppLimited });
    }
    if (tick < n) {
      if (tick === appLimitedAt) r.markAppLimited(delivered + (tick - delivered));
      r.onSend(tick, now, delivered, tick === 0);
    }
  }
  return out;
}

describe('delivery-rate samples (draft-cheng-iccrg-delivery-rate-estimation)', () => {
  it('a steady 1 segment/ms flow with a 20 ms RTT measures 1 segment/ms after the first round', () => {
    const s = steady(200, MS, 20 * MS);
    expect(s.length).toBe(200);
    for (const x of s.slice(20)) {
      expect(x.delivered).toBe(20);
      expect(x.intervalNs).toBe(20 * MS);
      expect((x.delivered * 1e9) / x.intervalNs).toBeCloseTo(1000, 9); // segments per second
    }
    // First round: the ACK interval runs from the first send, so the rate is underestimated, never over.
    for (const x of s.slice(0, 20)) expect((x.delivered * 1e9) / x.intervalNs).toBeLessThanOrEqual(1000);
  });

  it('the rate does not depend on the RTT (interval = max(send, ACK) phases)', () => {
    for (const rtt of [5, 40, 100]) {
      const s = steady(300, MS, rtt * MS);
      const last = s[s.length - 1];
      expect((last.delivered * 1e9) / last.intervalNs).toBeCloseTo(1000, 9);
    }
  });

  it('samples of segments sent while app-limited are marked, until that data is delivered', () => {
    const s = steady(100, MS, 10 * MS, 50);
    // Segment 50 onwards was sent app-limited; the mark clears once delivery passes what was out.
    expect(s[49].appLimited).toBe(false);
    expect(s[50].appLimited).toBe(true);
    expect(s.slice(0, 50).every((x) => !x.appLimited)).toBe(true);
    // At segment 50, 50 segments were delivered or out; once delivery passes 50 (the ACK of
    // segment 50, at tick 60, before that tick's send), later sends are not app-limited any more.
    expect(s[59].appLimited).toBe(true);
    expect(s.slice(60).every((x) => !x.appLimited)).toBe(true);
  });

  it('discards a sample whose interval is shorter than the min RTT', () => {
    const r = new DeliveryRateSampler(16);
    r.onSend(0, 0, 0, true);
    r.beginAck();
    r.onDelivered(0, 0);
    const rs = r.gen(5 * MS, 1, 1, 0, 1, 5 * MS, 10 * MS);
    expect(rs.intervalNs).toBe(-1);
  });
});
