// The one module of the page that knows a Worker exists (and the only Comlink user in src). It
// owns the shared simulation worker's life: starts it lazily, watches it, and replaces it with a
// fresh one when it throws or dies. The logic of live runs, queries, sweeps and parallel runs
// lives in sim-client-*.ts, which reach the workers only through the WorkerPort built here.
import * as Comlink from 'comlink';
import type { PauseKind, Preset, RunRecord, SimulationOptions } from '../sim';
import type { SimWorkerApi } from '../../workers/sim.worker';
import type { SweepPresetInfo } from '../../workers/sweep-api';
import { HEARTBEAT_EVERY_MS, HEARTBEAT_TIMEOUT_MS, WORKER_HUNG_MESSAGE, type Failure, type LiveCallbacks, type LiveControl, type PoolWorker, type SimRemote, type WorkerPort } from './sim-client-types';
import { startLiveRunOn } from './sim-client-live';
import { cachedCcs, runToEndOn, scenarioPresetsOn } from './sim-client-queries';
import { checkSweepOn, runSweepOn, sweepPresetsOn, type SweepProgress, type SweepRun } from './sim-client-sweep';
import { runParallelOn, type ParallelCallbacks, type ParallelRun } from './sim-client-parallel';

export type { LiveCallbacks, LiveControl } from './sim-client-types';
export { WorkerFailed, WORKER_HUNG_MESSAGE } from './sim-client-types';
export type { SweepPresetInfo } from '../../workers/sweep-api';
export { SweepCancelled, SweepRefused, type SweepOutcome, type SweepProgress, type SweepRun } from './sim-client-sweep';
export type { ParallelCallbacks, ParallelRun } from './sim-client-parallel';
export { sweepPoolSize } from './sim-client-pool';

interface Connection {
  worker: Worker;
  remote: Comlink.Remote<SimWorkerApi>;
  /** It answered a heartbeat once: it did start (a worker that cannot even start is not restarted in a loop). */
  answered?: boolean;
}

let connection: Connection | null = null;
/** Everything waiting on the current worker; each is told when the worker fails. */
const pending = new Set<Failure>();
const errorListeners = new Set<Failure>();
let watchdog: ReturnType<typeof setInterval> | null = null;

/** A new worker, with `onFailure` told when it throws or a message cannot be decoded. */
function newWorker(onFailure: Failure): Connection {
  const worker = new Worker(new URL('../../workers/sim.worker.ts', import.meta.url), { type: 'module' });
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    onFailure(event.message || 'unknown error');
  });
  worker.addEventListener('messageerror', () => onFailure('a message could not be decoded'));
  return { worker, remote: Comlink.wrap<SimWorkerApi>(worker) };
}

function connect(): Connection {
  if (connection) return connection;
  // The failure handler needs the connection it belongs to (a later one may have replaced it).
  const current: Connection = newWorker((message) => fail(current, message));
  connection = current;
  startWatchdog();
  return current;
}

/** Ends the failed worker, tells every waiting caller and listener, and lets the next call start a new one. */
function fail(failed: Connection, message: string): void {
  if (connection !== failed) return;
  connection = null;
  failed.worker.terminate();
  failed.remote[Comlink.releaseProxy]();
  stopWatchdog();
  const waiting = [...pending];
  pending.clear();
  for (const notify of waiting) notify(message);
  for (const listener of errorListeners) listener(message);
  // A new worker at once, so the banner's "a new worker is ready" holds and a retry starts fast.
  if (failed.answered) connect();
}

/** While a worker exists, make sure it still answers: a worker that closed or hung fires no event. */
function startWatchdog(): void {
  if (watchdog !== null) return;
  watchdog = setInterval(() => {
    const current = connection;
    if (!current) {
      stopWatchdog();
      return;
    }
    const timeout = setTimeout(() => fail(current, WORKER_HUNG_MESSAGE), HEARTBEAT_TIMEOUT_MS);
    current.remote.heartbeat().then(() => {
      clearTimeout(timeout);
      current.answered = true;
    }, () => undefined);
  }, HEARTBEAT_EVERY_MS);
}

function stopWatchdog(): void {
  if (watchdog !== null) clearInterval(watchdog);
  watchdog = null;
}

// Comlink's Remote also rewrites callback parameters into proxies; the parts pass proxies made by
// port.proxy, so the plain promise-returning view of the API (SimRemote) is what they call.
const asRemote = (remote: Comlink.Remote<SimWorkerApi>): SimRemote => remote as unknown as SimRemote;

const port: WorkerPort = {
  remote: () => asRemote(connect().remote),
  track(failure) {
    pending.add(failure);
    return () => pending.delete(failure);
  },
  spawn(onFailure): PoolWorker {
    const c = newWorker(onFailure);
    return {
      remote: asRemote(c.remote),
      terminate() {
        c.worker.terminate();
        c.remote[Comlink.releaseProxy]();
      },
    };
  },
  proxy: (value) => Comlink.proxy(value),
  reportCrash(message) {
    for (const listener of errorListeners) listener(message);
  },
};

/** Listens for worker failures (the page shows a banner). Returns the unsubscribe function. */
export function onWorkerError(listener: (message: string) => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** Simulates a scenario to its end as fast as possible. Rejects with the validation or worker error. */
export function runToEnd(scenario: unknown, onProgress?: (fraction: number) => void): Promise<RunRecord> {
  return runToEndOn(port, scenario, onProgress);
}

/** The engine's scenario presets (the views filter them, e.g. by transport). */
export function scenarioPresets(): Promise<Preset[]> {
  return scenarioPresetsOn(port);
}

/** The congestion controls the engine implements (a view offers only these); asked once. */
export const availableCcs: () => Promise<string[]> = cachedCcs(port);

/**
 * Starts a live run paced to wall time x speed; batches arrive about once per animation frame.
 * Runs given the same `clock` number share one clock in the worker (side by side).
 */
export function startLiveRun(scenario: unknown, speed: number, callbacks: LiveCallbacks, options?: SimulationOptions, paused = false, pauseOn: PauseKind | null = null, clock: number | null = null): LiveControl {
  return startLiveRunOn(port, scenario, speed, callbacks, options, paused, pauseOn, clock);
}

/** Test hook (exposed by the page only with ?debug=1): make the worker throw, die, or hang (busy, answering nothing). */
export function crashWorker(mode: 'throw' | 'exit' | 'hang'): void {
  connect().remote.crash(mode).catch(() => undefined);
}

/** The sweep presets (names, sizes, and whether this engine can run them yet). */
export function sweepPresets(): Promise<SweepPresetInfo[]> {
  return sweepPresetsOn(port);
}

/** Validates and expands a sweep without running it: resolves with its number of jobs. */
export function checkSweep(input: unknown): Promise<number> {
  return checkSweepOn(port, input);
}

/** Runs a sweep on a pool of workers (see sim-client-sweep.ts). */
export function runSweep(input: unknown, onProgress: (p: SweepProgress) => void): SweepRun {
  return runSweepOn(port, input, onProgress);
}

/** Runs several scenarios side by side on a pool of workers (see sim-client-parallel.ts). */
export function runParallel(scenarios: readonly unknown[], callbacks: ParallelCallbacks): ParallelRun {
  return runParallelOn(port, scenarios, callbacks);
}
