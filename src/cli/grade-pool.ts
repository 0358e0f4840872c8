// Re-simulation for `cli grade` (and `cli key`, `grade --bench`) on worker threads, the way
// sweep-pool.ts runs sweeps: commands are synchronous, so the main thread hands out jobs and
// sleeps on a shared counter (Atomics.wait) that a worker bumps after each answer. A job that
// fails (a scenario the engine refuses) is an answer too: it never stops the batch.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { RunRecord } from '../sim/record/run-record';
import type { FromGradeWorker, ToGradeWorker } from './grade-worker';

/** Plain JavaScript, so it always loads: registers tsx, imports the worker module, serves. */
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

export class GradePoolError extends Error {}

export type SimOutcome = { record: RunRecord } | { error: string };

function workerModule(): { module: string; tsx: string | null } {
  const fromTs = import.meta.url.endsWith('.ts');
  const module = new URL(fromTs ? './grade-worker.ts' : './grade-worker.js', import.meta.url).href;
  // tsx/esm/api's register() works in a worker thread on Node 20 (see sweep-pool.ts).
  const api = fromTs ? join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs') : null;
  return { module, tsx: api ? pathToFileURL(api).href : null };
}

/** Simulates every scenario on `size` worker threads; results by index, whatever the pool size. */
export function simulateAllSync(
  scenarios: readonly unknown[],
  size: number,
  onProgress: (done: number, total: number) => void = () => undefined,
): SimOutcome[] {
  const results: SimOutcome[] = new Array<SimOutcome>(scenarios.length);
  if (scenarios.length === 0) return results;
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const { module, tsx } = workerModule();
  const pool: { worker: Worker; port: MessagePort }[] = [];
  let next = 0;
  let done = 0;
  const give = (port: MessagePort) => {
    if (next >= scenarios.length) return;
    const msg: ToGradeWorker = { type: 'job', index: next, scenario: scenarios[next] };
    next++;
    port.postMessage(msg);
  };
  try {
    for (let i = 0; i < Math.max(1, Math.min(size, scenarios.length)); i++) {
      const { port1, port2 } = new MessageChannel();
      const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { port: port2, signal, module, tsx }, transferList: [port2] });
      worker.unref();
      pool.push({ worker, port: port1 });
      give(port1);
    }
    onProgress(0, scenarios.length);
    while (done < scenarios.length) {
      const seen = Atomics.load(signal, 0);
      let got = false;
      for (const w of pool) {
        for (let m = receiveMessageOnPort(w.port); m !== undefined; m = receiveMessageOnPort(w.port)) {
          got = true;
          const msg = m.message as FromGradeWorker;
          if (msg.type === 'fatal') throw new GradePoolError(`a worker thread failed to start: ${msg.message}`);
          results[msg.index] = msg.type === 'result' ? { record: msg.record } : { error: msg.message };
          done++;
          give(w.port);
        }
      }
      if (got) onProgress(done, scenarios.length);
      else if (Atomics.wait(signal, 0, seen, 250) === 'timed-out') onProgress(done, scenarios.length);
    }
    return results;
  } finally {
    for (const w of pool) {
      w.port.close();
      void w.worker.terminate();
    }
  }
}
