// Running a whole simulation inside a worker without starving its message queue: in slices of at
// most SLICE_MS wall time, yielding between them so heartbeats and cancels get through.
import type { Simulation } from '../src/sim';

/** Wall time a slice may take before the worker yields to its message queue. */
const SLICE_MS = 40;

const yieldToMessages = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs `sim` to its end in slices, reporting the fraction done after each. */
export async function runInSlices(sim: Simulation, onProgress?: (fraction: number) => void): Promise<void> {
  const stepNs = Math.max(1, Math.floor(sim.endNs / 200));
  while (!sim.done) {
    const sliceStart = performance.now();
    while (!sim.done && performance.now() - sliceStart < SLICE_MS) sim.runUntil(sim.nowNs + stepNs);
    onProgress?.(sim.nowNs / sim.endNs);
    await yieldToMessages();
  }
}
