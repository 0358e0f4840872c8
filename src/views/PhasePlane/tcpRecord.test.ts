import { describe, expect, it } from 'vitest';
import { appendTcpBatch, emptyTrajectory } from '../../panels/phase-tcp';
import { toCsv } from '../shared/files';
import { buildTcpScenario, DEFAULT_TCP_OPTIONS } from './tcpOptions';
import { TCP_CSV_HEADER, tcpCsvRows, tcpOptionsFromScenario } from './tcpRecord';

function trajectory() {
  return appendTcpBatch(emptyTrajectory(40), {
    now_s: 0.12,
    t_s: [0.04, 0.08, 0.12],
    flows: { s1: { delivery_mbps: [40, 30, NaN], rtt_ms: [40, 60, 80] }, s2: { delivery_mbps: [0, 10, 20], rtt_ms: [NaN, 40, 40] } },
  });
}

describe('the TCP mode’s options from a scenario', () => {
  it('round-trips through the scenario the mode builds', () => {
    const opts = { ...DEFAULT_TCP_OPTIONS, cc2: 'cubic' as const, extraDelayMs: 80, durationS: 20, seed: 3 };
    expect(tcpOptionsFromScenario(buildTcpScenario(opts))).toEqual(opts);
  });
  it('refuses a run without two TCP flows s1 and s2', () => {
    expect(tcpOptionsFromScenario({ flows: [{ id: 's1', transport: 'tcp' }] })).toBeNull();
    expect(tcpOptionsFromScenario({ flows: [{ id: 's1', transport: 'tcp' }, { id: 's2', transport: 'udp' }] })).toBeNull();
    expect(tcpOptionsFromScenario(null)).toBeNull();
  });
});

describe('the TCP mode’s CSV', () => {
  it('writes one row per point', () => {
    const lines = toCsv(TCP_CSV_HEADER, tcpCsvRows(trajectory())).trim().split('\n');
    expect(lines[0]).toBe('t_s,x1_mbps,x2_mbps,sum_mbps,jain,s1_delivery_mbps,s2_delivery_mbps,s1_rtt_ms,s2_rtt_ms');
    expect(lines).toHaveLength(4);
    expect(lines[1].split(',').slice(0, 3).map(Number)).toEqual([0.04, 40, 0]);
  });
});
