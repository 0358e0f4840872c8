// The one module of the page that knows a Worker exists. It owns the simulation worker's life:
// starts it lazily, watches it, and replaces it with a fresh one when it throws or dies.
import * as Comlink from 'comlink';
import type { Preset, RunRecord, SampleBatch, SimulationOptions } from '../sim';
import type { SimWorkerApi } from '../../workers/sim.worker';

export interface LiveCallbacks {
  onBatch(batch: SampleBatch): void;
  onDone(record: RunRecord): void;
  onError(message: string): void;
}

export interface LiveControl {
  pause(): void;
  resume(): void;
  step(): void;
  cancel(): void;
  setSpeed(speed: number): void;
}

/** How often a busy worker is asked whether it is alive, and how long it has to answer. */
const HEARTBEAT_EVERY_MS = 1000;
const HEARTBEAT_TIMEOUT_MS = 4000;

type Failure = (message: string) => void;

interface Connection {
  worker: Worker;
  remote: Comlink.Remote<SimWorkerApi>;
}

let connection: Connection | null = null;
/** Everything waiting on the current worker; each is told when the worker fails. */
const pending = new Set<Failure>();
const errorListeners = new Set<Failure>();
let watchdog: ReturnType<typeof setInterval> | null = null;

function connect(): Connection {
  if (connection) return connection;
  const worker = new Worker(new URL('../../workers/sim.worker.ts', import.meta.url), { type: 'module' });
  const current: Connection = { worker, remote: Comlink.wrap<SimWorkerApi>(worker) };
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    fail(current, event.message || 'unknown error');
  });
  worker.addEventListener('messageerror', () => fail(current, 'a message could not be decoded'));
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
    const timeout = setTimeout(() => fail(current, 'the worker stopped responding'), HEARTBEAT_TIMEOUT_MS);
    current.remote.heartbeat().then(() => clearTimeout(timeout), () => undefined);
  }, HEARTBEAT_EVERY_MS);
}

function stopWatchdog(): void {
  if (watchdog !== null) clearInterval(watchdog);
  watchdog = null;
}

function track(failure: Failure): () => void {
  pending.add(failure);
  return () => pending.delete(failure);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Listens for worker failures (the page shows a banner). Returns the unsubscribe function. */
export function onWorkerError(listener: (message: string) => void): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** Simulates a scenario to its end as fast as possible. Rejects with the validation or worker error. */
export function runToEnd(scenario: unknown, onProgress?: (fraction: number) => void): Promise<RunRecord> {
  const { remote } = connect();
  return new Promise<RunRecord>((resolve, reject) => {
    const untrack = track((message) => reject(new Error(message)));
    const progress = onProgress ? Comlink.proxy(onProgress) : undefined;
    remote.runToEnd(scenario, progress).then(
      (record) => { untrack(); resolve(record); },
      (error: unknown) => { untrack(); reject(new Error(messageOf(error))); },
    );
  });
}

/** The engine's scenario presets (the views filter them, e.g. by transport). */
export function scenarioPresets(): Promise<Preset[]> {
  const { remote } = connect();
  return new Promise<Preset[]>((resolve, reject) => {
    const untrack = track((message) => reject(new Error(message)));
    remote.scenarioPresets().then(
      (list) => { untrack(); resolve(list); },
      (error: unknown) => { untrack(); reject(new Error(messageOf(error))); },
    );
  });
}

/** Starts a live run paced to wall time x speed; batches arrive about once per animation frame. */
export function startLiveRun(scenario: unknown, speed: number, callbacks: LiveCallbacks, options?: SimulationOptions): LiveControl {
  const { remote } = connect();
  let ended = false;
  const end = (): void => { ended = true; untrack(); };
  const untrack = track((message) => { if (!ended) { end(); callbacks.onError(message); } });
  const sink = Comlink.proxy({
    onBatch: (batch: SampleBatch) => { if (!ended) callbacks.onBatch(batch); },
    onDone: (record: RunRecord) => { if (!ended) { end(); callbacks.onDone(record); } },
    onError: (message: string) => { if (!ended) { end(); callbacks.onError(message); } },
  });
  remote.startLive(scenario, speed, sink, options).catch((error: unknown) => {
    if (!ended) { end(); callbacks.onError(messageOf(error)); }
  });
  const ignore = (): undefined => undefined;
  return {
    pause: () => { remote.pause().catch(ignore); },
    resume: () => { remote.resume().catch(ignore); },
    step: () => { remote.step().catch(ignore); },
    setSpeed: (value: number) => { remote.setSpeed(value).catch(ignore); },
    cancel: () => {
      if (!ended) end();
      remote.cancel().catch(ignore);
    },
  };
}

/** Test hook (exposed by the page only with ?debug=1): make the worker throw or die. */
export function crashWorker(mode: 'throw' | 'exit'): void {
  connect().remote.crash(mode).catch(() => undefined);
}

// ---- Sweeps: a pool of workers, one job at a time each -------------------------------------
// Expansion and aggregation run in the shared worker (the engine's schema stays out of the page);
// the jobs run on a pool of dedicated workers that is terminated when the sweep ends or is cancelled.

export type { SweepPresetInfo } from '../../workers/sweep-api';
import type { SweepPresetInfo } from '../../workers/sweep-api';
import type { SweepJobResult, SweepResult } from '../sim/sweep';

export interface SweepProgress {
  done: number;
  total: number;
  /** Jobs done plus the running jobs' fractions, over the total: 0..1. */
  fraction: number;
  workers: number;
}

export interface SweepOutcome {
  result: SweepResult;
  csv: string;
  differenceCsv: string | null;
}

export interface SweepRun {
  /** Resolves with the rows; rejects with the validation, engine or worker message, or SweepCancelled. */
  done: Promise<SweepOutcome>;
  cancel(): void;
}

export class SweepCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'SweepCancelled';
  }
}

