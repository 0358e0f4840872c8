// Samples the network every sample_ms into preallocated typed arrays (one row per sample,
// rows at t = k * sample_ms for k = 1..floor(duration / sample_ms)).
// Per TCP connection it records what `ss -ti` shows: cwnd and ssthresh in segments (ssthresh NaN
// while still infinite), smoothed and minimum RTT, segments in flight, the delivery rate (segments
// newly acknowledged or SACKed during the period), cumulative retransmissions and the state code
// (0 open, 1 disorder, 2 cwr, 3 recovery, 4 loss), the receiver's window (snd_wnd, bytes) and
// whether it, not cwnd, held the sender back (rwnd_limited, 0 or 1), plus the in-order payload
// rate at the receiver.

import type { Component, Kernel } from '../core/kernel';
import { NS_PER_MS } from '../core/time';
import type { AqmCounters, QueueDiscipline } from '../net/queue';
import type { UdpFlow } from '../apps/udp';
import type { TcpConnection } from '../tcp/flow';
import { TCP_INFINITE_SSTHRESH } from '../tcp/cc/types';
import type { FrctFlow } from '../ouroboros/frct-flow';

const K_SAMPLE = 1;

/** Series names of a TCP connection, in the order they are stored. */
export const TCP_SERIES = [
  'cwnd', 'ssthresh', 'rtt_ms', 'min_rtt_ms', 'inflight', 'delivery_mbps', 'delivered_mbps', 'retrans', 'state',
  'snd_wnd', 'rwnd_limited',
] as const;
export type TcpSeriesName = (typeof TCP_SERIES)[number];

/**
 * Series names of an FRCT flow: in-order payload rate at the receiver, the sender's smoothed RTT
 * and RTO, packets in flight, cumulative retransmissions, and the path's mb-ecn paced rate and
 * upstream congestion level, path capacity and regime (the sending IPCP's, shared by the flows of the path).
 */
export const FRCT_SERIES = [
  'delivered_mbps', 'rtt_ms', 'rto_ms', 'inflight', 'retrans', 'paced_mbps', 'level', 'capacity_mbps', 'regime',
] as const;
export type FrctSeriesName = (typeof FRCT_SERIES)[number];

export class Recorder implements Component {
  readonly id: number;
  readonly rows: number;
  filled = 0;
  readonly t_s: Float64Array;
  readonly queue_bytes: Float64Array;
  /** Cumulative bottleneck queue drops at each sample. */
  readonly queue_drops: Float64Array;
  /** Cumulative CE marks of the bottleneck queue at each sample. */
  readonly queue_marks: Float64Array;
  /** Sojourn (ms) of the last packet the queue handed to the link; NaN for a FIFO (it keeps no times). */
  readonly queue_sojourn_ms: Float64Array;
  /** Per udp flow (aligned with `udp`): delivered payload rate over the last sample period. */
  readonly delivered_mbps: Float64Array[];
  /** Per TCP connection (aligned with `conns`): one array per TCP_SERIES name. */
  readonly tcp: Record<TcpSeriesName, Float64Array>[];
  /** Per FRCT flow (aligned with `frct`): one array per FRCT_SERIES name. */
  readonly frctSeries: Record<FrctSeriesName, Float64Array>[];
  private readonly prevFrctBytes: Float64Array;
  private readonly prevBytes: Float64Array;
  private readonly prevTcpDelivered: Float64Array;
  private readonly prevTcpBytes: Float64Array;

