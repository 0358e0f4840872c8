// The sending end of one TCP connection. Sequence numbers count segments (segment n carries
// payload bytes [n * mss, (n + 1) * mss)). Two stacks share the segment store and the timers:
//
// - `linux`: initial window 10; SACK scoreboard; losses found by RACK (a segment is lost once a
//   segment sent after it has been delivered, after a reordering window of min_rtt / 4 that drops
//   to zero with 3 segments SACKed or in recovery), which also finds lost retransmissions; RFC 6675
//   pipe (in flight = out - sacked - lost + retransmitted); Proportional Rate Reduction (RFC 6937,
//   tcp_cwnd_reduction) in recovery; RTO = srtt + max(4 rttvar, 200 ms) with exponential backoff,
//   marking everything outstanding lost; no metrics kept between runs.
// - `book`: initial window 1; no SACK; RFC 5681 fast retransmit on the third duplicate ACK and
//   fast recovery with window inflation (cwnd = ssthresh + 3, +1 per duplicate ACK, deflated to
//   ssthresh by the ACK of new data; NewReno partial ACKs per RFC 6582); growth by one ACK at a
//   time; RTO per RFC 6298 (1 s floor) back to cwnd = 1 and go-back-N.
//
// Rate-based algorithms (cc.congControl, BBR; linux stack): the sender samples delivery rates
// (pacing-rate-sampler.ts), lets the algorithm set cwnd and a pacing rate on every ACK instead of
// PRR and congAvoid, and spaces departures by payload / pacing rate (one timer per departure).
// Without a pacing rate nothing changes for the other algorithms.
//
// Host noise (both stacks; the reverse link applies it, Link.hostNoise): an ACK reaching the
// sender is processed after a random delay drawn uniformly from [0, ack_jitter_us) from the
// connection's own stream, in arrival order. A real
// sender takes each ACK in a softirq whose start depends on what else the (shared, loaded) host is
// doing; without any such noise a deterministic drop-tail simulation phase-locks (Floyd and
// Jacobson, "On Traffic Phase Effects in Packet-Switched Gateways", 1991/92), and which flow takes
// the drop at each overflow is decided by sub-microsecond arrival order. See docs/model.md.
//
// Per-segment state lives in typed arrays indexed by (segment & mask), a ring covering
// [una, nxt). Per-ACK work is amortised O(1) per segment whatever the window: SACK blocks are
// applied through a "next un-SACKed segment" union-find (already-SACKed runs are skipped), RACK
// walks a list of outstanding segments kept in transmission order, and lost segments wait in a
// FIFO for retransmission.
//
// The sender is one object whose methods live in a chain of classes, one concept per file, state
// in the base class, so hot paths read typed arrays and fields directly:
//   sender-defs.ts       event kinds, segment flags, constants, SenderConfig
//   sender-base.ts       state, constructor, pipe and the PacedHost getters
//   sender-ring.ts       segment ring, SACK union-find, RACK's transmission-ordered list, lost FIFO
//   sender-timers.ts     RTT estimator, RTO timer and timeout
//   sender-transmit.ts   transmission, the send loop, pacing, after-ACK bookkeeping
//   sender-recovery.ts   RACK marking and timer, recovery / CWR entry, PRR
//   sender-ack-linux.ts  the linux stack's ACK
//   sender-ack-book.ts   the book stack's ACK
//   sender.ts            event dispatch

import { TcpSenderAckBook } from './sender-ack-book';
import { K_PACE, K_REO, K_RTO, TX_K_ACK, TX_K_START } from './sender-defs';

export {
  BOOK_INITIAL_WINDOW, BOOK_RTO_MIN_NS, INITIAL_RTO_NS, LINUX_INITIAL_WINDOW, LINUX_RTO_MIN_NS, RTO_MAX_NS,
  TX_K_ACK, TX_K_START,
} from './sender-defs';
export type { SenderConfig } from './sender-defs';

export class TcpSender extends TcpSenderAckBook {
  handle(kind: number, arg: number): void {
    switch (kind) {
      case TX_K_ACK:
        this.processAck(arg);
        break;
      case TX_K_START:
        this.started = true;
        this.cc.init(this, this.k.now);
        this.send();
        break;
      case K_RTO:
        this.rtoTimer();
        break;
      case K_REO:
        this.reoTimer();
        break;
      case K_PACE:
        this.paceEventAt = Infinity;
        this.send();
        break;
    }
  }

  private processAck(p: number): void {
    this.acksReceived++;
    const pool = this.k.pool;
    this.tsRecent = pool.sentAt[p];
    const wnd = pool.wnd[p];
    if (wnd !== Infinity) {
      // The window's right edge (snd_una + snd_wnd); the receiver never moves it left.
      this.sndWnd = wnd;
      const edge = Math.min(pool.seq[p], this.maxSent) + Math.floor(wnd / this.cfg.mss);
      if (edge > this.sndWndEdge) this.sndWndEdge = edge;
    }
    if (this.cfg.linux) this.ackLinux(p);
    else this.ackBook(p);
    // cwnd_fixed: whatever recovery or the algorithm wrote, the window is the fixed one (the
    // sampled cwnd shows it too); send() applies it before every sending decision.
    if (this.fixedCwnd > 0) this.cwnd = this.fixedCwnd;
    if (this.onAck !== null) this.onAck(this);
  }
}
