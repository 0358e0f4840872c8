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
// The sender is one state and functions by concern, as Linux keeps one struct tcp_sock and
// tcp_input / tcp_output / tcp_recovery / tcp_timer. Each module imports only those listed above
// it (sender-layers.test.ts keeps the arrows one way):
//   sender-defs.ts         event kinds, segment flags, constants, SenderConfig
//   sender-sock.ts         TcpSock, the state; the SenderStack strategy interface; pipe, PacedHost
//   sender-ring.ts         segment ring, SACK union-find, RACK's transmission-ordered list, lost FIFO
//   sender-rtt.ts          RTT estimator, RTO value, arming the timers
//   sender-transmit.ts     transmission, the two send loops, pacing, after-ACK bookkeeping
//   sender-recovery.ts     RACK marking, recovery / CWR / loss entry, PRR
//   sender-timers.ts       what the RTO, RACK and pacer timers do when they fire
//   sender-stack-linux.ts  LINUX_STACK: the linux stack's ACK and timeout
//   sender-stack-book.ts   BOOK_STACK: the book stack's ACK and timeout
//   sender.ts              TcpSender: picks the stack, takes the kernel's events
// The congestion control (cc/) is the other strategy, called at Linux's tcp_congestion_ops points.
// The stack's functions are reached through the state (sk.stack.ack / send / timeout), never
// imported below this file.

import type { Kernel } from '../core/kernel';
import type { Link } from '../net/link';
import type { CongestionControl } from './cc/types';
import { TcpSock } from './sender-sock';
import { send } from './sender-transmit';
import { paceTimer, reoTimer, rtoTimer } from './sender-timers';
import { BOOK_STACK } from './sender-stack-book';
import { LINUX_STACK } from './sender-stack-linux';
import { K_PACE, K_REO, K_RTO, TX_K_ACK, TX_K_START, type SenderConfig } from './sender-defs';

export {
  BOOK_INITIAL_WINDOW, BOOK_RTO_MIN_NS, INITIAL_RTO_NS, LINUX_INITIAL_WINDOW, LINUX_RTO_MIN_NS, RTO_MAX_NS,
  TX_K_ACK, TX_K_START,
} from './sender-defs';
export type { SenderConfig } from './sender-defs';

export class TcpSender extends TcpSock {
  constructor(k: Kernel, fwd: Link, source: number, cc: CongestionControl, cfg: SenderConfig) {
    super(k, fwd, source, cc, cfg, cfg.linux ? LINUX_STACK : BOOK_STACK);
  }

  handle(kind: number, arg: number): void {
    switch (kind) {
      case TX_K_ACK:
        processAck(this, arg);
        break;
      case TX_K_START:
        this.started = true;
        this.cc.init(this, this.k.now);
        send(this);
        break;
      case K_RTO:
        rtoTimer(this);
        break;
      case K_REO:
        reoTimer(this);
        break;
      case K_PACE:
        paceTimer(this);
        break;
    }
  }
}

/** An ACK reaches the sender: what both stacks take from it, then the stack's own processing. */
function processAck(sk: TcpSock, p: number): void {
  sk.acksReceived++;
  const pool = sk.k.pool;
  sk.tsRecent = pool.sentAt[p];
  const wnd = pool.wnd[p];
  if (wnd !== Infinity) {
    // The window's right edge (snd_una + snd_wnd); the receiver never moves it left.
    sk.sndWnd = wnd;
    const edge = Math.min(pool.seq[p], sk.maxSent) + Math.floor(wnd / sk.cfg.mss);
    if (edge > sk.sndWndEdge) sk.sndWndEdge = edge;
  }
  sk.stack.ack(sk, p);
  // cwnd_fixed: whatever recovery or the algorithm wrote, the window is the fixed one (the
  // sampled cwnd shows it too); send() applies it before every sending decision.
  if (sk.fixedCwnd > 0) sk.cwnd = sk.fixedCwnd;
  if (sk.onAck !== null) sk.onAck(sk);
}
