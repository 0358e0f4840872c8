// Issue 7, figures 2 and 3: Tutorial 10's oftp transfer over a 100 Mbit/s shaper with 10 ms each
// way after it, paced by mb-ecn, with and without 1 % loss both ways, reorder queue 1024 then 128.
// Scaled down from 1 GiB to 128 MiB (figure 2) and 32 MiB (figure 3): after the first second
// (mb-ecn's start-up: slow start overshoots, the cut drains the queue it built, the rate climbs
// back) the transfer is in a steady state whose rate does not depend on the size. The start-up costs
// about half a second, under 1 % of the tutorial's 93 s but about 4 % of 12 s, so the 1 GiB band is
// checked on the rate after the first second; the full 1 GiB run is `runTutorial10(1 << 30, loss,
// 1024)` in tutorial10-run.ts, for the bench (measured 94.15 s, 91.2 Mbit/s; tutorial 93.1 s, 92.2).

import { describe, expect, it } from 'vitest';
import { runTutorial10 } from './tutorial10-run';

const MiB = 1048576;
const LINK_BYTES_PER_S = 12.5e6;

const rxm = (s: Record<string, number>) => s['RXM (RTO-driven) sent'] + s['RXM (SACK mechanism) sent'] + s['RXM (NACK-driven) sent'] + s['Tail loss probes sent'];

describe('Tutorial 10, figure 2: reorder queue 1024, 100 Mbit/s, 10 ms each way', () => {
  const clean = runTutorial10(128 * MiB, 0, 1024);
  const lossy = runTutorial10(128 * MiB, 0.01, 1024);

  it('without loss: 88 to 96 Mbit/s of payload, same checksum at both ends', () => {
    // the tutorial's 92.2; the band is the (frames of 1451 bytes cap payload at 96.5).
    // Measured 91.7 after the first second, 88.4 over the whole 128 MiB.
    expect(clean.steadyMbps).toBeGreaterThanOrEqual(88);
    expect(clean.steadyMbps).toBeLessThanOrEqual(96);
    expect(clean.mbps).toBeGreaterThanOrEqual(85);
    expect(clean.server.bytes).toBe(128 * MiB);
    expect(clean.server.crc64).toBe(clean.client.crc64);
    expect(rxm(clean.frct)).toBe(0);
  });

  it('with 1 % loss both ways: same checksum, retransmissions about 1 % and almost all SACK-driven', () => {
    expect(lossy.server.bytes).toBe(128 * MiB);
    expect(lossy.crcEqual).toBe(true);
    expect(lossy.server.crc64).toBe(lossy.client.crc64);
    const packets = Math.ceil((128 * MiB) / 1400);
    const r = rxm(lossy.frct);
    // 1 % of data packets are lost on the way (a binomial draw: 0.8 to 1.3 % over 96k packets)
    expect(r / packets).toBeGreaterThan(0.008);
    expect(r / packets).toBeLessThan(0.013);
    // tutorial: all but two of 5048 were SACK repairs
    expect(lossy.frct['RXM (SACK mechanism) sent'] / r).toBeGreaterThan(0.98);
  });

  it('the controller never reads the loss: no signal-loss cut, paced rate at the capacity, regime alternating', () => {
    for (const r of [clean, lossy]) {
      expect(r.fa['Signal-loss cuts (count)']).toBe(0);
      // the capacity the far end measures is the link's, in frame bytes (1 % for lost packets' gaps)
      expect(Math.abs((r.fa['Path capacity (bytes/s)'] as number) / LINK_BYTES_PER_S - 1)).toBeLessThan(0.02);
      // paced rate oscillates about the capacity: its steady-state mean within 10 % of it
      expect(Math.abs(r.meanRate / LINK_BYTES_PER_S - 1)).toBeLessThan(0.1);
      expect(r.fa['Regime switches'] as number).toBeGreaterThan(20);
      const ns = r.P.ipcpA.pacer.regimeNs;
      expect(ns[1]).toBeGreaterThan(0.1 * (ns[1] + ns[2]));
      expect(ns[2]).toBeGreaterThan(0.1 * (ns[1] + ns[2]));
    }
  });

  it("FRCT's smoothed RTT is the path, the tx ring and the held ACK: the tutorial's ~35 and ~31 ms", () => {
    // Tutorial 10 (RIB a minute in): 35584591 ns without loss, 30778686 ns with (SACKs go out at
    // once). Tolerance 20 %: the ring's share depends on the controller's rate at each instant.
    // The model's lossy value is not below its clean one (measured 31.6 and 32.8 ms).
    expect(Math.abs(clean.frct['Smoothed rtt (ns)'] / 35584591 - 1)).toBeLessThan(0.2);
    expect(Math.abs(lossy.frct['Smoothed rtt (ns)'] / 30778686 - 1)).toBeLessThan(0.2);
  });

  // Tutorial: 93.436 s without loss, 93.458 s with (0.3 %). Measured 0.0 % here (128 MiB: 12.148 and
  // 12.150 s), 0.9 % on 1 GiB (94.15 s, 94.98 s). It holds because the writer blocks before FRCT when
  // the tx ring holds 10 ms (flow_write, SSM_RBUFF_TXQ_DELAY): FRCT's round trip is then the
  // tutorial's ~31-35 ms, not ~100 ms of writer backlog, so a hole no longer pins the 1024-packet
  // window long enough to idle the link (before that change: 2.6 %, and an it.fails here).
  it('with 1 % loss the transfer takes within 2 % of the loss-free time', () => {
    expect(lossy.server.seconds / clean.server.seconds).toBeLessThan(1.02);
  });
});

