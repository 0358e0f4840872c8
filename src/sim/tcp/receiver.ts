// The receiving end of one TCP connection (rx in the course's dumbbell). Sequence numbers count
// segments. It keeps a bitmap of out-of-order segments (a ring indexed by segment number), the
// SACK blocks Linux would send (most recent first, up to 4 remembered, 3 sent with timestamps),
// and acknowledges like Linux: every second full segment, at once during the initial quick-ACK
// phase, at once while out-of-order data exists or a hole is filled, at once for duplicates,
// otherwise after the delayed-ACK timer. The `book` stack acknowledges every segment and sends
// no SACK. CE marks are echoed as ECE until the sender's CWR (RFC 3168), or, for DCTCP flows,
// ECE reflects the CE state of the data exactly (RFC 8257 section 3.2; Linux tcp_dctcp.h
// dctcp_ece_ack_update): each ACK carries ECE = CE of the last segment received, and when that
// state changes a pending delayed ACK is sent first with the old state, then the new segment is
// acknowledged at once, so the sender can count marked segments exactly despite delayed ACKs.
// SCE marks (ECT(1) set by an SCE-aware AQM, net/ecn-bits.ts) are echoed as ESCE for every
// flow, as the SCE testbed's receivers all ran the SCE kernel (draft-heist-tsvwg-sce-one-and-two-
// flow-tests: the receiver "reflects SCE signals back to the sender via the ESCE bit"). The rule
// is draft-grimes-tcpm-tcpsce section 4 (TCP Receiver): with one ACK per segment ESCE copies the
// segment's SCE; with delayed ACKs the echo must keep the proportion of marked segments, which we
// do with the same state machine as DCTCP's CE echo: ESCE = SCE of the last segment received, and
// a change of that state first flushes a pending delayed ACK with the old state, then acknowledges
// at once. Each ACK then covers segments that all had the same SCE state.

import type { Component, Kernel } from '../core/kernel';
import { MAX_SACK_BLOCKS, PF_CE, PF_CWR, PF_ECE, PK_TCP_ACK } from '../core/packet-pool';
import { NS_PER_MS } from '../core/time';
import { PF_ESCE, PF_SCE } from '../net/ecn-bits';
import type { Link } from '../net/link';
import { RcvBufferAutotune } from './rcv-buffer';
import { ACK_FRAME_BYTES } from './wire';

/** Event kind: a data segment arrives (the data link routes to it). */
export const RX_K_DATA = 1;
const K_DELACK = 2;

/** Linux TCP_ATO_MIN: the delayed-ACK timeout (HZ / 25). */
export const DELACK_NS = 40 * NS_PER_MS;
/** Linux TCP_MAX_QUICKACKS: segments acknowledged one by one at the start of a connection. */
export const QUICKACKS = 16;
const MAX_BLOCKS = 4;

export interface ReceiverConfig {
  /** Linux delayed ACKs and SACK (`linux` stack) or one ACK per segment, no SACK (`book`). */
  linux: boolean;
  mss: number;
  /** Total payload of a finite transfer, or null. */
  totalBytes: number | null;
  /** Echo CE as DCTCP does (RFC 8257 section 3.2) instead of RFC 3168's ECE-until-CWR. */
  dctcp?: boolean;
  /**
   * The receive buffer and the window it advertises (rcv-buffer.ts): tcp_rmem[2] and the window's
   * share of the buffer; autotuned (linux stack) or `fixed` at rmemMaxBytes (book stack). Absent:
   * no window is advertised (a fixed rwnd_bytes limits at the sender).
   */
  autotune?: { rmemMaxBytes: number; scalingRatio: number; fixed?: boolean } | null;
}

