import { describe, expect, it } from 'vitest';
import { SAWTOOTH_DECLARATION as D } from './declaration';
import { DEFAULT_OPTIONS, type SawtoothOptions } from './options';

describe('the sawtooth declaration', () => {
  it('reads back the options of the scenario it builds (round trip)', () => {
    const cases: SawtoothOptions[] = [
      DEFAULT_OPTIONS,
      { ...DEFAULT_OPTIONS, cc: 'cubic', stack: 'book', rateMbps: 20, delayMs: 12.5, bufferKiB: 2000, durationS: 60 },
      { ...DEFAULT_OPTIONS, cc: 'dctcp', queue: 'red-ecn', bufferKiB: 400 },
      { ...DEFAULT_OPTIONS, cc: 'bbr', queue: 'codel', bufferKiB: 1514 * 100 / 1024 },
    ];
    for (const o of cases) expect(D.fromScenario(D.toScenario(o), DEFAULT_OPTIONS)).toEqual(o);
  });
  it('refuses a scenario without a TCP flow', () => {
    expect(D.fromScenario({ version: 1, link: { rate_mbps: 10, delay_ms: 5 }, flows: [], pings: [{ id: 'p' }] }, DEFAULT_OPTIONS)).toBeNull();
  });
  it('keeps the speed of the fallback (it is not part of a scenario)', () => {
    expect(D.fromScenario(D.toScenario(DEFAULT_OPTIONS), { ...DEFAULT_OPTIONS, speed: 20 })?.speed).toBe(20);
  });
});
