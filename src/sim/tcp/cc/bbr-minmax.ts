// Kathleen Nichols' windowed running maximum, as Linux lib/minmax.c keeps it for BBR's bottleneck
// bandwidth: the best, second-best and third-best samples of the window, each with its time, so
// the maximum over the last `win` time units is known in O(1) per sample with three slots.
// BBR's "time" is its packet-timed round count and the window is 10 rounds.

export class WindowedMax {
  private readonly t = new Float64Array(3);
  private readonly v = new Float64Array(3);

  constructor(t = 0, value = 0) {
    this.reset(t, value);
  }

  /** The maximum over the window. */
  get best(): number {
    return this.v[0];
  }

  reset(t: number, value: number): number {
    for (let i = 0; i < 3; i++) {
      this.t[i] = t;
      this.v[i] = value;
    }
    return value;
  }

  /** Adds sample `value` taken at time `t` (non-decreasing); returns the window's maximum. */
  update(win: number, t: number, value: number): number {
    const T = this.t;
    const V = this.v;
    // A new maximum, or nothing left in the window: restart from this sample.
    if (value >= V[0] || t - T[2] > win) return this.reset(t, value);
    if (value >= V[1]) {
      T[2] = T[1] = t;
      V[2] = V[1] = value;
    } else if (value >= V[2]) {
      T[2] = t;
      V[2] = value;
    }
    // Age the slots: the best one expired, or a sub-window passed without a better sample.
    const dt = t - T[0];
    if (dt > win) {
      this.shift(t, value);
      if (t - T[0] > win) this.shift(t, value);
    } else if (T[1] === T[0] && dt > win / 4) {
      T[2] = T[1] = t;
      V[2] = V[1] = value;
    } else if (T[2] === T[1] && dt > win / 2) {
      T[2] = t;
      V[2] = value;
    }
    return V[0];
  }

  private shift(t: number, value: number): void {
    const T = this.t;
    const V = this.v;
    T[0] = T[1];
    V[0] = V[1];
    T[1] = T[2];
    V[1] = V[2];
    T[2] = t;
    V[2] = value;
  }
}
