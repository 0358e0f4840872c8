// Putting segments on the wire: new data, retransmissions of lost segments, the two stacks' send
// loops that cwnd, rwnd and the pacer gate, and what follows every ACK (finish, re-arm the RTO,
// send more).

import { PF_CWR, PF_ECT, PF_GSO_CONT, PK_TCP_DATA } from '../core/packet-pool';
import { NS_PER_S } from '../core/time';
import { CA_CWR, CA_RECOVERY, TCP_OVERHEAD_BYTES } from './wire';
import type { TcpSock } from './sender-sock';
import { ensureRing, lostPeek, lostShift, tsAppend } from './sender-ring';
import { armPace, armRto, cancelRto } from './sender-rtt';
import { GSO_MAX_BYTES, S_EVER_RETRANS, S_RETRANS, TSO_MIN_SEGS } from './sender-defs';

/** Segment s leaves. `fresh`: its first transmission (new data); false for any retransmission. */
function transmit(sk: TcpSock, s: number, fresh: boolean): void {
  const k = sk.k;
  const payload = s === sk.totalSegs - 1 ? sk.lastPayload : sk.cfg.mss;
  const p = k.pool.alloc(payload + TCP_OVERHEAD_BYTES, sk.source, PK_TCP_DATA, s, k.now);
  if (sk.cfg.ecn) {
    // RFC 3168 section 6.1.5: a retransmission MUST NOT be ECT; section 6.1.2: CWR goes on the
    // first new data segment after the reduction. Linux tcp_ecn_send: ECT and the queued CWR on
    // data at or above snd_nxt only; a retransmission leaves Not-ECT unless the algorithm needs
    // ECN (tcp_ca_needs_ecn: DCTCP), and never takes the CWR.
    if (fresh) {
      let f = PF_ECT;
      if (sk.cwrPending) {
        f |= PF_CWR;
        sk.cwrPending = false;
      }
      k.pool.flags[p] = f;
    } else if (sk.cc.needsEcn === true) {
      k.pool.flags[p] = PF_ECT;
    }
  }
  if (sk.gsoLeft > 0) {
    k.pool.flags[p] |= PF_GSO_CONT;
    sk.gsoLeft--;
  }
  k.pool.tsecr[p] = sk.tsRecent;
  sk.segmentsSent++;
  if (sk.rate !== null) {
    // Nothing was outstanding before this segment (a retransmission is already counted out).
    const idle = sk.nxt - sk.una === 1 && !(sk.flags[s & sk.mask] & S_RETRANS);
    sk.rate.onSend(s & sk.mask, k.now, sk.delivered, idle);
  }
  // Linux internal pacing (EDT, tcp_update_skb_after_send): the next segment leaves its payload
  // length / rate after this one (or after now, if late); the rate counts payload bytes.
  if (sk.pacingRate > 0) {
    sk.nextDepartureNs = Math.max(sk.nextDepartureNs, k.now) + (payload * NS_PER_S) / sk.pacingRate;
  }
  if (sk.state === CA_RECOVERY || sk.state === CA_CWR) sk.prrOut++;
  if (sk.rtoAt === Infinity) armRto(sk);
  sk.fwd.send(p);
}

/** Sends segment nxt (new data, or in the book stack's go-back-N a segment sent before). */
function sendNew(sk: TcpSock): void {
  const s = sk.nxt++;
  ensureRing(sk);
  const i = s & sk.mask;
  // book go-back-N after a timeout: a segment below the highest sent was sent before.
  const fresh = s >= sk.maxSent;
  if (fresh) {
    sk.flags[i] = 0;
    sk.maxSent = s + 1;
  } else {
    sk.flags[i] = S_EVER_RETRANS;
    sk.retransmits++;
  }
  sk.xmit[i] = sk.k.now;
  sk.order[i] = ++sk.txCounter;
  sk.parent[i] = s;
  if (sk.sack) tsAppend(sk, s);
  transmit(sk, s, fresh);
}

/** Resends segment s (a lost one, or the book stack's fast retransmit). */
export function retransmit(sk: TcpSock, s: number): void {
  const i = s & sk.mask;
  sk.flags[i] |= S_EVER_RETRANS;
  if (sk.sack) {
    sk.flags[i] |= S_RETRANS;
    sk.retransOut++;
    tsAppend(sk, s);
  }
  sk.xmit[i] = sk.k.now;
  sk.order[i] = ++sk.txCounter;
  sk.retransmits++;
  transmit(sk, s, false);
}