/** At most this many pool workers, whatever the machine reports (memory, and a fair share of a classroom laptop). */
const MAX_POOL = 8;

export function sweepPoolSize(jobs: number, hardware = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2): number {
  return Math.max(1, Math.min(jobs, MAX_POOL, hardware));
}

/** The sweep presets (names, sizes, and whether this engine can run them yet). */
export function sweepPresets(): Promise<SweepPresetInfo[]> {
  const { remote } = connect();
  return new Promise<SweepPresetInfo[]>((resolve, reject) => {
    const untrack = track((message) => reject(new Error(message)));
    remote.sweepPresets().then(
      (list) => { untrack(); resolve(list); },
      (error: unknown) => { untrack(); reject(new Error(messageOf(error))); },
    );
  });
}

/** Validates and expands a sweep without running it: resolves with its number of jobs. */
export function checkSweep(input: unknown): Promise<number> {
  const { remote } = connect();
  return new Promise<number>((resolve, reject) => {
    const untrack = track((message) => reject(new Error(message)));
    remote.prepareSweep(input).then(
      ({ jobs }) => { untrack(); resolve(jobs.length); },
      (error: unknown) => { untrack(); reject(new Error(messageOf(error))); },
    );
  });
}

interface PoolMember {
  worker: Worker;
  remote: Comlink.Remote<SimWorkerApi>;
}

/** Runs a sweep on a pool of workers. Results are keyed by job index: the same whatever the pool size. */
export function runSweep(input: unknown, onProgress: (p: SweepProgress) => void): SweepRun {
  let finished = false;
  let pool: PoolMember[] = [];
  let poolWatchdog: ReturnType<typeof setInterval> | null = null;
  let rejectRun: (e: Error) => void = () => undefined;

  const teardown = () => {
    if (poolWatchdog !== null) clearInterval(poolWatchdog);
    poolWatchdog = null;
    for (const m of pool) {
      m.worker.terminate();
      m.remote[Comlink.releaseProxy]();
    }
    pool = [];
  };
  const stop = (error: Error, crash: boolean) => {
    if (finished) return;
    finished = true;
    teardown();
    if (crash) for (const listener of errorListeners) listener(error.message);
    rejectRun(error);
  };

  const done = new Promise<SweepOutcome>((resolve, reject) => {
    rejectRun = reject;
    const main = connect();
    const untrack = track((message) => stop(new Error(message), false));
    const run = async (): Promise<SweepOutcome> => {
      const { sweep, jobs } = await main.remote.prepareSweep(input);
      if (finished) throw new SweepCancelled();
      const size = sweepPoolSize(jobs.length);
      const results: SweepJobResult[] = [];
      const partial = new Map<number, number>();
      const report = () => {
        let running = 0;
        for (const f of partial.values()) running += f;
        onProgress({ done: results.length, total: jobs.length, fraction: jobs.length ? (results.length + running) / jobs.length : 1, workers: size });
      };
      report();
      for (let i = 0; i < size; i++) {
        const worker = new Worker(new URL('../../workers/sim.worker.ts', import.meta.url), { type: 'module' });
        const member: PoolMember = { worker, remote: Comlink.wrap<SimWorkerApi>(worker) };
        worker.addEventListener('error', (event) => {
          event.preventDefault();
          stop(new Error(event.message || 'unknown error'), true);
        });
        worker.addEventListener('messageerror', () => stop(new Error('a message could not be decoded'), true));
        pool.push(member);
      }
      poolWatchdog = setInterval(() => {
        for (const m of pool) {
          const timeout = setTimeout(() => stop(new Error('the worker stopped responding'), true), HEARTBEAT_TIMEOUT_MS);
          m.remote.heartbeat().then(() => clearTimeout(timeout), () => clearTimeout(timeout));
        }
      }, HEARTBEAT_EVERY_MS);
      let next = 0;
      const lane = async (m: PoolMember): Promise<void> => {
        while (!finished && next < jobs.length) {
          const job = jobs[next++];
          partial.set(job.index, 0);
          const progress = Comlink.proxy((f: number) => { if (!finished) { partial.set(job.index, f); report(); } });
          const r = await m.remote.runSweepJob(job, sweep.collect, progress);
          partial.delete(job.index);
          results.push(r);
          report();
        }
      };
      await Promise.all(pool.map(lane));
      if (finished) throw new SweepCancelled();
      teardown();
      return main.remote.finishSweep(sweep, jobs, results);
    };
    run().then(
      (outcome) => {
        untrack();
        if (finished) return;
        finished = true;
        resolve(outcome);
      },
      (error: unknown) => {
        untrack();
        stop(error instanceof SweepCancelled ? error : new Error(messageOf(error)), false);
      },
    );
  });
  return { done, cancel: () => stop(new SweepCancelled(), false) };
}

