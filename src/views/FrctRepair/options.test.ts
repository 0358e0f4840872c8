import { describe, expect, it } from 'vitest';
import { buildScenario, DEFAULT_OPTIONS, formFromOptions, optionsFromScenario, validateForm } from './options';

/** Tutorial 08's second phase as the engine's preset t08-oping-loss-2 writes it (src/sim/scenario/presets). */
const t08 = {
  version: 1, duration_s: 12,
  link: { rate_mbps: 1000, delay_ms: 0.05, reverse_rate_mbps: 1000, reverse_delay_ms: 0.05, loss: 0.02, reverse_loss: 0.02 },
  flows: [{ id: 'oping', transport: 'frct', app: { kind: 'oping', interval_ms: 20, count: 500, size_bytes: 64 } }],
};

describe('FRCT repair options', () => {
  it('a picked preset shows its own link, loss, reorder queue and duration, not Tutorial 10’s', () => {
    const o = optionsFromScenario('t08-oping-loss-2', t08, DEFAULT_OPTIONS);
    expect(o).toEqual({ ...DEFAULT_OPTIONS, preset: 't08-oping-loss-2', reorderQueue: '128', lossPct: 2, delayMs: 0.05, rateMbps: 1000, durationS: 12 });
    // 0.07 as a percentage is 7 in the form, not 7.000000000000001.
    expect(optionsFromScenario('x', { ...t08, link: { ...t08.link, loss: 0.07 } }, DEFAULT_OPTIONS).lossPct).toBe(7);
  });

  it('the form round-trips in both languages, with a decimal comma in Spanish', () => {
    const o = optionsFromScenario('t08-oping-loss-2', t08, DEFAULT_OPTIONS);
    expect(formFromOptions(o, 'es').delay).toBe('0,05');
    expect(formFromOptions(o, 'en').delay).toBe('0.05');
    for (const lang of ['en', 'es']) {
      const v = validateForm(formFromOptions(o, lang));
      expect(v.ok && v.options).toEqual(o);
    }
  });

  it('the run keeps the preset’s app and writes the form over its link', () => {
    const o = { ...optionsFromScenario('t08-oping-loss-2', t08, DEFAULT_OPTIONS), durationS: 11 };
    const s = buildScenario(t08, o) as typeof t08 & { flows: { app: unknown; frct: { reorder_queue: number } }[] };
    expect(s.flows[0].app).toEqual(t08.flows[0].app);
    expect(s.flows[0].frct.reorder_queue).toBe(128);
    expect(s.link).toMatchObject({ loss: 0.02, reverse_loss: 0.02, delay_ms: 0.05, rate_mbps: 1000 });
    expect(s.duration_s).toBe(11);
  });
});
