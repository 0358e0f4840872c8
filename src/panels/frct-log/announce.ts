// What a screen reader hears of the packet log: never every packet (thousands a second), only a
// polite line of counts, changed at most once per period. The first text is said at once; later
// ones wait for the period to end and only the newest of them is said then. Pure apart from the
// clock it is given (tests give a fake one).

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const ANNOUNCE_PERIOD_MS = 2000;

export interface Announcer {
  /** The newest text to say; said now, or when the period since the last one ends. */
  offer(text: string): void;
  dispose(): void;
}

export function createAnnouncer(say: (text: string) => void, clock: Clock, periodMs = ANNOUNCE_PERIOD_MS): Announcer {
  let lastAt = -Infinity;
  let said: string | null = null;
  let pending: string | null = null;
  let timer: unknown = null;
  const flush = () => {
    timer = null;
    if (pending === null || pending === said) return;
    said = pending;
    pending = null;
    lastAt = clock.now();
    say(said);
  };
  return {
    offer(text) {
      if (text === said && timer === null) return;
      pending = text;
      if (timer !== null) return;
      const wait = lastAt + periodMs - clock.now();
      if (wait <= 0) flush();
      else timer = clock.setTimeout(flush, wait);
    },
    dispose() {
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
