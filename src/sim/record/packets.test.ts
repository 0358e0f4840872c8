import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation';
import { LAB_LINK } from '../tcp/testing';
import {
  PACKET_SNAPSHOT_MAX, SNAP_KIND_ACK, SNAP_KIND_DATA, SNAP_KIND_OTHER,
  SNAP_WHERE_FWD, SNAP_WHERE_QUEUE, SNAP_WHERE_REV, SNAP_WHERE_REV_QUEUE,
} from './packets';

function scenario(cwnd: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  // No host noise: every packet of the connection is then on a link (none waits inside the sender).
  return { version: 1, duration_s: 3, sample_ms: 10, link: LAB_LINK, flows: [{ id: 's1', cwnd_fixed: cwnd, ack_jitter_us: 0, ...extra }] };
}

describe('packet snapshots (Simulation option `packets`)', () => {
  it('keeps its codes (the BDP pipe view repeats them; change both together)', () => {
    expect([SNAP_KIND_DATA, SNAP_KIND_ACK, SNAP_KIND_OTHER]).toEqual([1, 2, 3]);
    expect([SNAP_WHERE_QUEUE, SNAP_WHERE_FWD, SNAP_WHERE_REV_QUEUE, SNAP_WHERE_REV]).toEqual([0, 1, 2, 3]);
  });

  it('is absent unless asked for', () => {
    const sim = createSimulation(scenario(100));
    sim.runUntil(1e9);
    const b = sim.drain();
    expect(b.packets).toBeUndefined();
    expect(b.drops).toBeUndefined();
  });

  it('lists every packet in the network: the queue plus the packets in flight, positions in range', () => {
    const sim = createSimulation(scenario(239), { packets: true });
    sim.drain();
    for (let t = 0.5e9; t <= 2.5e9; t += 0.137e9) {
      sim.runUntil(t);
      const b = sim.drain();
      const s = b.packets!;
      // The pool's live packets are exactly those on the two links (no host noise, no extra delay).
      const live = (sim as unknown as { w: { kernel: { pool: { live: number } }; fwd: { fifo: { count: number } } } }).w;
      expect(s.count).toBe(live.kernel.pool.live);
      expect(s.totals[SNAP_WHERE_QUEUE]).toBe(live.fwd.fifo.count);
      expect(s.totals.reduce((a, x) => a + x, 0)).toBe(s.count);
      let data = 0;
      for (let i = 0; i < s.count; i++) {
        const w = s.where[i];
        if (w === SNAP_WHERE_FWD || w === SNAP_WHERE_REV) {
          expect(s.pos[i]).toBeGreaterThanOrEqual(0);
          expect(s.pos[i]).toBeLessThanOrEqual(1);
        } else {
          expect(Number.isInteger(s.pos[i])).toBe(true);
          expect(s.pos[i]).toBeLessThan(s.totals[w]);
        }
        if (s.kind[i] === SNAP_KIND_DATA) {
          data++;
          expect(w === SNAP_WHERE_QUEUE || w === SNAP_WHERE_FWD).toBe(true);
        }
        expect(s.flow[i]).toBe(0);
      }
      // Data in the network = segments in flight: the held window minus those whose ACK is on its way.
      expect(data).toBeLessThanOrEqual(239);
      expect(data).toBeGreaterThanOrEqual(239 - 2 * (s.totals[SNAP_WHERE_REV] + s.totals[SNAP_WHERE_REV_QUEUE]) - 2);
      // Queue slots are listed head first, 0..n-1.
      const slots = Array.from(s.pos).filter((_, i) => s.where[i] === SNAP_WHERE_QUEUE);
      expect(slots).toEqual(slots.map((_, i) => i));
    }
  });

  it('puts data packets in order along the pipe: the longer ago they were sent, the further along', () => {
    const sim = createSimulation(scenario(100), { packets: true });
    sim.runUntil(1.01e9);
    const s = sim.drain().packets!;
    const pos = Array.from(s.pos).filter((_, i) => s.where[i] === SNAP_WHERE_FWD);
    // The delay line lists the next to arrive first: positions decrease along the list.
    for (let i = 1; i < pos.length; i++) expect(pos[i]).toBeLessThanOrEqual(pos[i - 1]);
    // 100 segments, evenly spaced over 40 ms: they cover most of the pipe.
    expect(pos[0] - pos[pos.length - 1]).toBeGreaterThan(0.5);
  });

  it('shows ACKs on the reverse pipe when that direction has a delay', () => {
    const sim = createSimulation(scenario(100), { packets: true });
    const sim2 = createSimulation({ ...scenario(100), link: { ...LAB_LINK, delay_ms: 20, reverse_delay_ms: 20 } }, { packets: true });
    sim.runUntil(1e9);
    sim2.runUntil(1e9);
    const s2 = sim2.drain().packets!;
    const acks = Array.from(s2.kind).filter((k, i) => k === SNAP_KIND_ACK && s2.where[i] === SNAP_WHERE_REV).length;
    expect(acks).toBeGreaterThan(10); // ~50 delayed ACKs for 100 segments, half of them on the 20 ms way back
    expect(sim.drain().packets!.count).toBeGreaterThan(0);
  });

  it('logs the drops since the last drain, and counts them all', () => {
    const sim = createSimulation(scenario(400), { packets: true });
    let listed = 0;
    let last = -1;
    for (let t = 0.1e9; t <= 3e9; t += 0.1e9) {
      sim.runUntil(t);
      const b = sim.drain();
      const d = b.drops!;
      listed += d.t_s.length + d.unlisted;
      for (let i = 0; i < d.t_s.length; i++) {
        expect(d.t_s[i]).toBeGreaterThanOrEqual(last);
        last = d.t_s[i];
        expect(d.where[i]).toBe(SNAP_WHERE_QUEUE);
        expect(d.pos[i]).toBe(169); // a full drop-tail queue refuses at its tail
      }
      expect(b.packets!.count).toBeLessThanOrEqual(PACKET_SNAPSHOT_MAX);
    }
    expect(listed).toBe(sim.record().summary.queue.drops);
    expect(listed).toBeGreaterThan(0);
  });
});
