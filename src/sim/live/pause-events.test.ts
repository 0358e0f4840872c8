import { describe, expect, it } from 'vitest';
import { createSimulation, findPreset } from '..';
import type { Observation, TcpObservation } from './observe';
import { detectAny, detectPauseEvent, PAUSE_KINDS, roundTripMs, type PauseEvent, type PauseKind } from './pause-events';

const conn = (o: Partial<TcpObservation> = {}): TcpObservation => ({
  id: 's1', cc: 'reno', cwnd: 10, ssthresh: NaN, state: 0, srttMs: 50, minRttMs: 40,
  lossEvents: 0, lossTimes: new Float64Array(0), ecnEvents: 0, ecnTimes: new Float64Array(0), priorCwnd: 0, retransmits: 0, bbrMode: null, ...o,
});
const obs = (o: Partial<Observation> = {}, tcp: TcpObservation[] = [conn()]): Observation => ({
  tS: 1, queueBytes: 0, queuePackets: 0, queueLimitBytes: 100_000, queueLimitPackets: Infinity, frameBytes: 1514,
  queueDrops: 0, overlimitDrops: 0, linkLosses: 0, rateMbps: 50, tcp, ...o,
});

describe('detectPauseEvent on observations', () => {
  it('a fast recovery: the loss log grows and the state is not Loss; the numbers before and after', () => {
    const prev = obs({ tS: 1.2 }, [conn({ cwnd: 334, ssthresh: NaN })]);
    const cur = obs({ tS: 1.3 }, [conn({ cwnd: 330, ssthresh: 167, state: 3, lossEvents: 1, lossTimes: Float64Array.of(1.2517), priorCwnd: 334 })]);
    const e = detectPauseEvent('loss', prev, cur);
    expect(e).toMatchObject({ kind: 'loss', tS: 1.2517, seenS: 1.3, flow: 's1', cwndBefore: 334, cwnd: 330, ssthresh: 167 });
    expect(e?.ssthreshBefore).toBeNaN();
    expect(detectPauseEvent('timeout', prev, cur)).toBeNull();
    expect(detectPauseEvent('loss', cur, cur)).toBeNull(); // nothing new: no second stop
  });
  it('a timeout: the loss log grows and the state is Loss (cwnd 1)', () => {
    const prev = obs({}, [conn({ cwnd: 20, ssthresh: 30 })]);
    const cur = obs({ tS: 1.1 }, [conn({ cwnd: 1, ssthresh: 10, state: 4, lossEvents: 1, lossTimes: Float64Array.of(1.05) })]);
    expect(detectPauseEvent('timeout', prev, cur)).toMatchObject({ kind: 'timeout', tS: 1.05, cwnd: 1, ssthresh: 10 });
    expect(detectPauseEvent('loss', prev, cur)).toBeNull();
  });
  it('an ECN reduction from the ECN log', () => {
    const cur = obs({ tS: 2 }, [conn({ cwnd: 40, ssthresh: 40, state: 2, ecnEvents: 1, ecnTimes: Float64Array.of(1.97) })]);
    expect(detectPauseEvent('ecn', obs(), cur)).toMatchObject({ kind: 'ecn', tS: 1.97 });
  });
  it('the end of slow start, with its cause', () => {
    const ss = conn({ cwnd: 100 });
    expect(detectPauseEvent('slow-start-end', obs({}, [ss]), obs({}, [conn({ cwnd: 90, ssthresh: 50, state: 3, lossEvents: 1, lossTimes: Float64Array.of(0.9) })]))?.cause).toBe('loss');
    expect(detectPauseEvent('slow-start-end', obs({}, [ss]), obs({}, [conn({ cwnd: 100, ssthresh: 100 })]))?.cause).toBe('hystart');
    expect(detectPauseEvent('slow-start-end', obs({}, [conn({ cwnd: 31, ssthresh: 32 })]), obs({}, [conn({ cwnd: 32, ssthresh: 32 })]))?.cause).toBe('threshold');
    const bbr = (mode: TcpObservation['bbrMode']) => obs({}, [conn({ cc: 'bbr', bbrMode: mode })]);
    expect(detectPauseEvent('slow-start-end', bbr('startup'), bbr('drain'))?.cause).toBe('bbr');
    // Congestion avoidance that goes on is not an end of slow start.
    const ca = obs({}, [conn({ cwnd: 40, ssthresh: 32 })]);
    expect(detectPauseEvent('slow-start-end', ca, ca)).toBeNull();
  });
  it('BBR entering ProbeRTT', () => {
    const bbr = (mode: TcpObservation['bbrMode'], cwnd: number) => obs({}, [conn({ cc: 'bbr', bbrMode: mode, cwnd })]);
    expect(detectPauseEvent('probe-rtt', bbr('probe_bw', 80), bbr('probe_rtt', 4))).toMatchObject({ kind: 'probe-rtt', cwndBefore: 80, cwnd: 4 });
    expect(detectPauseEvent('probe-rtt', bbr('probe_rtt', 4), bbr('probe_rtt', 4))).toBeNull();
  });
  it('the queue full: within one frame of its limit, or a drop because it was full', () => {
    const empty = obs({ queueBytes: 10_000 });
    expect(detectPauseEvent('queue-full', empty, obs({ queueBytes: 99_000 }))).toMatchObject({ kind: 'queue-full', queueBytes: 99_000, queueLimitBytes: 100_000 });
    expect(detectPauseEvent('queue-full', empty, obs({ queueBytes: 5_000, overlimitDrops: 1 }))).not.toBeNull();
    expect(detectPauseEvent('queue-full', obs({ queueBytes: 99_000 }), obs({ queueBytes: 99_500 }))).toBeNull(); // still full
    expect(detectPauseEvent('queue-full', empty, obs({ queueBytes: 60_000 }))).toBeNull();
    // A queue limited in packets.
    expect(detectPauseEvent('queue-full', obs({ queueLimitBytes: Infinity, queueLimitPackets: 100, queuePackets: 3 }), obs({ queueLimitBytes: Infinity, queueLimitPackets: 100, queuePackets: 100 }))).not.toBeNull();
  });
  it('a drop, at the queue or on the wire; 50 Mbit/s makes 62 500 bytes 10 ms of waiting', () => {
    expect(detectPauseEvent('drop', obs(), obs({ queueDrops: 1, queueBytes: 62_500 }))).toMatchObject({ where: 'queue', queueDelayMs: 10 });
    expect(detectPauseEvent('drop', obs(), obs({ linkLosses: 2 }))?.where).toBe('link');
    expect(detectPauseEvent('drop', obs({ queueDrops: 3 }), obs({ queueDrops: 3 }))).toBeNull();
  });
  it('detectAny takes the kinds in order; roundTripMs falls back from srtt to min RTT to the base RTT', () => {
    const cur = obs({ queueDrops: 1 }, [conn({ state: 3, lossEvents: 1, lossTimes: Float64Array.of(0.5) })]);
    expect(detectAny(['drop', 'loss'], obs(), cur)?.kind).toBe('drop');
    expect(detectAny(['loss', 'drop'], obs(), cur)?.kind).toBe('loss');
    expect(roundTripMs(obs({}, [conn({ srttMs: 58 })]), 80, 100)).toBe(58);
    expect(roundTripMs(obs({}, [conn({ srttMs: NaN, minRttMs: 41 })]), 80, 100)).toBe(41);
    expect(roundTripMs(obs({}, []), 80, 100)).toBe(80);
    expect(roundTripMs(obs({}, []), 0, 100)).toBe(100);
  });
});

