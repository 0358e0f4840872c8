// The FRCT packet log and the live counters of a SampleBatch, checked against what the endpoints
// count on their own (the RIB `frct` counters of Tutorials 08/10): the log reads the wire, the
// counters are kept inside frct.ts, so agreeing totals mean the log decodes DATA/ACK/SACK/RXM right.

import { describe, expect, it } from 'vitest';
import { createSimulation, type SampleBatch } from '../simulation';
import { F_ACK, F_DATA, F_RTTP, F_RXM, F_SACK, MAX_SACK_BLOCKS } from '../ouroboros/wire';
import { LOG_RECEIVER, LOG_RX, type FrctLogBatch } from './frct-log';

/** A small lossy path: 10 Mbit/s, 5 ms each way, 2 % loss both ways, 1.5 s of a bulk FRCT flow. */
const LOSSY = {
  version: 1, duration_s: 1.5, seed: 7,
  link: { rate_mbps: 10, delay_ms: 5, reverse_rate_mbps: 10, reverse_delay_ms: 5, loss: 0.02, reverse_loss: 0.02, queue: { kind: 'fifo', limit_packets: 200 } },
  flows: [{ id: 'f', transport: 'frct' }],
};

function drainAll(frctLog: boolean): { batches: SampleBatch[]; sim: ReturnType<typeof createSimulation> } {
  const sim = createSimulation(LOSSY, { frctLog });
  const batches: SampleBatch[] = [];
  while (!sim.done) {
    sim.runUntil(sim.nowNs + 10e6); // a drain every 10 ms of simulated time, as a fast frame rate would
    batches.push(sim.drain());
  }
  return { batches, sim };
}

function concat(batches: SampleBatch[]): { rows: { code: number; flags: number; seq: number; ack: number; sacks: [number, number][] }[]; dropped: number } {
  const rows: { code: number; flags: number; seq: number; ack: number; sacks: [number, number][] }[] = [];
  let dropped = 0;
  for (const b of batches) {
    const l = b.frct_log as FrctLogBatch;
    dropped += l.dropped;
    for (let i = 0; i < l.t_s.length; i++) {
      const sacks: [number, number][] = [];
      for (let k = 0; k < l.nsack[i]; k++) sacks.push([l.sack_start[i * MAX_SACK_BLOCKS + k], l.sack_end[i * MAX_SACK_BLOCKS + k]]);
      rows.push({ code: l.code[i], flags: l.flags[i], seq: l.seq[i], ack: l.ack[i], sacks });
    }
  }
  return { rows, dropped };
}

