// One worker thread of `cli grade` and `cli key`: simulates the scenarios it is sent and answers
// with each RunRecord (no series), then bumps the shared counter so the blocked main thread wakes
// up. Loaded by the bootstrap in worker-pool.ts, for grade-pool.ts.
import type { MessagePort } from 'node:worker_threads';
import { createSimulation } from '../sim/simulation';
import type { RunRecord } from '../sim/record/run-record';
import { answerer, type FatalMessage } from './worker-pool';

export type ToGradeWorker = { type: 'job'; index: number; scenario: unknown };
export type FromGradeWorker =
  | { type: 'result'; index: number; record: RunRecord }
  | { type: 'error'; index: number; message: string }
  | FatalMessage;

export function simulate(scenario: unknown): RunRecord {
  const sim = createSimulation(scenario);
  sim.runToEnd();
  return sim.record();
}

export function serve(port: MessagePort, signal: Int32Array): void {
  const send = answerer<FromGradeWorker>(port, signal);
  port.on('message', (m: ToGradeWorker) => {
    try {
      send({ type: 'result', index: m.index, record: simulate(m.scenario) });
    } catch (e) {
      send({ type: 'error', index: m.index, message: (e instanceof Error ? e.message : String(e)).split('\n')[0] });
    }
  });
}
