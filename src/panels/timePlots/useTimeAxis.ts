// A time panel's axis in one piece: its zoom (useTimeZoom) and the shared cursor of its runs
// (useRunsCursor), as TimePlots takes them. In a comparison the whole run's window is the longest
// of every time plot's (useSharedUpper), so both columns' plots run on the same seconds, and a
// plot zoomed in one column (its `zoomKey`) is zoomed in the other. While the newest run is paused
// the zoom buttons zoom around its time, or the event it stopped at (a presenter's "+").
import { TIME_SCALE, useSharedUpper } from '../../charts/useSharedScale';
import { useRunsCursor } from '../shared/useRunsCursor';
import type { TimeAxis } from './TimePlots';
import { useTimeZoom } from './useTimeZoom';
import { sierraStore } from '../../store';

export function useTimeAxis(runIds: readonly string[], fullEnd: number, minSpan: number, zoomable: boolean, zoomKey?: string) {
  // A paused newest run: the zoom buttons zoom around the event it stopped at, or its time. Read
  // when a button is pressed, not subscribed to (a live run's time changes every frame).
  const newest = runIds[runIds.length - 1] ?? null;
  const focus = () => {
    const st = sierraStore.getState();
    const run = newest ? st.runs[newest] : undefined;
    return newest && run?.status === 'paused' ? (run.stop?.tS ?? st.runNow[newest] ?? null) : null;
  };
  const zoom = useTimeZoom(useSharedUpper(TIME_SCALE, fullEnd), minSpan, zoomKey, focus);
  const [cursor, setCursor] = useRunsCursor(runIds);
  const axis: TimeAxis = { domain: zoom.view, fullDomain: zoom.full, minSpan, onDomainChange: zoomable ? zoom.setDomain : undefined, cursor, onCursor: setCursor };
  return { zoom, axis, cursor };
}
