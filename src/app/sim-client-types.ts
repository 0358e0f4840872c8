// The types of the worker client (src/app/sim-client.ts) and the port its parts share. Only
// sim-client.ts touches Comlink; the other sim-client-*.ts files get what they need through a
// WorkerPort, so they hold the logic (pools, sweeps, live runs) without knowing the transport.
import type { PauseEvent, PauseKind, RunRecord, SampleBatch } from '../sim';
import type { SimWorkerApi } from '../../workers/sim.worker';

/** How often a busy worker is asked whether it is alive, and how long it has to answer. */
export const HEARTBEAT_EVERY_MS = 1000;
export const HEARTBEAT_TIMEOUT_MS = 4000;
/** The failure message of a worker that stopped answering its heartbeat (hung, or closed itself). */
export const WORKER_HUNG_MESSAGE = 'the worker stopped responding';

/** A call that failed because its worker failed (crashed or hung), not because the engine refused it: worth a retry. */
export class WorkerFailed extends Error {}

/** The worker's API as the page sees it: every call answers with a promise. */
export type SimRemote = {
  [K in keyof SimWorkerApi]: SimWorkerApi[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

export type Failure = (message: string) => void;

/** A dedicated worker of a pool (sweeps, parallel runs). */
export interface PoolWorker {
  remote: SimRemote;
  terminate(): void;
}

/** What sim-client.ts gives its parts. */
export interface WorkerPort {
  /** The shared worker, started on first use (and again after a failure). */
  remote(): SimRemote;
  /** Registers a caller to be told when the shared worker fails; returns the untrack function. */
  track(onFailure: Failure): () => void;
  /** Starts a pool worker; onFailure is called if it throws or a message cannot be decoded. */
  spawn(onFailure: Failure): PoolWorker;
  /** Wraps a callback (or an object of callbacks) so the worker can call it back. */
  proxy<T extends object>(value: T): T;
  /** Tells the page's error listeners (the banner) that a pool worker crashed. */
  reportCrash(message: string): void;
}

export interface LiveCallbacks {
  onBatch(batch: SampleBatch): void;
  onDone(record: RunRecord): void;
  /** `workerFailed`: the worker crashed or hung (the run itself may be fine: worth a retry). */
  onError(message: string, workerFailed?: boolean): void;
  /** The run paused itself at an event it watches for (or a step went past one). */
  onEvent?(event: PauseEvent): void;
}

export interface LiveControl {
  pause(): void;
  resume(): void;
  step(): void;
  cancel(): void;
  setSpeed(speed: number): void;
  /** While paused: one round trip forward. */
  stepRtt?(): void;
  /** While paused: on to the next event of `kind` (default: the one watched for). */
  stepEvent?(kind?: PauseKind): void;
  /** What the run stops at by itself (null: nothing). */
  setPauseOn?(kind: PauseKind | null): void;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One call to the shared worker, rejected with the worker's message if the worker fails meanwhile. */
export function ask<T>(port: WorkerPort, call: (remote: SimRemote) => Promise<T>): Promise<T> {
  const remote = port.remote();
  return new Promise<T>((resolve, reject) => {
    const untrack = port.track((message) => reject(new WorkerFailed(message)));
    call(remote).then(
      (value) => { untrack(); resolve(value); },
      (error: unknown) => { untrack(); reject(new Error(messageOf(error))); },
    );
  });
}
