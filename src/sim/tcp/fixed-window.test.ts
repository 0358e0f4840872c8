// cwnd_fixed: a sender held at one window, the BDP figure of the notes (chapter 11, "El producto
// ancho de banda por retardo"): on the course's link 165 frames fit in the pipe and 169 in the
// queue, 334 in all; cwnd 100 -> 30 Mbit/s and 40 ms; 165 -> full pipe, no queue; 239 -> 74
// queued and about 58 ms; 334 -> queue full and about 81 ms; beyond, packets are dropped.
//
// Why the pipe holds a little more than 165 here: the base RTT is 40 ms of propagation plus one
// frame's serialisation (0.24 ms), the delayed ACK's wait for the second segment (up to 0.24 ms)
// and the host noise on ACKs (uniform 0..0.25 ms, mean 0.125). That is about 40.5 ms, or
// 50 Mbit/s x 40.5 ms / 1514 B = 167 frames in flight without a queue instead of 165. The
// tolerances below are that 1-2 % difference, stated at each check.

import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation';
import { LAB_LINK } from './testing';

const MSS = 1448;
const FRAME = 1514;
const RATE_MBPS = 50;
/** Payload rate of a full 50 Mbit/s link: 50 x 1448 / 1514 = 47.82 Mbit/s (notes: "¿Por qué 47 Mbit/s y no 50?"). */
const PAYLOAD_MBPS = (RATE_MBPS * MSS) / FRAME;
/** Propagation + one frame's serialisation, ms. */
const RTT_BASE_MS = 40 + (FRAME * 8) / (RATE_MBPS * 1e3);

interface Steady {
  queueFrames: number;
  rttMs: number;
  mbps: number;
  cwnd: number[];
  /** Queue drops after the first second (the first window leaves as one burst and may overflow the queue). */
  steadyDrops: number;
  drops: number;
  retransmits: number;
}

// The receiver's buffer is left unbounded (rmem_max_bytes 1e9): held past BDP + buffer, a hole
// whose retransmission is dropped again can stay open for more than the 2 680 segments of the
// default 3.9 MB window, and the receive window, not cwnd, would then stop the sender.
function held(cwnd: number, extra: Record<string, unknown> = {}): Steady {
  const sim = createSimulation({
    version: 1, duration_s: 6, sample_ms: 10, link: LAB_LINK, flows: [{ id: 's1', cc: 'reno', cwnd_fixed: cwnd, rmem_max_bytes: 1e9, ...extra }],
  });
  sim.runUntil(1e9);
  const dropsAt1s = sim.record().summary.queue.drops;
  sim.runToEnd();
  const rec = sim.record({ series: true });
  const s = rec.series!;
  const f = s.flows.s1;
  const rows = s.t_s.map((t, i) => (t > 2 ? i : -1)).filter((i) => i >= 0);
  const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    queueFrames: mean(rows.map((i) => s.queue_bytes[i] / FRAME)),
    rttMs: mean(rows.map((i) => f.rtt_ms[i])),
    mbps: mean(rows.map((i) => f.delivered_mbps[i])),
    cwnd: f.cwnd,
    steadyDrops: rec.summary.queue.drops - dropsAt1s,
    drops: rec.summary.queue.drops,
    retransmits: rec.summary.flows[0].retransmits,
  };
}

