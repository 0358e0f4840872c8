// One worker thread of `cli sweep`: runs the jobs it is sent and answers on its port, then bumps
// the shared counter so the (blocked) main thread wakes up. Loaded by the bootstrap in worker-pool.ts.
import type { MessagePort } from 'node:worker_threads';
import { runSweepJob, type SweepJob } from '../sim/sweep';
import { answerer, type FatalMessage } from './worker-pool';

export type ToWorker = { type: 'job'; job: SweepJob; collect: Record<string, string> };
export type FromWorker =
  | { type: 'result'; index: number; figures: Record<string, number | null>; events: number }
  | { type: 'error'; index: number; message: string }
  | FatalMessage;

export function serve(port: MessagePort, signal: Int32Array): void {
  const send = answerer<FromWorker>(port, signal);
  port.on('message', (m: ToWorker) => {
    try {
      send({ type: 'result', ...runSweepJob(m.job, m.collect) });
    } catch (e) {
      send({ type: 'error', index: m.job.index, message: e instanceof Error ? e.message : String(e) });
    }
  });
}
