// One worker thread of `cli fidelity`: runs a group of figures (those that share runs) with one
// host profile and answers with their rows. Loaded by the bootstrap in worker-pool.ts.
import type { MessagePort } from 'node:worker_threads';
import type { HostsProfile } from '../sim/scenario/hosts';
import { runFidelity, type FidelityRow } from '../sim/fidelity/run';
import { answerer, type FatalMessage } from './worker-pool';

export type FidelityJob = { type: 'job'; index: number; ids: string[]; seeds: number[]; profile: HostsProfile };
export type FidelityAnswer =
  | { type: 'result'; index: number; rows: FidelityRow[] }
  | { type: 'error'; index: number; message: string }
  | FatalMessage;

export function serve(port: MessagePort, signal: Int32Array): void {
  const send = answerer<FidelityAnswer>(port, signal);
  port.on('message', (m: FidelityJob) => {
    try {
      send({ type: 'result', index: m.index, rows: runFidelity({ seeds: m.seeds, only: m.ids, profiles: [m.profile] }).rows });
    } catch (e) {
      send({ type: 'error', index: m.index, message: e instanceof Error ? e.message : String(e) });
    }
  });
}
