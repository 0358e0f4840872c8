// Delivery-rate estimation for rate-based congestion control (draft-cheng-iccrg-delivery-rate-
// estimation; Linux net/ipv4/tcp_rate.c). Each segment records, when it is (re)sent, how much had
// been delivered, when the last delivery was, and when the segment whose delivery was last sampled
// had been sent; each ACK picks the most recently sent segment it delivers and derives
//
//   rate = (delivered now - delivered then) / max(send interval, ACK interval),
//
// the slower of the two phases, so neither ACK compression nor a send burst inflates it. State is
// indexed by the sender's ring slot (segment & mask) and grows with the ring; nothing is allocated
// per segment or per ACK (the sample is one reused object).

import type { RateSample } from './cc/types';
import { regrowRing } from './sender-defs';

export class DeliveryRateSampler {
  /** Time of the latest delivery (Linux delivered_mstamp). */
  deliveredNs = 0;
  /** `delivered` count up to which samples are app-limited; 0: none (Linux tp->app_limited). */
  appLimited = 0;
  /** The sample of the latest ACK. */
  readonly rs: RateSample = {
    acked: 0, losses: 0, priorInFlight: 0, priorDelivered: -1, delivered: -1, intervalNs: -1, isAppLimited: false, rttNs: -1,
  };
  private txDelivered: Float64Array;
  private txDeliveredNs: Float64Array;
  private txFirstNs: Float64Array;
  private txAppLimited: Uint8Array;
  /** Send time of the latest segment whose delivery was sampled (first_tx_mstamp). */
  private firstTxNs = 0;
  // This ACK's choice so far.
  private priorDelivered = 0;
  private priorNs = -1;
  private sendNs = 0;
  private isAppLimited = false;

  constructor(size: number) {
    this.txDelivered = new Float64Array(size);
    this.txDeliveredNs = new Float64Array(size);
    this.txFirstNs = new Float64Array(size);
    this.txAppLimited = new Uint8Array(size);
  }

  /** The ring grew from `oldMask` to `mask`: move the slots of segments [una, nxt). */
  grow(oldMask: number, mask: number, una: number, nxt: number): void {
    this.txDelivered = regrowRing(this.txDelivered, oldMask, mask, una, nxt);
    this.txDeliveredNs = regrowRing(this.txDeliveredNs, oldMask, mask, una, nxt);
    this.txFirstNs = regrowRing(this.txFirstNs, oldMask, mask, una, nxt);
    this.txAppLimited = regrowRing(this.txAppLimited, oldMask, mask, una, nxt);
  }

  /** Slot i is sent at `now` (tcp_rate_skb_sent); `idleBefore`: nothing was outstanding. */
  onSend(i: number, now: number, delivered: number, idleBefore: boolean): void {
    // After an idle period the intervals restart now, not at the last delivery.
    if (idleBefore) {
      this.firstTxNs = now;
      this.deliveredNs = now;
    }
    this.txDelivered[i] = delivered;
    this.txDeliveredNs[i] = this.deliveredNs;
    this.txFirstNs[i] = this.firstTxNs;
    this.txAppLimited[i] = this.appLimited > 0 ? 1 : 0;
  }

  /** An ACK arrives: no segment chosen yet. */
  beginAck(): void {
    this.priorNs = -1;
  }

  /** Slot i, last sent at `xmitNs`, is delivered by this ACK (tcp_rate_skb_delivered). */
  onDelivered(i: number, xmitNs: number): void {
    const d = this.txDelivered[i];
    if (this.priorNs >= 0 && d <= this.priorDelivered) return;
    this.priorDelivered = d;
    this.priorNs = this.txDeliveredNs[i];
    this.isAppLimited = this.txAppLimited[i] !== 0;
    this.sendNs = xmitNs - this.txFirstNs[i];
    this.firstTxNs = xmitNs;
  }

  /** The sender ran out of data with room in cwnd: samples until what is out now is delivered are app-limited. */
  markAppLimited(deliveredPlusInFlight: number): void {
    this.appLimited = Math.max(deliveredPlusInFlight, 1);
  }

  /**
   * Completes the ACK's sample (tcp_rate_gen). `delivered` is the count after this ACK, `newly`
   * what it delivered, `lost` what it marked lost; a sample shorter than `minRttNs` is discarded.
   */
  gen(now: number, delivered: number, newly: number, lost: number, priorInFlight: number, rttNs: number, minRttNs: number): RateSample {
    const rs = this.rs;
    if (this.appLimited > 0 && delivered > this.appLimited) this.appLimited = 0;
    if (newly > 0) this.deliveredNs = now;
    rs.acked = newly;
    rs.losses = lost;
    rs.priorInFlight = priorInFlight;
    rs.rttNs = rttNs;
    if (this.priorNs < 0) {
      rs.priorDelivered = -1;
      rs.delivered = -1;
      rs.intervalNs = -1;
      rs.isAppLimited = false;
      return rs;
    }
    rs.priorDelivered = this.priorDelivered;
    rs.delivered = delivered - this.priorDelivered;
    rs.isAppLimited = this.isAppLimited;
    rs.intervalNs = Math.max(this.sendNs, now - this.priorNs);
    if (rs.intervalNs < minRttNs) rs.intervalNs = -1;
    return rs;
  }
}
