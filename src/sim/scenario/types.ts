// The normalised scenario (every default filled in), as parseScenario returns it.
// The field table in fields.ts is the one place that defines defaults, units and ranges.

export type QueueKind = 'fifo' | 'red' | 'codel' | 'cake';
export type Transport = 'udp' | 'tcp' | 'frct';
export type CcName = 'reno' | 'cubic' | 'dctcp' | 'bbr' | 'reno-sce' | 'dctcp-sce';
export type TcpStack = 'linux' | 'book';
export type HystartRule = 'cwnd16' | 'first-ack' | 'off';

export interface FifoQueue {
  kind: 'fifo';
  /** Byte limit of waiting frames, or null for none (then limit_packets is set). */
  limit_bytes: number | null;
  limit_packets: number | null;
}

export interface RedQueue {
  kind: 'red';
  limit_bytes: number;
  min_bytes: number;
  max_bytes: number;
  max_p: number;
  ecn: boolean;
  harddrop: boolean;
  ewma_log: number | null;
  avpkt_bytes: number;
  idle_rate_mbps: number;
}

export interface CodelQueue {
  kind: 'codel';
  limit_packets: number;
  target_ms: number;
  interval_ms: number;
  ecn: boolean;
}

export interface CakeQueue {
  kind: 'cake';
  limit_bytes: number;
  target_ms: number;
  interval_ms: number;
  sce: 'default' | 'single' | 'off';
  sce_thresh: number | null;
  isolation: 'flowblind' | 'flows';
  rate_mbps: number | null;
}

export type QueueConfig = FifoQueue | RedQueue | CodelQueue | CakeQueue;

export interface LinkConfigJson {
  rate_mbps: number;
  delay_ms: number;
  reverse_rate_mbps: number;
  reverse_delay_ms: number;
  loss: number;
  /** What the data direction's loss draws for: frames or the senders' GSO packets. */
  loss_unit: 'frame' | 'gso';
  /** Mean interval between host stalls of the bottleneck's sender, s (null: none), and their length, ms. */
  stall_every_s: number | null;
  stall_ms: number;
  reverse_loss: number;
  queue: QueueConfig;
}

interface FlowCommon {
  id: string;
  start_s: number;
  bytes: number | null;
  extra_delay_ms: number;
}

export interface UdpFlowConfig extends FlowCommon {
  transport: 'udp';
  rate_mbps: number;
  packet_bytes: number;
}

export interface TcpFlowConfig extends FlowCommon {
  transport: 'tcp';
  cc: CcName;
  stack: TcpStack;
  /** CUBIC's HyStart round rule (linux stack). */
  hystart: HystartRule;
  ecn: boolean;
  parallel: number;
  mss: number;
  rwnd_bytes: number | null;
  /** tcp_rmem[2] of the receiver, bytes (linux: autotuning's ceiling; book: its fixed buffer). */
  rmem_max_bytes: number;
  /** Window share of the receive buffer. */
  rcv_scaling_ratio: number;
  /** Upper bound of the sender's random ACK-processing delay (host noise), microseconds. */
  ack_jitter_us: number;
  /** The window is held at this many segments (null: the congestion control decides). */
  cwnd_fixed: number | null;
}

/** The application at the ends of an FRCT flow. */
export type FrctAppConfig =
  | { kind: 'bulk' }
  | { kind: 'oping'; interval_ms: number; count: number | null; size_bytes: number }
  | { kind: 'oftp' };

export interface FrctFlowConfig extends FlowCommon {
  transport: 'frct';
  ecn: boolean;
  parallel: number;
  frct: FrctConstantsJson;
  app: FrctAppConfig;
}

/** FRCT's endpoint constants of a flow (scenario/fields.ts `frctFields`). */
export interface FrctConstantsJson {
  reorder_queue: number;
  tick_ms: number;
  mpl_ms: number;
  a_ms: number;
  r_ms: number;
  rto_floor_ms: number;
  initial_rto_ms: number;
  max_rto_ms: number;
  rdv_gap_ms: number;
}

export type FlowConfig = UdpFlowConfig | TcpFlowConfig | FrctFlowConfig;

export interface PingConfigJson {
  id: string;
  interval_ms: number;
  start_s: number;
  count: number | null;
  extra_delay_ms: number;
}

export interface Scenario {
  version: 1;
  /** The hosts profile (scenario/hosts.ts); its values are already filled into the fields. */
  hosts: 'ideal' | 'course-lab';
  seed: number;
  duration_s: number;
  sample_ms: number;
  link: LinkConfigJson;
  flows: FlowConfig[];
  pings: PingConfigJson[];
  /** The mb-ecn pacer's constants (used when the scenario has FRCT flows). */
  mbecn: MbecnConfigJson;
}

export interface MbecnConfigJson {
  ai_mbps: number;
  silence_rtts: number;
  silence_min_ms: number;
  cap_multiple: number;
  min_rate_kbps: number;
  txq_delay_ms: number;
}
