// The console's figure zooms on a scale share of its own (src/charts/scaleShare.ts) so that each
// zoom of a time plot (the + and − buttons, the wheel, a drag) is seen here and sent to the
// display, which sets the same window on its copy of the plot.
import type { ScaleShare, Window } from '../../charts/scaleShare';

/** `share`, telling `onWindow` every time a plot's window really changes. */
export function tapWindows(share: ScaleShare, onWindow: (key: string, w: Window | null) => void): ScaleShare {
  return {
    ...share,
    setWindow(key, w) {
      const before = share.window(key);
      share.setWindow(key, w);
      const after = share.window(key);
      if (after !== before) onWindow(key, after);
    },
  };
}
