// What a live run looks at between two slices to decide whether it has reached a moment worth
// stopping at (src/sim/live/pause-events.ts): each TCP connection's window, state and its
// counters of congestion responses (with the exact time of the latest), the bottleneck queue's
// occupancy against its limit, and the drops so far. A plain read of the world, one small object
// per call (once per sample period at most), never per packet.
import type { World } from '../scenario/build';
import { queueCounters } from '../net/queue';
import { TCP_INFINITE_SSTHRESH } from '../tcp/cc/types';
import { BBR_MODE_NAMES } from '../tcp/cc/bbr';

export type BbrMode = (typeof BBR_MODE_NAMES)[number];

export interface TcpObservation {
  /** The connection's name: the flow id, `id#k` for a parallel one. */
  id: string;
  cc: string;
  /** Segments. */
  cwnd: number;
  /** Segments; NaN while still infinite. */
  ssthresh: number;
  /** 0 open, 1 disorder, 2 cwr, 3 recovery, 4 loss (as the `state` series). */
  state: number;
  /** Smoothed and minimum RTT, ms (NaN before the first sample). */
  srttMs: number;
  minRttMs: number;
  /** Congestion responses so far (fast recoveries and timeouts), and their times, s (a view of the
   * engine's log: read it before the run goes on). */
  lossEvents: number;
  lossTimes: Float64Array;
  /** ECN window reductions so far, and their times, s (a view, as lossTimes). */
  ecnEvents: number;
  ecnTimes: Float64Array;
  /** The window when the current reduction began (Linux prior_cwnd; 0 when the stack keeps none). */
  priorCwnd: number;
  retransmits: number;
  /** BBR's mode, or null for other algorithms. */
  bbrMode: BbrMode | null;
}

export interface Observation {
  /** Simulated time, s. */
  tS: number;
  queueBytes: number;
  queuePackets: number;
  /** The bottleneck queue's limits (Infinity: none). */
  queueLimitBytes: number;
  queueLimitPackets: number;
  /** Largest frame a flow sends, bytes (what "full" leaves room for). */
  frameBytes: number;
  /** Bottleneck drops so far: all, and those because the queue was full. */
  queueDrops: number;
  overlimitDrops: number;
  /** Packets lost on the data direction's wire so far (random loss). */
  linkLosses: number;
  /** Bottleneck rate, Mbit/s (to tell a queue's bytes as milliseconds of waiting). */
  rateMbps: number;
  tcp: TcpObservation[];
}

/** Frame overhead on top of a TCP segment's payload (IP + TCP with timestamps + Ethernet). */
const FRAME_OVERHEAD = 66;

function sum(a: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i];
  return s;
}

export function observe(w: World): Observation {
  const q = w.fwd.fifo;
  const counters = queueCounters(q);
  const tcp = w.conns.map((c): TcpObservation => {
    const s = c.sender;
    const mode = s.cc.name === 'bbr' ? (s.cc as unknown as { mode: number }).mode : -1;
    return {
      id: c.name,
      cc: s.cc.name,
      cwnd: s.cwnd,
      ssthresh: s.ssthresh >= TCP_INFINITE_SSTHRESH ? NaN : s.ssthresh,
      state: s.state,
      srttMs: s.srttNs > 0 ? s.srttNs / 1e6 : NaN,
      minRttMs: s.minRttNs === Infinity ? NaN : s.minRttNs / 1e6,
      lossEvents: s.lossEvents.length,
      lossTimes: s.lossEvents.view(),
      ecnEvents: s.ecnEvents.length,
      ecnTimes: s.ecnEvents.view(),
      priorCwnd: s.priorCwnd,
      retransmits: s.retransmits,
      bbrMode: mode >= 0 ? (BBR_MODE_NAMES[mode] ?? null) : null,
    };
  });
  const mss = w.scenario.flows.reduce((m, f) => (f.transport === 'tcp' ? Math.max(m, f.mss) : m), 0);
  return {
    tS: w.kernel.now / 1e9,
    queueBytes: q.bytes,
    queuePackets: q.count,
    queueLimitBytes: q.limitBytes,
    queueLimitPackets: (q as { limitPackets?: number }).limitPackets ?? Infinity,
    frameBytes: (mss || 1448) + FRAME_OVERHEAD,
    queueDrops: counters.drops,
    overlimitDrops: counters.drops_overlimit,
    linkLosses: sum(w.fwd.lostBySource),
    rateMbps: w.scenario.link.rate_mbps,
    tcp,
  };
}
