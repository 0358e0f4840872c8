// Times in a file are instants with their zone: compared as instants, never as text
// ("23:30-04:00" is later than "01:00Z" of the next day).

/** Milliseconds since 1970 of an ISO date-time with its zone (or a number of milliseconds); null when unreadable. */
export function instantMs(v: string | number | null | undefined): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  const t = Date.parse(v);
  return Number.isFinite(t) ? t : null;
}

/** How far ahead of the grader's clock a file may be dated before it is "from the future" (clocks drift). */
export const FUTURE_SLACK_MS = 10 * 60 * 1000;
