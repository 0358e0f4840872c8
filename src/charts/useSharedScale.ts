// The React side of a scale share (scaleShare.ts): the page that compares (side by side) provides
// one; a chart asks for the upper end of an axis with the one its own runs need, and gets the
// largest of every chart under the same key. With no share (a view alone, a lesson, the
// dashboard) it gets its own back, unchanged.
import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ScaleShare, Window } from './scaleShare';

export const ScaleShareContext = createContext<ScaleShare | null>(null);

const noSubscribe = () => () => {};

/** Keys of the axes that are time: every time plot of a comparison runs on one clock. */
export const TIME_SCALE = 'time';

/**
 * The upper end of an axis for a chart drawn on React renders: `own` outside a comparison; in one,
 * the largest of every chart's under `key` (this chart's included, so never less than `own`).
 */
export function useSharedUpper(key: string, own: number): number {
  const share = useContext(ScaleShareContext);
  const id = useId();
  const reported = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!share) return;
    if (reported.current !== null && reported.current !== key) share.forget(id, reported.current);
    reported.current = key;
    share.report(key, id, own);
  });
  useLayoutEffect(() => (share ? () => share.forget(id) : undefined), [share, id]);
  const subscribe = useCallback((listener: () => void) => (share ? share.subscribe(listener) : () => {}), [share]);
  const shared = useSyncExternalStore(share ? subscribe : noSubscribe, () => (share ? share.upper(key) : -Infinity));
  return Math.max(own, shared);
}

/**
 * The smallest of every chart's `own` under `key` (in a comparison; `own` outside one): a plot's
 * height in px, so that both columns' plots are as tall (the same values, the same pixels) even
 * when one column's legend takes a line more.
 */
export function useSharedLower(key: string, own: number): number {
  return -useSharedUpper(key, -own);
}

/**
 * For a chart that reads its runs outside React renders (on animation frames, e.g. RunChart):
 * `widen(key, own)` reports this chart's upper end and returns the shared one; `onChange` is
 * called when another chart moved a shared upper end (the chart reads and paints again).
 */
export function useSharedUppers(onChange: () => void): (key: string, own: number) => number {
  const share = useContext(ScaleShareContext);
  const id = useId();
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  // Its own report moves the shared end too: that one it is already reading.
  const reporting = useRef(false);
  useEffect(() => {
    if (!share) return;
    const off = share.subscribe(() => {
      if (!reporting.current) changed.current();
    });
    return () => {
      off();
      share.forget(id);
    };
  }, [share, id]);
  return useCallback(
    (key: string, own: number) => {
      if (!share) return own;
      reporting.current = true;
      try {
        share.report(key, id, own);
      } finally {
        reporting.current = false;
      }
      return Math.max(own, share.upper(key));
    },
    [share, id],
  );
}

/**
 * A zoomable time plot's window (null: the whole run) and how to set it: the plot's own, or in a
 * comparison the one of every plot under `key` (zooming a column zooms the other).
 */
export function useSharedWindow(key: string | undefined): [Window | null, (w: Window | null) => void] {
  const share = useContext(ScaleShareContext);
  const [own, setOwn] = useState<Window | null>(null);
  const linked = share !== null && key !== undefined;
  const subscribe = useCallback((listener: () => void) => (share ? share.subscribe(listener) : () => {}), [share]);
  const shared = useSyncExternalStore(linked ? subscribe : noSubscribe, () => (linked ? share.window(key) : null));
  const setShared = useCallback((w: Window | null) => {
    if (share && key !== undefined) share.setWindow(key, w);
  }, [share, key]);
  return linked ? [shared, setShared] : [own, setOwn];
}
