import { describe, expect, it } from 'vitest';
import { buildScenario } from './build';
import { fromBase64Url, fullViewPath, toBase64Url } from './link';
import { getFieldPath, parseFieldPath, setFieldPath } from '../../models/fieldPath';

const preset = { version: 1, duration_s: 30, link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } }, flows: [{ id: 's1', cc: 'reno' }, { id: 's2', cc: 'reno' }] };
const presets = new Map([['lab-pair-reno', preset]]);

describe('field paths (the sweep syntax)', () => {
  it('parse names, indices and wildcards, and refuse the rest', () => {
    expect(parseFieldPath('flows[0].cc')).toEqual([{ key: 'flows' }, { index: 0 }, { key: 'cc' }]);
    expect(parseFieldPath('flows[*].cc')).toEqual([{ key: 'flows' }, { all: true }, { key: 'cc' }]);
    for (const bad of ['', '.link', '[0]', 'link..loss', 'link.loss!', 'flows[-1]']) expect(parseFieldPath(bad), bad).toBeNull();
  });

  it('write into objects, create missing objects, and name what is wrong', () => {
    const s = JSON.parse(JSON.stringify(preset)) as Record<string, unknown>;
    expect(setFieldPath(s, 'link.loss', 0.01)).toBeNull();
    expect(setFieldPath(s, 'flows[*].cc', 'cubic')).toBeNull();
    expect(setFieldPath(s, 'pings', [])).toBeNull();
    expect(setFieldPath(s, 'link.extra.deep', 1)).toBeNull();
    expect(getFieldPath(s, 'link.loss')).toBe(0.01);
    expect(getFieldPath(s, 'flows[1].cc')).toBe('cubic');
    expect(getFieldPath(s, 'link.extra.deep')).toBe(1);
    expect(setFieldPath(s, 'flows[2].cc', 'x')).toEqual({ code: 'noElement', path: 'flows[2].cc' });
    expect(setFieldPath(s, 'link[0]', 1)).toEqual({ code: 'notList', path: 'link[0]' });
    expect(setFieldPath(s, 'duration_s.x', 1)).toEqual({ code: 'notObject', path: 'duration_s.x' });
    expect(setFieldPath(s, 'a b', 1)).toEqual({ code: 'syntax', path: 'a b' });
  });
});

describe('a widget scenario', () => {
  it('is the preset with its overrides, and leaves the preset untouched', () => {
    const built = buildScenario({ preset: 'lab-pair-reno', set: { 'link.loss': 0.01, duration_s: 20, 'flows[1].cc': 'cubic' } }, presets);
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.scenario).toMatchObject({ duration_s: 20, link: { loss: 0.01, rate_mbps: 50 }, flows: [{ cc: 'reno' }, { cc: 'cubic' }] });
    expect(preset.duration_s).toBe(30);
    expect(preset.flows[1].cc).toBe('reno');
  });

  it('may start from a whole scenario instead of a preset', () => {
    const built = buildScenario({ scenario: { version: 1, flows: [] }, set: { duration_s: 5 } }, new Map());
    expect(built).toEqual({ ok: true, scenario: { version: 1, flows: [], duration_s: 5 } });
  });

  it('names an unknown preset or a bad override', () => {
    expect(buildScenario({ preset: 'nope' }, presets)).toEqual({ ok: false, problem: { code: 'unknownPreset', preset: 'nope' } });
    expect(buildScenario({ preset: 'lab-pair-reno', set: { 'flows[3].cc': 'x' } }, presets)).toEqual({ ok: false, problem: { code: 'noElement', path: 'flows[3].cc' } });
    expect(buildScenario({}, presets)).toEqual({ ok: false, problem: { code: 'noSource' } });
  });
});

describe('the full-view link', () => {
  it('carries the scenario as base64url JSON that decodes back', () => {
    const path = fullViewPath('sawtooth', preset);
    const m = /^\/views\/sawtooth\?scenario=([A-Za-z0-9_-]+)$/.exec(path);
    expect(m).not.toBeNull();
    expect(JSON.parse(fromBase64Url(m![1])!)).toEqual(preset);
  });
  it('round-trips non-ASCII text and refuses what is not base64url', () => {
    expect(fromBase64Url(toBase64Url('señal ×0,5 ≥'))).toBe('señal ×0,5 ≥');
    expect(toBase64Url('??>')).not.toMatch(/[+/=]/);
    expect(fromBase64Url('a+b')).toBeNull();
  });
});
