// BBR version 1 (draft-cardwell-iccrg-bbr-congestion-control-00; Linux net/ipv4/tcp_bbr.c as of
// 5.x, read for its rules, not copied). BBR models the path instead of reacting to loss:
//
//   BtlBw  = windowed max of the delivery rate over 10 packet-timed rounds (bbr-minmax.ts),
//   RTprop = min RTT, refreshed when a sample is strictly below it or when it is 10 s old,
//   pacing rate = pacing_gain * BtlBw (minus a 1 % margin), cwnd = cwnd_gain * BtlBw * RTprop
//   plus Linux's quantization allowance.
//
// States: Startup (both gains 2/ln 2) until three rounds in a row grow BtlBw by less than 25 %;
// Drain (pacing gain ln 2 / 2) until the data in the network is down to one BDP; ProbeBW, the
// eight-phase pacing-gain cycle 1.25, 0.75, 1 x 6 with cwnd gain 2, starting at a random phase
// (never the 0.75 one); ProbeRTT when RTprop is 10 s old: cwnd 4 segments for max(200 ms, one
// round), then back. Loss only matters as Linux v1 treats it: the first round of recovery uses
// packet conservation, lost segments are taken off cwnd, and cwnd is restored when recovery ends.
//
// Simplified (docs/model.md): no long-term bandwidth (policer) detection, no ACK-aggregation
// allowance, no idle restart (flows here never go idle mid-transfer). Rates are kept in floating
// point (segments per second) instead of the kernel's fixed point.

import { CA_LOSS, CA_RECOVERY } from '../wire';
import { WindowedMax } from './bbr-minmax';
import type { CcHost, CongestionControl, PacedHost, RateSample } from './types';

export const BBR_STARTUP = 0;
export const BBR_DRAIN = 1;
export const BBR_PROBE_BW = 2;
export const BBR_PROBE_RTT = 3;
export const BBR_MODE_NAMES = ['startup', 'drain', 'probe_bw', 'probe_rtt'] as const;

/** Startup gain 2/ln 2: the smallest that doubles the delivery rate each round (draft 4.3.1). Linux: 739/256. */
export const BBR_HIGH_GAIN = 2 / Math.LN2;
/** Drain: the inverse, to empty in one round the queue Startup built. Linux: 88/256. */
export const BBR_DRAIN_GAIN = 1 / BBR_HIGH_GAIN;
export const BBR_CWND_GAIN = 2;
/** ProbeBW's pacing gains, phase by phase (Linux bbr_pacing_gain). */
export const BBR_CYCLE = [1.25, 0.75, 1, 1, 1, 1, 1, 1] as const;
/** Rounds of the bandwidth filter's window: the cycle plus 2 (Linux bbr_bw_rtts). */
export const BBR_BW_ROUNDS = BBR_CYCLE.length + 2;
export const BBR_MIN_RTT_WIN_NS = 10e9;
export const BBR_PROBE_RTT_NS = 200e6;
/** cwnd floor and ProbeRTT's cwnd, segments (Linux bbr_cwnd_min_target). */
export const BBR_MIN_CWND = 4;
/** Full pipe: bandwidth grew less than 25 % for 3 rounds (Linux bbr_full_bw_thresh, _cnt). */
export const BBR_FULL_BW_THRESH = 1.25;
export const BBR_FULL_BW_ROUNDS = 3;
/** Linux paces 1 % under the estimate (bbr_pacing_margin_percent) to drain queues slowly. */
const PACING_MARGIN = 0.99;
/** Linux TCP_INIT_CWND: the BDP before any RTT sample, and the delivered count Startup grows through. */
const INIT_CWND = 10;
/** Linux sk_pacing_shift 10: a TSO burst holds about 1 ms of the pacing rate (1/1024 s). */
const PACING_SHIFT_S = 1 / 1024;
/** GSO_MAX_SIZE - 1 - MAX_TCP_HEADER (65536 - 1 - 320). */
const TSO_MAX_BYTES = 65215;
/** Under bbr_min_tso_rate (1.2 Mbit/s) a burst is one segment, else at least two. */
const MIN_TSO_RATE_BYTES = 1.2e6 / 8;

