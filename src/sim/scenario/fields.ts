// THE scenario field table: every field's default, unit, valid range and description, in one
// place. It builds the zod validator (schema.ts) and the documentation (docs/model.md).

import { bool, enumOf, id, literal, num, object, type FieldSpec } from './field-kit';

export const QUEUE_KINDS = ['fifo', 'red', 'codel', 'cake'] as const;
export const CC_NAMES = ['reno', 'cubic', 'dctcp', 'bbr', 'reno-sce', 'dctcp-sce'] as const;
export const STACKS = ['linux', 'book'] as const;
/** What a link's random loss draws for (net/link.ts). */
export const LOSS_UNITS = ['frame', 'gso'] as const;
/** CUBIC's HyStart round rules (tcp/cc/cubic.ts): Linux 5.16 to 6.13, before 5.16 and since 6.14, none. */
export const HYSTART_RULES = ['cwnd16', 'first-ack', 'off'] as const;
/** Host profiles (scenario/hosts.ts): an ideal host, or the course's two-core Containerlab hosts. */
export const HOSTS_PROFILES = ['ideal', 'course-lab'] as const;
export const DEFAULT_LIMIT_BYTES = 256000;

const startS = num({ def: 0, min: 0, max: 3600, unit: 's', desc: 'when the sender starts' });
const extraDelay = num({
  def: 0, min: 0, max: 10000, unit: 'ms',
  desc: "extra one-way delay between r1 and this sender, on the reverse (ACK/reply) path, like netem on r1's egress towards it",
});
const flowBytes = num({
  def: null, min: 1, max: 1e12, int: true, unit: 'B', nullable: 'until the end',
  desc: 'application bytes to send',
});

export const fifoQueueFields = {
  kind: literal('fifo', 'drop-tail FIFO, like tbf (bytes) or pfifo (packets)'),
  limit_bytes: num({
    def: DEFAULT_LIMIT_BYTES, min: 0, max: 1e9, int: true, unit: 'B', nullable: 'no byte limit (default when only limit_packets is given)',
    desc: 'drop-tail limit in bytes of whole waiting frames, like tbf: a frame is dropped if queued + its size > limit',
  }),
  limit_packets: num({
    def: null, min: 1, max: 1e6, int: true, unit: 'packets', nullable: 'no packet limit',
    desc: 'drop-tail limit in waiting packets, like pfifo',
  }),
} satisfies Record<string, FieldSpec>;

export const linkFields = {
  rate_mbps: num({ def: 50, min: 0.001, max: 100000, unit: 'Mbit/s', desc: 'bottleneck rate r1 -> r2 (data direction)' }),
  delay_ms: num({ def: 40, min: 0, max: 10000, unit: 'ms', desc: 'one-way propagation delay, data direction' }),
  reverse_rate_mbps: num({ def: 1000, min: 0.001, max: 100000, unit: 'Mbit/s', desc: "rate r2 -> r1 (ACKs, ping replies); the course's gigabit veth" }),
  reverse_delay_ms: num({ def: 0, min: 0, max: 10000, unit: 'ms', desc: 'one-way propagation delay, reverse direction' }),
  loss: num({ def: 0, min: 0, max: 1, unit: '', desc: 'random loss probability per packet, data direction (not congestion)' }),
  // Host stalls of r1 (docs/model.md, "Runs vary"): off by default, as the notes cannot size them.
  stall_every_s: num({
    def: null, min: 0.01, max: 3600, unit: 's', nullable: 'no stalls',
    desc: "mean time between host stalls of the bottleneck's sender (r1): a seeded Poisson process; during a stall no new frame starts on the link",
  }),
  stall_ms: num({
    def: 20, min: 0.01, max: 1000, unit: 'ms',
    desc: 'length of each host stall (used only with stall_every_s)',
  }),
  // Where the loss sits decides what it sees (docs/model.md, "Random loss"): netem drops whole skbs.
  loss_unit: enumOf(LOSS_UNITS, {
    def: 'frame',
    desc: "what the data direction's loss draws for: each frame (the loss sits on another node, as the course's netem on r2) or each GSO packet the TCP sender hands its own device (netem on the sending host, as Tutorial 10), all of its frames lost together",
  }),
  reverse_loss: num({ def: 0, min: 0, max: 1, unit: '', desc: 'random loss probability per packet, reverse direction' }),
} satisfies Record<string, FieldSpec>;

