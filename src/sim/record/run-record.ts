// The RunRecord contract (DESIGN.md): everything needed to show and to replay a run.

import type { Scenario } from '../scenario/types';
import type { OftpRecord, OpingRecord } from './summary-apps';

export interface RttStats {
  min: number;
  median: number;
  max: number;
}

export interface FlowSummary {
  id: string;
  goodput_mbps: number;
  bytes_delivered: number;
  retransmits: number;
  /** Times (s) of loss events (fast recoveries and timeouts); none for udp. */
  loss_events: number[];
  /** TCP: times (s) of window reductions on ECN marks (no packet lost). */
  ecn_events?: number[];
  rtt_ms: RttStats | null;
  packets_sent: number;
  /** Dropped by the bottleneck queue or lost on the link. */
  packets_dropped: number;
  /** FRCT flows: the RIB `frct` file of each end (counters and state, the tutorials' names). */
  frct?: { sender: Record<string, number>; receiver: Record<string, number> };
  /** FRCT flows: the sending IPCP's flow-allocator fields (mb-ecn). */
  mbecn?: Record<string, number | string>;
  /** FRCT flows with app oping: the summary oping prints (Tutorial 08). */
  oping?: OpingRecord;
  /** FRCT flows with app oftp: the sent and received lines with both CRC-64s (Tutorial 10). */
  oftp?: OftpRecord;
}

export interface PingSummary {
  id: string;
  sent: number;
  received: number;
  /** Requests or replies dropped by a queue or lost on a link. */
  lost: number;
  rtt_ms: RttStats | null;
}

export interface RunSummary {
  flows: FlowSummary[];
  pings: PingSummary[];
  /** The bottleneck queue, counted as `tc -s qdisc` does; marks = ce_marks. */
  queue: {
    drops: number; marks: number; max_bytes: number;
    drops_overlimit: number; drops_aqm: number; ce_marks: number; sce_marks: number;
  };
  jain: number;
  events: number;
}

export interface RunSeries {
  t_s: number[];
  flows: Record<string, Record<string, number[]>>;
  queue_bytes: number[];
  /** Cumulative bottleneck drops at each sample. */
  queue_drops: number[];
  /** Cumulative CE marks at each sample. */
  queue_marks: number[];
  /** Sojourn (ms) of the last dequeued packet at each sample; null where not measured (FIFO). */
  queue_sojourn_ms: (number | null)[];
  pings: Record<string, { t_s: number[]; rtt_ms: number[] }>;
}

export interface RunRecord {
  version: 1;
  engine: string;
  scenario: Scenario;
  summary: RunSummary;
  series?: RunSeries;
}