export class Bbr implements CongestionControl {
  readonly name = 'bbr';
  mode = BBR_STARTUP;
  pacingGain = BBR_HIGH_GAIN;
  cwndGain = BBR_HIGH_GAIN;
  cycleIdx = 0;
  /** Packet-timed rounds so far, and whether this ACK began one. */
  roundCount = 0;
  roundStart = false;
  fullBwReached = false;
  fullBw = 0;
  fullBwCount = 0;
  /** RTprop, ns, and when it was last set. */
  minRttNs = Infinity;
  minRttStampNs = 0;
  /** Times ProbeRTT was entered (for tests and records). */
  probeRttCount = 0;
  private readonly bw = new WindowedMax();
  private nextRttDelivered = 0;
  private cycleStampNs = 0;
  private probeRttDoneNs = -1;
  private probeRttRoundDone = false;
  private priorCwnd = 0;
  private prevCaState = 0;
  private packetConservation = false;
  private hasSeenRtt = false;

  /** BtlBw, segments per second. */
  get maxBw(): number {
    return this.bw.best;
  }

  init(h: CcHost, nowNs: number): void {
    this.mode = BBR_STARTUP;
    this.pacingGain = BBR_HIGH_GAIN;
    this.cwndGain = BBR_HIGH_GAIN;
    this.cycleIdx = 0;
    this.roundCount = 0;
    this.roundStart = false;
    this.fullBwReached = false;
    this.fullBw = 0;
    this.fullBwCount = 0;
    this.minRttNs = h.minRttNs;
    this.minRttStampNs = nowNs;
    this.probeRttCount = 0;
    this.bw.reset(0, 0);
    this.nextRttDelivered = 0;
    this.cycleStampNs = 0;
    this.probeRttDoneNs = -1;
    this.probeRttRoundDone = false;
    this.priorCwnd = 0;
    this.prevCaState = 0;
    this.packetConservation = false;
    this.hasSeenRtt = false;
    // Only the linux sender calls congControl, and it is a PacedHost.
    if ('pacingRate' in h) this.initPacingRate(h as PacedHost);
  }

  congAvoid(): void {}

  pktsAcked(): void {}

  /** Entering recovery or a timeout: remember cwnd; ssthresh stays as it is (Linux bbr_ssthresh). */
  ssthresh(h: CcHost): number {
    this.saveCwnd(h);
    return h.ssthresh;
  }

  /** Linux bbr_set_state(TCP_CA_Loss): an RTO ends the round and restarts full-pipe detection. */
  onRto(): void {
    this.prevCaState = CA_LOSS;
    this.fullBw = 0;
    this.roundStart = true;
  }

  /** Linux bbr_main: update the model from the rate sample, then set pacing rate and cwnd. */
  congControl(h: PacedHost, rs: RateSample, nowNs: number): void {
    this.updateBw(h, rs);
    if (this.mode === BBR_PROBE_BW && this.isNextCyclePhase(h, rs, nowNs)) this.advanceCyclePhase(h);
    this.checkFullBwReached(rs);
    this.checkDrain(h, nowNs);
    this.updateMinRtt(h, rs, nowNs);
    this.updateGains();
    this.setPacingRate(h, this.maxBw, this.pacingGain);
    this.setCwnd(h, rs, this.maxBw, this.cwndGain);
  }

  // ---- model -----------------------------------------------------------------------------------

  private updateBw(h: PacedHost, rs: RateSample): void {
    this.roundStart = false;
    if (rs.delivered < 0 || rs.intervalNs <= 0) return;
    // A round ends when a segment sent after the previous round's end is delivered.
    if (rs.priorDelivered >= this.nextRttDelivered) {
      this.nextRttDelivered = h.delivered;
      this.roundCount++;
      this.roundStart = true;
      this.packetConservation = false;
    }
    const bw = (rs.delivered * 1e9) / rs.intervalNs;
    // App-limited samples only count if they raise the estimate (they underestimate otherwise).
    if (!rs.isAppLimited || bw >= this.maxBw) this.bw.update(BBR_BW_ROUNDS, this.roundCount, bw);
  }

  private isNextCyclePhase(h: PacedHost, rs: RateSample, nowNs: number): boolean {
    const fullLength = h.deliveredNs - this.cycleStampNs > this.minRttNs;
    if (this.pacingGain === 1) return fullLength;
    const inflight = this.packetsInNetAtEdt(h, rs.priorInFlight, nowNs);
    // Probing: stay until inflight reaches 1.25 BDP (or loss says it will not fit).
    if (this.pacingGain > 1) return fullLength && (rs.losses > 0 || inflight >= this.inflight(h, this.maxBw, this.pacingGain));
    // Draining: leave as soon as inflight is down to one BDP.
    return fullLength || inflight <= this.inflight(h, this.maxBw, 1);
  }

