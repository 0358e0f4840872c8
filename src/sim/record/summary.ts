// Summaries and series of the RunRecord, computed from the components' counters and the
// recorder's typed arrays.

import type { World } from '../scenario/build';
import type { FlowSummary, PingSummary, RunSeries, RunSummary } from './run-record';
import { jainIndex, rttStats } from './stats';

function udpSummary(w: World, i: number): FlowSummary {
  const f = w.udp[i];
  const cfg = w.scenario.flows[i];
  const src = f.source;
  const dropped = w.fwd.dropsBySource[src] + w.fwd.lostBySource[src];
  const inFlight = f.packetsSent - f.packetsDelivered - dropped;
  // Goodput over the time the flow was active: to its last delivery once a finite transfer is
  // over, otherwise up to now.
  const startNs = Math.round(cfg.start_s * 1e9);
  const endNs = f.finishedSending && inFlight === 0 && f.lastDeliveryNs >= 0 ? f.lastDeliveryNs : w.kernel.now;
  const span = endNs - startNs;
  return {
    id: cfg.id,
    goodput_mbps: span > 0 ? (f.bytesDelivered * 8000) / span : 0,
    bytes_delivered: f.bytesDelivered,
    retransmits: 0,
    loss_events: [],
    rtt_ms: null,
    packets_sent: f.packetsSent,
    packets_dropped: dropped,
  };
}

export function pingLost(w: World, j: number): number {
  const src = w.pings[j].source;
  return w.fwd.dropsBySource[src] + w.fwd.lostBySource[src] + w.rev.dropsBySource[src] + w.rev.lostBySource[src];
}

function pingSummary(w: World, j: number): PingSummary {
  const p = w.pings[j];
  return { id: w.scenario.pings[j].id, sent: p.sent, received: p.received, lost: pingLost(w, j), rtt_ms: rttStats(p.rttMs.view()) };
}

export function buildSummary(w: World): RunSummary {
  const flows = w.udp.map((_, i) => udpSummary(w, i));
  return {
    flows,
    pings: w.pings.map((_, j) => pingSummary(w, j)),
    queue: { drops: w.fwd.fifo.drops, marks: 0, max_bytes: w.fwd.fifo.maxBytes },
    jain: jainIndex(flows.map((f) => f.goodput_mbps)),
    events: w.kernel.events,
  };
}

export function buildSeries(w: World): RunSeries {
  const r = w.recorder;
  const n = r.filled;
  const flows: RunSeries['flows'] = {};
  w.udp.forEach((_, i) => {
    flows[w.scenario.flows[i].id] = { delivered_mbps: Array.from(r.delivered_mbps[i].subarray(0, n)) };
  });
  const pings: RunSeries['pings'] = {};
  w.pings.forEach((p, j) => {
    pings[w.scenario.pings[j].id] = { t_s: Array.from(p.sendS.view()), rtt_ms: Array.from(p.rttMs.view()) };
  });
  return {
    t_s: Array.from(r.t_s.subarray(0, n)),
    flows,
    queue_bytes: Array.from(r.queue_bytes.subarray(0, n)),
    queue_drops: Array.from(r.queue_drops.subarray(0, n)),
    pings,
  };
}
