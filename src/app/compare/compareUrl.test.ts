// Side by side in the address: entering copies the view's settings into both columns, each column
// is read back under the view's own names, a change writes only its column (a scenario it came
// with is replaced by what it now runs), and leaving keeps the left column.
import { describe, expect, it } from 'vitest';
import { SAWTOOTH_DECLARATION } from '../../views/Sawtooth/declaration';
import { decodeScenarioParam, encodeScenarioParam } from '../../views/shared/scenarioParam';
import { readViewParams } from '../../views/shared/viewParams';
import { columnSearch, enterCompare, isCompare, leaveCompare, writeColumn } from './compareUrl';

const D = SAWTOOTH_DECLARATION;

describe('side by side in the address', () => {
  it('entering copies the settings (and a scenario) into the right column; other parameters stay once', () => {
    const scenario = encodeScenarioParam(D.toScenario({ ...D.defaults, cc: 'cubic' }));
    const s = enterCompare(`?lang=es&cc=reno&duration=20&projector=1&scenario=${scenario}`, D.params as never);
    expect(isCompare(s)).toBe(true);
    const q = new URLSearchParams(s);
    expect(q.get('b.cc')).toBe('reno');
    expect(q.get('b.duration')).toBe('20');
    expect(q.get('b.scenario')).toBe(scenario);
    expect(q.get('lang')).toBe('es');
    expect(q.has('b.lang')).toBe(false);
    expect(q.has('b.projector')).toBe(false);
  });

  it('each column reads its own parameters under the view\'s names', () => {
    const s = '?compare=1&lang=en&cc=reno&buffer=100&b.cc=cubic&b.buffer=400';
    expect(readViewParams(D.params, columnSearch(s, 'a')).initial).toEqual({ cc: 'reno', bufferKiB: 100 });
    expect(readViewParams(D.params, columnSearch(s, 'b')).initial).toEqual({ cc: 'cubic', bufferKiB: 400 });
    expect(new URLSearchParams(columnSearch(s, 'b')).has('lang')).toBe(false);
  });

  it('a change writes its column only; a scenario it came with now says what it runs', () => {
    const came = encodeScenarioParam(D.toScenario(D.defaults));
    const s = writeColumn(D, 'b', { ...D.defaults, cc: 'cubic', bufferKiB: 400 }, `?compare=1&cc=reno&b.cc=reno&b.scenario=${came}`);
    const q = new URLSearchParams(s);
    expect(q.get('cc')).toBe('reno');
    expect(q.get('b.cc')).toBe('cubic');
    expect(q.get('b.buffer')).toBe('400');
    const d = decodeScenarioParam(q.get('b.scenario')!);
    expect(d.ok && D.fromScenario(d.scenario, D.defaults)).toMatchObject({ cc: 'cubic', bufferKiB: 400 });
    // The left column at its defaults: nothing of its own in the address.
    expect(writeColumn(D, 'a', D.defaults, '?compare=1&cc=cubic')).toBe('?compare=1');
  });

  it('leaving keeps the left column and drops the right one', () => {
    expect(leaveCompare('?compare=1&lang=es&cc=reno&b.cc=cubic&b.scenario=x')).toBe('?lang=es&cc=reno');
    expect(leaveCompare('?compare=1')).toBe('');
  });
});
