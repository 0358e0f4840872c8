// Sweep presets: whole experiment grids by stable names (lessons, the CLI and the sweep view refer
// to them). The course's tables come from the notes of week 11 (loss table, buffer table,
// exercise 10's RTT ratio); the SCE grids from the SCE one- and two-flow test draft.
// The SCE grids use the `cake` queue and the SCE congestion controls (`needs` lists such features
// beyond the base engine; an engine without them refuses the preset with its own message).

export interface SweepPreset {
  name: string;
  description: string;
  /** Engine features the preset uses beyond FIFO + reno/cubic (empty: runs on the base engine). */
  needs: string[];
  sweep: Record<string, unknown>;
}

const KIB = 1024;
/** The draft's grid: Cake-limited bandwidths (Mbit/s) and netem bi-directional delays (ms, split half each way). */
const SCE_RATES = [0.5, 1, 2, 5, 10, 25, 50, 100];
const SCE_DELAYS = [0, 2, 5, 10, 20, 40, 80, 160];
const sceGridAxes = [
  { label: 'rate_mbps', path: 'link.rate_mbps', values: SCE_RATES },
  { label: 'delay_ms', paths: ['link.delay_ms', 'link.reverse_delay_ms'], values: SCE_DELAYS, scale: 0.5 },
];

function sceOneFlow(base: 'reno' | 'dctcp'): SweepPreset {
  const sce = `${base}-sce`;
  return {
    name: `sce-one-flow-${base}`,
    description: `SCE draft, one-flow grid: ${sce} vs ${base} through cake, 300 s per run, bandwidths 0.5 to 100 Mbit/s x bi-directional delays 0 to 160 ms; difference of throughput normalised to the bandwidth and of TCP RTT`,
    needs: ['queue kind cake', `cc ${base === 'dctcp' ? 'dctcp, ' : ''}${sce}`],
    sweep: {
      version: 1,
      name: `sce-one-flow-${base}`,
      base: {
        version: 1, duration_s: 300,
        link: { rate_mbps: 100, delay_ms: 0, reverse_delay_ms: 0, queue: { kind: 'cake', sce: 'default', isolation: 'flowblind' } },
        flows: [{ id: 's1', cc: base, ecn: true }],
      },
      axes: [...sceGridAxes, { label: 'cc', path: 'flows[0].cc', values: [base, sce] }],
      collect: {
        throughput_norm: 'flows[0].goodput_mbps / scenario.link.rate_mbps',
        tcp_rtt_ms: 'flows[0].rtt_ms.median',
        goodput_mbps: 'flows[0].goodput_mbps',
      },
      difference: { axis: 'cc', value: sce, minus: base },
    },
  };
}

type TwoFlowQueue = 'flowblind' | 'single' | 'flows';
function sceTwoFlow(queue: TwoFlowQueue, a: string, b: string): SweepPreset {
  const cake = {
    kind: 'cake',
    sce: queue === 'single' ? 'single' : 'default',
    isolation: queue === 'flows' ? 'flows' : 'flowblind',
  };
  const sceCcs = [a, b].filter((c) => c.endsWith('-sce') || c === 'dctcp');
  const qText = { flowblind: 'one queue (flowblind), default SCE ramp', single: 'one queue, sce-single ramp', flows: 'fair queueing per flow' }[queue];
  return {
    name: `sce-two-flow-${queue}-${a}-vs-${b}`,
    description: `SCE draft, two-flow fairness: ${a} vs ${b} through cake with ${qText}, 60 s per run over the draft's bandwidth x delay grid; Jain's index and each flow's share`,
    needs: ['queue kind cake', ...(sceCcs.length ? [`cc ${[...new Set(sceCcs)].join(', ')}`] : [])],
    sweep: {
      version: 1,
      name: `sce-two-flow-${queue}-${a}-vs-${b}`,
      base: {
        version: 1, duration_s: 60,
        link: { rate_mbps: 100, delay_ms: 0, reverse_delay_ms: 0, queue: cake },
        flows: [{ id: 's1', cc: a, ecn: true }, { id: 's2', cc: b, ecn: true, start_s: 0.1 }],
      },
      axes: sceGridAxes,
      collect: {
        jain: 'jain',
        s1_mbps: 'flows[0].goodput_mbps',
        s2_mbps: 'flows[1].goodput_mbps',
        s2_share: 'flows[1] / (flows[0] + flows[1])',
      },
    },
  };
}

