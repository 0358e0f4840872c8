// CUBIC (RFC 9438) as Linux's tcp_cubic runs it: W(t) = C (t - K)^3 + W_max with Linux's
// C = 410/1024 and beta = 717/1024 (src/models/cubic.ts), t counted from the start of the congestion-avoidance epoch plus one min RTT (the
// window aimed at one RTT ahead), fast convergence on, the Reno-friendly estimate growing by
// alpha = 3 (1 - beta) / (1 + beta) per RTT (Linux: one segment per cwnd * 15 / 8 acked), and
// HyStart (ACK train and delay increase) ending slow start in the `linux` stack.
// Computed in floating point instead of the kernel's fixed point; the integer steps that shape
// the growth (cnt, the 5 %-per-RTT cap before the first loss) are kept.

import { cbrt } from '../../core/detmath';
import { NS_PER_MS, NS_PER_S } from '../../core/time';
import type { HystartRule } from '../../scenario/types';
import { congAvoidAi, inSlowStart, slowStart, type CcHost, type CongestionControl } from './types';

import { LINUX_CUBIC_BETA, LINUX_CUBIC_C } from '../../../models/cubic';

export const CUBIC_C = LINUX_CUBIC_C;
export const CUBIC_BETA = LINUX_CUBIC_BETA;
/** Linux's beta_scale: 8 * (1 + beta) / 3 / (1 - beta) with beta = 717/1024, in integers = 15. */
const BETA_SCALE = Math.floor(Math.floor((8 * (1024 + 717)) / 3) / (1024 - 717));

/** HyStart constants from tcp_cubic.c. */
const HYSTART_LOW_WINDOW = 16;
const HYSTART_MIN_SAMPLES = 8;
const HYSTART_ACK_DELTA_NS = 2 * NS_PER_MS;
const HYSTART_DELAY_MIN_NS = 4 * NS_PER_MS;
const HYSTART_DELAY_MAX_NS = 16 * NS_PER_MS;
/**
 * hystart_ack_delay(): min(1 ms, 4 GSO frames / pacing rate); at the slow-start pacing rates of
 * these links (under 2 Gbit/s) it is the 1 ms cap.
 */
const HYSTART_ACK_DELAY_NS = 1 * NS_PER_MS;

export class Cubic implements CongestionControl {
  readonly name = 'cubic';
  // bictcp state
  private cnt = 0;
  private lastMaxCwnd = 0;
  private epochStartNs = 0;
  private epochStarted = false;
  private originPoint = 0;
  private kS = 0;
  private ackCnt = 0;
  private tcpCwnd = 0;
  private delayMinNs = 0;
  // HyStart
  found = false;
  private roundStartNs = 0;
  private lastAckNs = 0;
  private endSeq = 0;
  private currRttNs = Infinity;
  private sampleCnt = 0;

  private readonly hystart: boolean;

  /** `rule`: HyStart's round rule (false: no HyStart, as in the book stack). */
  constructor(private readonly rule: HystartRule | false) {
    this.hystart = rule !== false && rule !== 'off';
  }

  init(h: CcHost, nowNs: number): void {
    this.reset();
    this.hystartReset(h, nowNs);
  }

  private reset(): void {
    this.cnt = 0;
    this.lastMaxCwnd = 0;
    this.epochStarted = false;
    this.epochStartNs = 0;
    this.originPoint = 0;
    this.kS = 0;
    this.ackCnt = 0;
    this.tcpCwnd = 0;
    this.delayMinNs = 0;
    this.found = false;
  }

  private hystartReset(h: CcHost, nowNs: number): void {
    this.roundStartNs = nowNs;
    this.lastAckNs = nowNs;
    this.endSeq = h.nxt;
    this.currRttNs = Infinity;
    this.sampleCnt = 0;
  }

  congAvoid(h: CcHost, acked: number, nowNs: number): void {
    if (inSlowStart(h)) {
      acked = slowStart(h, acked);
      if (acked === 0) return;
    }
    this.update(h.cwnd, acked, nowNs);
    congAvoidAi(h, this.cnt, acked);
  }

