/// <reference lib="webworker" />
// The worker entry: exposes the engine (src/sim) through Comlink, and nothing else.
// Two modes: runToEnd (as fast as possible, with progress) and a live run paced to wall time.
// First: zod must not compile with eval under the lab's Content-Security-Policy (src/app/csp.ts).
import '../src/sim/no-eval';
import * as Comlink from 'comlink';
import { createSimulation, isPauseKind, PRESETS } from '../src/sim';
import { CC_AVAILABLE } from '../src/sim/tcp/cc';
import type { PauseKind, Preset, RunRecord, SampleBatch, SimulationOptions } from '../src/sim';
import { LiveRun } from './live-run';
import type { LiveSink } from './live-run';
import { LiveClock } from './live-clock';
import { batchTransferables } from './transferables';
import { sweepApi } from './sweep-api';
import { runInSlices } from './run-slices';

/** Live runs by the handle the page chose; several may run at once (a lesson, a dashboard, side by side). */
const live = new Map<number, LiveRun>();
/** Clocks shared by runs compared side by side, by the number the page chose; gone when their last run ends. */
const clocks = new Map<number, LiveClock>();

function clockFor(id: number | null | undefined, speed: number): LiveClock | undefined {
  if (typeof id !== 'number') return undefined;
  let clock = clocks.get(id);
  if (!clock) {
    const made: LiveClock = new LiveClock(speed, () => {
      if (clocks.get(id) === made) clocks.delete(id);
    });
    clocks.set(id, made);
    clock = made;
  }
  return clock;
}

const api = {
  ...sweepApi,
  /** Answers at once: the client's watchdog uses it to tell a busy worker from a dead one. */
  heartbeat(): number {
    return performance.now();
  },

  /** The congestion controls this engine implements (views offer only these). */
  ccAvailable(): string[] {
    return [...CC_AVAILABLE];
  },

  /** The scenario presets (name, description, scenario), for views that offer a choice of them. */
  scenarioPresets(): Preset[] {
    return [...PRESETS];
  },

  /** Simulates a scenario to its end, yielding between slices so heartbeats and cancels get through. */
  async runToEnd(scenario: unknown, onProgress?: (fraction: number) => void): Promise<RunRecord> {
    const sim = createSimulation(scenario);
    await runInSlices(sim, onProgress);
    return sim.record({ series: true });
  },

  /**
   * Starts a live run under `handle` (cancelling a previous run of the same handle); others go on.
   * Results arrive through the sink once per frame. `paused` starts it paused at time 0.
   * `pauseOn` makes it stop by itself at that kind of event (src/sim/live/pause-events.ts) and tell
   * the sink's onEvent; an unknown kind is ignored. Runs given the same `clock` share one (two
   * columns side by side): they advance, pause, step and change speed together (workers/live-clock.ts).
   */
  startLive(handle: number, scenario: unknown, speed: number, sink: LiveSink, options?: SimulationOptions, paused = false, pauseOn: PauseKind | null = null, clock: number | null = null): void {
    live.get(handle)?.cancel();
    live.delete(handle);
    const sim = createSimulation(scenario, options);
    const wrap = (batch: SampleBatch) => Comlink.transfer(batch, batchTransferables(batch));
    // The sink is a Comlink proxy: its methods are called through it, never copied by a spread.
    const own: LiveSink = {
      onBatch: (b) => sink.onBatch(b),
      onDone: (r) => { live.delete(handle); sink.onDone(r); },
      onError: (m) => { live.delete(handle); sink.onError(m); },
      // An older page may have no onEvent: its proxy call then rejects, which is no error of the run.
      onEvent: (e) => { void Promise.resolve(sink.onEvent?.(e)).catch(() => undefined); },
    };
    const run = new LiveRun(sim, speed, own, wrap, isPauseKind(pauseOn) ? pauseOn : null, clockFor(clock, speed));
    live.set(handle, run);
    run.start(paused);
  },
  pause(handle: number): void { live.get(handle)?.pause(); },
  resume(handle: number): void { live.get(handle)?.resume(); },
  step(handle: number): void { live.get(handle)?.step(); },
  stepRtt(handle: number): void { live.get(handle)?.stepRtt(); },
  stepEvent(handle: number, kind?: PauseKind): void { live.get(handle)?.stepEvent(isPauseKind(kind) ? kind : undefined); },
  setPauseOn(handle: number, kind: PauseKind | null): void { live.get(handle)?.setPauseOn(isPauseKind(kind) ? kind : null); },
  cancel(handle: number): void { live.get(handle)?.cancel(); live.delete(handle); },
  setSpeed(handle: number, speed: number): void { live.get(handle)?.setSpeed(speed); },

  /** For the end-to-end tests: an uncaught error ('throw'), a worker that silently stops ('exit') or one busy for ever ('hang'). */
  crash(mode: 'throw' | 'exit' | 'hang'): void {
    if (mode === 'exit') {
      self.close();
      return;
    }
    if (mode === 'hang') {
      // Busy without end (an hour): no heartbeat is answered, so the page's watchdog must end it.
      const until = Date.now() + 3_600_000;
      while (Date.now() < until) { /* hung on purpose */ }
      return;
    }
    setTimeout(() => {
      throw new Error('simulated worker crash (test hook)');
    }, 0);
  },
};

export type SimWorkerApi = typeof api;

Comlink.expose(api);
