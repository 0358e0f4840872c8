// BBR v1's state machine against its specification (draft-cardwell-iccrg-bbr-congestion-control-00
// and Linux tcp_bbr.c), driven by hand-made rate samples on a fake host; the windowed max filter;
// and the sender's pacer. The figure on Tutorial 10's link is in figures-t10.test.ts.

import { describe, expect, it } from 'vitest';
import { Kernel } from '../core/kernel';
import { ScenarioError } from '../scenario/errors';
import { createSimulation } from '../simulation';
import type { Link } from '../net/link';
import {
  Bbr, BBR_CYCLE, BBR_DRAIN, BBR_DRAIN_GAIN, BBR_HIGH_GAIN, BBR_MIN_CWND, BBR_PROBE_BW, BBR_PROBE_RTT, BBR_STARTUP,
} from './cc/bbr';
import { WindowedMax } from './cc/bbr-minmax';
import { Reno } from './cc/reno';
import { TCP_INFINITE_SSTHRESH, type CongestionControl, type PacedHost, type RateSample } from './cc/types';
import { TcpSender } from './sender';
import { CA_OPEN } from './wire';

const MS = 1e6;
const RTT = 20 * MS;

class FakeHost implements PacedHost {
  cwnd = 10;
  ssthresh = TCP_INFINITE_SSTHRESH;
  cwndCnt = 0;
  nxt = 0;
  una = 0;
  minRttNs = Infinity;
  pacingRate = 0;
  delivered = 0;
  deliveredNs = 0;
  appLimited = 0;
  state = CA_OPEN;
  srttNs = 0;
  mss = 1448;
  nextDepartureNs = 0;
  flight = 10;
  rand = 0;
  inFlight(): number {
    return this.flight;
  }
  random(): number {
    return this.rand;
  }
}

/** Drives a Bbr through packet-timed rounds: each `round()` delivers `n` segments over one RTT. */
class Driver {
  readonly h = new FakeHost();
  readonly b = new Bbr();
  now = 0;
  readonly rs: RateSample = { acked: 0, losses: 0, priorInFlight: 0, priorDelivered: 0, delivered: 0, intervalNs: 0, isAppLimited: false, rttNs: -1 };

  constructor() {
    this.b.init(this.h, 0);
  }

  /** One ACK closing a round: `n` segments delivered in `intervalNs`, RTT sample `rttNs`. */
  round(n: number, rttNs = RTT, intervalNs = RTT): void {
    this.ack(n, rttNs, intervalNs, intervalNs);
  }

  /**
   * One ACK `advanceNs` after the previous one. `priorDelivered` is the delivered count when the
   * sampled segment was sent; by default the count now, so every ACK closes a round.
   */
  ack(n: number, rttNs: number, intervalNs: number, advanceNs: number, priorDelivered = this.h.delivered): void {
    this.now += advanceNs;
    this.h.delivered += n;
    this.h.deliveredNs = this.now;
    this.h.srttNs = rttNs;
    this.h.minRttNs = Math.min(this.h.minRttNs, rttNs);
    Object.assign(this.rs, { acked: n, losses: 0, priorInFlight: this.h.flight, priorDelivered, delivered: n, intervalNs, isAppLimited: false, rttNs });
    this.b.congControl(this.h, this.rs, this.now);
  }

  /** Segments per RTT at which bw is `segsPerRtt`. */
  bwOf(segsPerRtt: number): number {
    return (segsPerRtt * 1e9) / RTT;
  }
}

