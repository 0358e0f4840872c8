// The FRCT repair view against the engine (views may not import the engine; this test may):
// every scenario the view builds from an FRCT preset is one the engine accepts, its fallback is
// Tutorial 10's preset, and its counters panel places every RIB line the engine names in a group.
import { describe, expect, it } from 'vitest';
import { findPreset, parseScenario, PRESETS } from './sim';
import { FRCT_NAMES } from './sim/record/frct-live';
import { buildScenario, DEFAULT_OPTIONS, fallbackScenario, optionsFromScenario, RANGES, usesFrct } from './views/FrctRepair/options';
import { groupLines } from './panels/frct-counters/groups';

describe('FRCT repair view scenarios', () => {
  const frct = PRESETS.filter((p) => usesFrct(p.scenario));

  it('offers the Tutorial 10 presets and no TCP-only one', () => {
    const names = frct.map((p) => p.name);
    for (const n of ['t10-frct-1024-clean', 't10-frct-1024-loss-1', 't10-frct-128-clean', 't10-frct-128-loss-1']) expect(names).toContain(n);
    expect(names).not.toContain('t10-cubic-loss-1');
  });

  it('every FRCT preset, with its own values and with the form at its limits, builds a valid scenario', () => {
    for (const p of frct) {
      const o = optionsFromScenario(p.name, p.scenario, DEFAULT_OPTIONS);
      expect(() => parseScenario(buildScenario(p.scenario, o)), p.name).not.toThrow();
      for (const edge of ['min', 'max'] as const) {
        const x = { ...o, lossPct: RANGES.loss[edge], delayMs: RANGES.delay[edge], rateMbps: RANGES.rate[edge], durationS: RANGES.duration[edge] };
        expect(() => parseScenario(buildScenario(p.scenario, x)), `${p.name} ${edge}`).not.toThrow();
      }
    }
  });

  it('reads a preset back into the form: Tutorial 10 with 1 % loss and the 1024 queue', () => {
    const p = findPreset('t10-frct-1024-loss-1')!;
    const o = optionsFromScenario(p.name, p.scenario, DEFAULT_OPTIONS);
    expect(o).toEqual({ ...DEFAULT_OPTIONS, durationS: 30 });
    // The preset rebuilt from its own values is the preset.
    expect(parseScenario(buildScenario(p.scenario, o))).toEqual(parseScenario(p.scenario));
  });

  it('the fallback (before the worker lists the presets) is Tutorial 10 with 1 % loss', () => {
    expect(parseScenario(fallbackScenario())).toEqual(parseScenario(findPreset('t10-frct-1024-loss-1')!.scenario));
  });

  it('the counters panel groups every RIB line the engine sends', () => {
    const groups = groupLines(FRCT_NAMES.state, FRCT_NAMES.counters);
    expect(groups.find((g) => g.id === 'other')).toBeUndefined();
    const placed = groups.flatMap((g) => g.lines.map((l) => l.name));
    expect(placed.sort()).toEqual([...FRCT_NAMES.state, ...FRCT_NAMES.counters].sort());
  });
});
