import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../sim';
import type { RunMeta } from '../../store';
import { axisUpper, barRow, barsCsv, IPCP_RTT_FIELD, logAxis, quantile, runBars, settingOf, settingOfBars, transportOf } from './barData';

function record(id: string, goodput: number, rtts: number[] | null): RunRecord {
  return {
    version: 1, engine: 'sierra test', scenario: {} as RunRecord['scenario'],
    summary: {
      flows: [{ id, goodput_mbps: goodput, bytes_delivered: 0, retransmits: 12, loss_events: [], rtt_ms: rtts ? { min: Math.min(...rtts), median: 21, max: Math.max(...rtts) } : null, packets_sent: 1200, packets_dropped: 12 }],
      pings: [], queue: { drops: 0, marks: 0, max_bytes: 0, drops_overlimit: 0, drops_aqm: 0, ce_marks: 0, sce_marks: 0 }, jain: 1, events: 0,
    },
    series: rtts ? { t_s: rtts.map((_, i) => i / 10), flows: { [id]: { rtt_ms: rtts } }, queue_bytes: [], queue_drops: [], queue_marks: [], queue_sojourn_ms: [], pings: {} } : undefined,
  };
}

describe('bars from RunRecords', () => {
  it('quantile interpolates and skips NaN (closed form on 1..101)', () => {
    const xs = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(quantile([...xs, NaN], 0.95)).toBe(96);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('takes goodput and RTT from the summary, p95 from the sampled series, and the tutorial mark', () => {
    const rtts = Array.from({ length: 21 }, (_, i) => 20 + i);
    const row = barRow('cubic', record('tcp', 6.1, rtts), 1, 1024);
    expect(row).toMatchObject({ key: 'cubic', goodputMbps: 6.1, retransmits: 12, packetsSent: 1200, refGoodputMbps: 9.4, refRttMs: 21 });
    expect(row.rtt).toEqual({ min: 20, median: 21, max: 40, p95: 39 });
    expect(barRow('frct', record('frct', 90, null), 0.5, 1024)).toMatchObject({ rtt: null, refGoodputMbps: null });
  });

  it('writes a CSV row per transport with dot decimals', () => {
    const csv = barsCsv([barRow('frct', record('frct', 91.25, [30, 31]), 1, 128)], { lossPct: 1, durationS: 5, reorderQueue: 128 });
    expect(csv.split('\n')[1]).toBe('frct,1,5,128,91.250,29.40,30.00,21.00,30.95,31.00,,12,1200,,');
  });

  it('gives FRCT the IPCP\'s heartbeat round trip beside its own, from the ramp time constant (Tutorial 10 reads it there)', () => {
    const r = record('frct', 92, [30, 31]);
    // The RIB line is twice the ramp constant, which is half the smoothed heartbeat RTT: 20.69 ms.
    r.summary.flows[0].mbecn = { [IPCP_RTT_FIELD]: 20_690_063, 'Heartbeat RTT min (ns)': 20_100_000 };
    const row = barRow('frct', r, 1, 1024);
    expect(row.ipcpRttMs).toBeCloseTo(20.690063, 9);
    // Tutorial 10: "It read 20.2 ms without loss and 20.2 ms with"; FRCT's own with loss, 30 ms.
    expect(row).toMatchObject({ refRttMs: 30, refIpcpRttMs: 20.2 });
    expect(barsCsv([row], { lossPct: 1, durationS: 5, reorderQueue: 1024 }).split('\n')[1]).toMatch(/,12,1200,20\.69,20\.2$/);
    // Not measured yet (no echo), or a TCP run: none.
    r.summary.flows[0].mbecn = { [IPCP_RTT_FIELD]: 0 };
    expect(barRow('frct', r, 1, 1024).ipcpRttMs).toBeNull();
    expect(barRow('cubic', record('tcp', 9, [21]), 1, 1024)).toMatchObject({ ipcpRttMs: null, refIpcpRttMs: null });
  });

  it('rounds axes up with room above the tallest value', () => {
    expect(axisUpper([93.7, 6], 100)).toBe(120);
    expect(axisUpper([511], 40)).toBe(600);
    expect(axisUpper([NaN], 40)).toBe(50);
  });
});

describe('the RTT axis', () => {
  it('turns logarithmic only when the values span more than a factor of 20', () => {
    expect(logAxis([21, 24, 30, 97])).toBeNull();
    expect(logAxis([21.8, 511, 2483, NaN])).toEqual({ lower: 10 });
    expect(logAxis([9, 500])).toEqual({ lower: 5 });
    expect(logAxis([5000])).toBeNull();
  });
});

describe('runs as bars', () => {
  const scenario = (flow: Record<string, unknown>, loss = 0.01) => ({ version: 1, duration_s: 5, link: { rate_mbps: 100, loss }, flows: [flow] });
  const meta = (id: string, sc: unknown, rec: RunRecord | null): RunMeta => ({
    id, scenario: sc, owner: 'test', status: rec ? 'done' : 'running', speed: 0, source: rec ? 'record' : 'live', summary: rec?.summary ?? null, record: rec, error: null, options: {},
  });

  it('names what a run runs, and reads its setting from the scenario', () => {
    expect(transportOf(scenario({ id: 'f', transport: 'frct', frct: { reorder_queue: 1024 } }))).toBe('frct');
    expect(transportOf(scenario({ id: 't', cc: 'cubic' }))).toBe('cubic');
    // A flow that names no algorithm runs the engine's default, Reno (the lab's baseline).
    expect(transportOf(scenario({ id: 't' }))).toBe('reno');
    expect(transportOf({ flows: [] })).toBeNull();
    expect(settingOf(scenario({ id: 'f', transport: 'frct', frct: { reorder_queue: 1024 } }, 0.07))).toEqual({ lossPct: 7, durationS: 5, reorderQueue: 1024 });
    expect(settingOf(scenario({ id: 't', cc: 'reno' }, 0)).reorderQueue).toBe(128);
  });

  it('a done run has its bar and mark, a running one none; the comparison\'s setting is its FRCT run\'s', () => {
    const frct = scenario({ id: 'frct', transport: 'frct', frct: { reorder_queue: 1024 } });
    const bars = runBars([meta('a', scenario({ id: 'tcp', cc: 'cubic' }), record('tcp', 6.1, [20, 22])), meta('b', frct, null), undefined]);
    expect(bars.map((b) => [b.key, b.row?.goodputMbps ?? null, b.row?.refGoodputMbps ?? null])).toEqual([['cubic', 6.1, 9.4], ['frct', null, null]]);
    expect(settingOfBars(bars)).toEqual({ lossPct: 1, durationS: 5, reorderQueue: 1024 });
    expect(settingOfBars([])).toBeNull();
    // A record without a flow in its summary gives a column without a bar, never a throw.
    const empty = { ...record('tcp', 1, null), summary: { ...record('tcp', 1, null).summary, flows: [] } };
    expect(runBars([meta('c', scenario({ id: 'tcp', cc: 'reno' }), empty)])[0].row).toBeNull();
  });
});
