import { describe, expect, it } from 'vitest';
import { buildScenario, DEFAULT_OPTIONS, transports } from './options';
import { transportOf } from '../../panels/bars';
import { importRuns } from './imported';

/** Records as the view exports them: the scenarios it builds, with a summary line each. */
const setup = { ...DEFAULT_OPTIONS, lossPct: 0.5, durationS: 5, reorderQueue: 128 as const };
const records = transports(['cubic', 'reno', 'bbr']).map((tr, i) => ({
  version: 1,
  scenario: buildScenario(setup, tr),
  summary: { flows: [{ id: tr.key === 'frct' ? 'frct' : 'tcp', goodput_mbps: 10 * (i + 1), rtt_ms: { min: 20, median: 21, max: 30 }, retransmits: 0, packets_sent: 1 }] },
}));

describe('loss is not congestion: a saved comparison reopened', () => {
  it('names each record’s transport', () => {
    expect(records.map((r) => transportOf(r.scenario))).toEqual(['frct', 'cubic', 'reno', 'bbr']);
  });

  it('gives the setting back and the runs in the view’s order, whatever the file’s order', () => {
    const r = importRuns([records[2], records[0], records[3], records[1]]);
    if (!r.ok) throw new Error(r.problem);
    expect(r.options).toEqual({ lossPct: 0.5, durationS: 5, reorderQueue: 128, seed: 1 });
    expect(r.runs.map((x) => x.key)).toEqual(['frct', 'cubic', 'reno', 'bbr']);
    expect(r.runs[1].record).toBe(records[1]);
  });

  it('refuses mixed settings, a transport twice, an unknown transport, a run without flows', () => {
    const other = { ...records[1], scenario: { ...records[1].scenario, duration_s: 10 } };
    expect(importRuns([records[0], other])).toMatchObject({ ok: false, problem: 'mixed' });
    expect(importRuns([records[1], records[1]])).toMatchObject({ ok: false, problem: 'duplicate', detail: 'cubic' });
    expect(importRuns([{ ...records[1], scenario: { flows: [{ id: 'x', cc: 'vegas' }] } }])).toMatchObject({ ok: false, problem: 'unknownTransport' });
    expect(importRuns([{ ...records[1], summary: { flows: [] } }])).toMatchObject({ ok: false, problem: 'noFlow' });
    const far = { ...records[1], scenario: { ...records[1].scenario, duration_s: 600 } };
    expect(importRuns([far])).toMatchObject({ ok: false, problem: 'outOfRange' });
  });
});
