import { describe, expect, it } from 'vitest';
import { LOSS_NOT_CONGESTION_DECLARATION as D } from './declaration';
import { DEFAULT_OPTIONS, type LossOptions } from './options';

describe('the loss-not-congestion declaration', () => {
  it('reads back the options of each scenario it builds (round trip); TCP runs keep the fallback\'s reorder queue', () => {
    const cases: LossOptions[] = [DEFAULT_OPTIONS, { lossPct: 0.5, durationS: 5, reorderQueue: 128, seed: 7 }, { lossPct: 0, durationS: 120, reorderQueue: 1024, seed: 1 }];
    for (const o of cases) {
      const scenarios = D.toScenario(o) as unknown[];
      expect(scenarios).toHaveLength(5);
      const fallback = { ...DEFAULT_OPTIONS, reorderQueue: o.reorderQueue === 128 ? 1024 : 128 } as LossOptions;
      expect(D.fromScenario(scenarios[0], fallback)).toEqual(o); // FRCT's run carries the reorder queue
      for (const s of scenarios.slice(1)) expect(D.fromScenario(s, fallback)).toEqual({ ...o, reorderQueue: fallback.reorderQueue });
    }
  });

  it('refuses a scenario it cannot show: another algorithm, a loss or a duration out of its range', () => {
    const [frct, cubic] = D.toScenario(DEFAULT_OPTIONS) as Record<string, unknown>[];
    expect(D.fromScenario({ ...cubic, flows: [{ id: 'tcp', cc: 'reno-sce' }] }, DEFAULT_OPTIONS)).toBeNull();
    expect(D.fromScenario({ ...cubic, link: { rate_mbps: 100, loss: 0.3 } }, DEFAULT_OPTIONS)).toBeNull();
    expect(D.fromScenario({ ...cubic, duration_s: 600 }, DEFAULT_OPTIONS)).toBeNull();
    expect(D.fromScenario({ ...frct, flows: [{ id: 'frct', transport: 'frct', frct: { reorder_queue: 64 } }] }, DEFAULT_OPTIONS)).toBeNull();
    expect(D.fromScenario({ version: 1, flows: [] }, DEFAULT_OPTIONS)).toBeNull();
  });
});
