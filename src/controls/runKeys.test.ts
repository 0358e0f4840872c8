import { describe, expect, it } from 'vitest';
import { doubleOrHalve, runKeyAction, SHORTCUTS, stepInList } from './runKeys';

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

describe('the one set of shortcuts', () => {
  const div = { tagName: 'SECTION' };
  it('maps the presenter keys: . steps, R a round trip, N the next event, F full screen, ? the list', () => {
    expect(runKeyAction('.', div)).toBe('step');
    expect(runKeyAction('r', div)).toBe('stepRtt');
    expect(runKeyAction('R', div)).toBe('stepRtt');
    expect(runKeyAction('n', div)).toBe('stepEvent');
    expect(runKeyAction('f', div)).toBe('fullscreen');
    expect(runKeyAction('F', div)).toBe('fullscreen');
    expect(runKeyAction('?', div)).toBe('help');
    expect(runKeyAction('?', { tagName: 'BUTTON' })).toBe('help');
  });
  it('leaves them alone while typing or with a modifier (Ctrl+R reloads, Ctrl+F finds)', () => {
    expect(runKeyAction('.', { tagName: 'INPUT' })).toBeNull();
    expect(runKeyAction('r', { tagName: 'TEXTAREA' })).toBeNull();
    expect(runKeyAction('n', { tagName: 'DIV', isContentEditable: true })).toBeNull();
    expect(runKeyAction('r', div, { ctrl: true })).toBeNull();
    expect(runKeyAction('f', div, { meta: true })).toBeNull();
  });
  it('the documented list names every action once, and each key it shows maps to its action', () => {
    const actions = SHORTCUTS.map((s) => s.action);
    expect(new Set(actions).size).toBe(actions.length);
    expect(actions.sort()).toEqual(['faster', 'fullscreen', 'help', 'slower', 'step', 'stepEvent', 'stepRtt', 'toggle']);
    const typed: Record<string, string> = { Space: ' ', '→': 'ArrowRight', '−': '-' };
    for (const s of SHORTCUTS) for (const k of s.keys) expect(runKeyAction(typed[k] ?? k, div), k).toBe(s.action);
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
