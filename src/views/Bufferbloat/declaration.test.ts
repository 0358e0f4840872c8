import { describe, expect, it } from 'vitest';
import { BUFFERBLOAT_DECLARATION as D } from './declaration';
import { DEFAULT_OPTIONS } from './options';

describe('the bufferbloat declaration', () => {
  it('runs one scenario per buffer and algorithm, and reads each back as its configuration', () => {
    const o = { ...DEFAULT_OPTIONS, cc: 'both' as const, buffersKiB: [50, 2000], loadS: 8, seed: 4 };
    const scenarios = D.toScenario(o) as unknown[];
    expect(scenarios).toHaveLength(4);
    const back = D.fromScenario(scenarios[3], DEFAULT_OPTIONS);
    expect(back).toEqual({ ...o, cc: 'cubic', buffersKiB: [2000] });
    // ... and that configuration's scenario is the same one again.
    expect(D.toScenario(back!)).toEqual([scenarios[3]]);
  });
  it('reads a lab preset as written (defaults left out): 250 KiB, Reno from 2 s, 20 s of load', () => {
    const preset = { version: 1, duration_s: 22, link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } }, flows: [{ id: 's1', cc: 'reno', start_s: 2 }], pings: [{ id: 's2', interval_ms: 267 }] };
    expect(D.fromScenario(preset, DEFAULT_OPTIONS)).toMatchObject({ buffersKiB: [250], cc: 'reno', queue: 'fifo', loadS: 20, pingIntervalMs: 267 });
  });
  it('cannot show a run without a TCP flow or a ping', () => {
    expect(D.fromScenario({ duration_s: 5, link: { rate_mbps: 1, delay_ms: 1, queue: { kind: 'fifo', limit_bytes: 9000 } }, flows: [], pings: [{ id: 'p', interval_ms: 100 }] }, DEFAULT_OPTIONS)).toBeNull();
    expect(D.fromScenario({ duration_s: 5, link: { rate_mbps: 1, delay_ms: 1, queue: { kind: 'fifo', limit_bytes: 9000 } }, flows: [{ id: 's1', cc: 'reno' }] }, DEFAULT_OPTIONS)).toBeNull();
  });
});
