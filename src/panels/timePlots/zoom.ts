// Zoom and pan of the time axis as pure domain maths (the chart wires wheel and drag to these).

export type Domain = readonly [number, number];

/** Keeps `d` inside `full`, at least `minSpan` wide, moving it rather than shrinking it. */
export function clampDomain(d: Domain, full: Domain, minSpan: number): Domain {
  const fullSpan = full[1] - full[0];
  let span = Math.min(Math.max(d[1] - d[0], Math.min(minSpan, fullSpan)), fullSpan);
  if (!(span > 0)) span = fullSpan;
  let a = d[0];
  if (a < full[0]) a = full[0];
  if (a + span > full[1]) a = full[1] - span;
  return [a, a + span];
}

/** Zooms by `factor` (< 1 zooms in) keeping the time `center` under the same pixel. */
export function zoomAt(d: Domain, full: Domain, center: number, factor: number, minSpan: number): Domain {
  const c = Math.min(d[1], Math.max(d[0], center));
  const span = d[1] - d[0];
  const next = Math.min(full[1] - full[0], Math.max(minSpan, span * factor));
  const ratio = span > 0 ? (c - d[0]) / span : 0.5;
  const a = c - ratio * next;
  return clampDomain([a, a + next], full, minSpan);
}

/**
 * Zooms by `factor` around a moment the class is looking at (a paused run's time, the event it
 * stopped at): the new window is centred on `focus`, so it stays in view however far in it zooms.
 */
export function zoomAround(d: Domain, full: Domain, focus: number, factor: number, minSpan: number): Domain {
  const span = d[1] - d[0];
  const next = Math.min(full[1] - full[0], Math.max(minSpan, span * factor));
  return clampDomain([focus - next / 2, focus + next / 2], full, minSpan);
}

/** Moves the window by `dt` seconds (positive: later), stopping at the ends. */
export function panBy(d: Domain, full: Domain, dt: number, minSpan: number): Domain {
  return clampDomain([d[0] + dt, d[1] + dt], full, minSpan);
}

/** The wheel's zoom factor: one notch (100 px of deltaY) zooms by 1.25. */
export function wheelFactor(deltaY: number): number {
  return Math.pow(1.25, Math.max(-5, Math.min(5, deltaY / 100)));
}

export function isFullDomain(d: Domain, full: Domain): boolean {
  return Math.abs(d[0] - full[0]) < 1e-9 && Math.abs(d[1] - full[1]) < 1e-9;
}
