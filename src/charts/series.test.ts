import { describe, expect, it } from 'vitest';
import { appendGrowable, countFinite, emptyGrowable, floatsFromNullable, lastFinite, maxFinite, nullableValues, roomyUpper, valuesOf } from './series';

describe('appendGrowable', () => {
  it('appends across reallocations and keeps order', () => {
    let s = emptyGrowable(2);
    for (let i = 0; i < 10; i++) s = appendGrowable(s, Float64Array.of(i, i + 0.5));
    expect(s.length).toBe(20);
    expect(Array.from(valuesOf(s)).slice(0, 4)).toEqual([0, 0.5, 1, 1.5]);
    expect(valuesOf(s)[19]).toBe(9.5);
  });
  it('returns the same value for an empty chunk', () => {
    const s = emptyGrowable();
    expect(appendGrowable(s, new Float64Array(0))).toBe(s);
  });
  it('never changes the valid prefix of an older value', () => {
    const a = appendGrowable(emptyGrowable(4), [1, 2]);
    const before = Array.from(valuesOf(a));
    appendGrowable(a, [3, 4, 5, 6, 7]);
    expect(Array.from(valuesOf(a))).toEqual(before);
  });
});

describe('series statistics for drawing', () => {
  it('counts and bounds finite values only', () => {
    const y = Float64Array.of(1, NaN, 5, Infinity, 2);
    expect(countFinite(y)).toBe(3);
    expect(maxFinite(y)).toBe(5);
    expect(maxFinite(y, 2)).toBe(1);
    expect(maxFinite(new Float64Array(0), 0, 7)).toBe(7);
  });
  it('gives roomy, coarse axis bounds', () => {
    expect(roomyUpper(80, 10)).toBe(100);
    expect(roomyUpper(0, 50)).toBe(50);
    expect(roomyUpper(81, 0)).toBe(100);
    expect(roomyUpper(0, 0)).toBe(1);
    expect(roomyUpper(81.1, 0)).toBe(100);
  });
});

describe('JSON round trip and lastFinite', () => {
  it('writes NaN as null and reads null (or a missing array) back as NaN', () => {
    const g = appendGrowable(emptyGrowable(4), [1, NaN, 3]);
    expect(nullableValues(g)).toEqual([1, null, 3]);
    expect(Array.from(floatsFromNullable([1, null, 3], 4))).toEqual([1, NaN, 3, NaN]);
    expect(Array.from(floatsFromNullable(undefined, 2))).toEqual([NaN, NaN]);
  });
  it('finds the last finite value or gives the fallback', () => {
    expect(lastFinite([1, 2, NaN], null)).toBe(2);
    expect(lastFinite([NaN], 7)).toBe(7);
  });
});