export class TcpReceiver implements Component {
  readonly id: number;
  /** Next segment expected in order (cumulative ACK). */
  rcvNxt = 0;
  /** Segments received (duplicates included), ACKs sent. */
  segmentsReceived = 0;
  acksSent = 0;
  /** Time (ns) rcvNxt last advanced, -1 before. */
  lastDeliveryNs = -1;
  private got = new Uint8Array(1024);
  private mask = 1023;
  private oooCount = 0;
  private readonly bStart = new Float64Array(MAX_BLOCKS);
  private readonly bEnd = new Float64Array(MAX_BLOCKS);
  private nblocks = 0;
  private unacked = 0;
  private quick = QUICKACKS;
  private delackAt = Infinity;
  private delackEventAt = Infinity;
  private ece = false;
  /** SCE state of the last segment received (echoed as ESCE). */
  private esce = false;
  /** The receive buffer and its window (null: no window advertised). */
  readonly rcvBuf: RcvBufferAutotune | null;

  constructor(
    private readonly k: Kernel,
    private readonly rev: Link,
    readonly source: number,
    private readonly cfg: ReceiverConfig,
  ) {
    this.id = k.add(this);
    const a = cfg.autotune;
    this.rcvBuf = a ? new RcvBufferAutotune(cfg.mss, a.rmemMaxBytes, a.scalingRatio, a.fixed === true) : null;
  }

  /** Payload bytes delivered in order to the application. */
  get bytesDelivered(): number {
    const b = this.rcvNxt * this.cfg.mss;
    return this.cfg.totalBytes === null ? b : Math.min(b, this.cfg.totalBytes);
  }

  handle(kind: number, p: number): void {
    if (kind === RX_K_DATA) this.data(p);
    else this.delackTimer();
  }

  private data(p: number): void {
    const k = this.k;
    const pool = k.pool;
    const s = pool.seq[p];
    const fl = pool.flags[p];
    if (this.rcvBuf !== null) this.rcvBuf.rttSample(k.now, pool.tsecr[p]);
    pool.release(p);
    this.segmentsReceived++;
    let force = false;
    // CE replaces the SCE mark on the wire (ECT(1) -> CE), so SCE counts only without CE.
    const sce = (fl & (PF_SCE | PF_CE)) === PF_SCE;
    if (this.cfg.dctcp === true) {
      const ce = (fl & PF_CE) !== 0;
      if (ce !== this.ece || sce !== this.esce) {
        // The CE or SCE state changes: ACK what is pending with the old states, then this segment at once.
        if (this.unacked > 0) this.ackNow();
        this.ece = ce;
        force = true;
      }
    } else {
      if (fl & PF_CWR) this.ece = false;
      if (fl & PF_CE) this.ece = true;
      if (sce !== this.esce) {
        if (this.unacked > 0) this.ackNow();
        force = true;
      }
    }
    this.esce = sce;
    const rcvNxt = this.rcvNxt;
    if (s < rcvNxt || (s > rcvNxt && s - rcvNxt <= this.mask && this.got[s & this.mask] === 1)) {
      this.ackNow(); // duplicate: tell the sender at once
      return;
    }
    if (s === rcvNxt) {
      const hadOoo = this.oooCount > 0;
      let n = rcvNxt + 1;
      if (hadOoo) {
        const got = this.got;
        const m = this.mask;
        while (got[n & m] === 1) {
          got[n & m] = 0;
          this.oooCount--;
          n++;
        }
      }
      this.rcvNxt = n;
      this.lastDeliveryNs = k.now;
      // The application reads at once: what arrived in order is copied (tcp_rcv_space_adjust).
      if (this.rcvBuf !== null) this.rcvBuf.adjust(n * this.cfg.mss, k.now);
      if (hadOoo) {
        this.removeBlocks();
        this.ackNow();
        return;
      }
      this.unacked++;
      if (!this.cfg.linux || this.unacked >= 2 || this.quick > 0 || force) this.ackNow();
      else this.armDelack();
      return;
    }
    // Out of order: keep it, SACK it, acknowledge at once (a duplicate ACK).
    while (s - rcvNxt > this.mask) this.grow();
    this.got[s & this.mask] = 1;
    this.oooCount++;
    if (this.cfg.linux) this.addBlock(s);
    this.ackNow();
  }

