import { describe, expect, it } from 'vitest';
import { doubleOrHalve, runKeyAction, stepInList } from './runKeys';

describe('runKeyAction', () => {
  const div = { tagName: 'SECTION' };
  it('maps the keys', () => {
    expect(runKeyAction(' ', div)).toBe('toggle');
    expect(runKeyAction('ArrowRight', div)).toBe('step');
    expect(runKeyAction('+', div)).toBe('faster');
    expect(runKeyAction('=', div)).toBe('faster');
    expect(runKeyAction('-', div)).toBe('slower');
    expect(runKeyAction('a', div)).toBeNull();
  });
  it('leaves typing and buttons alone', () => {
    expect(runKeyAction(' ', { tagName: 'input' })).toBeNull();
    expect(runKeyAction('-', { tagName: 'INPUT' })).toBeNull();
    expect(runKeyAction('ArrowRight', { tagName: 'SELECT' })).toBeNull();
    expect(runKeyAction(' ', { tagName: 'BUTTON' })).toBeNull();
    expect(runKeyAction('+', { tagName: 'BUTTON' })).toBe('faster');
    expect(runKeyAction(' ', { tagName: 'g', role: 'button' })).toBeNull();
    expect(runKeyAction('ArrowRight', { tagName: 'g', role: 'slider' })).toBeNull();
    expect(runKeyAction(' ', div, { ctrl: true })).toBeNull();
  });
});

describe('speed steps', () => {
  it('doubles and halves within the range', () => {
    expect(doubleOrHalve(1, 1, { min: 0.01, max: 1000 })).toBe(2);
    expect(doubleOrHalve(0.3, -1, { min: 0.01, max: 1000 })).toBe(0.15);
    expect(doubleOrHalve(800, 1, { min: 0.01, max: 1000 })).toBe(1000);
  });
  it('walks a list of choices', () => {
    const l = [0.5, 1, 2, 4, 10];
    expect(stepInList(l, 1, 1)).toBe(2);
    expect(stepInList(l, 10, 1)).toBe(10);
    expect(stepInList(l, 0.5, -1)).toBe(0.5);
    expect(stepInList(l, 3, -1)).toBe(2);
  });
});
