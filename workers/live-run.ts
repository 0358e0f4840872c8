// A live run: the simulation advances with wall time multiplied by a speed factor, and hands
// its new samples over once per frame. Pause, resume, single step and cancel.
import type { RunRecord, SampleBatch, Simulation } from '../src/sim';

/** Callbacks on the page's side (Comlink proxies). */
export interface LiveSink {
  onBatch(batch: SampleBatch): void;
  onDone(record: RunRecord): void;
  onError(message: string): void;
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

  constructor(
    private readonly sim: Simulation,
    speed: number,
    private readonly sink: LiveSink,
    private readonly wrap: (batch: SampleBatch) => SampleBatch,
  ) {
    this.speed = clampSpeed(speed);
  }

  /** Starts pacing; `paused` holds the run at time 0 until resume or step. */
  start(paused = false): void {
    this.paused = paused;
    this.anchor();
    if (!paused) this.schedule();
  }

  pause(): void {
    if (this.finished) return;
    this.paused = true;
    this.clearTimer();
  }

  resume(): void {
    if (this.finished || !this.paused) return;
    this.paused = false;
    this.anchor();
    this.schedule();
  }

  /** While paused: advance by one sample period and show it. */
  step(): void {
    if (this.finished || !this.paused) return;
    const sampleNs = this.sim.scenario.sample_ms * 1e6;
    this.guard(() => {
      this.sim.runUntil(this.sim.nowNs + sampleNs);
      this.emit();
    });
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

  private frame(): void {
    this.timer = null;
    if (this.finished || this.paused) return;
    this.guard(() => {
      const frameStart = performance.now();
      const targetNs = this.anchorSimNs + (frameStart - this.anchorWallMs) * 1e6 * this.speed;
      const sliceNs = this.sim.scenario.sample_ms * 1e6;
      while (this.sim.nowNs < targetNs && !this.sim.done && performance.now() - frameStart < BUDGET_MS) {
        this.sim.runUntil(Math.min(targetNs, this.sim.nowNs + sliceNs));
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
