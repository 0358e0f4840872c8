// The simulation kernel: clock, event queue, packet pool and the component table.
// Dispatch is by integer: an event names a target component index and a kind code, and the
// kernel calls components[target].handle(kind, arg). No closure is created per event.

import { EventQueue } from './event-queue';
import { PacketPool } from './packet-pool';

export interface Component {
  handle(kind: number, arg: number): void;
}

export class Kernel {
  /** Current simulated time, integer ns. Never decreases. */
  now = 0;
  /** Events dispatched so far (cancelled ones excluded). */
  events = 0;
  readonly queue = new EventQueue(1024);
  readonly pool = new PacketPool(1024);
  private components: Component[] = [];

  constructor(readonly endNs: number) {}

  /** Registers a component and returns its index (the event target). */
  add(c: Component): number {
    this.components.push(c);
    return this.components.length - 1;
  }

  /** Schedules an event at absolute time t (ns). Returns a cancellable handle. */
  at(t: number, target: number, kind: number, arg: number): number {
    if (!(t >= this.now)) throw new Error(`event scheduled in the past: ${t} < ${this.now}`);
    return this.queue.push(t, target, kind, arg);
  }

  /** Schedules an event `dt` ns from now. */
  after(dt: number, target: number, kind: number, arg: number): number {
    return this.at(this.now + dt, target, kind, arg);
  }

  cancel(handle: number): boolean {
    return this.queue.cancel(handle);
  }

  /**
   * Delivers (kind, arg) to a component now, as part of the event being handled (used by links to
   * hand over a packet without a second heap entry).
   */
  dispatch(target: number, kind: number, arg: number): void {
    this.components[target].handle(kind, arg);
  }

  /** Runs every event with time <= limit, in (time, insertion) order. */
  run(limit: number): void {
    const q = this.queue;
    const comps = this.components;
    let n = this.events;
    while (q.size > 0 && q.peekTime() <= limit) {
      const t = q.peekTime();
      const slot = q.pop();
      if (slot < 0) continue; // cancelled timer surfaced
      const target = q.target[slot];
      const kind = q.kind[slot];
      const arg = q.arg[slot];
      q.release(slot); // before dispatch, so the handler can reuse the slot
      this.now = t;
      n++;
      comps[target].handle(kind, arg);
    }
    this.events = n;
    if (limit > this.now) this.now = limit;
  }
}