  private advanceCyclePhase(h: PacedHost): void {
    this.cycleIdx = (this.cycleIdx + 1) % BBR_CYCLE.length;
    this.cycleStampNs = h.deliveredNs;
  }

  private checkFullBwReached(rs: RateSample): void {
    if (this.fullBwReached || !this.roundStart || rs.isAppLimited) return;
    if (this.maxBw >= this.fullBw * BBR_FULL_BW_THRESH) {
      this.fullBw = this.maxBw;
      this.fullBwCount = 0;
      return;
    }
    this.fullBwCount++;
    this.fullBwReached = this.fullBwCount >= BBR_FULL_BW_ROUNDS;
  }

  private checkDrain(h: PacedHost, nowNs: number): void {
    if (this.mode === BBR_STARTUP && this.fullBwReached) {
      this.mode = BBR_DRAIN;
      h.ssthresh = this.inflight(h, this.maxBw, 1);
    }
    if (this.mode === BBR_DRAIN && this.packetsInNetAtEdt(h, h.inFlight(), nowNs) <= this.inflight(h, this.maxBw, 1)) {
      this.resetProbeBwMode(h);
    }
  }

  private updateMinRtt(h: PacedHost, rs: RateSample, nowNs: number): void {
    const expired = nowNs > this.minRttStampNs + BBR_MIN_RTT_WIN_NS;
    // As Linux: samples in whole microseconds (rtt_us) and only a strictly smaller one renews the
    // 10 s window. With nanosecond samples and the random ACK jitter, ever smaller records would
    // keep arriving and postpone ProbeRTT far more often than on a real host.
    const rtt = rs.rttNs >= 0 ? Math.floor(rs.rttNs / 1000) * 1000 : -1;
    if (rtt >= 0 && (rtt < this.minRttNs || expired)) {
      this.minRttNs = rtt;
      this.minRttStampNs = nowNs;
    }
    if (expired && this.mode !== BBR_PROBE_RTT) {
      this.mode = BBR_PROBE_RTT;
      this.probeRttCount++;
      this.saveCwnd(h);
      this.probeRttDoneNs = -1;
    }
    if (this.mode !== BBR_PROBE_RTT) return;
    // Samples taken at 4 segments say nothing of the bandwidth: mark them app-limited.
    h.appLimited = Math.max(h.delivered + h.inFlight(), 1);
    if (this.probeRttDoneNs < 0 && h.inFlight() <= BBR_MIN_CWND) {
      this.probeRttDoneNs = nowNs + BBR_PROBE_RTT_NS;
      this.probeRttRoundDone = false;
      this.nextRttDelivered = h.delivered;
    } else if (this.probeRttDoneNs >= 0) {
      if (this.roundStart) this.probeRttRoundDone = true;
      if (this.probeRttRoundDone && nowNs > this.probeRttDoneNs) {
        this.minRttStampNs = nowNs; // the next ProbeRTT is 10 s from now
        h.cwnd = Math.max(h.cwnd, this.priorCwnd);
        if (this.fullBwReached) this.resetProbeBwMode(h);
        else this.mode = BBR_STARTUP;
      }
    }
  }

  private updateGains(): void {
    switch (this.mode) {
      case BBR_STARTUP:
        this.pacingGain = BBR_HIGH_GAIN;
        this.cwndGain = BBR_HIGH_GAIN;
        break;
      case BBR_DRAIN:
        this.pacingGain = BBR_DRAIN_GAIN;
        this.cwndGain = BBR_HIGH_GAIN; // keep cwnd while the queue drains
        break;
      case BBR_PROBE_BW:
        this.pacingGain = BBR_CYCLE[this.cycleIdx];
        this.cwndGain = BBR_CWND_GAIN;
        break;
      default:
        this.pacingGain = 1;
        this.cwndGain = 1;
    }
  }

  /** ProbeBW from a random phase other than the draining one (Linux: 7 - rand(7), then advance). */
  private resetProbeBwMode(h: PacedHost): void {
    this.mode = BBR_PROBE_BW;
    this.cycleIdx = BBR_CYCLE.length - 1 - Math.floor(h.random() * (BBR_CYCLE.length - 1));
    this.advanceCyclePhase(h);
  }

  private saveCwnd(h: CcHost): void {
    // Recovery and ProbeRTT cut cwnd only for a while: keep the larger "last known good" one.
    if (this.prevCaState < CA_RECOVERY && this.mode !== BBR_PROBE_RTT) this.priorCwnd = h.cwnd;
    else this.priorCwnd = Math.max(this.priorCwnd, h.cwnd);
  }

