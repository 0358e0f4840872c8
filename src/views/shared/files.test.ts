import { describe, expect, it } from 'vitest';
import { csvField, fileSlug, parseRunRecordText, toArray, toCsv, withSeries } from './files';

const rec = { version: 1, engine: 'sierra 0.1.0', scenario: {}, summary: {}, series: { t_s: [0, 0.1] } };

describe('parseRunRecordText', () => {
  it('accepts one record or a list of them', () => {
    expect(parseRunRecordText(JSON.stringify(rec))).toEqual({ ok: true, records: [rec] });
    const two = parseRunRecordText(JSON.stringify([rec, rec]));
    expect(two.ok && two.records.length).toBe(2);
  });
  it('says why a file is refused', () => {
    expect(parseRunRecordText('{oops')).toEqual({ ok: false, problem: 'notJson' });
    expect(parseRunRecordText('42')).toEqual({ ok: false, problem: 'notObject' });
    expect(parseRunRecordText('[]')).toEqual({ ok: false, problem: 'notObject' });
    expect(parseRunRecordText(JSON.stringify({ ...rec, version: 2 }))).toEqual({ ok: false, problem: 'version' });
    expect(parseRunRecordText(JSON.stringify({ ...rec, scenario: null }))).toEqual({ ok: false, problem: 'noScenario' });
    expect(parseRunRecordText(JSON.stringify({ ...rec, summary: 3 }))).toEqual({ ok: false, problem: 'noSummary' });
    expect(parseRunRecordText(JSON.stringify({ ...rec, series: undefined }))).toEqual({ ok: false, problem: 'noSeries' });
    expect(parseRunRecordText(JSON.stringify({ ...rec, series: undefined }), false).ok).toBe(true);
    expect(parseRunRecordText(JSON.stringify([rec, { ...rec, version: 0 }]))).toEqual({ ok: false, problem: 'version' });
  });
});

describe('CSV', () => {
  it('quotes what needs quoting and leaves non-numbers empty', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(NaN)).toBe('');
    expect(csvField(null)).toBe('');
    expect(csvField(1.5)).toBe('1.5');
    expect(toCsv(['t_s', 'rtt_ms'], [[0, 40], [0.1, NaN]])).toBe('t_s,rtt_ms\n0,40\n0.1,\n');
  });
});

describe('helpers', () => {
  it('turn typed arrays into JSON arrays, add series, make slugs', () => {
    expect(toArray(new Float64Array([1, NaN, 3]), 2)).toEqual([1, null]);
    expect(withSeries({ version: 1, series: { a: 1 } }, { b: 2 })).toEqual({ version: 1, series: { a: 1, b: 2 } });
    expect(withSeries(null, {})).toBe(null);
    expect(fileSlug('Fifo 2000 / Reno')).toBe('fifo-2000-reno');
  });
});