// ---- Engine facts the views need (asked once, from the shared worker) ------------------------

let ccCache: Promise<string[]> | null = null;

/** The congestion controls the engine implements (a view offers only these). */
export function availableCcs(): Promise<string[]> {
  if (ccCache) return ccCache;
  const { remote } = connect();
  const asked = new Promise<string[]>((resolve, reject) => {
    const untrack = track((message) => reject(new Error(message)));
    remote.ccAvailable().then(
      (list) => { untrack(); resolve(list); },
      (error: unknown) => { untrack(); reject(new Error(messageOf(error))); },
    );
  });
  // A failed answer is not kept: the next caller asks the next worker.
  asked.catch(() => { if (ccCache === asked) ccCache = null; });
  ccCache = asked;
  return asked;
}

// ---- Several whole runs side by side, on a pool of workers -----------------------------------
// Each scenario is its own run with its own progress and outcome (one refused scenario does not
// stop the others); the pool is terminated when every run has ended or on cancel.

export interface ParallelCallbacks {
  onProgress(index: number, fraction: number): void;
  onRecord(index: number, record: RunRecord): void;
  /** The engine refused or failed this run (the others go on). */
  onRunError(index: number, message: string): void;
}

export interface ParallelRun {
  /** Resolves when every run has ended; rejects with SweepCancelled or a worker failure. */
  done: Promise<void>;
  cancel(): void;
  /** Pool size used. */
  workers: number;
}

export function runParallel(scenarios: readonly unknown[], callbacks: ParallelCallbacks): ParallelRun {
  let finished = false;
  const size = sweepPoolSize(scenarios.length);
  const pool: PoolMember[] = [];
  let poolWatchdog: ReturnType<typeof setInterval> | null = null;
  let rejectRun: (e: Error) => void = () => undefined;
  const teardown = () => {
    if (poolWatchdog !== null) clearInterval(poolWatchdog);
    poolWatchdog = null;
    for (const m of pool.splice(0)) {
      m.worker.terminate();
      m.remote[Comlink.releaseProxy]();
    }
  };
  const stop = (error: Error, crash: boolean) => {
    if (finished) return;
    finished = true;
    teardown();
    if (crash) for (const listener of errorListeners) listener(error.message);
    rejectRun(error);
  };
  const done = new Promise<void>((resolve, reject) => {
    rejectRun = reject;
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('../../workers/sim.worker.ts', import.meta.url), { type: 'module' });
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        stop(new Error(event.message || 'unknown error'), true);
      });
      worker.addEventListener('messageerror', () => stop(new Error('a message could not be decoded'), true));
      pool.push({ worker, remote: Comlink.wrap<SimWorkerApi>(worker) });
    }
    poolWatchdog = setInterval(() => {
      for (const m of pool) {
        const timeout = setTimeout(() => stop(new Error('the worker stopped responding'), true), HEARTBEAT_TIMEOUT_MS);
        m.remote.heartbeat().then(() => clearTimeout(timeout), () => clearTimeout(timeout));
      }
    }, HEARTBEAT_EVERY_MS);
    let next = 0;
    const lane = async (m: PoolMember): Promise<void> => {
      while (!finished && next < scenarios.length) {
        const index = next++;
        const progress = Comlink.proxy((f: number) => { if (!finished) callbacks.onProgress(index, f); });
        try {
          const record = await m.remote.runToEnd(scenarios[index], progress);
          if (!finished) callbacks.onRecord(index, record);
        } catch (error) {
          if (!finished) callbacks.onRunError(index, messageOf(error));
        }
      }
    };
    Promise.all([...pool].map(lane)).then(() => {
      if (finished) return;
      finished = true;
      teardown();
      resolve();
    }, (error: unknown) => stop(new Error(messageOf(error)), false));
  });
  return { done, cancel: () => stop(new SweepCancelled(), false), workers: size };
}
