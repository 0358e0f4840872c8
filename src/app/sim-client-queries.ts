// The small questions to the shared worker: one whole run, the presets, the available controls.
import type { Preset, RunRecord } from '../sim';
import { ask, type WorkerPort } from './sim-client-types';

export function runToEndOn(port: WorkerPort, scenario: unknown, onProgress?: (fraction: number) => void): Promise<RunRecord> {
  const progress = onProgress ? port.proxy(onProgress) : undefined;
  return ask(port, (remote) => remote.runToEnd(scenario, progress));
}

export function scenarioPresetsOn(port: WorkerPort): Promise<Preset[]> {
  return ask(port, (remote) => remote.scenarioPresets());
}

/** Asks once and keeps the answer; a failed answer is not kept (the next caller asks the next worker). */
export function cachedCcs(port: WorkerPort): () => Promise<string[]> {
  let cache: Promise<string[]> | null = null;
  return () => {
    if (cache) return cache;
    const asked = ask(port, (remote) => remote.ccAvailable());
    asked.catch(() => { if (cache === asked) cache = null; });
    cache = asked;
    return asked;
  };
}
