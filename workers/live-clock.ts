// One clock for one or more live runs: the runs of a side-by-side comparison share it, a run
// alone has its own. Every frame (16 ms) the clock computes the simulated time that wall time x
// speed asks for and advances all its runs towards it in lockstep, one slice (the smallest
// sample period among them) at a time, each to the same point of the clock: so after any round
// all runs started together stand at exactly the same simulated time, whatever one of them costs.
// It spends at most 30 ms of wall time per frame; behind schedule it re-anchors (no backlog).
// Pausing, resuming, stepping and the speed are the clock's, hence all its runs' at once; a run
// that hits the event it watches for pauses the clock after that round (the other runs stop at
// the same time), and is the one told.
import type { PauseEvent } from '../src/sim';

/** About one animation frame. */
const FRAME_MS = 16;
/** Most wall time one frame may spend simulating, so pause and cancel stay responsive. */
const BUDGET_MS = 30;

export const MIN_SPEED = 0.01;
export const MAX_SPEED = 1000;

export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return 1;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
}

/** What the clock needs of a run (workers/live-run.ts). */
export interface ClockMember {
  /** The run's simulated time, ns. */
  readonly nowNs: number;
  readonly sliceNs: number;
  /** Ended (done, failed or cancelled): the clock lets it go. */
  readonly finished: boolean;
  /** The simulation reached its end (its last batch is still to be sent). */
  readonly atEnd: boolean;
  /** Simulates up to `ns` (its own time) and says whether the event it watches for came meanwhile. */
  advanceTo(ns: number): PauseEvent | null;
  /** Hands the new samples to the page (and the record, at the end). */
  emit(): void;
  /** Tells the page the run paused at this event. */
  tell(event: PauseEvent): void;
  /** Whether it watches for an event (stepEvent needs one). */
  readonly watching: unknown;
}

export class LiveClock {
  private members: ClockMember[] = [];
  /** A run's own time minus the clock's (0 for runs that started together). */
  private offsets = new Map<ClockMember, number>();
  private tNs = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private paused = false;
  /** Running as fast as it can to the next watched-for event (stepEvent), not paced. */
  private seeking = false;
  private speed: number;
  /** Wall clock (ms) and the clock's time (ns) at the last re-anchoring. */
  private anchorWallMs = 0;
  private anchorTNs = 0;

  constructor(speed: number, private readonly onEmpty: () => void = () => undefined) {
    this.speed = clampSpeed(speed);
  }

  /** The runs still on this clock. */
  get size(): number {
    return this.members.length;
  }

  /**
   * Puts a run on the clock. The first run of an idle clock sets it going (or holds it at time 0
   * when `paused`) at its speed; a run joining others keeps their pace and their pause.
   */
  add(run: ClockMember, paused: boolean, speed: number): void {
    const fresh = this.members.length === 0;
    if (fresh) {
      this.tNs = 0;
      this.paused = paused;
      this.seeking = false;
      this.speed = clampSpeed(speed);
    }
    this.members.push(run);
    this.offsets.set(run, run.nowNs - this.tNs);
    if (fresh) {
      this.anchor();
      if (!paused) this.schedule();
    }
  }

  remove(run: ClockMember): void {
    const i = this.members.indexOf(run);
    if (i < 0) return;
    this.members.splice(i, 1);
    this.offsets.delete(run);
    if (this.members.length === 0) {
      this.clearTimer();
      this.onEmpty();
    }
  }

  get isPaused(): boolean {
    return this.paused;
  }

  pause(): void {
    if (this.members.length === 0) return;
    this.paused = true;
    this.seeking = false;
    this.clearTimer();
  }

  resume(): void {
    if (this.members.length === 0 || !this.paused) return;
    this.paused = false;
    this.seeking = false;
    this.anchor();
    this.schedule();
  }

  setSpeed(speed: number): void {
    this.speed = clampSpeed(speed);
    this.anchor();
  }

  /** While paused: every run `ns` forward (in slices), shown; an event passed on the way is told (each run's first). */
  stepBy(ns: number): void {
    if (!this.paused || this.members.length === 0) return;
    const target = this.tNs + ns;
    const seen = new Map<ClockMember, PauseEvent>();
    while (this.tNs < target && this.active().length > 0) {
      for (const [m, e] of this.round(Math.min(target, this.tNs + this.slice()))) if (!seen.has(m)) seen.set(m, e);
    }
    this.emitAll();
    for (const [m, e] of seen) if (!m.finished) m.tell(e);
  }

  /** While paused: one slice (the smallest sample period of the runs). */
  step(): void {
    this.stepBy(this.slice());
  }

  /** While paused: on, as fast as it goes, to the next watched-for event of any run, and pause there. */
  seek(): void {
    if (!this.paused || !this.members.some((m) => m.watching !== null)) return;
    this.paused = false;
    this.seeking = true;
    this.schedule();
  }

  private active(): ClockMember[] {
    return this.members.filter((m) => !m.finished && !m.atEnd);
  }

  private slice(): number {
    const live = this.active();
    return live.length === 0 ? 1 : Math.min(...live.map((m) => m.sliceNs));
  }

  /** Every run to the clock's `next` (its own time); the events that came meanwhile. */
  private round(next: number): [ClockMember, PauseEvent][] {
    const hits: [ClockMember, PauseEvent][] = [];
    for (const m of this.active()) {
      const e = m.advanceTo(next + (this.offsets.get(m) ?? 0));
      if (e) hits.push([m, e]);
    }
    this.tNs = next;
    return hits;
  }

  private anchor(): void {
    this.anchorWallMs = performance.now();
    this.anchorTNs = this.tNs;
  }

  private schedule(): void {
    if (this.timer === null) this.timer = setTimeout(() => this.frame(), FRAME_MS);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Sends every run's new samples; runs that ended leave the clock. */
  private emitAll(): void {
    for (const m of [...this.members]) m.emit();
    for (const m of [...this.members]) if (m.finished) this.remove(m);
  }

  private frame(): void {
    this.timer = null;
    if (this.paused || this.members.length === 0) return;
    const frameStart = performance.now();
    const target = this.seeking ? Number.POSITIVE_INFINITY : this.anchorTNs + (frameStart - this.anchorWallMs) * 1e6 * this.speed;
    let hits: [ClockMember, PauseEvent][] = [];
    while (this.tNs < target && this.active().length > 0 && performance.now() - frameStart < BUDGET_MS) {
      hits = this.round(Math.min(target, this.tNs + this.slice()));
      if (hits.length > 0) break;
    }
    if (hits.length > 0) {
      // The moment came: every run stops at the end of this round, shown, then told what it was.
      this.paused = true;
      this.seeking = false;
    } else if (this.tNs < target) {
      // Behind schedule (the machine cannot keep up): run as fast as it can, without a backlog.
      this.anchor();
    }
    this.emitAll();
    for (const [m, e] of hits) if (!m.finished) m.tell(e);
    if (!this.paused && this.members.length > 0) this.schedule();
  }
}
