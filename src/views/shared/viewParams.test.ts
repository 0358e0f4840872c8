import { describe, expect, it } from 'vitest';
import { parseParam, readViewParams, writeViewParams, type ViewParam } from './viewParams';

interface O {
  cc: 'reno' | 'cubic';
  rate: number;
  buffers: number[];
  steps: number;
}
const PARAMS: ViewParam<O>[] = [
  { name: 'cc', type: 'enum', values: ['reno', 'cubic'], default: 'reno', get: (o) => o.cc, set: (o, v) => ({ ...o, cc: v as O['cc'] }) },
  { name: 'rate', type: 'number', min: 0.1, max: 1000, default: 50, get: (o) => o.rate, set: (o, v) => ({ ...o, rate: v as number }) },
  { name: 'buffer', type: 'numberList', min: 2, max: 1e5, maxItems: 3, default: [250], get: (o) => o.buffers, set: (o, v) => ({ ...o, buffers: v as number[] }) },
  { name: 'steps', type: 'number', min: 1, max: 200, integer: true, default: 14, get: (o) => o.steps, set: (o, v) => ({ ...o, steps: v as number }) },
];

describe('parseParam', () => {
  it('reads numbers with a dot or a decimal comma (not an ambiguous one), enums and lists', () => {
    expect(parseParam({ type: 'number', min: 0, max: 10 }, '2.5')).toBe(2.5);
    // Issue 18: rate=1,5 was refused in Spanish while the refusal itself wrote 0,01.
    expect(parseParam({ type: 'number', min: 0, max: 10 }, '2,5')).toBe(2.5);
    expect(parseParam({ type: 'number', min: 0, max: 10 }, '0,125')).toBe(0.125);
    expect(parseParam({ type: 'number', min: 0, max: 5000 }, '1,000')).toBeNull(); // 1000 or 1
    expect(parseParam({ type: 'number', min: 0, max: 10 }, '1,2,3')).toBeNull();
    expect(parseParam({ type: 'number', min: 0, max: 10 }, '11')).toBeNull();
    expect(parseParam({ type: 'number', min: 0, max: 10 }, '')).toBeNull();
    expect(parseParam({ type: 'number', min: 0, max: 10 }, '1e1')).toBeNull();
    expect(parseParam({ type: 'number', min: 0, max: 10, integer: true }, '1.5')).toBeNull();
    expect(parseParam({ type: 'enum', values: ['a'] }, 'b')).toBeNull();
    expect(parseParam({ type: 'numberList', min: 1, max: 5000, maxItems: 3 }, '2000,50,50')).toEqual([50, 2000]);
    expect(parseParam({ type: 'numberList', min: 1, max: 5000, maxItems: 2 }, '1,2,3')).toBeNull();
  });
});

describe('readViewParams', () => {
  it('gives the initial options and the refused values, naming each parameter', () => {
    const r = readViewParams(PARAMS, '?cc=cubic&buffer=2000&lang=es&rate=abc&steps=0');
    expect(r.initial).toEqual({ cc: 'cubic', buffers: [2000] });
    expect(r.problems).toEqual([
      { name: 'rate', value: 'abc', kind: 'range', min: 0.1, max: 1000, integer: false },
      { name: 'steps', value: '0', kind: 'range', min: 1, max: 200, integer: true },
    ]);
  });
  it('ignores parameters it does not know', () => {
    expect(readViewParams(PARAMS, '?projector=1&debug=1')).toEqual({ initial: {}, problems: [] });
  });
});

describe('writeViewParams', () => {
  it('writes what differs from the defaults and keeps the other parameters', () => {
    const o: O = { cc: 'cubic', rate: 50, buffers: [50, 2000], steps: 14 };
    expect(writeViewParams(PARAMS, o, '?lang=es&rate=10')).toBe('?lang=es&cc=cubic&buffer=50%2C2000');
    expect(writeViewParams(PARAMS, { cc: 'reno', rate: 50, buffers: [250], steps: 14 }, '?cc=cubic')).toBe('');
  });
  it('round-trips', () => {
    const o: O = { cc: 'cubic', rate: 2.5, buffers: [50, 250], steps: 20 };
    expect(readViewParams(PARAMS, writeViewParams(PARAMS, o, '')).initial).toEqual(o);
  });
});
