// Issue 7, figure 1: Tutorial 08's three phases, oping -q msg -c 500 -i 20 over a reliable FRCT
// flow. The tutorial ran on lo (sub-millisecond round trip), then with netem loss 2% (on every
// frame, so both directions), then loss 2% and 25 ms of delay each way. Each phase is the preset
// of that name, built by the scenario builder (the FRCT flow's app is oping; the endpoints talk
// through the IPCPs and their mb-ecn pacers, as in the tutorial's unicast layer on lo), and the
// figures are read from the world and from the RunRecord.

import { describe, expect, it } from 'vitest';
import { RXM_RACK, RXM_ZERO } from './frct';
import { tapLinks } from './testing';
import { F_ACK, F_DATA, F_RTTP, F_SACK, PK_FRCT } from './wire';
import { findPreset } from '../scenario/presets';
import { parseScenario } from '../scenario/parse';
import { buildWorld } from '../scenario/build';
import { buildSummary } from '../record/summary';

const MS = 1e6;

function phase(preset: string, frct: Record<string, number> = {}) {
  const scenario = structuredClone(findPreset(preset)!.scenario) as { flows: { frct?: Record<string, number> }[] };
  scenario.flows[0].frct = { ...scenario.flows[0].frct, ...frct };
  const w = buildWorld(parseScenario(scenario));
  const log = tapLinks(w.kernel, w.fwd, w.rev);
  w.kernel.run(w.kernel.endNs);
  const f = w.frct[0];
  const ping = f.oping!;
  const record = buildSummary(w).flows[0];
  return { k: w.kernel, a: f.sender, b: f.receiver, log, ping, record, client: f.sender.snapshot(), server: f.receiver.snapshot() };
}

/** For each reply (data toward the client), the time in ms until the client's next bare ACK. */
function ackGaps(log: ReturnType<typeof tapLinks>): number[] {
  const gaps: number[] = [];
  for (let i = 0; i < log.length; i++) {
    const e = log[i];
    if (e.dir !== 1 || !(e.flags & F_DATA)) continue;
    const ack = log.find((x, j) => j > i && x.dir === 0 && x.flags === (F_ACK | 0x0800));
    if (ack) gaps.push((ack.t - e.t) / MS);
  }
  return gaps;
}

const rxmSent = (s: Record<string, number>) => s['RXM (RTO-driven) sent'] + s['RXM (SACK mechanism) sent'] + s['RXM (NACK-driven) sent'] + s['Tail loss probes sent'];

