import { describe, expect, it } from 'vitest';
import { readViewParams, writeViewParams } from '../shared/viewParams';
import { FAIRNESS_DECLARATION as D } from './declaration';
import { EXPERIMENTS, experimentOptions, RTT_SERIES_MS, withLastExtra } from './experiments';
import { DEFAULT_HOST, DEFAULT_OPTIONS, formFromOptions, MAX_HOSTS, validateForm, type FairnessOptions } from './options';

const CASES: FairnessOptions[] = [
  DEFAULT_OPTIONS,
  { ...DEFAULT_OPTIONS, queue: 'fq', hosts: [{ ...DEFAULT_HOST, cc: 'cubic' }, { ...DEFAULT_HOST, cc: 'cubic', startS: 0.1, parallel: 4 }] },
  { ...DEFAULT_OPTIONS, queue: 'shared', rateMbps: 20, delayMs: 12.5, bufferKiB: 2000, durationS: 60, hosts: [{ ...DEFAULT_HOST }, { ...DEFAULT_HOST, startS: 5, extraMs: 80 }, { ...DEFAULT_HOST, cc: 'bbr', parallel: 2 }] },
  { ...DEFAULT_OPTIONS, hosts: Array.from({ length: MAX_HOSTS }, (_, i) => ({ ...DEFAULT_HOST, cc: i % 2 ? 'cubic' : 'dctcp', startS: i, extraMs: 10 * i, parallel: 1 + (i % 3) })) },
  { ...DEFAULT_OPTIONS, hosts: [{ ...DEFAULT_HOST }] },
];

describe('the fairness declaration', () => {
  it('reads back the options of the scenario it builds (round trip)', () => {
    for (const o of CASES) expect(D.fromScenario(D.toScenario(o), DEFAULT_OPTIONS)).toEqual(o);
    for (const e of EXPERIMENTS) {
      const o = experimentOptions(e, DEFAULT_OPTIONS);
      expect(D.fromScenario(D.toScenario(o), DEFAULT_OPTIONS), e).toEqual(o);
    }
  });

  it('refuses what it cannot show: no flow, another transport, nine hosts, 9 connections, RED', () => {
    const s = D.toScenario(DEFAULT_OPTIONS) as { flows: Record<string, unknown>[]; link: Record<string, unknown> };
    expect(D.fromScenario({ ...s, flows: [] }, DEFAULT_OPTIONS)).toBeNull();
    expect(D.fromScenario({ ...s, flows: [{ id: 'u', transport: 'udp' }] }, DEFAULT_OPTIONS)).toBeNull();
    expect(D.fromScenario({ ...s, flows: Array.from({ length: 9 }, (_, i) => ({ id: `s${i}` })) }, DEFAULT_OPTIONS)).toBeNull();
    expect(D.fromScenario({ ...s, flows: [{ id: 's1', parallel: 9 }] }, DEFAULT_OPTIONS)).toBeNull();
    expect(D.fromScenario({ ...s, link: { ...s.link, queue: { kind: 'red', limit_bytes: 1024000 } } }, DEFAULT_OPTIONS)).toBeNull();
  });

  it('a scenario without a queue is the engine’s default FIFO; Cake without a limit has its 4 MiB', () => {
    const s = D.toScenario(DEFAULT_OPTIONS) as { link: Record<string, unknown> };
    expect(D.fromScenario({ ...s, link: { rate_mbps: 50, delay_ms: 40 } }, DEFAULT_OPTIONS)).toMatchObject({ queue: 'fifo', bufferKiB: 250 });
    expect(D.fromScenario({ ...s, link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'cake' } } }, DEFAULT_OPTIONS)).toMatchObject({ queue: 'fq', bufferKiB: 4096 });
  });

  it('keeps the speed of the fallback (it is not part of a scenario)', () => {
    expect(D.fromScenario(D.toScenario(DEFAULT_OPTIONS), { ...DEFAULT_OPTIONS, speed: 20 })?.speed).toBe(20);
  });

  it('writes only what differs from the defaults into the address, and reads it back', () => {
    expect(writeViewParams(D.params, DEFAULT_OPTIONS, '')).toBe('');
    for (const o of CASES) {
      const search = writeViewParams(D.params, o, '?lang=es');
      const read = readViewParams(D.params, search);
      expect(read.problems).toEqual([]);
      expect({ ...DEFAULT_OPTIONS, ...read.initial }, search).toEqual(o);
    }
    const rtt = writeViewParams(D.params, experimentOptions('rtt-reno', DEFAULT_OPTIONS), '');
    expect(rtt).toBe('?extra2=80');
  });

  it('names a refused parameter: a tenth host, a fraction of a connection, an unknown algorithm', () => {
    const r = readViewParams(D.params, '?hosts=10&conn2=1.5&cc1=vegas&extra3=80');
    expect(r.problems.map((p) => p.name)).toEqual(['cc1', 'conn2', 'hosts']);
    // extra3 asks for a third host; without hosts=3 (refused here) the last one read stands: three.
    expect(r.initial.hosts).toHaveLength(3);
  });
});

describe('the form', () => {
  it('validates what it shows, naming the host of a refused field', () => {
    const form = formFromOptions(CASES[2]);
    expect(validateForm(form, DEFAULT_OPTIONS)).toEqual({ ok: true, options: CASES[2] });
    const bad = { ...form, hosts: form.hosts.map((h, i) => (i === 1 ? { ...h, parallel: '2,5', extra: 'x' } : i === 2 ? { ...h, start: '60' } : h)) };
    const r = validateForm(bad, DEFAULT_OPTIONS);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors['parallel-1']).toMatchObject({ key: 'integer', host: 1 });
    expect(r.errors['extra-1']).toMatchObject({ key: 'notNumber', host: 1, value: 'x' });
    expect(r.errors['start-2']).toMatchObject({ key: 'startAfterEnd', host: 2, max: 60 });
  });

  it('the RTT series changes the last host’s extra delay only', () => {
    const o = experimentOptions('rtt-cubic', DEFAULT_OPTIONS);
    const runs = RTT_SERIES_MS.map((ms) => withLastExtra(o, ms));
    expect(runs.map((r) => r.hosts[1].extraMs)).toEqual([20, 80, 160]);
    expect(runs.every((r) => r.hosts[0].extraMs === 0 && r.hosts[1].cc === 'cubic')).toBe(true);
  });
});
