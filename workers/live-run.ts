// A live run: the simulation advances with wall time multiplied by a speed factor, and hands
// its new samples over once per frame. Pause, resume, single step and cancel; and, when told what
// to watch for (pauseOn), it looks at the engine after every slice of one sample period and stops
// there when that moment came (src/sim/live/pause-events.ts): within one sample of the event. It
// also steps to the next such moment, or by one round trip. The pacing is its clock's
// (./live-clock.ts): a run alone has its own; runs compared side by side share one, so they
// advance, pause and step together, at the same simulated time.
import { detectPauseEvent, roundTripMs, type Observation, type PauseEvent, type PauseKind, type RunRecord, type SampleBatch, type Simulation } from '../src/sim';
import { clampSpeed, LiveClock, type ClockMember } from './live-clock';

export { clampSpeed, MAX_SPEED, MIN_SPEED } from './live-clock';

/** Callbacks on the page's side (Comlink proxies). */
export interface LiveSink {
  onBatch(batch: SampleBatch): void;
  onDone(record: RunRecord): void;
  onError(message: string): void;
  /** The run is paused at this event: it stopped there, or a step went past it. (After the batch that shows it.) */
  onEvent?(event: PauseEvent): void;
}

export class LiveRun implements ClockMember {
  private done = false;
  private readonly speed: number;
  /** What to stop at (null: nothing, and nothing is observed), and the last look at the engine. */
  private pauseOn: PauseKind | null;
  private lastLook: Observation | null = null;
  private readonly clock: LiveClock;

  constructor(
    private readonly sim: Simulation,
    speed: number,
    private readonly sink: LiveSink,
    private readonly wrap: (batch: SampleBatch) => SampleBatch,
    pauseOn: PauseKind | null = null,
    /** The clock it shares with the runs it is compared with; left out, a clock of its own. */
    clock?: LiveClock,
  ) {
    this.speed = clampSpeed(speed);
    this.pauseOn = pauseOn;
    this.clock = clock ?? new LiveClock(this.speed);
  }

  /** Starts pacing; `paused` holds the run at time 0 until resume or step (on a shared clock: joins its pace and pause). */
  start(paused = false): void {
    if (this.pauseOn !== null) this.lastLook = this.sim.observe();
    this.clock.add(this, paused, this.speed);
  }

  /** Changes what the run stops at (null: nothing); from now on, not for what already happened. */
  setPauseOn(kind: PauseKind | null): void {
    this.pauseOn = kind;
    this.lastLook = kind === null ? null : this.sim.observe();
  }

  get watching(): PauseKind | null {
    return this.pauseOn;
  }

  get nowNs(): number {
    return this.sim.nowNs;
  }

  get sliceNs(): number {
    return this.sim.scenario.sample_ms * 1e6;
  }

  get finished(): boolean {
    return this.done;
  }

  get atEnd(): boolean {
    return this.sim.done;
  }

  pause(): void {
    if (!this.done) this.clock.pause();
  }

  resume(): void {
    if (!this.done) this.clock.resume();
  }

  /** While paused: advance by one sample period and show it. */
  step(): void {
    if (!this.done && this.clock.isPaused) this.clock.step();
  }

  /** While paused: advance by one round trip of the run (its first TCP flow's smoothed RTT). */
  stepRtt(): void {
    if (this.done || !this.clock.isPaused) return;
    const sc = this.sim.scenario;
    const base = sc.link.delay_ms + sc.link.reverse_delay_ms + (sc.flows[0]?.extra_delay_ms ?? 0);
    this.clock.stepBy(roundTripMs(this.sim.observe(), base, sc.sample_ms) * 1e6);
  }

  /**
   * While paused: run as fast as possible to the next `kind` event (by default the one watched
   * for; `kind` becomes the one watched for) and pause there, or to the end.
   */
  stepEvent(kind?: PauseKind): void {
    if (this.done || !this.clock.isPaused) return;
    if (kind !== undefined && kind !== this.pauseOn) this.setPauseOn(kind);
    if (this.pauseOn === null) return;
    this.clock.seek();
  }

  setSpeed(speed: number): void {
    this.clock.setSpeed(speed);
  }

  cancel(): void {
    this.done = true;
    this.clock.remove(this);
  }

  advanceTo(ns: number): PauseEvent | null {
    let seen: PauseEvent | null = null;
    this.guard(() => {
      this.sim.runUntil(ns);
      seen = this.look();
    });
    return seen;
  }

  emit(): void {
    if (this.done) return;
    this.guard(() => {
      this.sink.onBatch(this.wrap(this.sim.drain()));
      if (this.sim.done) {
        this.done = true;
        this.sink.onDone(this.sim.record({ series: false }));
      }
    });
  }

  tell(event: PauseEvent): void {
    if (!this.done) this.sink.onEvent?.(event);
  }

  /** After a slice: the watched-for event, if it happened since the last look. */
  private look(): PauseEvent | null {
    if (this.pauseOn === null) return null;
    const now = this.sim.observe();
    const prev = this.lastLook;
    this.lastLook = now;
    return prev === null ? null : detectPauseEvent(this.pauseOn, prev, now);
  }

  /** An engine error ends this run with a message instead of killing the worker silently. */
  private guard(work: () => void): void {
    if (this.done) return;
    try {
      work();
    } catch (error) {
      this.done = true;
      this.sink.onError(error instanceof Error ? error.message : String(error));
    }
  }
}
