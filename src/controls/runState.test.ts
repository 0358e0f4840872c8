import { describe, expect, it } from 'vitest';
import { enabledButtons, INITIAL_RUN, runReducer, type RunAction } from './runState';

const play = (...actions: RunAction[]) => actions.reduce(runReducer, INITIAL_RUN);

describe('runReducer', () => {
  it('goes through start, pause, resume and done', () => {
    expect(play({ type: 'start' }).phase).toBe('running');
    expect(play({ type: 'start' }, { type: 'pause' }).phase).toBe('paused');
    expect(play({ type: 'start' }, { type: 'pause' }, { type: 'resume' }).phase).toBe('running');
    expect(play({ type: 'start' }, { type: 'done' }).phase).toBe('done');
  });
  it('returns to idle on cancel and says so', () => {
    const s = play({ type: 'start' }, { type: 'pause' }, { type: 'cancel' });
    expect(s).toEqual({ phase: 'idle', cancelled: true, error: null });
  });
  it('keeps the error message, and ignores late events of a finished run', () => {
    const s = play({ type: 'start' }, { type: 'error', message: 'boom' }, { type: 'done' });
    expect(s).toEqual({ phase: 'error', cancelled: false, error: 'boom' });
    expect(play({ type: 'start' }, { type: 'cancel' }, { type: 'done' }).phase).toBe('idle');
  });
  it('can start again after done or error', () => {
    expect(play({ type: 'start' }, { type: 'done' }, { type: 'start' }).phase).toBe('running');
  });
});

describe('enabledButtons', () => {
  it('offers only the meaningful actions', () => {
    expect(enabledButtons('idle')).toEqual({ start: true, pause: false, resume: false, step: false, cancel: false });
    expect(enabledButtons('running')).toEqual({ start: false, pause: true, resume: false, step: false, cancel: true });
    expect(enabledButtons('paused')).toEqual({ start: false, pause: false, resume: true, step: true, cancel: true });
  });
});
