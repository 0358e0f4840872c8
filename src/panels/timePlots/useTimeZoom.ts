// A time plot's zoom: the window shown (null = the whole run), the whole run's window, and the
// zoom steps of the buttons. The wheel and the drag go through TimePlots' onDomainChange.
import { useMemo, useState } from 'react';
import { isFullDomain, zoomAt, type Domain } from './zoom';

export function useTimeZoom(fullEnd: number, minSpan: number) {
  const [domain, setDomain] = useState<Domain | null>(null);
  const full = useMemo<Domain>(() => [0, fullEnd], [fullEnd]);
  const view: Domain = domain ?? full;
  const zoomed = domain !== null && !isFullDomain(domain, full);
  return {
    view,
    full,
    zoomed,
    setDomain,
    reset: () => setDomain(null),
    zoomBy: (f: number) => setDomain(zoomAt(view, full, (view[0] + view[1]) / 2, f, minSpan)),
  };
}
