// What a run will cost, from its scenario alone (no simulation): the number of events the kernel
// will dispatch, which is what run time and memory follow. Events are counted per packet: each
// data packet is a few events (serialisation done, arrival, its share of an ACK), so the estimate
// is packets over the duration. Each flow's rate is bounded by the bottleneck (shared among the
// flows), by its window over the base RTT and, for loss-based TCP, by Mathis' law; finite
// transfers by their bytes. Pings, the recorder and mb-ecn's ticks and heartbeats add their own.
// It leans high where a flow ramps up slowly (a large BDP in a short run): it guards a budget.
// The per-packet counts below were read off the kernel's event counts of the presets (see
// cost.test.ts, which compares this estimate with real runs).

import { effectiveRateMbps } from '../net/cake';
import { TCP_OVERHEAD_BYTES } from '../tcp/wire';
import { frameBytes } from '../ouroboros/wire';
import type { FlowConfig, Scenario } from './types';

/** Events per data segment of a TCP flow: serialisation end and arrival, plus half an ACK (delayed ACK: one per two segments, two events each). */
export const EVENTS_PER_TCP_SEGMENT = 3;
/** BBR paces: one more timer event per segment. */
export const EVENTS_PER_PACED_SEGMENT = 4;
/** A UDP datagram: the source's timer, then serialisation end and arrival if the queue took it. */
export const EVENTS_PER_UDP_SENT = 1;
export const EVENTS_PER_UDP_CARRIED = 2;
/** An FRCT packet: mb-ecn's pacing event, serialisation end, arrival (its ACKs are few: delayed on a tick). */
export const EVENTS_PER_FRCT_PACKET = 3;
/** An oping message: the client's timer, the message and its echo across both links, their ACKs. */
export const EVENTS_PER_OPING_MESSAGE = 10;
/** A ping: the send timer, the request and the reply across both links. */
export const EVENTS_PER_PING = 5;
/** mb-ecn (src/sim/ouroboros/mbecn-pacer-config.ts): a control tick every 1 ms at each IPCP... */
const MBECN_TICK_S = 1e-3;
/** ...and a heartbeat every max(tick, srtt) from each, about four events with its answer. */
const EVENTS_PER_HEARTBEAT = 4;
/** Mathis et al.: rate = C x MSS / (RTT sqrt(p)), C = sqrt(3/2). */
const MATHIS_C = Math.sqrt(1.5);
const FRCT_PAYLOAD_BYTES = 1400;

/** The default budget of the command line: about 20 minutes of a laptop at 1.5 to 3 million events per second. */
export const CLI_BUDGET_EVENTS = 2e9;

export interface FlowCost {
  id: string;
  /** Data packets the flow puts on the bottleneck (estimate). */
  packets: number;
  events: number;
  /** What bounds its rate: the link, its window, random loss (Mathis), its bytes, its own rate (udp), its messages (oping). */
  bound: 'link' | 'window' | 'loss' | 'bytes' | 'rate' | 'messages';
}

export interface CostEstimate {
  /** Events the kernel will dispatch, estimated (the RunRecord's summary.events, once run). */
  events: number;
  /** Data packets over the bottleneck, all flows. */
  packets: number;
  flows: FlowCost[];
  /** Events of the pings, the recorder and mb-ecn's control loop. */
  pings: number;
  samples: number;
  mbecn: number;
}

export type BudgetCheck = { ok: true; estimate: number; limit: number } | { ok: false; estimate: number; limit: number };

/** Base round-trip time of a flow, s: both propagation delays and its extra delay (queueing left out). */
function baseRttS(s: Scenario, f: FlowConfig): number {
  return (s.link.delay_ms + s.link.reverse_delay_ms + f.extra_delay_ms) / 1000;
}

interface Demand {
  flow: FlowConfig;
  /** Frame bits per second the flow would send alone on the link. */
  bps: number;
  bound: FlowCost['bound'];
  frameBits: number;
  activeS: number;
  /** Packets its bytes allow (Infinity without a size). */
  maxPackets: number;
}

function tcpDemand(s: Scenario, f: FlowConfig & { transport: 'tcp' }, linkBps: number): Demand {
  const frameBits = (f.mss + TCP_OVERHEAD_BYTES) * 8;
  const rtt = Math.max(baseRttS(s, f), 1e-6);
  // A window of `bytes` of payload per RTT, as frame bits per second.
  const perConnection = (bytes: number) => ((bytes * 8) / rtt) * (frameBits / (f.mss * 8));
  let bps = linkBps;
  let bound: FlowCost['bound'] = 'link';
  const windowBytes = f.cwnd_fixed !== null ? f.cwnd_fixed * f.mss
    : f.rwnd_bytes !== null ? f.rwnd_bytes
      : f.stack === 'linux' ? f.rmem_max_bytes * f.rcv_scaling_ratio : Infinity;
  const byWindow = perConnection(windowBytes) * f.parallel;
  if (byWindow < bps) [bps, bound] = [byWindow, 'window'];
  if (s.link.loss > 0 && f.cc !== 'bbr' && f.cwnd_fixed === null) {
    const byLoss = perConnection((MATHIS_C * f.mss) / Math.sqrt(s.link.loss)) * f.parallel;
    if (byLoss < bps) [bps, bound] = [byLoss, 'loss'];
  }
  const maxPackets = f.bytes === null ? Infinity : Math.ceil(f.bytes / f.mss) * (1 + s.link.loss);
  return { flow: f, bps, bound, frameBits, activeS: Math.max(0, s.duration_s - f.start_s), maxPackets };
}

