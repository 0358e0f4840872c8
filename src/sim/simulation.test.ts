import { describe, expect, it } from 'vitest';
import { createSimulation } from './simulation';
import { buildWorld } from './scenario/build';
import { parseScenario } from './scenario/parse';
import { ScenarioError } from './scenario/errors';

const lossy = (seed: number, withPing: boolean) => ({
  version: 1, seed, duration_s: 5,
  link: { loss: 0.01, reverse_loss: 0.05 },
  flows: [{ id: 'u', transport: 'udp', rate_mbps: 30 }],
  pings: withPing ? [{ id: 'p', interval_ms: 7 }] : [],
});

/** Sequence numbers of the udp packets lost on the bottleneck wire. */
function lostSeqs(input: unknown): number[] {
  const w = buildWorld(parseScenario(input));
  const lost: number[] = [];
  w.fwd.onLoss = (src, seq) => {
    if (src === 0) lost.push(seq);
  };
  w.kernel.run(w.kernel.endNs);
  return lost;
}

describe('Simulation', () => {
  it('same scenario and seed => byte-identical RunRecord JSON', () => {
    const a = createSimulation(lossy(3, true));
    const b = createSimulation(lossy(3, true));
    a.runToEnd();
    b.runUntil(1.234e9); // stepping differently must not matter
    b.runToEnd();
    expect(JSON.stringify(b.record({ series: true }))).toBe(JSON.stringify(a.record({ series: true })));
  });

  it('different seed => different drops', () => {
    const a = lostSeqs(lossy(1, false));
    const b = lostSeqs(lossy(2, false));
    expect(a.length).toBeGreaterThan(0);
    expect(a).not.toEqual(b);
  });

  it('adding a ping does not change which data packets the link loses', () => {
    const without = lostSeqs(lossy(5, false));
    const withPing = lostSeqs(lossy(5, true));
    // ~1 % of 12 384 packets: well over 50 losses to compare, one by one.
    expect(without.length).toBeGreaterThan(50);
    expect(withPing).toEqual(without);
  });

  it('conserves packets: sent = delivered + queue drops + link losses + in flight (pool has no leaks)', () => {
    const w = buildWorld(parseScenario({
      version: 1, duration_s: 3, link: { loss: 0.02, reverse_loss: 0.02, queue: { limit_bytes: 30000 } },
      flows: [{ id: 'u', transport: 'udp', rate_mbps: 80, bytes: 3_000_000 }, { id: 'v', transport: 'udp', rate_mbps: 40, packet_bytes: 500 }],
      pings: [{ id: 'p', interval_ms: 3 }],
    }));
    const check = () => {
      let inFlight = 0;
      w.udp.forEach((f) => {
        const gone = f.packetsDelivered + w.fwd.dropsBySource[f.source] + w.fwd.lostBySource[f.source];
        expect(gone).toBeLessThanOrEqual(f.packetsSent);
        inFlight += f.packetsSent - gone;
      });
      const p = w.pings[0];
      const pingGone = p.received + w.fwd.dropsBySource[p.source] + w.fwd.lostBySource[p.source] + w.rev.dropsBySource[p.source] + w.rev.lostBySource[p.source];
      inFlight += p.sent - pingGone;
      // Every packet still allocated is in flight somewhere, and vice versa.
      expect(w.kernel.pool.live).toBe(inFlight);
      expect(w.fwd.fifo.bytes).toBeGreaterThanOrEqual(0);
    };
    for (let t = 0.5e9; t <= 3e9; t += 0.5e9) {
      w.kernel.run(t);
      check();
    }
    expect(w.kernel.pool.live).toBeGreaterThan(0); // "v" is still sending at the end
  });

  it('leaves no packet behind once every sender has stopped', () => {
    const w = buildWorld(parseScenario({
      version: 1, duration_s: 2, link: { loss: 0.1 },
      flows: [{ id: 'u', transport: 'udp', rate_mbps: 200, bytes: 1_000_000 }],
      pings: [{ id: 'p', interval_ms: 10, count: 20 }],
    }));
    w.kernel.run(w.kernel.endNs);
    expect(w.kernel.pool.live).toBe(0);
  });

  it('runUntil stops at the end; drain() batches add up to the recorded series', () => {
    const sim = createSimulation({ version: 1, duration_s: 1, sample_ms: 50, flows: [{ id: 'u', transport: 'udp', rate_mbps: 70 }], pings: [{ id: 'p', interval_ms: 30 }] });
    const t: number[] = [];
    const q: number[] = [];
    const rate: number[] = [];
    const rtt: number[] = [];
    let last = sim.drain();
    while (!sim.done) {
      sim.runUntil(sim.nowNs + 123_456_789);
      last = sim.drain();
      t.push(...last.t_s);
      q.push(...last.queue_bytes);
      rate.push(...last.flows.u.delivered_mbps);
      rtt.push(...last.pings.p.rtt_ms);
    }
    expect(sim.nowNs).toBe(1e9);
    expect(last.done).toBe(true);
    expect(last.counters.events).toBe(sim.events);
    const s = sim.record({ series: true }).series!;
    expect(t).toEqual(s.t_s);
    expect(t.length).toBe(20);
    expect(q).toEqual(s.queue_bytes);
    expect(rate).toEqual(s.flows.u.delivered_mbps);
    expect(rtt).toEqual(s.pings.p.rtt_ms);
    sim.runUntil(5e9); // past the end: nothing happens
    expect(sim.nowNs).toBe(1e9);
  });

  it('accepts parallel frct flows and bbr on the book stack in the schema but refuses to simulate them, naming the field', () => {
    const input = { version: 1, flows: [{ id: 'a', transport: 'udp' }, { id: 's1', transport: 'frct', parallel: 2 }] };
    expect(parseScenario(input).flows[1]).toMatchObject({ transport: 'frct', parallel: 2 });
    const refusal = (x: unknown) => {
      try {
        createSimulation(x);
      } catch (e) {
        return e as ScenarioError;
      }
      throw new Error('expected a refusal');
    };
    const err = refusal(input);
    expect(err).toBeInstanceOf(ScenarioError);
    expect(err.field).toBe('flows[1].parallel');
    expect(err.message).toBe('flows[1].parallel: 2 is not available for frct flows (valid: 1)');
    const bbr = refusal({ version: 1, flows: [{ id: 's1', cc: 'bbr', stack: 'book' }] });
    expect(bbr.field).toBe('flows[0].stack');
    expect(bbr.message).toBe('flows[0].stack: "book" is not available with cc "bbr" (valid: linux)');
  });

  it('runs 10 simulated seconds of a saturating 100 Mbit/s source to the end (over 150 000 events)', () => {
    // Measures no time: speed is `cli bench`'s job.
    const sim = createSimulation({ version: 1, duration_s: 10, flows: [{ id: 'u', transport: 'udp', rate_mbps: 100 }] });
    sim.runToEnd();
    expect(sim.events).toBeGreaterThan(150_000);
  });
});
