// The engine's scenario presets, asked from the worker once per page load (a failed answer is
// not kept, so the next widget asks again).
import { scenarioPresets } from '../app/sim-client';

let cache: Promise<ReadonlyMap<string, Record<string, unknown>>> | null = null;

export function enginePresets(): Promise<ReadonlyMap<string, Record<string, unknown>>> {
  if (cache) return cache;
  const asked = scenarioPresets().then((list) => new Map(list.map((p) => [p.name, p.scenario])));
  asked.catch(() => {
    if (cache === asked) cache = null;
  });
  cache = asked;
  return asked;
}
