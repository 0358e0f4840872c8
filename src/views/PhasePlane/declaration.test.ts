import { describe, expect, it } from 'vitest';
import { PHASE_PLANE_DECLARATION as D } from './declaration';
import { buildTcpScenario, DEFAULT_TCP_OPTIONS } from './tcpOptions';

describe('the phase-plane declaration', () => {
  it('round-trips the TCP mode through its scenario', () => {
    const o = { mode: 'tcp' as const, tcp: { cc1: 'cubic' as const, cc2: 'reno' as const, extraDelayMs: 80, durationS: 60, seed: 2 } };
    const back = D.fromScenario(D.toScenario(o), {});
    expect(back).toEqual(o);
    expect(D.toScenario(back!)).toEqual(D.toScenario(o));
  });
  it('has no scenario for the paper model, and cannot show a run without two TCP flows', () => {
    expect(D.toScenario({ mode: 'model', rule: 'mimd' })).toBeNull();
    expect(D.fromScenario({ flows: [{ id: 's1', transport: 'tcp', cc: 'reno' }] }, {})).toBeNull();
    expect(D.fromScenario(buildTcpScenario(DEFAULT_TCP_OPTIONS), { rule: 'aiad' })).toMatchObject({ rule: 'aiad', mode: 'tcp' });
  });
});
