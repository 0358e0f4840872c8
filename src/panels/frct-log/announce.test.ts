import { describe, expect, it } from 'vitest';
import { ANNOUNCE_PERIOD_MS, createAnnouncer, type Clock } from './announce';

/** A clock that only moves when told: timers fire in order as time passes them. */
function fakeClock() {
  let t = 0;
  let next = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: Clock = {
    now: () => t,
    setTimeout(fn, ms) {
      const id = next++;
      timers.set(id, { at: t + ms, fn });
      return id;
    },
    clearTimeout(h) {
      timers.delete(h as number);
    },
  };
  const advance = (ms: number) => {
    const end = t + ms;
    for (;;) {
      const due = [...timers.entries()].filter(([, v]) => v.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      timers.delete(due[0]);
      t = due[1].at;
      due[1].fn();
    }
    t = end;
  };
  return { clock, advance, pending: () => timers.size };
}

describe('the packet log\'s spoken status', () => {
  it('says the first count at once, then at most once per period, always ending on the newest', () => {
    const { clock, advance } = fakeClock();
    const said: { at: number; text: string }[] = [];
    const a = createAnnouncer((text) => said.push({ at: clock.now(), text }), clock);
    // A 100 Mbit/s run: the counts change on every batch, 60 times a second, for 10 s.
    for (let k = 0; k < 600; k++) {
      a.offer(`${k * 300} packets`);
      advance(1000 / 60);
    }
    advance(ANNOUNCE_PERIOD_MS);
    expect(said[0]).toEqual({ at: 0, text: '0 packets' });
    // 10 s at one line per 2 s: six lines at most (the first at 0), never two within a period.
    expect(said.length).toBeLessThanOrEqual(1 + Math.ceil(10_000 / ANNOUNCE_PERIOD_MS));
    for (let k = 1; k < said.length; k++) expect(said[k].at - said[k - 1].at).toBeGreaterThanOrEqual(ANNOUNCE_PERIOD_MS);
    expect(said[said.length - 1].text).toBe('179700 packets');
  });

  it('does not repeat a line that did not change, and stops on dispose', () => {
    const { clock, advance, pending } = fakeClock();
    const said: string[] = [];
    const a = createAnnouncer((text) => said.push(text), clock, 1000);
    a.offer('a');
    a.offer('a');
    advance(5000);
    a.offer('a');
    expect(said).toEqual(['a']);
    a.offer('b');
    expect(said).toEqual(['a', 'b']);
    a.offer('c');
    expect(pending()).toBe(1);
    a.dispose();
    advance(5000);
    expect(said).toEqual(['a', 'b']);
  });
});
