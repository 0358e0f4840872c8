// Summaries and series of the RunRecord, computed from the components' counters and the
// recorder's typed arrays.

import type { World } from '../scenario/build';
import type { UdpFlow } from '../apps/udp';
import { TcpFlow } from '../tcp/flow';
import { FRCT_SERIES, TCP_SERIES, type TcpSeriesName } from './recorder';
import { FrctFlow } from '../ouroboros/frct-flow';
import type { FlowSummary, PingSummary, RunSeries, RunSummary } from './run-record';
import { jainIndex, rttStats } from './stats';
import { queueCounters } from '../net/queue';
import { oftpRecord, opingRecord } from './summary-apps';

function udpSummary(w: World, f: UdpFlow, i: number): FlowSummary {
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

function tcpSummary(w: World, f: TcpFlow): FlowSummary {
  const cfg = f.cfg;
  const startNs = Math.round(cfg.start_s * 1e9);
  const endNs = f.finished && f.lastDeliveryNs >= 0 ? f.lastDeliveryNs : w.kernel.now;
  const span = endNs - startNs;
  let retransmits = 0;
  let sent = 0;
  let dropped = 0;
  const losses: number[] = [];
  const ecn: number[] = [];
  const n = w.recorder.filled;
  const rtts: number[] = [];
  for (const c of f.conns) {
    retransmits += c.sender.retransmits;
    sent += c.sender.segmentsSent;
    dropped += w.fwd.dropsBySource[c.source] + w.fwd.lostBySource[c.source];
    losses.push(...c.sender.lossEvents.view());
    ecn.push(...c.sender.ecnEvents.view());
    const r = w.recorder.tcp[w.conns.indexOf(c)].rtt_ms;
    for (let i = 0; i < n; i++) if (!Number.isNaN(r[i])) rtts.push(r[i]);
  }
  const bytes = f.bytesDelivered;
  return {
    id: cfg.id,
    goodput_mbps: span > 0 ? (bytes * 8000) / span : 0,
    bytes_delivered: bytes,
    retransmits,
    loss_events: losses.sort((a, b) => a - b),
    ecn_events: ecn.sort((a, b) => a - b),
    rtt_ms: rttStats(Float64Array.from(rtts)),
    packets_sent: sent,
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

function queueSummary(w: World): RunSummary['queue'] {
  const c = queueCounters(w.fwd.fifo);
  return { marks: c.ce_marks, max_bytes: w.fwd.fifo.maxBytes, ...c };
}

function frctSummary(w: World, f: FrctFlow): FlowSummary {
  const startNs = Math.round(f.cfg.start_s * 1e9);
  const endNs = f.finished && f.lastDeliveryNs >= 0 ? f.lastDeliveryNs : w.kernel.now;
  const span = endNs - startNs;
  const rtt = w.recorder.frctSeries[w.frct.indexOf(f)].rtt_ms.subarray(0, w.recorder.filled);
  const linkLost = w.fwd.dropsBySource[f.source] + w.fwd.lostBySource[f.source];
  const mbecnLost = Math.min(linkLost, f.tx.mbecnLost(f.rx, f.source));
  return {
    id: f.cfg.id,
    goodput_mbps: span > 0 ? (f.bytesDelivered * 8000) / span : 0,
    bytes_delivered: f.bytesDelivered,
    retransmits: f.retransmits,
    // FRCT has no congestion response: loss is repaired, never read as congestion.
    loss_events: [],
    rtt_ms: rttStats(rtt.filter((x) => !Number.isNaN(x))),
    packets_sent: f.sender.sndNxt,
    // the flow's own packets: mb-ecn's heartbeats, echoes and FLOW_UPDATEs share the flow's source on
    // the link, so their losses are taken out here and reported in `mbecn` instead
    packets_dropped: linkLost - mbecnLost,
    frct: { sender: f.sender.snapshot(), receiver: f.receiver.snapshot() },
    mbecn: { ...f.tx.snapshot(f.source), 'mb-ecn packets lost (fwd)': mbecnLost },
    ...(f.oping ? { oping: opingRecord(f) } : {}),
    ...(f.oftp ? { oftp: oftpRecord(f) } : {}),
  };
}

export function buildSummary(w: World): RunSummary {
  const flows = w.flows.map((f, i) =>
    f instanceof TcpFlow ? tcpSummary(w, f) : f instanceof FrctFlow ? frctSummary(w, f) : udpSummary(w, f, i),
  );
  return {
    flows,
    pings: w.pings.map((_, j) => pingSummary(w, j)),
    queue: queueSummary(w),
    jain: jainIndex(flows.map((f) => f.goodput_mbps)),
    events: w.kernel.events,
  };
}

/**
 * Per flow id, rows [from, to) of its series. A TCP flow of one connection gets that connection's
 * series; with parallel connections the flow's entry sums cwnd, ssthresh, in flight, rates and
 * retransmissions, averages the RTTs, takes the smallest min RTT and the highest state code, and
 * each connection also appears on its own as `id#k` (k >= 1; the first connection as `id#0`).
 */
export function flowSeries(w: World, from: number, to: number): Record<string, Record<string, Float64Array>> {
  const r = w.recorder;
  const out: Record<string, Record<string, Float64Array>> = {};
  let u = 0;
  w.flows.forEach((f, i) => {
    const id = w.scenario.flows[i].id;
    if (f instanceof FrctFlow) {
      const cols = r.frctSeries[w.frct.indexOf(f)];
      const e: Record<string, Float64Array> = {};
      for (const name of FRCT_SERIES) e[name] = cols[name].slice(from, to);
      out[id] = e;
      return;
    }
    if (!(f instanceof TcpFlow)) {
      out[id] = { delivered_mbps: r.delivered_mbps[u++].slice(from, to) };
      return;
    }
    const idx = f.conns.map((c) => w.conns.indexOf(c));
    if (idx.length === 1) {
      const e: Record<string, Float64Array> = {};
      for (const name of TCP_SERIES) e[name] = r.tcp[idx[0]][name].slice(from, to);
      out[id] = e;
      return;
    }
    const n = to - from;
    const agg: Record<string, Float64Array> = {};
    for (const name of TCP_SERIES) agg[name] = new Float64Array(n);
    for (let row = 0; row < n; row++) {
      for (const name of TCP_SERIES) {
        let v = name === 'min_rtt_ms' ? Infinity : 0;
        for (const c of idx) {
          const x = r.tcp[c][name as TcpSeriesName][from + row];
          if (name === 'min_rtt_ms') v = Math.min(v, x);
          else if (name === 'state') v = Math.max(v, x);
          else v += x;
        }
        if (name === 'rtt_ms') v /= idx.length;
        agg[name][row] = v === Infinity ? NaN : v;
      }
    }
    out[id] = agg;
    f.conns.forEach((_c, k) => {
      const e: Record<string, Float64Array> = {};
      for (const name of TCP_SERIES) e[name] = r.tcp[idx[k]][name].slice(from, to);
      out[`${id}#${k}`] = e;
    });
  });
  return out;
}

export function buildSeries(w: World): RunSeries {
  const r = w.recorder;
  const n = r.filled;
  const flows: RunSeries['flows'] = {};
  for (const [id, series] of Object.entries(flowSeries(w, 0, n))) {
    const e: Record<string, number[]> = {};
    for (const [name, a] of Object.entries(series)) e[name] = Array.from(a);
    flows[id] = e;
  }
  const pings: RunSeries['pings'] = {};
  w.pings.forEach((p, j) => {
    pings[w.scenario.pings[j].id] = { t_s: Array.from(p.sendS.view()), rtt_ms: Array.from(p.rttMs.view()) };
  });
  return {
    t_s: Array.from(r.t_s.subarray(0, n)),
    flows,
    queue_bytes: Array.from(r.queue_bytes.subarray(0, n)),
    queue_drops: Array.from(r.queue_drops.subarray(0, n)),
    queue_marks: Array.from(r.queue_marks.subarray(0, n)),
    // JSON has no NaN: an unmeasured sojourn is null.
    queue_sojourn_ms: Array.from(r.queue_sojourn_ms.subarray(0, n), (v) => (Number.isNaN(v) ? null : v)),
    pings,
  };
}
