// A time plot's zoom: the window shown (null = the whole run), the whole run's window, and the
// zoom steps of the buttons. The wheel and the drag go through TimePlots' onDomainChange. Side by
// side, the plots under the same `shareKey` show one window (useSharedWindow).
import { useMemo } from 'react';
import { useSharedWindow } from '../../charts/useSharedScale';
import { isFullDomain, zoomAround, zoomAt, type Domain } from './zoom';

/** `focus`: the moment the buttons zoom around (a paused run's time or the event it stopped at), null for the window's middle. */
export function useTimeZoom(fullEnd: number, minSpan: number, shareKey?: string, focus: () => number | null = () => null) {
  const [domain, setDomain] = useSharedWindow(shareKey);
  const full = useMemo<Domain>(() => [0, fullEnd], [fullEnd]);
  const view: Domain = domain ?? full;
  const zoomed = domain !== null && !isFullDomain(domain, full);
  return {
    view,
    full,
    zoomed,
    setDomain,
    reset: () => setDomain(null),
    zoomBy: (f: number) => {
      const at = focus();
      setDomain(at !== null && Number.isFinite(at) ? zoomAround(view, full, at, f, minSpan) : zoomAt(view, full, (view[0] + view[1]) / 2, f, minSpan));
    },
  };
}
