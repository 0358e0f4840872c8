// A live run: the simulation advances with wall time multiplied by a speed factor, and hands
// its new samples over once per frame. Pause, resume, single step and cancel; and, when told what
// to watch for (pauseOn), it looks at the engine after every slice of one sample period and stops
// there when that moment came (src/sim/live/pause-events.ts): within one sample of the event. It
// also steps to the next such moment, or by one round trip.
import { detectPauseEvent, roundTripMs, type Observation, type PauseEvent, type PauseKind, type RunRecord, type SampleBatch, type Simulation } from '../src/sim';

/** Callbacks on the page's side (Comlink proxies). */
export interface LiveSink {
  onBatch(batch: SampleBatch): void;
  onDone(record: RunRecord): void;
  onError(message: string): void;
  /** The run is paused at this event: it stopped there, or a step went past it. (After the batch that shows it.) */
  onEvent?(event: PauseEvent): void;
}

export const MIN_SPEED = 0.01;
export const MAX_SPEED = 1000;
/** About one animation frame. */
const FRAME_MS = 16;
/** Most wall time one frame may spend simulating, so pause and cancel stay responsive. */
const BUDGET_MS = 30;

export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return 1;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
}

export class LiveRun {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private paused = false;
  private finished = false;
  private speed: number;
  /** Wall clock (ms) and simulated time (ns) at the last re-anchoring (start, resume, speed change). */
  private anchorWallMs = 0;
  private anchorSimNs = 0;
  /** What to stop at (null: nothing, and nothing is observed), and the last look at the engine. */
  private pauseOn: PauseKind | null;
  private lastLook: Observation | null = null;
  /** Running as fast as it can to the next `pauseOn` event (stepEvent), not paced. */
  private seeking = false;

  constructor(
    private readonly sim: Simulation,
    speed: number,
    private readonly sink: LiveSink,
    private readonly wrap: (batch: SampleBatch) => SampleBatch,
    pauseOn: PauseKind | null = null,
  ) {
    this.speed = clampSpeed(speed);
    this.pauseOn = pauseOn;
  }

  /** Starts pacing; `paused` holds the run at time 0 until resume or step. */
  start(paused = false): void {
    this.paused = paused;
    if (this.pauseOn !== null) this.lastLook = this.sim.observe();
    this.anchor();
    if (!paused) this.schedule();
  }

  /** Changes what the run stops at (null: nothing); from now on, not for what already happened. */
  setPauseOn(kind: PauseKind | null): void {
    this.pauseOn = kind;
    this.lastLook = kind === null ? null : this.sim.observe();
  }

  get watching(): PauseKind | null {
    return this.pauseOn;
  }

  pause(): void {
    if (this.finished) return;
    this.paused = true;
    this.seeking = false;
    this.clearTimer();
  }

  resume(): void {
    if (this.finished || !this.paused) return;
    this.paused = false;
    this.seeking = false;
    this.anchor();
    this.schedule();
  }

  /** While paused: advance by one sample period and show it. */
  step(): void {
    if (this.finished || !this.paused) return;
    this.stepBy(this.sim.scenario.sample_ms * 1e6);
  }

  /** While paused: advance by one round trip of the run (its first TCP flow's smoothed RTT). */
  stepRtt(): void {
    if (this.finished || !this.paused) return;
    const sc = this.sim.scenario;
    const base = sc.link.delay_ms + sc.link.reverse_delay_ms + (sc.flows[0]?.extra_delay_ms ?? 0);
    this.stepBy(roundTripMs(this.sim.observe(), base, sc.sample_ms) * 1e6);
  }

  /**
   * While paused: run as fast as possible to the next `kind` event (by default the one watched
   * for; `kind` becomes the one watched for) and pause there, or to the end.
   */
  stepEvent(kind?: PauseKind): void {
    if (this.finished || !this.paused) return;
    if (kind !== undefined && kind !== this.pauseOn) this.setPauseOn(kind);
    if (this.pauseOn === null) return;
    this.paused = false;
    this.seeking = true;
    this.schedule();
  }

  setSpeed(speed: number): void {
    this.speed = clampSpeed(speed);
    this.anchor();
  }

  cancel(): void {
    this.finished = true;
    this.clearTimer();
  }

  private anchor(): void {
    this.anchorWallMs = performance.now();
    this.anchorSimNs = this.sim.nowNs;
  }

  private schedule(): void {
    this.timer = setTimeout(() => this.frame(), FRAME_MS);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Steps `ns` forward in slices of one sample; an event passed on the way is reported (the first). */
  private stepBy(ns: number): void {
    const sliceNs = this.sim.scenario.sample_ms * 1e6;
    const targetNs = this.sim.nowNs + ns;
    this.guard(() => {
      let seen: PauseEvent | null = null;
      while (this.sim.nowNs < targetNs && !this.sim.done) {
        this.sim.runUntil(Math.min(targetNs, this.sim.nowNs + sliceNs));
        seen ??= this.look();
      }
      this.emit();
      if (seen && !this.finished) this.sink.onEvent?.(seen);
    });
  }

  /** After a slice: the watched-for event, if it happened since the last look. */
  private look(): PauseEvent | null {
    if (this.pauseOn === null) return null;
    const now = this.sim.observe();
    const prev = this.lastLook;
    this.lastLook = now;
    return prev === null ? null : detectPauseEvent(this.pauseOn, prev, now);
  }

  private frame(): void {
    this.timer = null;
    if (this.finished || this.paused) return;
    this.guard(() => {
      const frameStart = performance.now();
      const targetNs = this.seeking ? this.sim.endNs : this.anchorSimNs + (frameStart - this.anchorWallMs) * 1e6 * this.speed;
      const sliceNs = this.sim.scenario.sample_ms * 1e6;
      let stop: PauseEvent | null = null;
      while (this.sim.nowNs < targetNs && !this.sim.done && performance.now() - frameStart < BUDGET_MS) {
        this.sim.runUntil(Math.min(targetNs, this.sim.nowNs + sliceNs));
        stop = this.look();
        if (stop) break;
      }
      if (stop) {
        // The moment came: stop within this slice, show it, then say what it was.
        this.paused = true;
        this.seeking = false;
        this.emit();
        if (!this.finished) this.sink.onEvent?.(stop);
        return;
      }
      // Behind schedule (the machine cannot keep up): run as fast as it can, without a backlog.
      if (this.sim.nowNs < targetNs) this.anchor();
      this.emit();
      if (!this.finished) this.schedule();
    });
  }

  private emit(): void {
    this.sink.onBatch(this.wrap(this.sim.drain()));
    if (this.sim.done) {
      this.finished = true;
      this.sink.onDone(this.sim.record({ series: false }));
    }
  }

  /** An engine error ends this run with a message instead of killing the worker silently. */
  private guard(work: () => void): void {
    try {
      work();
    } catch (error) {
      this.finished = true;
      this.clearTimer();
      this.sink.onError(error instanceof Error ? error.message : String(error));
    }
  }
}