function build(): SweepPreset[] {
  return [
    {
      name: 'demo',
      description: 'a few seconds: reno vs cubic on a 10 Mbit/s, 20 ms link for 5 s, loss 0.1 or 1 %, buffer 16 or 64 KiB; cubic minus reno',
      needs: [],
      sweep: {
        version: 1,
        name: 'demo',
        base: { version: 1, duration_s: 5, link: { rate_mbps: 10, delay_ms: 20, queue: { kind: 'fifo', limit_bytes: 64 * KIB } }, flows: [{ id: 's1', cc: 'reno' }] },
        axes: [
          { label: 'loss_pct', path: 'link.loss', values: [0.1, 1], scale: 0.01 },
          { label: 'buffer_kib', path: 'link.queue.limit_bytes', values: [16, 64], scale: KIB },
          { label: 'cc', path: 'flows[0].cc', values: ['reno', 'cubic'] },
        ],
        collect: { goodput_mbps: 'flows[0].goodput_mbps', retransmits: 'flows[0].retransmits', rtt_ms: 'flows[0].rtt_ms.median' },
        difference: { axis: 'cc', value: 'cubic', minus: 'reno' },
      },
    },
    {
      name: 'course-loss-table',
      description: "the notes' loss table: one reno or cubic flow for 20 s on the lab link with 1, 0.1, 0.01 % random loss, three seeds each",
      needs: [],
      sweep: {
        version: 1,
        name: 'course-loss-table',
        base: { preset: 'lab-loss-1-reno' },
        axes: [
          { label: 'loss_pct', path: 'link.loss', values: [1, 0.1, 0.01], scale: 0.01 },
          { label: 'cc', path: 'flows[0].cc', values: ['reno', 'cubic'] },
        ],
        repetitions: 3,
        collect: { goodput_mbps: 'flows[0].goodput_mbps', retransmits: 'flows[0].retransmits' },
      },
    },
    {
      name: 'course-buffer-table',
      description: "the notes' buffer table: 50, 250, 2000 KiB at r1 x reno, cubic; ping median from s2 and goodput (20 s of load after 2 s unloaded), three seeds",
      needs: [],
      sweep: {
        version: 1,
        name: 'course-buffer-table',
        base: { preset: 'lab-bloat-250-reno' },
        axes: [
          { label: 'buffer_kib', path: 'link.queue.limit_bytes', values: [50, 250, 2000], scale: KIB },
          { label: 'cc', path: 'flows[0].cc', values: ['reno', 'cubic'] },
        ],
        repetitions: 3,
        collect: { ping_median_ms: 'pings[0].rtt_ms.median', goodput_mbps: 'flows[0].goodput_mbps' },
      },
    },
    {
      name: 'course-rtt-ratio',
      description: "exercise 10: s2 with 20, 80, 160 ms extra (ACK direction) x reno, cubic, 30 s pairs, three seeds; throughput ratio s1/s2 against the measured RTT ratio (queue included)",
      needs: [],
      sweep: {
        version: 1,
        name: 'course-rtt-ratio',
        base: { preset: 'lab-rtt-reno' },
        axes: [
          { label: 'extra_ms', path: 'flows[1].extra_delay_ms', values: [20, 80, 160] },
          { label: 'cc', path: 'flows[*].cc', values: ['reno', 'cubic'] },
        ],
        repetitions: 3,
        collect: {
          s1_mbps: 'flows[0].goodput_mbps',
          s2_mbps: 'flows[1].goodput_mbps',
          throughput_ratio: 'flows[0] / flows[1]',
          rtt_ratio: 'flows[1].rtt_ms.median / flows[0].rtt_ms.median',
          jain: 'jain',
        },
      },
    },
    sceOneFlow('reno'),
    sceOneFlow('dctcp'),
    sceTwoFlow('flowblind', 'reno', 'reno'),
    sceTwoFlow('flowblind', 'reno', 'reno-sce'),
    sceTwoFlow('flowblind', 'cubic', 'dctcp-sce'),
    sceTwoFlow('single', 'reno', 'reno-sce'),
    sceTwoFlow('single', 'cubic', 'dctcp-sce'),
    sceTwoFlow('flows', 'cubic', 'dctcp-sce'),
    sceTwoFlow('flows', 'dctcp', 'dctcp-sce'),
  ];
}

export const SWEEP_PRESETS: readonly SweepPreset[] = build();

export function findSweepPreset(name: string): SweepPreset | undefined {
  return SWEEP_PRESETS.find((p) => p.name === name);
}
