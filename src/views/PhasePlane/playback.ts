// The animation's state as a small pure state machine: how many steps of the trajectory are
// drawn, and whether they advance on their own.

export interface Playback {
  /** Steps drawn (0 = only the starting point). */
  shown: number;
  playing: boolean;
}

export type PlaybackAction =
  | { type: 'play'; total: number }
  | { type: 'pause' }
  | { type: 'toggle'; total: number }
  | { type: 'step'; total: number }
  | { type: 'tick'; total: number }
  | { type: 'reset' }
  /** The trajectory got shorter or longer (a parameter changed): keep what fits. */
  | { type: 'total'; total: number };

export const INITIAL_PLAYBACK: Playback = { shown: 0, playing: false };

export function playbackReducer(s: Playback, a: PlaybackAction): Playback {
  switch (a.type) {
    case 'play':
      // Playing from the end starts over.
      return { shown: s.shown >= a.total ? 0 : s.shown, playing: a.total > 0 };
    case 'pause':
      return s.playing ? { ...s, playing: false } : s;
    case 'toggle':
      return s.playing ? { ...s, playing: false } : playbackReducer(s, { type: 'play', total: a.total });
    case 'step':
      // A manual step pauses the animation.
      return { shown: Math.min(a.total, s.shown + 1), playing: false };
    case 'tick': {
      if (!s.playing) return s;
      const shown = Math.min(a.total, s.shown + 1);
      return { shown, playing: shown < a.total };
    }
    case 'reset':
      return INITIAL_PLAYBACK;
    case 'total': {
      const shown = Math.min(a.total, s.shown);
      const playing = s.playing && shown < a.total;
      return shown === s.shown && playing === s.playing ? s : { shown, playing };
    }
  }
}