describe('BBR v1 state machine (draft-cardwell-iccrg-bbr-congestion-control-00, Linux tcp_bbr.c)', () => {
  it('Startup paces and sizes cwnd with gain 2/ln 2 = 2.885 over the bandwidth estimate', () => {
    expect(BBR_HIGH_GAIN).toBeCloseTo(2.885, 3);
    const d = new Driver();
    // Before any RTT sample: cwnd 10 over 1 ms at the high gain, 1 % margin (bbr_init_pacing_rate_from_rtt).
    expect(d.h.pacingRate).toBeCloseTo(((10 * 1e9) / 1e6) * 1448 * BBR_HIGH_GAIN * 0.99, 0);
    for (const n of [10, 20, 40, 80, 160]) d.round(n);
    expect(d.b.mode).toBe(BBR_STARTUP);
    expect(d.b.pacingGain).toBe(BBR_HIGH_GAIN);
    expect(d.b.cwndGain).toBe(BBR_HIGH_GAIN);
    expect(d.b.maxBw).toBeCloseTo(d.bwOf(160), 6);
    // Pacing rate = gain x BtlBw x mss x 0.99 (bbr_rate_bytes_per_sec).
    expect(d.h.pacingRate).toBeCloseTo(d.bwOf(160) * 1448 * BBR_HIGH_GAIN * 0.99, 3);
    // Startup grows cwnd by every delivered segment (slow start toward the target).
    expect(d.h.cwnd).toBe(10 + 10 + 20 + 40 + 80 + 160);
  });

  it('leaves Startup after exactly 3 rounds in a row with under 25 % bandwidth growth, then Drain at 1/2.885', () => {
    const d = new Driver();
    d.h.flight = 1000; // a large queue: Drain cannot end at once
    for (const n of [10, 20, 40, 80, 100]) d.round(n); // 100/80 = 1.25: still growth
    expect(d.b.fullBwCount).toBe(0);
    d.round(124); // +24 %: not enough
    expect(d.b.fullBwCount).toBe(1);
    d.round(150); // 150 / 100 = 1.5 over the last full_bw: growth again, the count restarts
    expect(d.b.fullBwCount).toBe(0);
    d.round(180); // 1.2 x 150
    d.round(185);
    expect(d.b.mode).toBe(BBR_STARTUP);
    expect(d.b.fullBwReached).toBe(false);
    const rateBefore = d.h.pacingRate; // the allowance below is sized from the rate before this ACK
    d.round(186); // third round under 1.25 x 150 = 187.5
    expect(d.b.fullBwReached).toBe(true);
    expect(d.b.mode).toBe(BBR_DRAIN);
    expect(d.b.pacingGain).toBeCloseTo(1 / 2.885, 3);
    expect(d.b.pacingGain).toBe(BBR_DRAIN_GAIN);
    expect(d.b.cwndGain).toBe(BBR_HIGH_GAIN); // cwnd kept while the queue drains
    // ssthresh records one BDP plus the quantization allowance (bbr_check_drain).
    const at = Object.assign(new FakeHost(), { pacingRate: rateBefore });
    // 186 segments of BDP + 3 TSO bursts of 25 segments (the pacing rate before this ACK, 38.26 MB/s,
    // >> 10 = 37 363 B = 25 whole segments): 261, rounded up to even.
    expect(d.h.ssthresh).toBe(262);
    expect(d.b.inflight(at, d.b.maxBw, 1)).toBe(262);
    expect(d.b.bdp(d.b.maxBw, 1)).toBe(186);
    // Drain ends when what is in flight is down to one BDP (+ allowance).
    d.h.flight = d.b.inflight(d.h, d.b.maxBw, 1);
    d.ack(10, RTT, RTT, MS);
    expect(d.b.mode).toBe(BBR_PROBE_BW);
  });

  function toProbeBw(rand: number): Driver {
    const d = new Driver();
    d.h.rand = rand;
    d.h.flight = 1000;
    for (const n of [10, 20, 40, 80, 100, 100, 100, 100]) d.round(n);
    d.h.flight = 0;
    d.ack(10, RTT, RTT, MS);
    expect(d.b.mode).toBe(BBR_PROBE_BW);
    return d;
  }

  it('ProbeBW starts at a random phase, never the 0.75 one (Linux: 7 - rand(7), then advance)', () => {
    const starts = new Set<number>();
    for (let k = 0; k < 7; k++) starts.add(toProbeBw(k / 7 + 1e-9).b.cycleIdx);
    expect([...starts].sort()).toEqual([0, 2, 3, 4, 5, 6, 7]);
  });

  it('ProbeBW cycles the pacing gain 1.25, 0.75, 1 x 6, each phase at least one RTprop long', () => {
    const d = toProbeBw(0); // rand 0: phase 0 first
    expect(d.b.cycleIdx).toBe(0);
    const gains: number[] = [d.b.pacingGain];
    const bdp = 100; // segments per RTT: 100 x 20 ms
    for (let i = 0; i < 200 && gains.length < 17; i++) {
      // Probing phase: inflight reaches 1.25 BDP; draining phase: down to one BDP.
      d.h.flight = d.b.pacingGain > 1 ? d.b.inflight(d.h, d.b.maxBw, 1.25) : bdp;
      const before = d.b.cycleIdx;
      d.ack(25, RTT, RTT, RTT / 4); // four ACKs per RTT at the estimated rate
      if (d.b.cycleIdx !== before) gains.push(d.b.pacingGain);
    }
    // The draft's order, written out (not read from BBR_CYCLE, so a wrong table fails here).
    const cycle = [1.25, 0.75, 1, 1, 1, 1, 1, 1];
    expect(gains.slice(0, 17)).toEqual([...cycle, ...cycle, 1.25]);
    expect(BBR_CYCLE).toEqual(cycle);
    expect(d.b.cwndGain).toBe(2);
  });

  it('enters ProbeRTT after 10 s without a new RTprop: cwnd 4 for max(200 ms, one round), then restores', () => {
    const d = toProbeBw(0);
    const minRtt = d.b.minRttNs;
    const stamp = d.b.minRttStampNs;
    d.h.flight = 100;
    // ACKs every 10 ms, each RTT sample 1 ms above RTprop: no refresh.
    while (d.now < stamp + 10e9 - 10 * MS) {
      d.ack(50, minRtt + MS, RTT, 10 * MS);
      expect(d.b.mode).toBe(BBR_PROBE_BW);
    }
    const cwndBefore = d.h.cwnd;
    expect(cwndBefore).toBeGreaterThan(BBR_MIN_CWND);
    d.ack(50, minRtt + MS, RTT, 20 * MS); // now past stamp + 10 s
    expect(d.b.mode).toBe(BBR_PROBE_RTT);
    expect(d.b.probeRttCount).toBe(1);
    expect(d.h.cwnd).toBe(BBR_MIN_CWND);
    expect(d.b.pacingGain).toBe(1);
    // The expired filter takes the next sample as RTprop.
    expect(d.b.minRttNs).toBe(minRtt + MS);
    // In flight drops to 4: the 200 ms start; it lasts through at least one round.
    d.h.flight = 4;
    const entered = d.now;
    while (d.b.mode === BBR_PROBE_RTT && d.now < entered + 1e9) {
      d.ack(4, minRtt, RTT, 10 * MS, d.h.delivered - 4);
      if (d.b.mode === BBR_PROBE_RTT) expect(d.h.cwnd).toBe(BBR_MIN_CWND);
    }
    expect(d.b.mode).toBe(BBR_PROBE_BW);
    const stay = d.now - entered;
    expect(stay).toBeGreaterThan(200 * MS);
    expect(stay).toBeLessThanOrEqual(230 * MS); // 200 ms + the ACK spacing of this driver
    expect(d.h.cwnd).toBeGreaterThanOrEqual(cwndBefore); // restored (bbr_check_probe_rtt_done)
  });

  it('a sample below RTprop within 10 s postpones ProbeRTT (Linux: strictly smaller, in whole microseconds)', () => {
    const d = toProbeBw(0);
    const stamp = d.b.minRttStampNs;
    d.h.flight = 100;
    while (d.now < stamp + 5e9) d.ack(50, d.b.minRttNs + MS, RTT, 10 * MS);
    d.ack(50, d.b.minRttNs, RTT, 10 * MS); // only matches RTprop: does not refresh its stamp
    expect(d.b.minRttStampNs).toBe(stamp);
    d.ack(50, d.b.minRttNs - 1000, RTT, 10 * MS); // one microsecond less: refreshes it
    while (d.now < stamp + 12e9) {
      d.ack(50, d.b.minRttNs + MS, RTT, 10 * MS);
      expect(d.b.mode).toBe(BBR_PROBE_BW);
    }
  });

  it('ignores loss for its model: packet conservation in the first round of recovery, cwnd restored after', () => {
    const d = toProbeBw(0);
    d.h.flight = 100;
    for (let i = 0; i < 20; i++) d.ack(50, RTT, RTT, 10 * MS);
    const cwnd = d.h.cwnd;
    const bw = d.b.maxBw;
    d.b.ssthresh(d.h); // the sender enters recovery: BBR saves cwnd, keeps ssthresh
    d.h.state = 3; // CA_RECOVERY
    d.h.flight = 60;
    d.rs.losses = 0;
    d.ack(2, RTT, RTT, MS);
    expect(d.h.cwnd).toBe(62); // in flight + acked
    expect(d.b.maxBw).toBe(bw); // the estimate did not move
    d.h.state = CA_OPEN;
    d.ack(2, RTT, RTT, MS);
    expect(d.h.cwnd).toBe(cwnd); // restored
  });
});

