// The summary table of a run as rows: each flow's goodput, retransmits and RTT, each ping's counts
// and RTT, the bottleneck queue's drops and marks, and Jain's index of two or more flows. Pure: the
// numbers are the engine's summary, only arranged (the flow's kind comes from the scenario).
import type { RttStats, RunSummary } from '../../sim';

export interface FlowRow {
  id: string;
  /** "tcp reno", "udp", "frct" as the scenario says. */
  transport: string;
  cc: string | null;
  goodputMbps: number;
  retransmits: number;
  lossEvents: number;
  dropped: number;
  rtt: RttStats | null;
}

export interface PingRow {
  id: string;
  sent: number;
  received: number;
  lost: number;
  rtt: RttStats | null;
}

export interface SummaryRows {
  flows: FlowRow[];
  pings: PingRow[];
  queue: { drops: number; marks: number; sceMarks: number; maxBytes: number };
  /** Jain's index of the flows' goodput; null with fewer than two flows. */
  jain: number | null;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function summaryRows(summary: RunSummary, scenario: unknown): SummaryRows {
  const flows = isObj(scenario) && Array.isArray(scenario.flows) ? scenario.flows.filter(isObj) : [];
  const configOf = (id: string) => flows.find((f) => f.id === id);
  return {
    flows: summary.flows.map((f) => {
      const c = configOf(f.id);
      return {
        id: f.id,
        transport: typeof c?.transport === 'string' ? c.transport : '',
        cc: typeof c?.cc === 'string' ? c.cc : null,
        goodputMbps: f.goodput_mbps,
        retransmits: f.retransmits,
        lossEvents: f.loss_events.length,
        dropped: f.packets_dropped,
        rtt: f.rtt_ms,
      };
    }),
    pings: summary.pings.map((p) => ({ id: p.id, sent: p.sent, received: p.received, lost: p.lost, rtt: p.rtt_ms })),
    queue: { drops: summary.queue.drops, marks: summary.queue.ce_marks, sceMarks: summary.queue.sce_marks, maxBytes: summary.queue.max_bytes },
    jain: summary.flows.length >= 2 && Number.isFinite(summary.jain) ? summary.jain : null,
  };
}