/** Observes a run after every sample period, as the live run does, and collects the events of one kind. */
function eventsOf(scenario: unknown, kind: PauseKind, durationS?: number): { events: PauseEvent[]; record: ReturnType<ReturnType<typeof createSimulation>['record']>; sampleS: number } {
  const sim = createSimulation(durationS ? { ...(scenario as object), duration_s: durationS } : scenario);
  const slice = sim.scenario.sample_ms * 1e6;
  let prev = sim.observe();
  const events: PauseEvent[] = [];
  while (!sim.done) {
    sim.runUntil(sim.nowNs + slice);
    const cur = sim.observe();
    const e = detectPauseEvent(kind, prev, cur);
    if (e) events.push(e);
    prev = cur;
  }
  return { events, record: sim.record({ series: true }), sampleS: sim.scenario.sample_ms / 1000 };
}

/**
 * Each detection names the first event of the log it had not seen (its exact time), is seen at
 * most one sample later, and every logged event falls inside one detection's window (several in
 * one sample period make one stop).
 */
function expectSeenWithinOneSample(events: readonly PauseEvent[], log: readonly number[], sampleS: number): void {
  expect(events.length).toBeGreaterThan(0);
  for (const e of events) {
    expect(log).toContain(e.tS);
    expect(e.seenS - e.tS).toBeGreaterThanOrEqual(0);
    expect(e.seenS - e.tS).toBeLessThanOrEqual(sampleS + 1e-9);
  }
  for (const t of log) expect(events.some((e) => e.tS <= t && t <= e.seenS)).toBe(true);
}

