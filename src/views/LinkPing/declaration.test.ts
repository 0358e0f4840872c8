import { describe, expect, it } from 'vitest';
import { LINK_PING_DECLARATION as D } from './declaration';
import { DEFAULT_OPTIONS } from './options';

describe('the link-and-ping declaration', () => {
  it('round-trips options through their scenario', () => {
    const o = { ...DEFAULT_OPTIONS, rateMbps: 20, delayMs: 25, lossPct: 1, queueBytes: 64 * 1024, loadMbps: 30, durationS: 12, seed: 7 };
    expect(D.fromScenario(D.toScenario(o), DEFAULT_OPTIONS)).toEqual(o);
    expect(D.fromScenario(D.toScenario(DEFAULT_OPTIONS), DEFAULT_OPTIONS)).toEqual(DEFAULT_OPTIONS);
  });
  it('reads another scenario’s constant-rate flow as the load, keeps the page’s speed, refuses one without a ping', () => {
    const sc = { duration_s: 5, link: { rate_mbps: 10, delay_ms: 5, queue: { limit_bytes: 30000 } }, flows: [{ id: 'u', transport: 'udp', rate_mbps: 12 }], pings: [{ id: 'p' }] };
    expect(D.fromScenario(sc, { ...DEFAULT_OPTIONS, speed: 4 })).toMatchObject({ rateMbps: 10, delayMs: 5, queueBytes: 30000, loadMbps: 12, durationS: 5, speed: 4 });
    expect(D.fromScenario({ ...sc, pings: [] }, DEFAULT_OPTIONS)).toBeNull();
    expect(D.fromScenario('nope', DEFAULT_OPTIONS)).toBeNull();
  });
  it('declares the address parameters with the defaults', () => {
    expect(D.params.map((p) => p.name)).toEqual(['rate', 'delay', 'loss', 'queue', 'load', 'duration', 'speed']);
    for (const p of D.params) expect(p.get(D.defaults)).toBe(p.default);
  });
});
