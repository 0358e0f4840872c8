// One scale for the charts of a comparison: side by side (src/app/compare), the same chart of
// the two columns must be drawn on the same axes, or Reno at 800 segments and CUBIC at 500 look
// alike. Each chart reports the upper end its own runs need under a key (the plot's name, e.g.
// `sawtooth.cwnd`, or `time` for every time axis); each draws up to the largest one reported
// under that key. A zoomed time plot's window is shared the same way (the last one set, per plot),
// so zooming one column zooms the other. Outside a comparison there is no share and a chart
// keeps its own. Pure: the React side is in useSharedScale.ts.

/** A time window, seconds. */
export type Window = readonly [number, number];

export interface ScaleShare {
  /** `reporter`'s own upper end for `key` (replaces its earlier one); others are told when the largest changes. */
  report(key: string, reporter: string, upper: number): void;
  /** Drops what `reporter` reported (under `key`, or under every key): it is gone or changed key. */
  forget(reporter: string, key?: string): void;
  /** The largest upper end reported under `key`, or -Infinity when none is. */
  upper(key: string): number;
  /** The window the time plots under `key` show (null: the whole run). */
  window(key: string): Window | null;
  /** Sets it for every plot under `key`; they are told after the current task (a plot may set it while it renders). */
  setWindow(key: string, w: Window | null): void;
  /** `listener` is called when the largest upper end or the window of any key changes. */
  subscribe(listener: () => void): () => void;
}

export function createScaleShare(): ScaleShare {
  const uppers = new Map<string, Map<string, number>>();
  const listeners = new Set<() => void>();
  const windows = new Map<string, Window>();
  const tell = () => {
    for (const l of [...listeners]) l();
  };
  const largest = (key: string) => {
    let m = -Infinity;
    for (const v of uppers.get(key)?.values() ?? []) if (v > m) m = v;
    return m;
  };
  const change = (key: string, edit: (m: Map<string, number>) => void) => {
    const before = largest(key);
    let m = uppers.get(key);
    if (!m) uppers.set(key, (m = new Map()));
    edit(m);
    if (m.size === 0) uppers.delete(key);
    if (largest(key) !== before) tell();
  };
  return {
    report(key, reporter, upper) {
      if (!Number.isFinite(upper)) return;
      if (uppers.get(key)?.get(reporter) === upper) return;
      change(key, (m) => m.set(reporter, upper));
    },
    forget(reporter, key) {
      for (const k of key === undefined ? [...uppers.keys()] : [key]) if (uppers.get(k)?.has(reporter)) change(k, (m) => m.delete(reporter));
    },
    upper: largest,
    window: (key) => windows.get(key) ?? null,
    setWindow(key, w) {
      const old = windows.get(key) ?? null;
      if (old === w || (old && w && old[0] === w[0] && old[1] === w[1])) return;
      if (w) windows.set(key, w);
      else windows.delete(key);
      queueMicrotask(tell);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
