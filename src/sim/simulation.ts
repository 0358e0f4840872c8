// The public engine API: the worker, the UI and the CLI are written against these names.

import { ENGINE_NAME } from './version';
import { parseScenario } from './scenario/parse';
import { buildWorld, type World } from './scenario/build';
import type { Scenario } from './scenario/types';
import type { RunRecord } from './record/run-record';
import { buildSeries, buildSummary, flowSeries, pingLost } from './record/summary';
import {
  DropLog, drainDrops, packetSnapshot, SNAP_WHERE_FWD, SNAP_WHERE_QUEUE, SNAP_WHERE_REV, SNAP_WHERE_REV_QUEUE,
  type DropEvents, type PacketSnapshot,
} from './record/packets';

import { FRCT_NAMES, frctLive, type FrctLive, type FrctNames } from './record/frct-live';
import { FrctLog, LOG_RECEIVER, type FrctLogBatch } from './record/frct-log';
import { observe, type Observation } from './live/observe';

export type { DropEvents, PacketSnapshot } from './record/packets';
export type { FrctLive, FrctNames } from './record/frct-live';
export type { FrctLogBatch } from './record/frct-log';

export interface SampleBatch {
  now_s: number;
  done: boolean;
  t_s: Float64Array;
  queue_bytes: Float64Array;
  flows: Record<string, Record<string, Float64Array>>;
  pings: Record<string, { t_s: Float64Array; rtt_ms: Float64Array }>;
  counters: { events: number; queue_drops: number; pings_sent: number; pings_lost: number };
  /** With the `packets` option: where every packet is at `now_s` (src/sim/record/packets.ts). */
  packets?: PacketSnapshot;
  /** With the `packets` option: queue drops and wire losses since the previous drain. */
  drops?: DropEvents;
  /** Per FRCT flow (by id): both endpoints' RIB counters and state, the IPCP's mb-ecn fields, now. */
  frct?: Record<string, FrctLive>;
  /** With FRCT flows, in the first batch only: the names of those arrays' entries. */
  frct_names?: FrctNames;
  /** With the `frctLog` option: the FRCT packets sent and received since the previous drain. */
  frct_log?: FrctLogBatch;
}

export interface SimulationOptions {
  /** Snapshot the packets in the network at every drain and log drops (for animations). Default off: no cost. */
  packets?: boolean;
  /** Log every FRCT packet at its endpoints (src/sim/record/frct-log.ts). Default off: no cost. */
  frctLog?: boolean;
}

export interface Simulation {
  readonly scenario: Scenario;
  readonly nowNs: number;
  readonly endNs: number;
  readonly done: boolean;
  readonly events: number;
  runUntil(tNs: number): void;
  runToEnd(): void;
  drain(): SampleBatch;
  record(options?: { series?: boolean }): RunRecord;
  /** The state a live run checks between slices (src/sim/live/observe.ts); reads, changes nothing. */
  observe(): Observation;
}

class SimulationImpl implements Simulation {
  private drainedRows = 0;
  private readonly drainedPings: number[];
  private readonly dropLogs: DropLog[] | null = null;
  private readonly frctLog: FrctLog | null = null;
  private namesSent = false;

  constructor(private readonly w: World, options: SimulationOptions = {}) {
    this.drainedPings = w.pings.map(() => 0);
    if (options.packets === true) {
      w.fwd.dropLog = new DropLog(SNAP_WHERE_QUEUE, SNAP_WHERE_FWD);
      w.rev.dropLog = new DropLog(SNAP_WHERE_REV_QUEUE, SNAP_WHERE_REV);
      this.dropLogs = [w.fwd.dropLog, w.rev.dropLog];
    }
    if (options.frctLog === true && w.frct.length > 0) {
      const flowOf = new Int32Array(Math.max(0, ...w.frct.map((f) => f.source + 1))).fill(-1);
      w.frct.forEach((f, i) => (flowOf[f.source] = i));
      this.frctLog = new FrctLog(w.kernel, flowOf);
      // The sending IPCP hosts the flows' senders, the other one their receivers.
      for (const f of w.frct) {
        f.tx.log = this.frctLog;
        f.rx.log = this.frctLog;
        f.rx.logSide = LOG_RECEIVER;
      }
    }
  }

  get scenario(): Scenario {
    return this.w.scenario;
  }
  get nowNs(): number {
    return this.w.kernel.now;
  }
  get endNs(): number {
    return this.w.kernel.endNs;
  }
  get done(): boolean {
    return this.w.kernel.now >= this.w.kernel.endNs;
  }
  get events(): number {
    return this.w.kernel.events;
  }

  runUntil(tNs: number): void {
    const k = this.w.kernel;
    if (Number.isNaN(tNs)) throw new RangeError('runUntil: time is NaN');
    const limit = Math.min(tNs, k.endNs);
    if (limit < k.now) return; // time never goes back
    k.run(limit);
  }

  runToEnd(): void {
    this.runUntil(this.w.kernel.endNs);
  }

  drain(): SampleBatch {
    const { kernel, recorder: r, scenario } = this.w;
    const from = this.drainedRows;
    const to = r.filled;
    this.drainedRows = to;
    const flows = flowSeries(this.w, from, to);
    const pings: SampleBatch['pings'] = {};
    let sent = 0;
    let lost = 0;
    this.w.pings.forEach((p, j) => {
      const a = this.drainedPings[j];
      pings[scenario.pings[j].id] = { t_s: p.sendS.slice(a), rtt_ms: p.rttMs.slice(a) };
      this.drainedPings[j] = p.received;
      sent += p.sent;
      lost += pingLost(this.w, j);
    });
    const batch: SampleBatch = {
      now_s: kernel.now / 1e9,
      done: this.done,
      t_s: r.t_s.slice(from, to),
      queue_bytes: r.queue_bytes.slice(from, to),
      flows,
      pings,
      counters: { events: kernel.events, queue_drops: this.w.fwd.fifo.drops, pings_sent: sent, pings_lost: lost },
    };
    if (this.dropLogs !== null) {
      batch.packets = packetSnapshot(kernel.pool, this.w.fwd, this.w.rev, kernel.now);
      batch.drops = drainDrops(this.dropLogs);
    }
    if (this.w.frct.length > 0) {
      const frct: Record<string, FrctLive> = {};
      for (const f of this.w.frct) frct[scenario.flows[this.w.flows.indexOf(f)].id] = frctLive(f);
      batch.frct = frct;
      if (!this.namesSent) batch.frct_names = FRCT_NAMES;
      this.namesSent = true;
    }
    if (this.frctLog !== null) batch.frct_log = this.frctLog.drain();
    return batch;
  }

  observe(): Observation {
    return observe(this.w);
  }

  record(options: { series?: boolean } = {}): RunRecord {
    const rec: RunRecord = { version: 1, engine: ENGINE_NAME, scenario: this.w.scenario, summary: buildSummary(this.w) };
    if (options.series) rec.series = buildSeries(this.w);
    return rec;
  }
}

/** Parses and validates `input` (throws ScenarioError), then builds a simulation at t = 0 (options: packet snapshots). */
export function createSimulation(input: unknown, options?: SimulationOptions): Simulation {
  return new SimulationImpl(buildWorld(parseScenario(input)), options);
}