const flowId = id('unique name of the flow (also used in the record)');
const flowCommon = {
  start_s: startS,
  bytes: flowBytes,
  extra_delay_ms: extraDelay,
};

export const udpFlowFields = {
  id: flowId,
  transport: literal('udp', 'unresponsive constant-bit-rate source'),
  ...flowCommon,
  rate_mbps: num({ def: 10, min: 0.001, max: 100000, unit: 'Mbit/s', desc: 'sending rate, counted in frame bits on the wire' }),
  packet_bytes: num({ def: 1514, min: 64, max: 9014, int: true, unit: 'B', desc: 'frame size on the wire (42 B of UDP/IP/Ethernet headers included)' }),
};

const tcpLike = {
  ecn: bool({ def: false, desc: 'negotiate ECN (RFC 3168)' }),
  parallel: num({ def: 1, min: 1, max: 64, int: true, unit: 'connections', desc: 'parallel connections, like iperf -P' }),
};

export const tcpFlowFields = {
  id: flowId,
  transport: literal('tcp', 'a TCP connection'),
  ...flowCommon,
  cc: enumOf(CC_NAMES, { def: 'reno', desc: 'congestion control algorithm' }),
  stack: enumOf(STACKS, { def: 'linux', desc: 'TCP stack behaviour: linux (IW10, SACK, PRR...) or book (IW1, RFC 5681)' }),
  // Linux since 6.14 (commit "tcp_cubic: fix incorrect HyStart round start detection", Jan 2025,
  // also taken by the stable kernels): rounds from the first ACK (docs/model.md).
  hystart: enumOf(HYSTART_RULES, {
    def: 'first-ack',
    desc: "(cubic, linux stack) HyStart's round rule: cwnd16 as Linux 5.16 to 6.13 (rounds counted from cwnd 16), first-ack as Linux before 5.16 and since 6.14 (from the first ACK), off: no HyStart",
  }),
  ...tcpLike,
  mss: num({
    def: 1448, min: 88, max: 8948, int: true, unit: 'B',
    desc: 'payload bytes per segment; the frame on the wire is mss + 66 (TCP/IP with timestamps, Ethernet)',
  }),
  rwnd_bytes: num({
    def: null, min: 1448, max: 1e10, int: true, unit: 'B', nullable: 'linux: the autotuned window; book: the fixed buffer\'s window',
    desc: 'a fixed receive window, as when the application sets SO_RCVBUF (bytes in flight never exceed it)',
  }),
  // Linux's tcp_rmem[2] (net.ipv4.tcp_rmem = 4096 131072 6291456 since 4.20); tcp/rcv-buffer.ts.
  rmem_max_bytes: num({
    def: 6291456, min: 4096, max: 1e9, int: true, unit: 'B',
    desc: "the most the receiver's buffer autotuning may grow to (tcp_rmem's maximum; the book stack's receiver has this buffer from the start); the advertised window is this times rcv_scaling_ratio at most",
  }),
  // The notes' snd_wnd:3881600 over tcp_rmem[2] = 6291456 (tcp/rcv-buffer.ts).
  rcv_scaling_ratio: num({
    def: 0.617, min: 0.05, max: 1, unit: '',
    desc: "share of the receive buffer advertised as window: payload / truesize of the received packets (Linux 6.6 on); 0.617 as the notes' 1448-byte segments, near 1 when GSO super-packets arrive whole",
  }),
  // The BDP pipe view holds a sender at one window to show the three regimes of the notes
  // (chapter 11, "El producto ancho de banda por retardo": cwnd 100, 165, 239, 334).
  cwnd_fixed: num({
    def: null, min: 1, max: 100000, int: true, unit: 'segments', nullable: 'the congestion control decides',
    desc: 'hold the congestion window at this many segments whatever happens (losses are still retransmitted)',
  }),
  // Host noise, a property of the host, not of the link: none on an ideal host (Linux has no
  // such mechanism of its own); the `course-lab` hosts profile sets 250 us, the range of the notes'
  // idle pings rounded down (docs/model.md, "Host noise" and "Host profiles").
  ack_jitter_us: num({
    def: 0, min: 0, max: 100000, unit: 'us',
    desc: 'host noise: each ACK reaching the sender is processed after a random delay, uniform from 0 to this, in arrival order (0: a noiseless, phase-locking host)',
  }),
};