const preset = (name: string) => {
  const p = findPreset(name);
  if (!p) throw new Error(name);
  return p.scenario;
};

// Against the engine's own record: every event a live run would stop at is seen within one sample
// period of the time the record gives it (loss_events, ecn_events, the state and drop series).
describe('the detectors against the record of real runs', () => {
  it('lab-baseline-reno: every fast recovery of loss_events, each seen within one sample of its time', () => {
    const { events, record, sampleS } = eventsOf(preset('lab-baseline-reno'), 'loss', 10);
    const losses = record.summary.flows[0].loss_events;
    expect(losses.length).toBeGreaterThan(0);
    expectSeenWithinOneSample(events, losses, sampleS);
    // Linux Reno: ssthresh = max(cwnd / 2, 2) of the window the reduction began from (prior_cwnd).
    for (const e of events) expect(e.ssthresh).toBe(Math.max(2, Math.floor(e.cwndBefore / 2)));
    // The state series shows recovery (3) at the first sample after the first loss.
    const t = record.series!.t_s;
    const i = t.findIndex((x) => x >= losses[0]);
    expect(record.series!.flows.s1.state[i]).toBe(3);
  });
  it('the first drop: seen in the sample where the queue_drops series first rises', () => {
    const { events, record } = eventsOf(preset('lab-bloat-50-reno'), 'drop', 8);
    const drops = record.series!.queue_drops;
    const i = drops.findIndex((d) => d > 0);
    expect(events[0].where).toBe('queue');
    expect(events[0].seenS).toBeCloseTo(record.series!.t_s[i], 9);
  });
  it('ECN reductions: those of ecn_events (RED marking, an ECN Reno)', () => {
    const scenario = {
      version: 1, duration_s: 8,
      link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'red', limit_bytes: 1024000, min_bytes: 30720, max_bytes: 92160, ecn: true } },
      flows: [{ id: 's1', cc: 'reno', ecn: true }],
    };
    const { events, record, sampleS } = eventsOf(scenario, 'ecn');
    const ecn = record.summary.flows[0].ecn_events ?? [];
    expect(ecn.length).toBeGreaterThan(0);
    expectSeenWithinOneSample(events, ecn, sampleS);
  });
  it('timeouts on a 10 % lossy link: seen in Loss state, the state series in Loss (4) at the next sample', () => {
    const scenario = { version: 1, duration_s: 6, link: { rate_mbps: 50, delay_ms: 40, loss: 0.1, queue: { kind: 'fifo', limit_bytes: 256000 } }, flows: [{ id: 's1', cc: 'reno' }] };
    const { events, record, sampleS } = eventsOf(scenario, 'timeout');
    expect(events.length).toBeGreaterThan(0);
    const losses = record.summary.flows[0].loss_events;
    const t = record.series!.t_s;
    for (const e of events) {
      expect(losses).toContain(e.tS);
      expect(e.seenS - e.tS).toBeLessThanOrEqual(sampleS + 1e-9);
      expect(record.series!.flows.s1.state[t.findIndex((x) => x >= e.tS)]).toBe(4);
    }
  });
  it('t10-bbr-clean: ProbeRTT every 10 s (BBR_PROBE_RTT_INTERVAL), window down to 4 segments', () => {
    const { events } = eventsOf(preset('t10-bbr-clean'), 'probe-rtt', 25);
    expect(events.length).toBe(2);
    expect(events[0].tS).toBeGreaterThan(10);
    expect(events[0].tS).toBeLessThan(10.6);
    expect(events[0].cwnd).toBeLessThanOrEqual(4);
  });
  it('every kind is known to the detector', () => {
    for (const k of PAUSE_KINDS) expect(detectPauseEvent(k, obs(), obs())).toBeNull();
  });
});
