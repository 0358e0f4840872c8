// A time panel's axis in one piece: its zoom (useTimeZoom) and the shared cursor of its runs
// (useRunsCursor), as TimePlots takes them.
import { useRunsCursor } from '../shared/useRunsCursor';
import type { TimeAxis } from './TimePlots';
import { useTimeZoom } from './useTimeZoom';

export function useTimeAxis(runIds: readonly string[], fullEnd: number, minSpan: number, zoomable: boolean) {
  const zoom = useTimeZoom(fullEnd, minSpan);
  const [cursor, setCursor] = useRunsCursor(runIds);
  const axis: TimeAxis = { domain: zoom.view, fullDomain: zoom.full, minSpan, onDomainChange: zoomable ? zoom.setDomain : undefined, cursor, onCursor: setCursor };
  return { zoom, axis, cursor };
}