/** Sends what fits now, by the stack's loop (sendLinux or sendBook), once started and until finished. */
export function send(sk: TcpSock): void {
  if (!sk.started || sk.finished) return;
  if (sk.fixedCwnd > 0) sk.cwnd = sk.fixedCwnd;
  sk.stack.send(sk);
}

/** The book stack's loop: new segments (or go-back-N resends) while nxt - una < cwnd. */
export function sendBook(sk: TcpSock): void {
  while (sk.nxt - sk.una < sk.cwnd) {
    if (sk.nxt >= sk.totalSegs || windowFull(sk)) {
      sk.cwndLimited = false;
      sk.rwndLimited = sk.nxt < sk.totalSegs;
      return;
    }
    sendNew(sk);
  }
  sk.cwndLimited = true;
  sk.rwndLimited = false;
}

/**
 * The linux stack's loop (tcp_write_xmit): while the pipe is below cwnd and the pacer allows,
 * lost segments first, then new ones in GSO packets.
 */
export function sendLinux(sk: TcpSock): void {
  // GSO: the new segments of one pass go out as packets of tsoSegs() segments (the rest of a
  // packet is cut short when cwnd, rwnd or the data ends, as tcp_write_xmit's cwnd quota does).
  const tso = sk.pacingRate > 0 ? 1 : tsoSegs(sk);
  sk.gsoLeft = 0;
  for (;;) {
    if (sk.inFlight() >= sk.cwnd) {
      sk.cwndLimited = true;
      sk.rwndLimited = false;
      sk.gsoLeft = 0;
      return;
    }
    if (sk.pacingRate > 0 && sk.k.now < sk.nextDepartureNs) {
      armPace(sk);
      return;
    }
    const s = sk.lostCount > 0 ? lostPeek(sk) : -1;
    if (s >= 0) {
      lostShift(sk);
      sk.gsoLeft = 0; // a retransmission is a packet of its own
      retransmit(sk, s);
      continue;
    }
    if (sk.nxt >= sk.totalSegs || windowFull(sk)) {
      // Out of data with room in cwnd: samples until this is delivered are app-limited.
      if (sk.rate !== null && sk.nxt >= sk.totalSegs) sk.rate.markAppLimited(sk.delivered + sk.inFlight());
      sk.cwndLimited = false;
      sk.rwndLimited = sk.nxt < sk.totalSegs;
      sk.gsoLeft = 0;
      return;
    }
    // The first segment of a GSO packet opens it for tso - 1 more.
    const opening = sk.gsoLeft === 0;
    sendNew(sk);
    if (opening) sk.gsoLeft = tso - 1;
  }
}

/**
 * Segments per GSO packet, Linux tcp_tso_autosize: 1 ms of data at the pacing rate the stack
 * computes even without a pacer (tcp_update_pacing_rate: cwnd x mss / srtt, x 2 in slow start
 * below ssthresh / 2, x 1.2 after; sk_pacing_shift 10), at most 64 KiB, at least 2
 * (tcp_min_tso_segs).
 */
function tsoSegs(sk: TcpSock): number {
  if (sk.srttNs <= 0) return TSO_MIN_SEGS;
  const ratio = sk.cwnd < sk.ssthresh / 2 ? 2 : 1.2;
  const rateBytesPerS = (ratio * sk.cwnd * sk.cfg.mss * NS_PER_S) / sk.srttNs;
  const bytes = Math.min(rateBytesPerS / 1024, GSO_MAX_BYTES);
  return Math.max(Math.floor(bytes / sk.cfg.mss), TSO_MIN_SEGS);
}

/** The receive window is full: a fixed rwnd_bytes, or the right edge the receiver advertised. */
function windowFull(sk: TcpSock): boolean {
  return sk.nxt - sk.una >= sk.rwndSegs || sk.nxt >= sk.sndWndEdge;
}

/**
 * After an ACK: finish a fully acknowledged transfer, or re-arm the RTO and send what fits.
 * `rearm`: una advanced (false also keeps the running timer on the book stack's later partial ACKs).
 */
export function afterAck(sk: TcpSock, rearm: boolean): void {
  if (sk.una >= sk.totalSegs) {
    sk.finished = true;
    sk.finishedNs = sk.k.now;
    cancelRto(sk);
    return;
  }
  if (sk.una >= sk.nxt) sk.rtoAt = Infinity;
  else if (rearm) armRto(sk);
  send(sk);
}
