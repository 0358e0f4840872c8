// The one module of the page that knows a Worker exists. It owns the simulation worker's life:
// starts it lazily, watches it, and replaces it with a fresh one when it throws or dies.
import * as Comlink from 'comlink';
import type { RunRecord, SampleBatch } from '../sim';
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

/** Starts a live run paced to wall time x speed; batches arrive about once per animation frame. */
export function startLiveRun(scenario: unknown, speed: number, callbacks: LiveCallbacks): LiveControl {
  const { remote } = connect();
  let ended = false;
  const end = (): void => { ended = true; untrack(); };
  const untrack = track((message) => { if (!ended) { end(); callbacks.onError(message); } });
  const sink = Comlink.proxy({
    onBatch: (batch: SampleBatch) => { if (!ended) callbacks.onBatch(batch); },
    onDone: (record: RunRecord) => { if (!ended) { end(); callbacks.onDone(record); } },
    onError: (message: string) => { if (!ended) { end(); callbacks.onError(message); } },
  });
  remote.startLive(scenario, speed, sink).catch((error: unknown) => {
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