describe('Tutorial 08, phase 1: clean sub-millisecond link', () => {
  // lo: about 0.05 ms each way at 1 Gbit/s (the tutorial's pings take 0.08 to 0.86 ms).
  const r = phase('t08-oping-clean');

  it('every ping is answered, nothing is retransmitted', () => {
    const s = r.ping.summary();
    expect(s.received).toBe(500);
    expect(s.lines[0]).toMatch(/^500 packets transmitted, 500 received, 0 out-of-order, 0% packet loss, time: /);
    // The RunRecord carries the same summary (tutorial: rtt min/avg/max/mdev = 0.080/0.274/0.861/0.078 ms).
    expect(r.record.oping?.lines).toEqual(s.lines);
    expect(r.record.oping?.rtt_ms.max).toBeLessThan(1);
    expect(rxmSent(r.client)).toBe(0);
    expect(rxmSent(r.server)).toBe(0);
  });

  it('the client acknowledges each reply with one delayed ACK about 10 ms after it', () => {
    // Tutorial: "ACK packets sent" = "Delayed-ACK timer fires", none suppressed; the ACK leaves
    // about 11 ms after the reply (two 5 ms ticks; the model fires exactly 10 ms after arrival).
    expect(r.client['ACK packets sent']).toBe(500);
    expect(r.client['Delayed-ACK timer fires']).toBe(500);
    expect(r.client['suppressed (seqno)'] + r.client['suppressed (rate)'] + r.client['suppressed (inact)']).toBe(0);
    const gaps = ackGaps(r.log);
    expect(gaps.length).toBe(500);
    // Tolerance 10 to 11.5 ms: two ticks plus the reply's 0.05 ms flight (tutorial: about 11 ms).
    for (const g of gaps) expect(g).toBeGreaterThanOrEqual(10);
    for (const g of gaps) expect(g).toBeLessThan(11.5);
  });

  it('the RIB reads like the tutorial: RTO at its floor on the client, srtt about 10 ms on the server', () => {
    // Client: srtt a fraction of a ms, RTO = the retransmission queue's resolution 1048576 ns.
    expect(r.client['Retransmit timeout RTO (ns)']).toBe(1048576);
    expect(r.client['Smoothed rtt (ns)']).toBeLessThan(0.5 * MS);
    // Server: its only samples are the client's ACKs held 10 ms (tutorial "about 11 ms"), RTO twice that.
    expect(r.server['Smoothed rtt (ns)']).toBeGreaterThan(9 * MS);
    expect(r.server['Smoothed rtt (ns)']).toBeLessThan(12 * MS);
    expect(r.server['Retransmit timeout RTO (ns)']).toBeCloseTo(2 * r.server['Smoothed rtt (ns)'], -4);
    // Window edges 128 apart (the reorder queue); one DRF rebase each way.
    expect(((r.client['Sender right window edge'] - r.client['Sender left window edge']) >>> 0)).toBe(128);
    expect(r.client['DRF window rebases']).toBe(1);
    expect(r.client['SDUs delivered (SOLE)']).toBe(500);
  });

  it("the scenario's FRCT tick sets the delayed ACK: a 2 ms tick holds each ACK 4 ms, not 10", () => {
    // The delayed ACK waits two ticks (Tutorial 08: about 11 ms with the 5 ms tick). With
    // `frct.tick_ms` 2 every reply's ACK leaves two 2 ms ticks plus the 0.05 ms flight after it
    // (band 4 to 4.5 ms), and the server's srtt, made of those samples, falls under 5 ms.
    const fast = phase('t08-oping-clean', { tick_ms: 2 });
    const gaps = ackGaps(fast.log);
    expect(gaps.length).toBe(500);
    for (const g of gaps) expect(g).toBeGreaterThanOrEqual(4);
    for (const g of gaps) expect(g).toBeLessThan(4.5);
    expect(fast.server['Smoothed rtt (ns)']).toBeGreaterThan(0.5 * MS);
    expect(fast.server['Smoothed rtt (ns)']).toBeLessThan(5 * MS);
    // A floor of 5 ms for the RTO (frct.rto_floor_ms) replaces the wheel's 1048576 ns on the client.
    const floored = phase('t08-oping-clean', { rto_floor_ms: 5 });
    expect(floored.client['Retransmit timeout RTO (ns)']).toBe(5 * MS);
  });

  it('the client probes the RTT with nearly every ping, the server only a few times at the start', () => {
    // Tutorial: 316 probes for ~350 pings on the client; "a few" (10 in phase 2) on the server.
    expect(r.client['RTT probes sent']).toBeGreaterThan(450);
    expect(r.server['RTT probes sent']).toBeLessThanOrEqual(20);
    expect(r.server['RTT probe replies received']).toBe(r.client['RTT probes sent']);
    // Two estimator samples per ping on the client (the piggybacked ACK and the probe echo).
    expect(r.client['RTT estimator samples']).toBeGreaterThan(2 * 500 * 0.9);
    const probes = r.log.filter((e) => e.flags === F_RTTP && e.dir === 0).length;
    expect(probes).toBe(r.client['RTT probes sent'] + r.client['RTT probe replies received']);
  });
});

describe('Tutorial 08, phase 2: 2 % loss both ways', () => {
  const r = phase('t08-oping-loss-2');

  it('every ping is answered', () => {
    expect(r.ping.summary().received).toBe(500);
    expect(r.ping.summary().lossPct).toBe(0);
    expect(r.record.oping?.loss_pct).toBe(0);
    expect(r.record.oping?.lines[0]).toMatch(/^500 packets transmitted, 500 received, 0 out-of-order, 0% packet loss/);
    expect(r.record.retransmits).toBe(rxmSent(r.client));
  });

  it("the client's retransmissions are all RTO-driven; the server D-SACKs the needless ones", () => {
    // Tutorial (client): RXM (RTO-driven) 17, no SACK-driven; the server sent 14 D-SACKs.
    const c = r.client;
    expect(c['RXM (RTO-driven) sent']).toBeGreaterThan(5);
    expect(c['RXM (RTO-driven) sent']).toBeGreaterThanOrEqual(0.9 * rxmSent(c));
    expect(c['RXM (SACK mechanism) sent']).toBe(0);
    expect(r.server['D-SACKs sent']).toBeGreaterThan(0);
    expect(r.server['duplicates received']).toBeGreaterThan(0);
    expect(r.client['D-SACKs received']).toBeGreaterThan(0);
    expect(r.client['D-SACKs received']).toBeLessThanOrEqual(r.server['D-SACKs sent']);
    // The server repairs lost replies by its timer and by SACK (tutorial: 6 RTO, 3 SACK).
    expect(r.server['RXM (RTO-driven) sent'] + r.server['RXM (SACK mechanism) sent']).toBeGreaterThan(0);
  });
});