  /** bictcp_update: how many acked segments per +1 of cwnd (this.cnt). */
  private update(cwnd: number, acked: number, nowNs: number): void {
    this.ackCnt += acked;
    if (!this.epochStarted) {
      this.epochStarted = true;
      this.epochStartNs = nowNs;
      this.ackCnt = acked;
      this.tcpCwnd = cwnd;
      if (this.lastMaxCwnd <= cwnd) {
        this.kS = 0;
        this.originPoint = cwnd;
      } else {
        this.kS = cbrt((this.lastMaxCwnd - cwnd) / CUBIC_C);
        this.originPoint = this.lastMaxCwnd;
      }
    }
    const t = (nowNs - this.epochStartNs + this.delayMinNs) / NS_PER_S;
    const offs = Math.abs(t - this.kS);
    const delta = CUBIC_C * offs * offs * offs;
    const target = t < this.kS ? this.originPoint - delta : this.originPoint + delta;
    let cnt = target > cwnd ? Math.floor(cwnd / (target - cwnd)) : 100 * cwnd;
    // Before the first loss, grow at least 5 % per RTT.
    if (this.lastMaxCwnd === 0 && cnt > 20) cnt = 20;
    // Reno-friendly region: the window an AIMD(alpha, beta) flow would have.
    const d = (cwnd * BETA_SCALE) >> 3;
    while (this.ackCnt > d) {
      this.ackCnt -= d;
      this.tcpCwnd++;
    }
    if (this.tcpCwnd > cwnd) {
      const maxCnt = Math.floor(cwnd / (this.tcpCwnd - cwnd));
      if (cnt > maxCnt) cnt = maxCnt;
    }
    this.cnt = Math.max(cnt, 2);
  }

  pktsAcked(h: CcHost, _acked: number, rttNs: number, nowNs: number): void {
    if (rttNs < 0) return;
    // Discard delay samples right after fast recovery (the queue is still draining).
    if (this.epochStarted && nowNs - this.epochStartNs < NS_PER_S) return;
    const delay = rttNs > 0 ? rttNs : 1;
    if (this.delayMinNs === 0 || this.delayMinNs > delay) this.delayMinNs = delay;
    if (!this.hystart || this.found || !inSlowStart(h)) return;
    // The round rule (scenario field flows[].hystart). "cwnd16": a round starts (snd_una past
    // end_seq) only inside hystart_update, which runs from cwnd 16 on: Linux from commit
    // 4e1fddc98d25 ("tcp_cubic: fix spurious Hystart ACK train detections for not-cwnd-limited
    // flows", v5.16, Nov 2021, backported to stable) until "tcp_cubic: fix incorrect HyStart round
    // start detection" (v6.14, Jan 2025). "first-ack": rounds are marked from the first ACK, as
    // before 5.16 (in bictcp_cong_avoid) and since 6.14; the first round is then already under way
    // when cwnd reaches 16, and the ACK-train rule fires later (about 246 segments on the course link
    // against 144 by delay with cwnd16).
    if (this.rule === 'first-ack' && h.una > this.endSeq) this.hystartReset(h, nowNs);
    if (h.cwnd >= HYSTART_LOW_WINDOW) this.hystartUpdate(h, delay, nowNs);
  }

  private hystartUpdate(h: CcHost, delay: number, nowNs: number): void {
    if (this.rule === 'cwnd16' && h.una > this.endSeq) this.hystartReset(h, nowNs);
    // ACK train: ACKs keep coming closely spaced for longer than half the minimum RTT.
    if (nowNs - this.lastAckNs <= HYSTART_ACK_DELTA_NS) {
      this.lastAckNs = nowNs;
      const threshold = (this.delayMinNs + HYSTART_ACK_DELAY_NS) / 2; // no pacing: halved
      if (nowNs - this.roundStartNs > threshold) {
        this.found = true;
        h.ssthresh = h.cwnd;
        return;
      }
    }
    // Delay increase: the round's minimum RTT (after 8 samples) exceeds delay_min + clamp(delay_min / 8).
    if (this.currRttNs > delay) this.currRttNs = delay;
    if (this.sampleCnt < HYSTART_MIN_SAMPLES) {
      this.sampleCnt++;
    } else {
      const thresh = Math.min(HYSTART_DELAY_MAX_NS, Math.max(HYSTART_DELAY_MIN_NS, this.delayMinNs / 8));
      if (this.currRttNs > this.delayMinNs + thresh) {
        this.found = true;
        h.ssthresh = h.cwnd;
      }
    }
  }

  ssthresh(h: CcHost): number {
    this.epochStarted = false;
    // Fast convergence: a loss below the previous W_max leaves room for others.
    if (h.cwnd < this.lastMaxCwnd) this.lastMaxCwnd = (h.cwnd * (1 + CUBIC_BETA)) / 2;
    else this.lastMaxCwnd = h.cwnd;
    return Math.max(Math.floor(h.cwnd * CUBIC_BETA), 2);
  }

  onRto(h: CcHost, nowNs: number): void {
    this.reset();
    this.hystartReset(h, nowNs);
  }
}
