import { describe, expect, it } from 'vitest';
import { fieldParams, fieldsOf, fieldTexts, optionsOfValues, type FieldTable } from './fieldTable';
import { readViewParams } from './viewParams';

interface O { lossPct: number; durationS: number; name: string }
const TABLE: FieldTable<'loss' | 'duration', O> = { loss: { key: 'lossPct', min: 0, max: 20 }, duration: { key: 'durationS', min: 1, max: 120 } };
const D: O = { lossPct: 1, durationS: 60, name: 'x' };

describe('a view\'s number fields as one table', () => {
  it('gives the form its texts in either language, and the options back from checked values', () => {
    expect(fieldsOf(TABLE)).toEqual(['loss', 'duration']);
    expect(fieldTexts(TABLE, { ...D, lossPct: 0.5 }, 'es')).toEqual({ loss: '0,5', duration: '60' });
    expect(optionsOfValues(TABLE, { loss: 2, duration: 5 })).toEqual({ lossPct: 2, durationS: 5 });
  });

  it('declares one address parameter per field, with its range', () => {
    const params = fieldParams(TABLE, D);
    expect(params.map((p) => [p.name, p.default])).toEqual([['loss', 1], ['duration', 60]]);
    expect(readViewParams(params, '?loss=2&duration=500')).toMatchObject({ initial: { lossPct: 2 }, problems: [{ name: 'duration', kind: 'range', min: 1, max: 120 }] });
  });
});
