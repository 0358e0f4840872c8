// `bench [--json]`: events per second of the engine on fixed scenarios. Each scenario is timed in
// full six times: the first run is reported as the cold one (the JIT has not yet seen this
// scenario's paths, as in a browser's first run), then the min, median and max of the other five
// (the machine may be shared: the spread says how much; the median is the figure to quote).

import { createSimulation } from '../sim/simulation';
import { parseFlags, type Io } from './io';
import { benchSweeps } from './sweep';

export interface BenchScenario {
  name: string;
  scenario: Record<string, unknown>;
}

export const BENCH_SCENARIOS: readonly BenchScenario[] = [
  {
    name: 'ping-over-link',
    scenario: { version: 1, duration_s: 300, link: { rate_mbps: 50, delay_ms: 40 }, pings: [{ id: 'ping', interval_ms: 10 }] },
  },
  {
    // Twice the bottleneck rate: the 256000 B FIFO stays full and drops half the packets.
    name: 'queue-saturation',
    scenario: {
      version: 1, duration_s: 400, link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } },
      flows: [{ id: 'udp', transport: 'udp', rate_mbps: 100 }],
    },
  },
  {
    // The course's lab: one Reno flow, 50 Mbit/s, 40 ms, 250 KiB, 30 s (issue 3's figure 1).
    name: 'tcp-reno-lab',
    scenario: {
      version: 1, duration_s: 30, link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } },
      flows: [{ id: 's1', transport: 'tcp', cc: 'reno' }],
    },
  },
  {
    // One CUBIC flow at 100 Mbit/s with 10 ms each way, 60 s: target under 1.5 s of wall time.
    name: 'tcp-cubic-100m',
    scenario: {
      version: 1, duration_s: 60, link: { rate_mbps: 100, delay_ms: 10, reverse_delay_ms: 10 },
      flows: [{ id: 's1', transport: 'tcp', cc: 'cubic' }],
    },
  },
  {
    // Tutorial 10's TCP comparison with CUBIC and no loss, 60 s: the 65 536-frame FIFO fills (the
    // receive window is what limits the flow), so the event heap and the queue are at their largest.
    name: 'tcp-cubic-t10',
    scenario: {
      version: 1, duration_s: 60,
      link: {
        rate_mbps: 100, delay_ms: 10, reverse_rate_mbps: 100, reverse_delay_ms: 10,
        queue: { kind: 'fifo', limit_packets: 65536 },
      },
      flows: [{ id: 's1', transport: 'tcp', cc: 'cubic' }],
    },
  },
  {
    // Tutorial 10's TCP link with BBR (paced: a timer per departure) and 1 % loss both ways, 60 s.
    name: 'tcp-bbr-t10',
    scenario: {
      version: 1, duration_s: 60,
      link: {
        rate_mbps: 100, delay_ms: 10, reverse_rate_mbps: 100, reverse_delay_ms: 10, loss: 0.01, reverse_loss: 0.01,
        queue: { kind: 'fifo', limit_packets: 65536 },
      },
      flows: [{ id: 's1', transport: 'tcp', cc: 'bbr' }],
    },
  },
  {
    // Tutorial 10's 1 GiB oftp over FRCT paced by mb-ecn (100 Mbit/s, 10 ms each way, no loss).
    name: 'frct-t10-1gib',
    scenario: {
      version: 1, duration_s: 100,
      link: { rate_mbps: 100, delay_ms: 10, reverse_rate_mbps: 100, reverse_delay_ms: 10, queue: { kind: 'fifo', limit_packets: 1000 } },
      flows: [{ id: 'oftp', transport: 'frct', bytes: 1073741824, frct: { reorder_queue: 1024 } }],
    },
  },
  {
    // The same with 1 % loss both ways (Tutorial 10's lossy run): the SACK/RACK repair path.
    name: 'frct-t10-1gib-loss-1',
    scenario: {
      version: 1, duration_s: 100,
      link: {
        rate_mbps: 100, delay_ms: 10, reverse_rate_mbps: 100, reverse_delay_ms: 10, loss: 0.01, reverse_loss: 0.01,
        queue: { kind: 'fifo', limit_packets: 1000 },
      },
      flows: [{ id: 'oftp', transport: 'frct', bytes: 1073741824, frct: { reorder_queue: 1024 } }],
    },
  },
];

export interface BenchResult {
  name: string;
  events: number;
  /** Least of the warm runs (the least disturbed). */
  wall_ms: number;
  /** Median of the warm runs (the figure to quote). */
  median_ms: number;
  /** Most of the warm runs (how much a shared machine disturbed them). */
  max_ms: number;
  /** The first run, before any other of this scenario (cold JIT). */
  cold_ms: number;
  /** Events per second of the median run. */
  events_per_s: number;
  /** The warm runs, in order. */
  runs_ms: number[];
}

function medianOf(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

export function benchOne(b: BenchScenario, runs = 5, now: () => number = () => performance.now()): BenchResult {
  const timeOne = (): { ms: number; events: number } => {
    const sim = createSimulation(b.scenario);
    const t0 = now();
    sim.runToEnd();
    return { ms: now() - t0, events: sim.events };
  };
  const cold = timeOne();
  const runsMs: number[] = [];
  for (let i = 0; i < runs; i++) runsMs.push(timeOne().ms);
  const med = medianOf(runsMs);
  return {
    name: b.name, events: cold.events, wall_ms: Math.min(...runsMs), median_ms: med, max_ms: Math.max(...runsMs), cold_ms: cold.ms,
    events_per_s: med > 0 ? (cold.events / med) * 1000 : 0, runs_ms: runsMs,
  };
}

export function benchCommand(args: readonly string[], io: Io): number {
  const { flags } = parseFlags(args, ['--json']);
  const results = BENCH_SCENARIOS.map((b) => benchOne(b));
  const sweeps = benchSweeps();
  if (flags.has('--json')) {
    io.out(JSON.stringify({ node: process.version, scenarios: results, sweeps }, null, 2));
  } else {
    for (const r of results) {
      io.out(
        `${r.name.padEnd(20)} ${String(r.events).padStart(10)} events  min ${r.wall_ms.toFixed(1).padStart(8)} ms` +
          `  median ${r.median_ms.toFixed(1).padStart(8)} ms  max ${r.max_ms.toFixed(1).padStart(8)} ms  cold ${r.cold_ms.toFixed(1).padStart(8)} ms` +
          `  ${(r.events_per_s / 1e6).toFixed(2).padStart(6)} M events/s`,
      );
    }
    for (const s of sweeps) io.out(`${s.name} (${s.jobs} runs) on ${s.workers} worker thread${s.workers === 1 ? ' ' : 's'} ${s.wall_ms.toFixed(0).padStart(8)} ms`);
  }
  return 0;
}
