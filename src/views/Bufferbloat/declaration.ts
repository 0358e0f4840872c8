// The Bufferbloat view declared once: its defaults (the notes' bench.py bloat), address
// parameters, the scenarios a set of options runs (one per buffer and algorithm), and the options
// that reproduce one such scenario (an imported record, a lesson's ?scenario= link).
import type { ViewDeclaration } from '../shared/viewDeclaration';
import { scenarioShape } from './analysis';
import { buildScenario, configurations, DEFAULT_OPTIONS, RANGES, type BufferbloatOptions } from './options';
import { BUFFERBLOAT_PARAMS } from './params';

const clamp = (v: number, r: { min: number; max: number }) => Math.min(r.max, Math.max(r.min, v));

export const BUFFERBLOAT_DECLARATION: ViewDeclaration<BufferbloatOptions> = {
  id: 'bufferbloat',
  defaults: DEFAULT_OPTIONS,
  params: BUFFERBLOAT_PARAMS,
  toScenario: (o) => configurations(o).map((c) => buildScenario(o, c)),
  // One configuration: its link, buffer, algorithm and queue; the load lasts while the pings go
  // (or to the run's end), counted from the flow's start.
  fromScenario(scenario, fallback) {
    const shape = scenarioShape(scenario);
    if (typeof shape === 'string') return null;
    const pingsEndS = shape.ping.count !== null ? shape.ping.start_s + (shape.ping.count * shape.ping.interval_ms) / 1000 : shape.durationS;
    return {
      ...fallback,
      rateMbps: shape.rateMbps,
      delayMs: shape.delayMs,
      buffersKiB: [Math.round(shape.bufferKiB * 10) / 10],
      cc: shape.flow.cc,
      queue: shape.queue,
      loadS: clamp(Math.round(pingsEndS - shape.flow.start_s), RANGES.duration),
      pingIntervalMs: clamp(shape.ping.interval_ms, RANGES.interval),
      seed: typeof (scenario as { seed?: unknown }).seed === 'number' ? (scenario as { seed: number }).seed : fallback.seed,
    };
  },
};