/** What the application at the ends of an FRCT flow does (Ouroboros Tutorials 08 and 10). */
export const FRCT_APPS = ['bulk', 'oping', 'oftp'] as const;

export const bulkAppFields = {
  kind: literal('bulk', 'a stream: the sender writes `bytes` (or without end), the receiver reads it'),
};

// oping -q msg -c COUNT -i INTERVAL -s SIZE (Tutorial 08: -c 500 -i 20, 64-byte messages).
export const opingAppFields = {
  kind: literal('oping', 'oping over a reliable message flow: the server echoes each message, the client times it'),
  interval_ms: num({ def: 1000, min: 0.1, max: 3600000, unit: 'ms', desc: 'time between pings (oping -i)' }),
  count: num({ def: null, min: 1, max: 1e7, int: true, unit: 'pings', nullable: 'until the end', desc: 'pings to send (oping -c)' }),
  // A message is one FRCT packet (no fragmentation here), so it fits the 1400-byte FRCT payload.
  size_bytes: num({ def: 64, min: 1, max: 1400, int: true, unit: 'B', desc: 'message size (oping -s)' }),
};

export const oftpAppFields = {
  kind: literal('oftp', "oftp over a stream flow: sends the flow's `bytes` with FIN, CRC-64 of the stream at both ends"),
};

// FRCT's endpoint constants (ouroboros/frct-defs.ts), per flow. Defaults: what Tutorial 08's RIB
// prints for a flow on a unicast layer, else the public source's; sources and reasons per field in
// docs/model.md, "FRCT constants".
export const frctFields = {
  reorder_queue: num({ def: 128, min: 1, max: 65536, int: true, unit: 'packets', desc: 'FRCT reorder queue (flow-control window) [T08: 128; T10 builds 1024]' }),
  tick_ms: num({ def: 5, min: 0.1, max: 1000, unit: 'ms', desc: "FRCT timer tick; the delayed ACK waits two ticks [SRC: FRCT_TICK_TIME 5000 us]" }),
  mpl_ms: num({ def: 100, min: 1, max: 600000, unit: 'ms', desc: 'Delta-t maximum packet lifetime, set by the layer [T08 RIB: 100000000 ns]' }),
  a_ms: num({ def: 1000, min: 1, max: 600000, unit: 'ms', desc: 'Delta-t A: maximum time to acknowledge [T08 RIB: 1000000000 ns; the public source builds 10 s]' }),
  r_ms: num({ def: 32000, min: 1, max: 3600000, unit: 'ms', desc: 'Delta-t R: maximum time to retransmit, after which FRCT gives a packet up [T08 RIB: 32000000000 ns; the public source builds 120 s]' }),
  rto_floor_ms: num({ def: 1.048576, min: 0.001, max: 10000, unit: 'ms', desc: "floor of the RTO: the retransmission wheel's slot, 2^20 ns [T08 RIB: RTO 1048576 ns on a sub-millisecond path]" }),
  initial_rto_ms: num({ def: 1000, min: 1, max: 600000, unit: 'ms', desc: 'RTO before the first RTT sample [SRC: 1 s, as RFC 6298]' }),
  max_rto_ms: num({ def: 60000, min: 1, max: 3600000, unit: 'ms', desc: "upper bound of the backed-off RTO [SIM: RFC 6298's 60 s; the public source's wheel reaches about 68.7 s]" }),
  rdv_gap_ms: num({ def: 100, min: 1, max: 600000, unit: 'ms', desc: "gap between rendez-vous packets while the peer's window is closed [SRC: DELT_RDV 100 ms]" }),
};

