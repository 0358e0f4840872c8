// A synchronous pool of worker_threads for `cli sweep` and `cli bench`: commands are
// `(args, io) => exitCode`, so the main thread hands out jobs and then sleeps on a shared counter
// (Atomics.wait) that a worker bumps after each answer, reading the answers with
// receiveMessageOnPort. Results are keyed by job index, so they do not depend on the pool size.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { SweepJob, SweepJobResult } from '../sim/sweep';
import type { FromWorker, ToWorker } from './sweep-worker';

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

export class PoolError extends Error {}

function workerModule(): { module: string; tsx: string | null } {
  const fromTs = import.meta.url.endsWith('.ts');
  const module = new URL(fromTs ? './sweep-worker.ts' : './sweep-worker.js', import.meta.url).href;
  // tsx/esm/api's ESM build: its register() works in a worker thread on Node 20, where tsx's
  // own `--import tsx` entry only registers itself on the main thread.
  const api = fromTs ? join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs') : null;
  return { module, tsx: api ? pathToFileURL(api).href : null };
}

/** Runs every job on `size` worker threads; `onProgress(done, total)` is called at least every 250 ms. */
export function runJobsSync(
  jobs: readonly SweepJob[],
  collect: Record<string, string>,
  size: number,
  onProgress: (done: number, total: number) => void = () => undefined,
): SweepJobResult[] {
  const results: SweepJobResult[] = new Array<SweepJobResult>(jobs.length);
  if (jobs.length === 0) return results;
  // Where each job's answer goes: its place in `jobs` (a shard's jobs are not 0..n-1).
  const place = new Map(jobs.map((j, i) => [j.index, i]));
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { module, tsx } = workerModule();
  const pool: { worker: Worker; port: MessagePort }[] = [];
  let next = 0;
  let done = 0;
  const give = (port: MessagePort) => {
    if (next >= jobs.length) return;
    const msg: ToWorker = { type: 'job', job: jobs[next++], collect };
    port.postMessage(msg);
  };
  try {
    for (let i = 0; i < Math.max(1, Math.min(size, jobs.length)); i++) {
      const { port1, port2 } = new MessageChannel();
      const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { port: port2, signal, module, tsx }, transferList: [port2] });
      worker.unref();
      pool.push({ worker, port: port1 });
      give(port1);
    }
    onProgress(0, jobs.length);
    while (done < jobs.length) {
      const seen = Atomics.load(signal, 0);
      let got = false;
      for (const w of pool) {
        for (let m = receiveMessageOnPort(w.port); m !== undefined; m = receiveMessageOnPort(w.port)) {
          got = true;
          const msg = m.message as FromWorker;
          if (msg.type === 'fatal') throw new PoolError(`a worker thread failed to start: ${msg.message}`);
          if (msg.type === 'error') throw new PoolError(`job ${msg.index} failed: ${msg.message.split('\n')[0]}`);
          results[place.get(msg.index)!] = { index: msg.index, figures: msg.figures, events: msg.events };
          done++;
          give(w.port);
        }
      }
      if (got) onProgress(done, jobs.length);
      else if (Atomics.wait(signal, 0, seen, 250) === 'timed-out') onProgress(done, jobs.length);
    }
    return results;
  } finally {
    for (const w of pool) {
      w.port.close();
      void w.worker.terminate();
    }
  }
}
