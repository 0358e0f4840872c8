import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation';
import { parseScenario } from './parse';
import { findPreset } from './presets';
import { checkBudget, CLI_BUDGET_EVENTS, estimateCost } from './cost';

/**
 * The estimate against the kernel's own count (summary.events) of real runs. Stated tolerance: a
 * factor of 2 either way. Measured with engine 0.3.0: 0.54 (t10-oftp-1gib-loss-1, whose SACKs
 * under loss are not counted) to 1.38 (t10-frct-128-clean, which stays below its window bound)
 * over every preset; the ones below cover each bound the estimate uses.
 */
const FACTOR = 2;
const PRESETS_CHECKED: [string, string][] = [
  ['lab-baseline-reno', 'link'],
  ['lab-loss-1-reno', 'loss'],
  ['lab-loss-0.01-cubic', 'loss'],
  ['lab-bloat-250-cubic', 'link'],
  ['lab-pair-reno-cubic', 'link'],
  ['lab-rtt-cubic', 'link'],
  ['lab-parallel-cubic', 'link'],
  ['t10-frct-128-clean', 'window'],
  ['t10-frct-1024-loss-1', 'link'],
  ['t10-bbr-loss-1', 'link'],
  ['t10-reno-loss-1', 'loss'],
  ['t08-oping-loss-2-delay-25', 'messages'],
];

function realEvents(input: unknown): number {
  const sim = createSimulation(input);
  sim.runToEnd();
  return sim.events;
}

describe('estimateCost: events from the scenario alone', () => {
  it.each(PRESETS_CHECKED)(`%s: within a factor of ${FACTOR} of the real run's events (bound: %s)`, (name, bound) => {
    const input = findPreset(name)!.scenario;
    const est = estimateCost(parseScenario(input));
    const real = realEvents(input);
    expect(est.flows[0].bound).toBe(bound);
    expect(est.events / real).toBeGreaterThan(1 / FACTOR);
    expect(est.events / real).toBeLessThan(FACTOR);
  });

  it.each([
    ['udp below the link rate', { version: 1, duration_s: 5, flows: [{ id: 'u', transport: 'udp', rate_mbps: 5 }] }],
    ['udp above it (refused datagrams still cost their timer)', { version: 1, duration_s: 5, flows: [{ id: 'u', transport: 'udp', rate_mbps: 100 }] }],
    ['cake with two SCE flows', { version: 1, duration_s: 5, link: { queue: { kind: 'cake' } }, flows: [{ id: 's', cc: 'reno-sce', ecn: true }, { id: 't', cc: 'dctcp-sce', ecn: true }] }],
    ['a finite transfer', { version: 1, duration_s: 10, flows: [{ id: 's', bytes: 2_000_000 }] }],
    ['pings only', { version: 1, duration_s: 5, pings: [{ id: 'p', interval_ms: 10 }] }],
  ])(`%s: within a factor of ${FACTOR}`, (_name, input) => {
    const ratio = estimateCost(parseScenario(input)).events / realEvents(input);
    expect(ratio).toBeGreaterThan(1 / FACTOR);
    expect(ratio).toBeLessThan(FACTOR);
  });

  it('leans high, not low, where a flow ramps up slowly: 1 Gbit/s, 100 ms RTT, 10 s of CUBIC (measured: 4.8 times the real events)', () => {
    const input = { version: 1, duration_s: 10, link: { rate_mbps: 1000, delay_ms: 50, reverse_delay_ms: 50 }, flows: [{ id: 's', cc: 'cubic' }] };
    const ratio = estimateCost(parseScenario(input)).events / realEvents(input);
    expect(ratio).toBeGreaterThan(1);
    expect(ratio).toBeLessThan(10);
  });

  it('a bounded transfer costs what its bytes need, whatever the duration', () => {
    const est = (d: number) => estimateCost(parseScenario({ version: 1, duration_s: d, sample_ms: 10000, flows: [{ id: 's', bytes: 1448 * 1000 }] }));
    expect(est(100).flows[0].packets).toBe(1000);
    expect(est(100).flows[0].bound).toBe('bytes');
    expect(est(3600).events - est(100).events).toBeLessThan(400); // only the recorder's samples
  });

  it('grows with the duration and the rate, and splits the link between its flows', () => {
    const s = (d: number, rate: number, n: number) => parseScenario({
      version: 1, duration_s: d, link: { rate_mbps: rate }, flows: Array.from({ length: n }, (_, i) => ({ id: `s${i}` })),
    });
    expect(estimateCost(s(20, 50, 1)).events).toBeGreaterThan(1.9 * estimateCost(s(10, 50, 1)).events);
    expect(estimateCost(s(10, 100, 1)).events).toBeGreaterThan(1.9 * estimateCost(s(10, 50, 1)).events);
    const one = estimateCost(s(10, 50, 1)).packets;
    const four = estimateCost(s(10, 50, 4)).packets;
    expect(Math.abs(four - one) / one).toBeLessThan(0.01);
  });
});

describe('checkBudget', () => {
  // Issue 18: "a 10 Gbit/s link for 3600 s with eight flows is accepted".
  const huge = parseScenario({
    version: 1, duration_s: 3600, link: { rate_mbps: 10000 }, flows: Array.from({ length: 8 }, (_, i) => ({ id: `s${i + 1}`, cc: 'cubic' })),
  });

  it("refuses the issue's 10 Gbit/s, 3600 s, eight flows at the command line's default, with the estimate and the limit", () => {
    const r = checkBudget(huge, CLI_BUDGET_EVENTS);
    expect(r.ok).toBe(false);
    expect(r.limit).toBe(CLI_BUDGET_EVENTS);
    expect(r.estimate).toBeGreaterThan(CLI_BUDGET_EVENTS);
    expect(r.estimate).toBe(estimateCost(huge).events);
  });

  it('accepts every preset at the default, and a small scenario under a small budget', () => {
    const small = parseScenario(findPreset('lab-baseline-reno')!.scenario);
    expect(checkBudget(small, CLI_BUDGET_EVENTS).ok).toBe(true);
    const r = checkBudget(small, 1e6);
    expect(r).toEqual({ ok: true, estimate: estimateCost(small).events, limit: 1e6 });
    expect(checkBudget(small, 1e5).ok).toBe(false);
  });
});