export const frctFlowFields = {
  id: flowId,
  transport: literal('frct', 'an Ouroboros flow (FRCT), paced by mb-ecn'),
  ...flowCommon,
  ...tcpLike,
  frct: object(frctFields, { optional: true }),
};

// The mb-ecn pacer of the sending IPCP (ouroboros/mbecn-pacer-config.ts): the constants that are
// the simulator's own choices, so a teacher can see and move them. Sources and reasons per field in
// docs/model.md, "mb-ecn constants".
export const mbecnFields = {
  ai_mbps: num({
    def: 100, min: 0.001, max: 100000, unit: 'Mbit/s per s',
    desc: "(mb-ecn) additive increase: paced rate gained per second while the path is clear [SIM: the public source has no such bound, its clear path grows by CA_INC = 64 KiB per 2^24 ns slot over what was sent (31.25 Mbit/s, kept as a constant); this bounds how fast the paced rate climbs]",
  }),
  silence_rtts: num({
    def: 4, min: 1, max: 1000, unit: 'round trips',
    desc: '(mb-ecn) feedback silence, in heartbeat round trips, after which the rate is halved [SIM: T10 names signal-loss cuts; the public source only clears the level after CA_WND = 32 packets]',
  }),
  silence_min_ms: num({
    def: 20, min: 0.1, max: 10000, unit: 'ms',
    desc: '(mb-ecn) the shortest feedback silence that halves the rate, whatever the round trip [SIM]',
  }),
  cap_multiple: num({
    def: 2, min: 1, max: 1000, unit: '',
    desc: "(mb-ecn) the paced rate never exceeds this multiple of the path capacity once the far end has measured it [SIM]",
  }),
  min_rate_kbps: num({
    def: 100, min: 0.001, max: 1e8, unit: 'kbit/s',
    desc: '(mb-ecn) the lowest paced rate (a floor for halving and proportional decrease) [SIM]',
  }),
  txq_delay_ms: num({
    def: 10, min: 0.1, max: 10000, unit: 'ms',
    desc: "(mb-ecn) queueing delay the IPCP's tx ring may hold before the writer blocks [T10: SSM_RBUFF_TXQ_DELAY, 10 ms]",
  }),
} satisfies Record<string, FieldSpec>;

export const pingFields = {
  id: id('unique name of the ping (also used in the record)'),
  interval_ms: num({ def: 1000, min: 0.1, max: 3600000, unit: 'ms', desc: 'time between echo requests (ping -i)' }),
  start_s: num({ def: 0, min: 0, max: 3600, unit: 's', desc: 'time of the first request' }),
  count: num({ def: null, min: 1, max: 1e9, int: true, unit: 'pings', nullable: 'until the end', desc: 'requests to send (ping -c)' }),
  extra_delay_ms: extraDelay,
};

export const MAX_FLOWS = 64;
export const MAX_PINGS = 16;

export const topFields = {
  version: literal(1, 'scenario format version'),
  hosts: enumOf(HOSTS_PROFILES, {
    def: 'ideal',
    desc: "the hosts the run models: ideal (no stalls, no ACK jitter; Linux's defaults) or course-lab, the course's two-core Containerlab hosts (r1 stalls 20 ms about every 1.5 s, 250 us of ACK jitter, HyStart's cwnd16 rule), which fills in these fields where the scenario leaves them out",
  }),
  seed: num({ def: 1, min: 0, max: 4294967295, int: true, desc: 'seed of every random stream' }),
  duration_s: num({ def: 30, min: 0.001, max: 3600, unit: 's', desc: 'simulated time' }),
  sample_ms: num({ def: 100, min: 1, max: 10000, unit: 'ms', desc: 'recorder sampling period' }),
};

export const TRANSPORTS = ['udp', 'tcp', 'frct'] as const;
/** Transports this engine version can simulate. */
export const TRANSPORTS_AVAILABLE = ['udp', 'tcp', 'frct'] as const;