  // ---- outputs ---------------------------------------------------------------------------------

  private initPacingRate(h: PacedHost): void {
    let rttNs = 1e6; // Linux: 1 ms before any RTT sample
    if (h.srttNs > 0) {
      rttNs = h.srttNs;
      this.hasSeenRtt = true;
    }
    h.pacingRate = this.rateBytes(h, (h.cwnd * 1e9) / rttNs, BBR_HIGH_GAIN);
  }

  private rateBytes(h: PacedHost, bw: number, gain: number): number {
    return bw * h.mss * gain * PACING_MARGIN;
  }

  private setPacingRate(h: PacedHost, bw: number, gain: number): void {
    if (!this.hasSeenRtt && h.srttNs > 0) this.initPacingRate(h);
    const rate = this.rateBytes(h, bw, gain);
    // Until the pipe is full the rate only goes up (an early low estimate must not slow Startup).
    if (this.fullBwReached || rate > h.pacingRate) h.pacingRate = rate;
  }

  /** Segments the pacing layer sends as one burst (Linux bbr_tso_segs_goal). */
  tsoSegsGoal(h: PacedHost): number {
    const bytes = Math.min(h.pacingRate * PACING_SHIFT_S, TSO_MAX_BYTES);
    const minSegs = h.pacingRate < MIN_TSO_RATE_BYTES ? 1 : 2;
    return Math.min(Math.max(Math.floor(bytes / h.mss), minSegs), 127);
  }

  /** ceil(gain x BtlBw x RTprop), segments; the initial window before any RTT sample. */
  bdp(bw: number, gain: number): number {
    if (this.minRttNs === Infinity) return INIT_CWND;
    return Math.ceil((bw * this.minRttNs * gain) / 1e9 - 1e-9);
  }

  /** Linux bbr_quantization_budget: room for three bursts, even, +2 in the probing phase. */
  private quantizationBudget(h: PacedHost, cwnd: number): number {
    cwnd += 3 * this.tsoSegsGoal(h);
    cwnd = (cwnd + 1) & ~1;
    if (this.mode === BBR_PROBE_BW && this.cycleIdx === 0) cwnd += 2;
    return cwnd;
  }

  inflight(h: PacedHost, bw: number, gain: number): number {
    return this.quantizationBudget(h, this.bdp(bw, gain));
  }

  /** In flight when the next paced segment leaves: what the pacer has not sent yet is not in the network. */
  private packetsInNetAtEdt(h: PacedHost, inflightNow: number, nowNs: number): number {
    const edt = Math.max(h.nextDepartureNs, nowNs);
    const deliveredMeanwhile = Math.floor((this.maxBw * (edt - nowNs)) / 1e9);
    let atEdt = inflightNow;
    if (this.pacingGain > 1) atEdt += this.tsoSegsGoal(h);
    return deliveredMeanwhile >= atEdt ? 0 : atEdt - deliveredMeanwhile;
  }

  /** Linux bbr_set_cwnd with bbr_set_cwnd_to_recover_or_restore. */
  private setCwnd(h: PacedHost, rs: RateSample, bw: number, gain: number): void {
    const acked = rs.acked;
    let cwnd = h.cwnd;
    if (acked > 0) {
      if (rs.losses > 0) cwnd = Math.max(cwnd - rs.losses, 1);
      const state = h.state;
      if (state === CA_RECOVERY && this.prevCaState !== CA_RECOVERY) {
        // First round of recovery: packet conservation, starting a round now.
        this.packetConservation = true;
        this.nextRttDelivered = h.delivered;
        cwnd = h.inFlight() + acked;
      } else if (this.prevCaState >= CA_RECOVERY && state < CA_RECOVERY) {
        cwnd = Math.max(cwnd, this.priorCwnd); // recovery over: restore
        this.packetConservation = false;
      }
      this.prevCaState = state;
      if (this.packetConservation) {
        cwnd = Math.max(cwnd, h.inFlight() + acked);
      } else {
        const target = this.quantizationBudget(h, this.bdp(bw, gain));
        if (this.fullBwReached) cwnd = Math.min(cwnd + acked, target);
        else if (cwnd < target || h.delivered < INIT_CWND) cwnd += acked;
        cwnd = Math.max(cwnd, BBR_MIN_CWND);
      }
    }
    if (this.mode === BBR_PROBE_RTT) cwnd = Math.min(cwnd, BBR_MIN_CWND);
    h.cwnd = cwnd;
  }
}