  private grow(): void {
    const n = (this.mask + 1) * 2;
    const got = new Uint8Array(n);
    const m = n - 1;
    for (let s = this.rcvNxt, e = this.rcvNxt + this.mask + 1; s < e; s++) got[s & m] = this.got[s & this.mask];
    this.got = got;
    this.mask = m;
  }

  /** tcp_sack_new_ofo_skb: extend a touching block (and move it first) or open a new one. */
  private addBlock(s: number): void {
    const st = this.bStart, en = this.bEnd;
    let nb = this.nblocks;
    for (let i = 0; i < nb; i++) {
      if (s + 1 >= st[i] && s <= en[i]) {
        let a = Math.min(st[i], s);
        let b = Math.max(en[i], s + 1);
        for (let j = i; j > 0; j--) {
          st[j] = st[j - 1];
          en[j] = en[j - 1];
        }
        // Coalesce with any other block it now touches.
        for (let j = 1; j < nb; ) {
          if (b >= st[j] && a <= en[j]) {
            a = Math.min(a, st[j]);
            b = Math.max(b, en[j]);
            for (let q = j; q < nb - 1; q++) {
              st[q] = st[q + 1];
              en[q] = en[q + 1];
            }
            nb--;
          } else j++;
        }
        st[0] = a;
        en[0] = b;
        this.nblocks = nb;
        return;
      }
    }
    if (nb === MAX_BLOCKS) nb--;
    for (let j = nb; j > 0; j--) {
      st[j] = st[j - 1];
      en[j] = en[j - 1];
    }
    st[0] = s;
    en[0] = s + 1;
    this.nblocks = nb + 1;
  }

  /** tcp_sack_remove: blocks the cumulative ACK has reached are dropped. */
  private removeBlocks(): void {
    const st = this.bStart, en = this.bEnd;
    let w = 0;
    for (let i = 0; i < this.nblocks; i++) {
      if (st[i] > this.rcvNxt) {
        st[w] = st[i];
        en[w] = en[i];
        w++;
      }
    }
    this.nblocks = w;
  }

  private armDelack(): void {
    if (this.delackAt !== Infinity) return;
    const t = this.k.now + DELACK_NS;
    this.delackAt = t;
    if (t < this.delackEventAt) {
      this.k.queue.push(t, this.id, K_DELACK, 0);
      this.delackEventAt = t;
    }
  }

  private delackTimer(): void {
    const now = this.k.now;
    if (now === this.delackEventAt) this.delackEventAt = Infinity;
    if (this.delackAt <= now) this.ackNow();
    else if (this.delackAt !== Infinity && this.delackAt < this.delackEventAt) {
      this.k.queue.push(this.delackAt, this.id, K_DELACK, 0);
      this.delackEventAt = this.delackAt;
    }
  }

  private ackNow(): void {
    const k = this.k;
    const pool = k.pool;
    const a = pool.alloc(ACK_FRAME_BYTES, this.source, PK_TCP_ACK, this.rcvNxt, k.now);
    pool.flags[a] = (this.ece ? PF_ECE : 0) | (this.esce ? PF_ESCE : 0);
    if (this.rcvBuf !== null) pool.wnd[a] = this.rcvBuf.window(this.rcvNxt * this.cfg.mss);
    const n = Math.min(this.nblocks, MAX_SACK_BLOCKS);
    pool.nsack[a] = n;
    const base = a * MAX_SACK_BLOCKS;
    for (let i = 0; i < n; i++) {
      pool.sackStart[base + i] = this.bStart[i];
      pool.sackEnd[base + i] = this.bEnd[i];
    }
    this.unacked = 0;
    if (this.quick > 0) this.quick--;
    this.delackAt = Infinity;
    this.acksSent++;
    this.rev.send(a);
  }
}
