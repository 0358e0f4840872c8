import { describe, expect, it } from 'vitest';
import { FRCT_REPAIR_DECLARATION as D } from './declaration';
import { DEFAULT_OPTIONS, FROM_SCENARIO, type FrctRepairOptions } from './options';

/** Tutorial 08's second phase as the engine's preset t08-oping-loss-2 writes it. */
const t08 = {
  version: 1, duration_s: 12,
  link: { rate_mbps: 1000, delay_ms: 0.05, reverse_rate_mbps: 1000, reverse_delay_ms: 0.05, loss: 0.02, reverse_loss: 0.02 },
  flows: [{ id: 'oping', transport: 'frct', app: { kind: 'oping', interval_ms: 20, count: 500, size_bytes: 64 } }],
};

const withoutBase = ({ base: _b, ...o }: FrctRepairOptions) => o;

describe('the FRCT repair declaration', () => {
  it('reads back the options of the scenario it builds (round trip), for Tutorial 10 and a linked scenario', () => {
    const cases: FrctRepairOptions[] = [
      DEFAULT_OPTIONS,
      { ...DEFAULT_OPTIONS, reorderQueue: '128', lossPct: 2.5, delayMs: 25, rateMbps: 20, durationS: 4 },
      { ...DEFAULT_OPTIONS, preset: FROM_SCENARIO, base: t08, reorderQueue: '128', lossPct: 2, delayMs: 0.05, rateMbps: 1000, durationS: 12 },
    ];
    for (const o of cases) {
      const back = D.fromScenario(D.toScenario(o), DEFAULT_OPTIONS);
      expect(back && withoutBase(back)).toEqual({ ...withoutBase(o), preset: FROM_SCENARIO });
      // The options read back run the very same scenario.
      expect(back && D.toScenario(back)).toEqual(D.toScenario(o));
    }
  });

  it('a linked scenario keeps its flows and app; the form writes its link over it', () => {
    const o = D.fromScenario(t08, DEFAULT_OPTIONS)!;
    expect(o).toMatchObject({ preset: FROM_SCENARIO, lossPct: 2, delayMs: 0.05, rateMbps: 1000, durationS: 12, reorderQueue: '128' });
    const s = D.toScenario({ ...o, lossPct: 5 }) as typeof t08;
    expect(s.flows[0].app).toEqual(t08.flows[0].app);
    expect(s.link.loss).toBe(0.05);
    // The base is a copy: changing the options' scenario later does not reach the caller's object.
    expect(o.base).not.toBe(t08);
  });

  it('refuses a scenario without an FRCT flow, and keeps the fallback\'s speed', () => {
    expect(D.fromScenario({ version: 1, link: { rate_mbps: 10 }, flows: [{ id: 'tcp', cc: 'reno' }] }, DEFAULT_OPTIONS)).toBeNull();
    expect(D.fromScenario(t08, { ...DEFAULT_OPTIONS, speed: 20 })?.speed).toBe(20);
  });
});
