// The linux receiver's buffer autotuning and the window it advertises (Linux net/ipv4/tcp_input.c
// tcp_rcv_space_adjust, "dynamic right-sizing", and tcp_output.c tcp_select_window):
//
// - The buffer starts at tcp_rmem[1] (131 072 B) and may grow to tcp_rmem[2] (6 291 456 B by
//   default: `rmem_max_bytes`). Once per receiver RTT it compares the bytes the application read
//   in the last RTT (`copied`; here the application reads at once, so everything delivered in
//   order) with the previous RTT's (`space`). If more: rcvwin = 2 copied + 16 MSS (a window that
//   survives a loss, with a cushion), plus 2 rcvwin (copied - space) / space (the sender may
//   double its rate per RTT in slow start), and the buffer becomes the space that holds rcvwin,
//   capped at tcp_rmem[2]. It never shrinks.
// - The window is the buffer's share that payload may fill: space x scaling_ratio (Linux 6.6 on,
//   tcp_win_from_space; scaling_ratio = payload / truesize of the received skbs, a property of the
//   receiving host: `rcv_scaling_ratio`), rounded down to the window scale (wscale 7 for a 6 MiB
//   buffer: multiples of 128 B, as the notes' `wscale:7,7`), and the right edge never moves left.
//   The application reads at once, so no unread data takes buffer space; out-of-order data is not
//   charged either (a simplification), nor is rcv_ssthresh's growth of 2 MSS per segment
//   (tcp_grow_window) modelled: it outruns any sender's slow start.
// - The receiver's RTT (tcp_rcv_rtt_measure_ts) comes from the timestamp echo: each data segment
//   carries the send time of the latest ACK its sender had taken (pool.tsecr); the sample is the
//   time since, smoothed with gain 1/8.
//
// - The book stack's receiver (a textbook one) does not autotune: its buffer is rmem_max_bytes
//   from the start (`fixed`), and the window is the same share of it. Its right edge is rcv_nxt +
//   window, so the segments it holds out of order count in it (the textbook's rwnd = RcvBuffer -
//   [LastByteRcvd - LastByteRead], with an application that reads at once): the sender's window
//   inflation in fast recovery stops there (RFC 5681 section 3.2: send "if allowed by the new value
//   of cwnd and the receiver's advertised window").
//
// Evidence for the defaults: the notes' `ss -ti` of a Reno flow on the course link shows
// `snd_wnd:3881600`, after a slow start whose 4x growth rule drove the buffer to tcp_rmem[2]:
// 3 881 600 / 6 291 456 = 0.617, a truesize of 2 347 B per 1448-byte segment.

/** tcp_rmem[1]: the buffer a connection starts with. */
export const TCP_RMEM_DEFAULT = 131072;
/** tcp_rmem[2]: the most autotuning may give (Linux's default since 4.20). */
export const TCP_RMEM_MAX = 6291456;
/** The notes' snd_wnd over tcp_rmem[2] (see above). */
export const DEFAULT_SCALING_RATIO = 0.617;
/** The window of the SYN-ACK, before any scaling: what the sender may send first. */
export const INITIAL_WINDOW_BYTES = 65535;

export class RcvBufferAutotune {
  /** sk_rcvbuf, bytes. */
  rcvbuf = TCP_RMEM_DEFAULT;
  /** Bytes read in the last measured RTT (rcvq_space.space). */
  private space: number;
  private seqMark = 0;
  private timeMark = 0;
  /** Smoothed receiver RTT, ns (0: no sample yet). */
  rttNs = 0;
  private readonly wscale: number;
  /** Right edge of the advertised window, bytes of the stream. */
  private edge = INITIAL_WINDOW_BYTES;

  constructor(
    private readonly mss: number,
    private readonly rmemMax: number,
    private readonly ratio: number,
    /** A fixed buffer of rmemMax (the book stack's receiver): no autotuning. */
    private readonly fixed = false,
  ) {
    // tcp_select_initial_window: TCP_INIT_CWND x advmss; wscale = ilog2(tcp_rmem[2]) - 15, 0 to 14.
    this.space = Math.min(INITIAL_WINDOW_BYTES, 10 * mss);
    this.wscale = Math.max(0, Math.min(14, ilog2(rmemMax) - 15));
    this.rcvbuf = fixed ? rmemMax : Math.min(TCP_RMEM_DEFAULT, rmemMax);
  }

  /** A timestamp echo `tsecr` (ns) arrived with data at `now` (tcp_rcv_rtt_update, gain 1/8). */
  rttSample(now: number, tsecr: number): void {
    if (tsecr < 0) return;
    const m = Math.max(1, now - tsecr);
    this.rttNs = this.rttNs === 0 ? m : this.rttNs + (m - this.rttNs) / 8;
  }

  /** The application has read `copiedBytes` in all at `now` (tcp_rcv_space_adjust). */
  adjust(copiedBytes: number, now: number): void {
    if (this.fixed || this.rttNs === 0 || now - this.timeMark < this.rttNs) return;
    const copied = copiedBytes - this.seqMark;
    if (copied > this.space) {
      let rcvwin = 2 * copied + 16 * this.mss;
      rcvwin += 2 * Math.floor((rcvwin * (copied - this.space)) / this.space);
      const rcvbuf = Math.min(Math.floor(rcvwin / this.ratio), this.rmemMax);
      if (rcvbuf > this.rcvbuf) this.rcvbuf = rcvbuf;
      this.space = copied;
    }
    this.seqMark = copiedBytes;
    this.timeMark = now;
  }

  /** The window to advertise with the next ACK when `rcvNxtBytes` have arrived in order. */
  window(rcvNxtBytes: number): number {
    const win = Math.floor(this.rcvbuf * this.ratio);
    const unit = 1 << this.wscale;
    const scaled = Math.floor(win / unit) * unit;
    if (rcvNxtBytes + scaled > this.edge) this.edge = rcvNxtBytes + scaled;
    return this.edge - rcvNxtBytes;
  }
}

/** floor(log2 x) for x >= 1, in integers. */
function ilog2(x: number): number {
  let n = 0;
  for (let v = Math.floor(x); v > 1; v = Math.floor(v / 2)) n++;
  return n;
}
