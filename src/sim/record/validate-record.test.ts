// The one door for RunRecords: every malformed field is refused with its path and kind, and a
// record the engine wrote round-trips unchanged.
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation';
import { findPreset } from '../scenario/presets';
import { checkRunRecords } from './validate-record';

function sample() {
  const preset = findPreset('lab-bloat-50-reno');
  if (!preset) throw new Error('preset missing');
  const sim = createSimulation({ ...preset.scenario, duration_s: 4 });
  sim.runToEnd();
  return sim.record({ series: true });
}

const good = sample();
const text = JSON.stringify(good);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the edits reach into arbitrary JSON
function refusedWith(edit: (r: any) => void) {
  const copy = JSON.parse(text);
  edit(copy);
  const r = checkRunRecords(JSON.stringify(copy));
  if (r.ok) throw new Error('accepted');
  return r.problem;
}

describe('checkRunRecords', () => {
  it('accepts what the engine wrote, and gives it back unchanged', () => {
    const r = checkRunRecords(text);
    expect(r.ok).toBe(true);
    if (r.ok) expect(JSON.stringify(r.records[0])).toBe(text);
  });
  it('accepts a list of records', () => {
    const r = checkRunRecords(`[${text},${text}]`);
    expect(r.ok && r.records.length).toBe(2);
  });
  it('refuses out-of-range, non-finite, negative and wrong-typed scenario fields, naming them', () => {
    expect(refusedWith((c) => (c.scenario.link.rate_mbps = 1e308))).toMatchObject({ field: 'scenario.link.rate_mbps', kind: 'range' });
    expect(refusedWith((c) => (c.scenario.link.rate_mbps = -5))).toMatchObject({ field: 'scenario.link.rate_mbps', kind: 'range' });
    expect(refusedWith((c) => (c.scenario.link.rate_mbps = 'fast'))).toMatchObject({ field: 'scenario.link.rate_mbps', kind: 'type' });
    expect(refusedWith((c) => (c.scenario.extra = 1))).toMatchObject({ field: 'scenario.extra', kind: 'unknown' });
  });
  it('refuses an empty summary and bad summary numbers', () => {
    expect(refusedWith((c) => (c.summary = {}))).toMatchObject({ field: 'summary.flows', kind: 'missing' });
    expect(refusedWith((c) => (c.summary.flows[0].goodput_mbps = -1))).toMatchObject({ field: 'summary.flows[0].goodput_mbps', kind: 'range' });
    expect(refusedWith((c) => (c.summary.flows[0].goodput_mbps = 1e308))).toMatchObject({ field: 'summary.flows[0].goodput_mbps', kind: 'range' });
    expect(refusedWith((c) => (c.summary.flows[0].retransmits = 'many'))).toMatchObject({ kind: 'type' });
    expect(refusedWith((c) => (c.summary.pings[0].rtt_ms.min = 1e9))).toMatchObject({ field: 'summary.pings[0].rtt_ms.min', kind: 'range' });
  });
  it('refuses series whose lengths disagree or whose times go back', () => {
    expect(refusedWith((c) => c.series.flows.s1.cwnd.pop())).toMatchObject({ field: 'series.flows.s1.cwnd', kind: 'length' });
    expect(refusedWith((c) => (c.series.t_s[3] = 0))).toMatchObject({ field: 'series.t_s[3]', kind: 'order' });
    expect(refusedWith((c) => (c.series.queue_bytes[2] = -1))).toMatchObject({ field: 'series.queue_bytes[2]', kind: 'range' });
    expect(refusedWith((c) => (c.series.flows.nobody = {}))).toMatchObject({ field: 'series.flows.nobody', kind: 'unknown' });
  });
  it('refuses text that is not JSON, prototype keys, a wrong version, and files over the size limit', () => {
    expect(checkRunRecords('{"version": 1,')).toMatchObject({ ok: false, problem: { kind: 'json' } });
    expect(checkRunRecords('{"__proto__": {"polluted": 1}}')).toMatchObject({ ok: false, problem: { kind: 'key' } });
    expect(refusedWith((c) => (c.version = 2))).toMatchObject({ field: 'version', kind: 'version' });
    expect(checkRunRecords(text, { maxBytes: 100 })).toMatchObject({ ok: false, problem: { kind: 'size' } });
    expect(checkRunRecords('[]')).toMatchObject({ ok: false, problem: { kind: 'shape' } });
  });
  it("keeps a view's own additions at the top level (the BDP pipe's points)", () => {
    const r = checkRunRecords(JSON.stringify({ ...good, bdp_pipe: { points: [{ cwnd: 10 }] } }));
    expect(r.ok && (r.records[0] as unknown as { bdp_pipe: unknown }).bdp_pipe).toEqual({ points: [{ cwnd: 10 }] });
  });
  it('reads a record of another engine version, and says so', () => {
    const r = checkRunRecords(text.replace(/"engine":"sierra [^"]+"/, '"engine":"sierra 0.0.1"'));
    expect(r.ok && r.otherEngine).toEqual(['0.0.1']);
  });
});
