// c4-e3 against the notes' exercise 3 and the ss line it quotes: cwnd:239 mss:1448 rtt:58.127
// -> "239 × 1448 × 8 / 0,058127 ≈ 47,6 Mbit/s" (ss: send 47629776bps); minrtt 40 -> 18,1 ms of
// queue; the BDP figure: "Con cwnd 239 hay 74 paquetes en cola".
import { describe, expect, it } from 'vitest';
import { c4e3, queuePackets, windowRateMbps } from './c4-e3';

const notes = c4e3.params({ course: null, student: null }) as Parameters<typeof windowRateMbps>[0];

describe('c4-e3: reading ss', () => {
  it('the notes\' ss line gives 47,6 Mbit/s (ss\'s own send 47629776bps), 18,1 ms and ~74 frames', () => {
    expect(windowRateMbps(notes) * 1e6).toBeCloseTo(47629776, -1);
    expect(c4e3.key(notes).queue_ms).toBeCloseTo(18.127, 9);
    // 74 packets in the notes' figure; 74,8 frames drained at 50 Mbit/s in 18,127 ms: 1,2 %.
    expect(Math.abs(queuePackets(notes) / 74 - 1)).toBeLessThan(0.012);
    expect(c4e3.check(notes, { rate_mbps: 47.6, queue_ms: 18.1, queue_packets: 74 }).verdict).toBe('right');
    // cwnd - BDP in 1500-byte packets (239 - 166,7 = 72,3) is the same idea: still right at 4 %.
    expect(c4e3.check(notes, { rate_mbps: 47.6, queue_ms: 18.1, queue_packets: 72.3 }).verdict).toBe('right');
  });

  it('using the minimum RTT instead of the smoothed one gets that hint', () => {
    // 239 x 1448 x 8 / 0,040 = 69,2 Mbit/s: faster than the 50 Mbit/s bottleneck.
    const f = c4e3.check(notes, { rate_mbps: 69.2, queue_ms: 18.1, queue_packets: 75 });
    expect(f.verdict).toBe('wrong');
    expect(f.mistake).toBe('min-rtt');
    expect(f.hint?.en).toMatch(/smoothed RTT/);
    expect(f.hint?.es).toMatch(/RTT suavizado/);
  });

  it('the whole RTT as the queue, and bytes for bits, get theirs', () => {
    expect(c4e3.check(notes, { rate_mbps: 47.6, queue_ms: 58.127, queue_packets: 75 }).mistake).toBe('whole-rtt');
    expect(c4e3.check(notes, { rate_mbps: 5.95, queue_ms: 18.1, queue_packets: 75 }).mistake).toBe('bits-bytes');
  });

  it('per-student ss lines are self-consistent: cwnd / RTT stays just under the bottleneck', () => {
    for (let i = 0; i < 100; i++) {
      const p = c4e3.params({ course: 'x', student: `s${i}` }) as typeof notes;
      expect(p.rtt_ms).toBeGreaterThan(p.min_rtt_ms);
      const r = windowRateMbps(p);
      // A full link carries 1448 of every 1514 bytes: 95,6 % of its rate, within rounding.
      expect(Math.abs(r / (p.rate_mbps * 1448 / 1514) - 1)).toBeLessThan(0.01);
      expect(queuePackets(p)).toBeGreaterThan(5);
    }
  });
});