describe('Tutorial 10, figure 3: default reorder queue of 128', () => {
  const clean = runTutorial10(32 * MiB, 0, 128);
  const lossy = runTutorial10(32 * MiB, 0.01, 128);

  it('without loss about 46.5 Mbit/s (window of 128 per round trip), within 15 %', () => {
    expect(Math.abs(clean.mbps / 46.5 - 1)).toBeLessThan(0.15);
    expect(clean.server.crc64).toBe(clean.client.crc64);
  });

  it('the paced rate stays above what the flow uses', () => {
    for (const r of [clean, lossy]) expect(r.meanRate).toBeGreaterThan(1.05 * r.meanOffered);
  });

  // Measured 36.6 Mbit/s against 29.4 +- 15 % (25.0..33.8). Traced (docs/model.md, FRCT, "A hole's
  // life"): every step costs what the tutorial says (SACK 10 ms after the loss, retransmission at once
  // with the reordering window at zero, 2-4 ms behind the window's new data in the ring and the shaper
  // queue, 10 ms back, then the window edge moves), and one isolated hole costs the transfer 12 to
  // 22 ms, the tutorial's ~14 ms per lost frame (185 s -> 292 s over ~7,700). Under 1 % random loss,
  // though, holes come about one per window: the model repairs all the holes of a stalled window in
  // the same extra round trip and wins part of the stall back when the reopened window goes out in
  // one burst into a link the window-limited flow leaves half idle, so a lost frame costs 7.6 ms.
  // The tutorial's figure is what a full extra round trip per window with a hole gives (72 % of the
  // 128-packet windows at 1 %: 46.5 / 1.72 = 27 Mbit/s): its flow "sends its window of 128 packets in
  // 15 ms, and then waits" (one burst per round trip), the model's sends three ACK-clocked bursts per
  // round trip (one delayed ACK per 10 ms, as the 1024 run's ~100 ACKs/s). Believed cause: the
  // burst structure of the real sender, which neither the tutorial's rules nor the source pin down.
  // Pinned: the value within 0.5 of the one measured, and above the tutorial's band (29.4 + 15 %).
  it('with 1 % loss 36.6 Mbit/s, a miss (tutorial: 29.4, within 15 %: 25.0 to 33.8)', () => {
    expect(lossy.server.crc64).toBe(lossy.client.crc64);
    expect(Math.abs(lossy.mbps - 36.6)).toBeLessThanOrEqual(0.5);
    expect(lossy.mbps).toBeGreaterThan(29.4 * 1.15);
  });
});
