// The display options of the ping panels, read from a panel's free-form `options` with their
// types checked (a lesson or a page may pass anything). Pure.

export interface PingPanelOptions {
  /** Which ping of the scenario (default: the first). */
  ping?: string;
  /** One colour per run, in the order of runIds. */
  colors?: readonly string[];
  /** The time axis before any run is there, s. */
  durationS?: number;
  /** The RTT axis before any run is there: the path's one-way delay, ms. */
  delayMs?: number;
  /** Draw the load's start, its window and the full-buffer bounds (default true). */
  annotations: boolean;
  /** Draw the full-buffer bounds (default true; an exercise whose answer the bound is hides it). */
  bound: boolean;
  /** Show the live counters over a single run (default true). */
  readout: boolean;
  /** Only the pings sent during the load (the CDF; default true when the run has a load). */
  loadedOnly: boolean;
  testId?: string;
  emptyText?: string;
  /** The figure's caption; false for none. */
  caption?: string | false;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const pos = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);

export function panelOptions(o: Record<string, unknown> | undefined): PingPanelOptions {
  const x = o ?? {};
  const colors = Array.isArray(x.colors) && x.colors.every((c) => typeof c === 'string') ? (x.colors as string[]) : undefined;
  return {
    ping: str(x.ping),
    colors,
    durationS: pos(x.durationS),
    delayMs: pos(x.delayMs),
    annotations: x.annotations !== false,
    bound: x.bound !== false,
    readout: x.readout !== false,
    loadedOnly: x.loadedOnly !== false,
    testId: str(x.testId),
    emptyText: str(x.emptyText),
    caption: x.caption === false ? false : str(x.caption),
  };
}
