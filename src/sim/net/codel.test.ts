import { describe, expect, it } from 'vitest';
import { Kernel } from '../core/kernel';
import { PF_CE, PF_ECT, PK_TCP_DATA } from '../core/packet-pool';
import { Codel, CODEL_DEFAULTS } from './codel';

const TICK = 100_000; // one dequeue every 100 us

/**
 * A standing queue: `depth` packets of 1514 B pushed at t = 0, then one dequeue per TICK, after
 * which the queue is topped up to `depth` with packets stamped now. Head sojourn grows to about
 * depth x TICK and stays there. Returns the times of drops and of CE marks.
 */
function standing(depth: number, untilNs: number, ecn: boolean) {
  const k = new Kernel(1e12);
  const q = new Codel(k, { ...CODEL_DEFAULTS, ecn });
  const drops: number[] = [];
  const marks: number[] = [];
  q.dropSink = (p) => {
    drops.push(k.now);
    k.pool.release(p);
  };
  const top = () => {
    while (q.count < depth) {
      const p = k.pool.alloc(1514, 0, PK_TCP_DATA, 0, k.now);
      if (ecn) k.pool.flags[p] = PF_ECT;
      q.push(p, 1514);
    }
  };
  top();
  for (k.now = TICK; k.now <= untilNs; k.now += TICK) {
    const p = q.shift();
    if (p >= 0) {
      if (k.pool.flags[p] & PF_CE) marks.push(k.now);
      k.pool.release(p);
    }
    top();
  }
  return { q, drops, marks, k };
}

/** Drop times CoDel must produce on the TICK grid: first at 5 ms + interval, then the control law. */
function expectedTimes(untilNs: number): number[] {
  const out: number[] = [];
  let t = 5e6 + 100e6; // sojourn reaches target 5 ms at t = 5 ms (50 ticks); one interval later
  out.push(t);
  let next = t + 100e6 / Math.sqrt(1); // control_law(now, 1)
  for (let n = 2; ; n++) {
    t = Math.ceil(next / TICK) * TICK; // the first dequeue at or after drop_next
    if (t > untilNs) return out;
    out.push(t);
    next = next + 100e6 / Math.sqrt(n); // control_law(drop_next, count)
  }
}

describe('CoDel (RFC 8289)', () => {
  it('never drops while the sojourn stays under target (40 packets x 100 us = 4 ms < 5 ms)', () => {
    const { q } = standing(40, 10e9, false);
    expect(q.drops).toBe(0);
    expect(q.ceMarks).toBe(0);
    expect(q.lastSojournNs).toBe(4e6);
  });

  it('drops a standing 20 ms queue at the control-law times, spaced interval/sqrt(n)', () => {
    const until = 3e9;
    const { q, drops } = standing(200, until, false);
    const want = expectedTimes(until);
    // Exact: the same float sequence, snapped to the dequeue grid.
    expect(drops).toEqual(want);
    expect(q.drops).toBe(want.length);
    expect(q.dropsAqm).toBe(q.drops);
    // And the spacing itself: gap n (between drops n and n+1) is interval/sqrt(n) within one tick.
    for (let n = 1; n < drops.length; n++) {
      expect(Math.abs(drops[n] - drops[n - 1] - 100e6 / Math.sqrt(n))).toBeLessThanOrEqual(TICK);
    }
    expect(drops.length).toBeGreaterThan(50); // count keeps growing: a standing queue is not tolerated
  });

  it('with ecn marks ECT packets CE at the same times instead of dropping them', () => {
    const until = 3e9;
    const { q, marks, drops } = standing(200, until, true);
    expect(drops).toEqual([]);
    expect(marks).toEqual(expectedTimes(until));
    expect(q.ceMarks).toBe(marks.length);
  });

  it('refuses over limit_packets, and leaves the dropping state when the queue drains', () => {
    const k = new Kernel(1e12);
    const q = new Codel(k, { ...CODEL_DEFAULTS, limitPackets: 3 });
    for (let i = 0; i < 5; i++) {
      const p = k.pool.alloc(1514, 0, PK_TCP_DATA, 0, 0);
      if (!q.push(p, 1514)) k.pool.release(p);
    }
    expect(q.count).toBe(3);
    expect(q.dropsOverlimit).toBe(2);
    const { q: q2, k: k2 } = standing(200, 0.5e9, false);
    expect(q2.vars.dropping).toBe(true);
    // No more arrivals: the queue drains; with one packet or less left behind, CoDel stops.
    while (q2.count > 0) {
      k2.now += TICK;
      const p = q2.shift();
      if (p >= 0) k2.pool.release(p);
    }
    expect(q2.vars.dropping).toBe(false);
    expect(k2.pool.live).toBe(0);
  });
});
