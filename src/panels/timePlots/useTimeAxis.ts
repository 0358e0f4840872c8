// A time panel's axis in one piece: its zoom (useTimeZoom) and the shared cursor of its runs
// (useRunsCursor), as TimePlots takes them. In a comparison the whole run's window is the longest
// of every time plot's (useSharedUpper), so both columns' plots run on the same seconds, and a
// plot zoomed in one column (its `zoomKey`) is zoomed in the other.
import { TIME_SCALE, useSharedUpper } from '../../charts/useSharedScale';
import { useRunsCursor } from '../shared/useRunsCursor';
import type { TimeAxis } from './TimePlots';
import { useTimeZoom } from './useTimeZoom';

export function useTimeAxis(runIds: readonly string[], fullEnd: number, minSpan: number, zoomable: boolean, zoomKey?: string) {
  const zoom = useTimeZoom(useSharedUpper(TIME_SCALE, fullEnd), minSpan, zoomKey);
  const [cursor, setCursor] = useRunsCursor(runIds);
  const axis: TimeAxis = { domain: zoom.view, fullDomain: zoom.full, minSpan, onDomainChange: zoomable ? zoom.setDomain : undefined, cursor, onCursor: setCursor };
  return { zoom, axis, cursor };
}