describe('FRCT packet log', () => {
  it('decodes DATA, ACK, SACK, D-SACK and RXM as the endpoints count them', () => {
    const { batches, sim } = drainAll(true);
    const { rows, dropped } = concat(batches);
    expect(dropped).toBe(0);
    const rec = sim.record();
    const snd = rec.summary.flows[0].frct!.sender;
    const rcv = rec.summary.flows[0].frct!.receiver;
    const senderTx = rows.filter((r) => r.code === 0);
    const receiverTx = rows.filter((r) => r.code === LOG_RECEIVER);
    const receiverRx = rows.filter((r) => r.code === (LOG_RECEIVER | LOG_RX));
    // Retransmissions: every RXM-flagged DATA packet the sender sent is one the RIB counts by driver.
    const rxm = senderTx.filter((r) => r.flags & F_DATA && r.flags & F_RXM);
    const byDriver = snd['RXM (RTO-driven) sent'] + snd['RXM (SACK mechanism) sent'] + snd['Tail loss probes sent'] + snd['RXM (NACK-driven) sent'];
    expect(rxm.length).toBeGreaterThan(0);
    expect(rxm.length).toBe(byDriver);
    // ... and each repeats a sequence number first sent without RXM.
    const firstSent = new Set(senderTx.filter((r) => r.flags & F_DATA && !(r.flags & F_RXM)).map((r) => r.seq));
    expect(rxm.every((r) => firstSent.has(r.seq))).toBe(true);
    // The receiver's SACKs and bare ACKs, as its RIB counts them.
    const sacks = receiverTx.filter((r) => r.flags & F_SACK);
    expect(sacks.length).toBe(rcv['SACKs sent']);
    expect(sacks.every((r) => r.flags & F_ACK && r.sacks.length > 0)).toBe(true);
    // D-SACK (RFC 2883): a first block below the cumulative ACK.
    const dsacks = sacks.filter((r) => ((r.sacks[0][1] - r.ack) | 0) <= 0);
    expect(dsacks.length).toBe(rcv['D-SACKs sent']);
    const bareAcks = receiverTx.filter((r) => r.flags === (F_ACK | 0x0800));
    expect(bareAcks.length).toBe(rcv['ACK packets sent']);
    expect(senderTx.filter((r) => r.flags & F_RTTP).length).toBe(snd['RTT probes sent']);
    // Both ends log the same packets: every DATA the receiver got was sent, and fewer arrive than
    // leave (2 % loss; the rest were still in the pacer or the pipe when the run ended).
    const dataTx = senderTx.filter((r) => r.flags & F_DATA);
    const dataRx = receiverRx.filter((r) => r.flags & F_DATA);
    const sent = new Set(dataTx.map((r) => r.seq));
    expect(dataRx.every((r) => sent.has(r.seq))).toBe(true);
    expect(dataRx.length).toBeLessThan(dataTx.length);
    expect(dataRx.length).toBeGreaterThan(0.8 * dataTx.length);
  });

  it('is off by default: no log in the batch, and the same run as with the log', () => {
    const off = drainAll(false);
    const on = drainAll(true);
    expect(off.batches.every((b) => b.frct_log === undefined)).toBe(true);
    expect(off.sim.events).toBe(on.sim.events);
    expect(JSON.stringify(off.sim.record())).toBe(JSON.stringify(on.sim.record()));
  });

  it('caps a drain and counts what it left out', () => {
    const sim = createSimulation(LOSSY, { frctLog: true });
    sim.runToEnd(); // one drain for the whole run: far more than a drain hands over
    const l = sim.drain().frct_log as FrctLogBatch;
    expect(l.t_s.length).toBe(4096);
    expect(l.dropped).toBeGreaterThan(0);
    // The newest entries, in time order.
    for (let i = 1; i < l.t_s.length; i++) expect(l.t_s[i]).toBeGreaterThanOrEqual(l.t_s[i - 1]);
    expect(l.t_s[l.t_s.length - 1]).toBeGreaterThan(1.4);
    expect(sim.drain().frct_log?.t_s.length).toBe(0);
  });
});

describe('FRCT counters in the SampleBatch', () => {
  it('carries both endpoints counters, state and the mb-ecn fields, names once', () => {
    const { batches, sim } = drainAll(false);
    expect(batches[0].frct_names?.counters).toContain('RXM (SACK mechanism) sent');
    expect(batches.slice(1).every((b) => b.frct_names === undefined)).toBe(true);
    const names = batches[0].frct_names!;
    const last = batches[batches.length - 1].frct!.f;
    const rec = sim.record();
    const f = rec.summary.flows[0];
    names.counters.forEach((n, i) => {
      expect(last.sender[i]).toBe(f.frct!.sender[n]);
      expect(last.receiver[i]).toBe(f.frct!.receiver[n]);
    });
    names.state.forEach((n, i) => expect(last.sender_state[i]).toBe(f.frct!.sender[n]));
    names.mbecn.forEach((n, i) => {
      const v = f.mbecn![n];
      expect(n === 'Current congestion regime' ? names.regimes[last.mbecn[i]] : last.mbecn[i]).toBe(v);
    });
    // Counters grow over the run (a live panel has something to show).
    const mid = batches[Math.floor(batches.length / 2)].frct!.f;
    expect(last.sender[names.counters.indexOf('Stream bytes sent')]).toBeGreaterThan(mid.sender[names.counters.indexOf('Stream bytes sent')]);
  });
});