describe('cwnd_fixed on the course link (notes, chapter 11: the BDP figure)', () => {
  it('is validated: integer 1..100000 or null, the field named in the message', () => {
    const base = { version: 1, link: LAB_LINK };
    expect(() => createSimulation({ ...base, flows: [{ id: 's1', cwnd_fixed: 0 }] })).toThrow(/cwnd_fixed/);
    expect(() => createSimulation({ ...base, flows: [{ id: 's1', cwnd_fixed: 2.5 }] })).toThrow(/cwnd_fixed/);
    expect(() => createSimulation({ ...base, flows: [{ id: 's1', cwnd_fixed: 100001 }] })).toThrow(/cwnd_fixed/);
    expect(createSimulation({ ...base, flows: [{ id: 's1' }] }).scenario.flows[0]).toMatchObject({ cwnd_fixed: null });
  });

  it('below the BDP, throughput = cwnd x mss / RTT_base (notes: cwnd 100 -> 30 Mbit/s of 1500 B packets, 40 ms)', () => {
    for (const w of [20, 50, 100, 150]) {
      const r = held(w);
      const expected = Math.min((w * MSS * 8) / (RTT_BASE_MS * 1e3), PAYLOAD_MBPS);
      // 2.5 %: the delayed-ACK wait and the host noise add up to ~0.4 ms to the 40.24 ms base RTT.
      expect(Math.abs(r.mbps / expected - 1)).toBeLessThanOrEqual(0.025);
      // The RTT stays at the base (no standing queue): within 1 ms.
      expect(Math.abs(r.rttMs - RTT_BASE_MS)).toBeLessThanOrEqual(1);
      expect(r.drops).toBe(0);
      expect(r.cwnd.every((c) => c === w)).toBe(true);
    }
  });

  it('at 165 (the BDP) the pipe is full: ~47.8 Mbit/s of payload and no standing queue', () => {
    const r = held(165);
    // 2.5 %: 165 is ~1 % short of the ~167 frames this pipe really holds (see the header).
    expect(Math.abs(r.mbps / PAYLOAD_MBPS - 1)).toBeLessThanOrEqual(0.025);
    // "No queue": the delayed ACKs release segments two at a time, so one frame may wait briefly.
    expect(r.queueFrames).toBeLessThan(3);
    expect(Math.abs(r.rttMs - 40)).toBeLessThanOrEqual(1.5);
    expect(r.drops).toBe(0);
  });

  it('at 239 about 74 frames wait in the queue and the RTT is about 58 ms (notes: "cwnd 239 hay 74 paquetes en cola", "58 ms")', () => {
    const r = held(239);
    // +-5 frames: the pipe holds ~167, not 165 (header), so the queue is ~72.
    expect(Math.abs(r.queueFrames - 74)).toBeLessThanOrEqual(5);
    // +-1.5 ms: 5 frames of queue are 1.2 ms at 50 Mbit/s.
    expect(Math.abs(r.rttMs - 58)).toBeLessThanOrEqual(1.5);
    // Throughput does not change: the link is full (1 %).
    expect(Math.abs(r.mbps / PAYLOAD_MBPS - 1)).toBeLessThanOrEqual(0.01);
    // The first window leaves as one burst (the sender is held, not ramping up); after it, no drops.
    expect(r.steadyDrops).toBe(0);
    expect(r.cwnd.every((c) => c === 239)).toBe(true);
  });

  it('at 334 (BDP + buffer) the queue is full and the RTT about 81 ms (notes: "Con cwnd 334 la cola está llena y el RTT llega a 81 ms")', () => {
    const r = held(334);
    // Full: within 3 % of the 169 frames that fit in 256 000 B (two frames are in the pipe's margin).
    expect(r.queueFrames / 169).toBeGreaterThan(0.97);
    expect(Math.abs(r.rttMs - 81)).toBeLessThanOrEqual(1.5);
    expect(r.steadyDrops).toBe(0);
  });

  it('above BDP + buffer packets are dropped, retransmitted, and the window stays where it is held', () => {
    for (const w of [340, 400]) {
      const r = held(w);
      // 340 is past the ~336 this pipe and queue hold together (header), so drops continue in steady state.
      expect(r.steadyDrops).toBeGreaterThan(0);
      expect(r.retransmits).toBeGreaterThan(0);
      expect(r.cwnd.every((c) => c === w)).toBe(true);
      expect(r.queueFrames / 169).toBeGreaterThan(0.97);
    }
  });

  it('holds with the book stack too (RFC 5681 recovery and RTO do not move it)', () => {
    const r = held(400, { stack: 'book' });
    expect(r.cwnd.every((c) => c === 400)).toBe(true);
    expect(r.drops).toBeGreaterThan(0);
    expect(r.retransmits).toBeGreaterThan(0);
    // Without SACK, a window held past BDP + buffer loses several segments per window, and each
    // extra hole costs a timeout (1 s floor) and go-back-N: it keeps delivering, but little.
    expect(r.mbps).toBeGreaterThan(0);
  });
});
