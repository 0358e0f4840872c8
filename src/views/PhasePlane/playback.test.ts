import { describe, expect, it } from 'vitest';
import { INITIAL_PLAYBACK, playbackReducer, type PlaybackAction } from './playback';

const run = (...actions: PlaybackAction[]) => actions.reduce(playbackReducer, INITIAL_PLAYBACK);

describe('playbackReducer', () => {
  it('plays tick by tick and stops at the last step', () => {
    let s = run({ type: 'play', total: 3 });
    expect(s).toEqual({ shown: 0, playing: true });
    for (let i = 0; i < 5; i++) s = playbackReducer(s, { type: 'tick', total: 3 });
    expect(s).toEqual({ shown: 3, playing: false });
  });
  it('toggles between playing and paused; ticks do nothing when paused', () => {
    const s = run({ type: 'toggle', total: 14 }, { type: 'tick', total: 14 }, { type: 'toggle', total: 14 }, { type: 'tick', total: 14 });
    expect(s).toEqual({ shown: 1, playing: false });
  });
  it('steps one at a time, pausing, never past the end', () => {
    expect(run({ type: 'play', total: 2 }, { type: 'step', total: 2 })).toEqual({ shown: 1, playing: false });
    expect(run({ type: 'step', total: 1 }, { type: 'step', total: 1 })).toEqual({ shown: 1, playing: false });
  });
  it('starts over when played from the end, and resets to the start', () => {
    expect(run({ type: 'step', total: 1 }, { type: 'play', total: 1 })).toEqual({ shown: 0, playing: true });
    expect(run({ type: 'step', total: 5 }, { type: 'reset' })).toEqual(INITIAL_PLAYBACK);
  });
  it('keeps what fits when the trajectory gets shorter', () => {
    const s = run({ type: 'step', total: 9 }, { type: 'step', total: 9 }, { type: 'step', total: 9 }, { type: 'total', total: 2 });
    expect(s.shown).toBe(2);
  });
});
