// A synchronous pool of worker_threads, shared by `cli sweep`/`cli bench` (sweep-pool.ts) and
// `cli grade`/`cli key` (grade-pool.ts). Commands are `(args, io) => exitCode`, so the main thread
// hands out jobs and then sleeps on a shared counter (Atomics.wait) that a worker bumps after each
// answer (see `answerer`), reading the answers with receiveMessageOnPort. What a job is and what
// its answer means stays with the caller.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

/**
 * Plain JavaScript, so it always loads: registers tsx (the CLI runs from its TypeScript sources,
 * also under vitest), imports the worker module, and reports any failure to start on the port.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
const { port, signal } = workerData;
const fatal = (e) => {
  port.postMessage({ type: 'fatal', message: String((e && e.message) || e).split('\\n')[0] });
  Atomics.add(signal, 0, 1);
  Atomics.notify(signal, 0);
};
(async () => {
  if (workerData.tsx) (await import(workerData.tsx)).register();
  const m = await import(workerData.module);
  m.serve(port, signal);
})().catch(fatal);
`;

/** The worker modules of this folder; each exports `serve(port, signal)`. */
export type WorkerName = 'sweep-worker' | 'grade-worker' | 'fidelity-worker';

/** What every worker may answer besides its own messages: it could not start. */
export type FatalMessage = { type: 'fatal'; message: string };

function workerModule(name: WorkerName): { module: string; tsx: string | null } {
  const fromTs = import.meta.url.endsWith('.ts');
  const module = new URL(`./${name}.${fromTs ? 'ts' : 'js'}`, import.meta.url).href;
  // tsx/esm/api's ESM build: its register() works in a worker thread on Node 20, where tsx's
  // own `--import tsx` entry only registers itself on the main thread.
  const api = fromTs ? join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs') : null;
  return { module, tsx: api ? pathToFileURL(api).href : null };
}

export interface PoolRun<Answer> {
  worker: WorkerName;
  /** How many jobs; job i is posted as `job(i)`, in order, one at a time per thread. */
  count: number;
  job: (i: number) => unknown;
  /** Takes one answer (not a fatal one); may throw to stop the batch. */
  answer: (msg: Answer) => void;
  /** The error thrown when a worker thread fails to start. */
  startError: new (message: string) => Error;
  size: number;
  /** Called with (0, count) once the threads start, then at least every 250 ms. */
  onProgress: (done: number, total: number) => void;
}

/** Runs `count` jobs on at most `size` worker threads and returns when each has been answered. */
export function runPoolSync<Answer>(run: PoolRun<Answer>): void {
  const { count } = run;
  if (count === 0) return;
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { module, tsx } = workerModule(run.worker);
  const pool: { worker: Worker; port: MessagePort }[] = [];
  let next = 0;
  let done = 0;
  const give = (port: MessagePort) => {
    if (next >= count) return;
    port.postMessage(run.job(next++));
  };
  try {
    for (let i = 0; i < Math.max(1, Math.min(run.size, count)); i++) {
      const { port1, port2 } = new MessageChannel();
      const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { port: port2, signal, module, tsx }, transferList: [port2] });
      worker.unref();
      pool.push({ worker, port: port1 });
      give(port1);
    }
    run.onProgress(0, count);
    while (done < count) {
      const seen = Atomics.load(signal, 0);
      let got = false;
      for (const w of pool) {
        for (let m = receiveMessageOnPort(w.port); m !== undefined; m = receiveMessageOnPort(w.port)) {
          got = true;
          const msg = m.message as Answer | FatalMessage;
          if (isFatal(msg)) throw new run.startError(`a worker thread failed to start: ${msg.message}`);
          run.answer(msg);
          done++;
          give(w.port);
        }
      }
      if (got) run.onProgress(done, count);
      else if (Atomics.wait(signal, 0, seen, 250) === 'timed-out') run.onProgress(done, count);
    }
  } finally {
    for (const w of pool) {
      w.port.close();
      void w.worker.terminate();
    }
  }
}

function isFatal(msg: unknown): msg is FatalMessage {
  return typeof msg === 'object' && msg !== null && (msg as { type?: unknown }).type === 'fatal';
}

/** The worker side: posts an answer, then bumps the shared counter so the blocked main thread wakes. */
export function answerer<M>(port: MessagePort, signal: Int32Array): (m: M) => void {
  return (m) => {
    port.postMessage(m);
    Atomics.add(signal, 0, 1);
    Atomics.notify(signal, 0);
  };
}