describe('WindowedMax (Nichols, Linux lib/minmax.c)', () => {
  it('keeps the maximum of the last `win` rounds and forgets older maxima', () => {
    const f = new WindowedMax();
    f.update(10, 1, 100);
    for (let t = 2; t <= 11; t++) expect(f.update(10, t, 50 + t)).toBe(100);
    // Round 12: the 100 of round 1 is more than 10 rounds old; a later sample takes over.
    expect(f.update(10, 12, 40)).toBeLessThan(100);
    expect(f.update(10, 12, 40)).toBeGreaterThanOrEqual(40);
    expect(f.update(10, 13, 200)).toBe(200);
  });
});

describe('sender pacing', () => {
  function departures(cc: CongestionControl): number[] {
    const k = new Kernel(1e9);
    const times: number[] = [];
    const link = { send: (p: number) => { times.push(k.now); k.pool.release(p); } } as unknown as Link;
    new TcpSender(k, link, 0, cc, { linux: true, mss: 1448, totalBytes: null, startNs: 0, rwndBytes: null, ecn: false });
    k.run(0.5e9); // before the 1 s initial RTO
    return times;
  }

  it('without a pacing rate the initial window leaves at once (unchanged sender)', () => {
    expect(departures(new Reno())).toEqual(new Array(10).fill(0));
  });

  it('with a pacing rate, each segment leaves payload / rate after the previous one', () => {
    const rate = 1448e6 / 8; // bytes/s: 181 us per 1448-byte segment
    const paced: CongestionControl = {
      name: 'paced',
      init: (h) => { (h as PacedHost).pacingRate = rate; },
      congAvoid: () => {}, pktsAcked: () => {}, ssthresh: (h) => h.ssthresh, onRto: () => {},
      congControl: () => {},
    };
    const t = departures(paced);
    expect(t.length).toBe(10);
    for (let i = 1; i < t.length; i++) expect(t[i] - t[i - 1]).toBeCloseTo((1448 * 1e9) / rate, -1);
  });
});

describe('bbr in a scenario', () => {
  it('is refused on the book stack, naming the field and the valid value', () => {
    let err: unknown = null;
    try {
      createSimulation({ version: 1, flows: [{ id: 's1', cc: 'bbr', stack: 'book' }] });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ScenarioError);
    expect((err as ScenarioError).field).toBe('flows[0].stack');
    expect((err as ScenarioError).message).toBe('flows[0].stack: "book" is not available with cc "bbr" (valid: linux)');
  });
});