  constructor(
    private readonly k: Kernel,
    private readonly sampleNs: number,
    private readonly queue: QueueDiscipline,
    private readonly udp: readonly UdpFlow[],
    private readonly conns: readonly TcpConnection[] = [],
    private readonly mss: readonly number[] = [],
    private readonly frct: readonly FrctFlow[] = [],
  ) {
    this.id = k.add(this);
    this.rows = Math.floor(k.endNs / sampleNs);
    this.t_s = new Float64Array(this.rows);
    this.queue_bytes = new Float64Array(this.rows);
    this.queue_drops = new Float64Array(this.rows);
    this.queue_marks = new Float64Array(this.rows);
    this.queue_sojourn_ms = new Float64Array(this.rows);
    this.delivered_mbps = udp.map(() => new Float64Array(this.rows));
    this.prevBytes = new Float64Array(udp.length);
    this.tcp = conns.map(() => {
      const r = {} as Record<TcpSeriesName, Float64Array>;
      for (const n of TCP_SERIES) r[n] = new Float64Array(this.rows);
      return r;
    });
    this.frctSeries = frct.map(() => {
      const r = {} as Record<FrctSeriesName, Float64Array>;
      for (const n of FRCT_SERIES) r[n] = new Float64Array(this.rows);
      return r;
    });
    this.prevFrctBytes = new Float64Array(frct.length);
    this.prevTcpDelivered = new Float64Array(conns.length);
    this.prevTcpBytes = new Float64Array(conns.length);
    if (this.rows > 0) k.at(sampleNs, this.id, K_SAMPLE, 0);
  }

  handle(): void {
    const i = this.filled++;
    const now = this.k.now;
    this.t_s[i] = now / 1e9;
    this.queue_bytes[i] = this.queue.bytes;
    this.queue_drops[i] = this.queue.drops;
    const q = this.queue as Partial<AqmCounters>;
    this.queue_marks[i] = q.ceMarks ?? 0;
    this.queue_sojourn_ms[i] = q.lastSojournNs === undefined ? NaN : q.lastSojournNs / 1e6;
    for (let f = 0; f < this.udp.length; f++) {
      const b = this.udp[f].bytesDelivered;
      // bits per ns * 1000 = Mbit/s
      this.delivered_mbps[f][i] = ((b - this.prevBytes[f]) * 8000) / this.sampleNs;
      this.prevBytes[f] = b;
    }
    for (let c = 0; c < this.conns.length; c++) {
      const s = this.conns[c].sender;
      const r = this.tcp[c];
      r.cwnd[i] = s.cwnd;
      r.ssthresh[i] = s.ssthresh >= TCP_INFINITE_SSTHRESH ? NaN : s.ssthresh;
      r.rtt_ms[i] = s.srttNs > 0 ? s.srttNs / NS_PER_MS : NaN;
      r.min_rtt_ms[i] = s.minRttNs === Infinity ? NaN : s.minRttNs / NS_PER_MS;
      r.inflight[i] = s.inFlight();
      r.delivery_mbps[i] = ((s.delivered - this.prevTcpDelivered[c]) * this.mss[c] * 8000) / this.sampleNs;
      this.prevTcpDelivered[c] = s.delivered;
      const b = this.conns[c].receiver.bytesDelivered;
      r.delivered_mbps[i] = ((b - this.prevTcpBytes[c]) * 8000) / this.sampleNs;
      this.prevTcpBytes[c] = b;
      r.retrans[i] = s.retransmits;
      r.state[i] = s.state;
      // ss's snd_wnd in bytes (NaN when no window limits), and whether that window, not cwnd, limits.
      r.snd_wnd[i] = s.sndWnd === Infinity ? NaN : s.sndWnd;
      r.rwnd_limited[i] = s.rwndLimited ? 1 : 0;
    }
    for (let f = 0; f < this.frct.length; f++) {
      const flow = this.frct[f];
      const r = this.frctSeries[f];
      const b = flow.bytesDelivered;
      r.delivered_mbps[i] = ((b - this.prevFrctBytes[f]) * 8000) / this.sampleNs;
      this.prevFrctBytes[f] = b;
      r.rtt_ms[i] = flow.sender.srtt > 0 ? flow.sender.srtt / NS_PER_MS : NaN;
      r.rto_ms[i] = flow.sender.rto / NS_PER_MS;
      r.inflight[i] = flow.inFlight;
      r.retrans[i] = flow.retransmits;
      // The pacer keeps bytes/s.
      r.paced_mbps[i] = (flow.tx.pacer.rate * 8) / 1e6;
      r.level[i] = flow.tx.pacer.level;
      // Path capacity (0 until measured) and regime code (index in mbecn-pacer's REGIME_NAMES).
      r.capacity_mbps[i] = (flow.tx.pacer.capacity * 8) / 1e6;
      r.regime[i] = flow.tx.pacer.regime;
    }
    if (this.filled < this.rows) this.k.at((this.filled + 1) * this.sampleNs, this.id, K_SAMPLE, 0);
  }
}