function frctDemand(s: Scenario, f: FlowConfig & { transport: 'frct' }, linkBps: number): Demand {
  const activeS = Math.max(0, s.duration_s - f.start_s);
  if (f.app.kind === 'oping') {
    const frameBits = frameBytes(f.app.size_bytes) * 8;
    const sent = Math.floor((activeS * 1000) / f.app.interval_ms) + 1;
    const n = f.app.count === null ? sent : Math.min(f.app.count, sent);
    return { flow: f, bps: (n * frameBits) / Math.max(activeS, 1e-9), bound: 'messages', frameBits, activeS, maxPackets: n };
  }
  const frameBits = frameBytes(FRCT_PAYLOAD_BYTES) * 8;
  const rtt = Math.max(baseRttS(s, f), 1e-6);
  // The reorder queue is the flow-control window: that many packets per RTT at most.
  const byWindow = (f.frct.reorder_queue * frameBits) / rtt;
  const [bps, bound]: [number, FlowCost['bound']] = byWindow < linkBps ? [byWindow, 'window'] : [linkBps, 'link'];
  const maxPackets = f.bytes === null ? Infinity : Math.ceil(f.bytes / FRCT_PAYLOAD_BYTES) * (1 + s.link.loss);
  return { flow: f, bps, bound, frameBits, activeS, maxPackets };
}

function demandOf(s: Scenario, f: FlowConfig, linkBps: number): Demand {
  if (f.transport === 'tcp') return tcpDemand(s, f, linkBps);
  if (f.transport === 'frct') return frctDemand(s, f, linkBps);
  const frameBits = f.packet_bytes * 8;
  const maxPackets = f.bytes === null ? Infinity : Math.ceil(f.bytes / (f.packet_bytes - 42));
  return { flow: f, bps: f.rate_mbps * 1e6, bound: 'rate', frameBits, activeS: Math.max(0, s.duration_s - f.start_s), maxPackets };
}

function eventsPerPacket(f: FlowConfig): number {
  if (f.transport === 'tcp') return f.cc === 'bbr' ? EVENTS_PER_PACED_SEGMENT : EVENTS_PER_TCP_SEGMENT;
  if (f.transport === 'frct') return f.app.kind === 'oping' ? EVENTS_PER_OPING_MESSAGE : EVENTS_PER_FRCT_PACKET;
  return EVENTS_PER_UDP_SENT + EVENTS_PER_UDP_CARRIED;
}

/** The estimated cost of running a normalised scenario to its end. Pure: no simulation is built. */
export function estimateCost(s: Scenario): CostEstimate {
  const linkBps = effectiveRateMbps(s.link.rate_mbps, s.link.queue.kind === 'cake' ? s.link.queue.rate_mbps : null) * 1e6;
  const demands = s.flows.map((f) => demandOf(s, f, linkBps));
  // The bottleneck is shared: when the flows together ask for more than it carries, each gets its share.
  const asked = demands.reduce((n, d) => n + d.bps, 0);
  const share = asked > linkBps ? linkBps / asked : 1;
  const flows: FlowCost[] = demands.map((d) => {
    const carriedBps = d.bps * share;
    const byTime = (carriedBps * d.activeS) / d.frameBits;
    const packets = Math.min(byTime, d.maxPackets);
    const bound = d.maxPackets < byTime ? (d.bound === 'messages' ? 'messages' : 'bytes') : share < 1 && d.bound !== 'messages' ? 'link' : d.bound;
    let events = packets * eventsPerPacket(d.flow);
    if (d.flow.transport === 'udp') {
      // Datagrams the queue refuses still cost their source's timer.
      const offered = Math.min((d.bps * d.activeS) / d.frameBits, d.maxPackets);
      events = offered * EVENTS_PER_UDP_SENT + packets * EVENTS_PER_UDP_CARRIED;
    }
    return { id: d.flow.id, packets, events, bound };
  });
  const pings = s.pings.reduce((n, p) => {
    const activeS = Math.max(0, s.duration_s - p.start_s);
    const sent = Math.floor((activeS * 1000) / p.interval_ms) + 1;
    return n + (p.count === null ? sent : Math.min(p.count, sent)) * EVENTS_PER_PING;
  }, 0);
  const samples = Math.floor((s.duration_s * 1000) / s.sample_ms);
  const frct = s.flows.filter((f) => f.transport === 'frct');
  let mbecn = 0;
  if (frct.length > 0) {
    const rtt = Math.min(...frct.map((f) => baseRttS(s, f)));
    mbecn = 2 * (s.duration_s / MBECN_TICK_S) + 2 * (s.duration_s / Math.max(MBECN_TICK_S, rtt)) * EVENTS_PER_HEARTBEAT;
  }
  const packets = flows.reduce((n, f) => n + f.packets, 0);
  const events = Math.round(flows.reduce((n, f) => n + f.events, 0) + pings + samples + mbecn);
  return { events, packets: Math.round(packets), flows, pings, samples, mbecn: Math.round(mbecn) };
}

/** Whether a run of `s` fits a budget of `budgetEvents` events; either way with the estimate and the limit. */
export function checkBudget(s: Scenario, budgetEvents: number): BudgetCheck {
  const estimate = estimateCost(s).events;
  return estimate <= budgetEvents ? { ok: true, estimate, limit: budgetEvents } : { ok: false, estimate, limit: budgetEvents };
}
