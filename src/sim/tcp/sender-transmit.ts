// Putting segments on the wire: new data, retransmissions of lost segments, the send loop that
// cwnd, rwnd and the pacer gate, and what follows every ACK (finish, re-arm the RTO, send more).

import { PF_CWR, PF_ECT, PF_GSO_CONT, PK_TCP_DATA } from '../core/packet-pool';
import { NS_PER_S } from '../core/time';
import { CA_CWR, CA_RECOVERY, TCP_OVERHEAD_BYTES } from './wire';
import { TcpSenderTimers } from './sender-timers';
import { GSO_MAX_BYTES, K_PACE, S_EVER_RETRANS, S_RETRANS, TSO_MIN_SEGS } from './sender-defs';

export abstract class TcpSenderTransmit extends TcpSenderTimers {
  /** `fresh`: the segment's first transmission (new data); false for any retransmission. */
  protected transmit(s: number, fresh: boolean): void {
    const k = this.k;
    const payload = s === this.totalSegs - 1 ? this.lastPayload : this.cfg.mss;
    const p = k.pool.alloc(payload + TCP_OVERHEAD_BYTES, this.source, PK_TCP_DATA, s, k.now);
    if (this.cfg.ecn) {
      // RFC 3168 section 6.1.5: a retransmission MUST NOT be ECT; section 6.1.2: CWR goes on the
      // first new data segment after the reduction. Linux tcp_ecn_send: ECT and the queued CWR on
      // data at or above snd_nxt only; a retransmission leaves Not-ECT unless the algorithm needs
      // ECN (tcp_ca_needs_ecn: DCTCP), and never takes the CWR.
      if (fresh) {
        let f = PF_ECT;
        if (this.cwrPending) {
          f |= PF_CWR;
          this.cwrPending = false;
        }
        k.pool.flags[p] = f;
      } else if (this.cc.needsEcn === true) {
        k.pool.flags[p] = PF_ECT;
      }
    }
    if (this.gsoLeft > 0) {
      k.pool.flags[p] |= PF_GSO_CONT;
      this.gsoLeft--;
    }
    k.pool.tsecr[p] = this.tsRecent;
    this.segmentsSent++;
    if (this.rate !== null) {
      // Nothing was outstanding before this segment (a retransmission is already counted out).
      const idle = this.nxt - this.una === 1 && !(this.flags[s & this.mask] & S_RETRANS);
      this.rate.onSend(s & this.mask, k.now, this.delivered, idle);
    }
    // Linux internal pacing (EDT, tcp_update_skb_after_send): the next segment leaves its payload
    // length / rate after this one (or after now, if late); the rate counts payload bytes.
    if (this.pacingRate > 0) {
      this.nextDepartureNs = Math.max(this.nextDepartureNs, k.now) + (payload * NS_PER_S) / this.pacingRate;
    }
    if (this.state === CA_RECOVERY || this.state === CA_CWR) this.prrOut++;
    if (this.rtoAt === Infinity) this.armRto();
    this.fwd.send(p);
  }

  protected sendNew(): void {
    const s = this.nxt++;
    this.ensureRing();
    const i = s & this.mask;
    // book go-back-N after a timeout: a segment below the highest sent was sent before.
    const fresh = s >= this.maxSent;
    if (fresh) {
      this.flags[i] = 0;
      this.maxSent = s + 1;
    } else {
      this.flags[i] = S_EVER_RETRANS;
      this.retransmits++;
    }
    this.xmit[i] = this.k.now;
    this.order[i] = ++this.txCounter;
    this.parent[i] = s;
    if (this.cfg.linux) this.tsAppend(s);
    this.transmit(s, fresh);
  }

  protected retransmit(s: number): void {
    const i = s & this.mask;
    this.flags[i] |= S_EVER_RETRANS;
    if (this.cfg.linux) {
      this.flags[i] |= S_RETRANS;
      this.retransOut++;
      this.tsAppend(s);
    }
    this.xmit[i] = this.k.now;
    this.order[i] = ++this.txCounter;
    this.retransmits++;
    this.transmit(s, false);
  }