describe('Tutorial 08, phase 3: 2 % loss and 25 ms each way', () => {
  const r = phase('t08-oping-loss-2-delay-25');

  it('every ping is answered and the retransmission timer never fires on the client', () => {
    expect(r.ping.summary().received).toBe(500);
    expect(r.client['RXM (RTO-driven) sent']).toBe(0);
    expect(r.client['Tail loss probes sent']).toBe(0);
    // Every client repair is SACK-driven and confirmed by RACK (tutorial: 6 and 6).
    expect(r.client['RXM (SACK mechanism) sent']).toBeGreaterThan(0);
    expect(r.client['RXM (RACK-driven) sent'] + r.client['RXM (zero reorder wnd) sent']).toBe(r.client['RXM (SACK mechanism) sent']);
    expect(r.client['OOO arrivals']).toBeGreaterThan(0);
    expect(r.log.some((e) => e.dir === 1 && (e.flags & F_SACK) !== 0)).toBe(true);
  });

  it('a lost ping is repaired about 70 ms after it was sent', () => {
    // Tutorial: the SACK for the next ping (sent 20 ms later) arrives 25 + 25 ms after it; 20 ms
    // exceeds the reordering window (a quarter of 50 ms), so the ping leaves again at 70 ms.
    const ages: number[] = [];
    const drv = r.a.rxmDriver.view();
    const age = r.a.rxmAge.view();
    for (let i = 0; i < drv.length; i++) if (drv[i] === RXM_RACK || drv[i] === RXM_ZERO) ages.push(age[i] / MS);
    ages.sort((x, y) => x - y);
    const median = ages[Math.floor(ages.length / 2)];
    // Tolerance 2 ms: serialisation of the 115-byte frames adds microseconds only.
    expect(median).toBeGreaterThan(68);
    expect(median).toBeLessThan(72);
  });

  it('RTO is about twice srtt, 100 ms', () => {
    const srtt = r.client['Smoothed rtt (ns)'];
    const rto = r.client['Retransmit timeout RTO (ns)'];
    // Tutorial: srtt 50.33 ms, RTO 100.67 ms = 2 srtt (the deviation term is smaller).
    expect(srtt / MS).toBeGreaterThan(49.5);
    expect(srtt / MS).toBeLessThan(52);
    expect(rto).toBe(2 * srtt);
    // With pings 20 ms apart and a 50 ms round trip, samples are plentiful: no RTT probes after the first.
    expect(r.client['RTT probes sent']).toBeLessThanOrEqual(1);
  });
});

describe("the flow's record counts the flow's own lost packets, not mb-ecn's", () => {
  it('t08-oping-loss-2: packets_dropped = FRCT packets lost on the forward link; mb-ecn losses apart', () => {
    const w = buildWorld(parseScenario(findPreset('t08-oping-loss-2')!.scenario));
    // count the wire losses by packet kind (the lost packet is the one whose serialisation just ended)
    let frct = 0;
    let other = 0;
    w.fwd.onLoss = () => {
      if (w.kernel.pool.kind[w.fwd.txPacket] === PK_FRCT) frct++;
      else other++;
    };
    w.kernel.run(w.kernel.endNs);
    const rec = buildSummary(w).flows[0];
    // before: 476, mostly heartbeats (one per millisecond tick on lo) and their echoes
    expect(other).toBeGreaterThan(100);
    expect(rec.packets_dropped).toBe(frct);
    expect(rec.mbecn?.['mb-ecn packets lost (fwd)']).toBe(other);
  });
});