  protected send(): void {
    if (!this.started || this.finished) return;
    if (this.fixedCwnd > 0) this.cwnd = this.fixedCwnd;
    if (!this.cfg.linux) {
      while (this.nxt - this.una < this.cwnd) {
        if (this.nxt >= this.totalSegs || this.windowFull()) {
          this.cwndLimited = false;
          this.rwndLimited = this.nxt < this.totalSegs;
          return;
        }
        this.sendNew();
      }
      this.cwndLimited = true;
      this.rwndLimited = false;
      return;
    }
    // GSO: the new segments of one pass go out as packets of tsoSegs() segments (the rest of a
    // packet is cut short when cwnd, rwnd or the data ends, as tcp_write_xmit's cwnd quota does).
    const tso = this.pacingRate > 0 ? 1 : this.tsoSegs();
    this.gsoLeft = 0;
    for (;;) {
      if (this.inFlight() >= this.cwnd) {
        this.cwndLimited = true;
        this.rwndLimited = false;
        this.gsoLeft = 0;
        return;
      }
      if (this.pacingRate > 0 && this.k.now < this.nextDepartureNs) {
        this.armPace();
        return;
      }
      const s = this.lostCount > 0 ? this.lostPeek() : -1;
      if (s >= 0) {
        this.lostShift();
        this.gsoLeft = 0; // a retransmission is a packet of its own
        this.retransmit(s);
        continue;
      }
      if (this.nxt >= this.totalSegs || this.windowFull()) {
        // Out of data with room in cwnd: samples until this is delivered are app-limited.
        if (this.rate !== null && this.nxt >= this.totalSegs) this.rate.markAppLimited(this.delivered + this.inFlight());
        this.cwndLimited = false;
        this.rwndLimited = this.nxt < this.totalSegs;
        this.gsoLeft = 0;
        return;
      }
      // The first segment of a GSO packet opens it for tso - 1 more.
      const opening = this.gsoLeft === 0;
      this.sendNew();
      if (opening) this.gsoLeft = tso - 1;
    }
  }

  /**
   * Segments per GSO packet, Linux tcp_tso_autosize: 1 ms of data at the pacing rate the stack
   * computes even without a pacer (tcp_update_pacing_rate: cwnd x mss / srtt, x 2 in slow start
   * below ssthresh / 2, x 1.2 after; sk_pacing_shift 10), at most 64 KiB, at least 2
   * (tcp_min_tso_segs).
   */
  protected tsoSegs(): number {
    if (this.srttNs <= 0) return TSO_MIN_SEGS;
    const ratio = this.cwnd < this.ssthresh / 2 ? 2 : 1.2;
    const rateBytesPerS = (ratio * this.cwnd * this.cfg.mss * NS_PER_S) / this.srttNs;
    const bytes = Math.min(rateBytesPerS / 1024, GSO_MAX_BYTES);
    return Math.max(Math.floor(bytes / this.cfg.mss), TSO_MIN_SEGS);
  }

  /** The receive window is full: a fixed rwnd_bytes, or the right edge the receiver advertised. */
  protected windowFull(): boolean {
    return this.nxt - this.una >= this.rwndSegs || this.nxt >= this.sndWndEdge;
  }

  protected armPace(): void {
    if (this.paceEventAt !== Infinity) return;
    this.paceEventAt = Math.ceil(this.nextDepartureNs);
    this.k.at(this.paceEventAt, this.id, K_PACE, 0);
  }

  /**
   * After an ACK: finish a fully acknowledged transfer, or re-arm the RTO and send what fits.
   * `rearm` false keeps the running timer although una advanced (the book stack's later partial ACKs).
   */
  protected afterAck(unaAdvanced: boolean, rearm = unaAdvanced): void {
    const k = this.k;
    if (this.una >= this.totalSegs) {
      this.finished = true;
      this.finishedNs = k.now;
      this.rtoAt = Infinity;
      if (this.rtoHandle >= 0) k.cancel(this.rtoHandle);
      this.rtoHandle = -1;
      this.rtoEventAt = Infinity;
      return;
    }
    if (this.una >= this.nxt) this.rtoAt = Infinity;
    else if (rearm) this.armRto();
    this.send();
  }
}
