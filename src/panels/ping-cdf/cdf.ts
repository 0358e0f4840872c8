// The distribution of a run's ping RTTs: the pings split at the load's start (those sent before are
// unloaded, the others loaded), and the empirical CDF as a staircase. Pure: the engine measured
// every RTT; here they are only split by send time, sorted and counted.

export interface PingSplit {
  unloaded: number[];
  loaded: number[];
}

/**
 * Splits ping RTTs by send time at the flow's start (a ping sent at that instant is loaded); lost
 * pings (non-finite RTT) are in neither. `loadEndS` ends the loaded window (pings sent later are
 * left out), when given.
 */
export function splitPings(t: ArrayLike<number>, rtt: ArrayLike<number>, flowStartS: number, length = t.length, loadEndS = Infinity): PingSplit {
  const out: PingSplit = { unloaded: [], loaded: [] };
  for (let i = 0; i < length; i++) {
    const r = rtt[i];
    if (r === null || !Number.isFinite(r)) continue;
    if (t[i] < flowStartS - 1e-9) out.unloaded.push(r);
    else if (t[i] < loadEndS - 1e-9) out.loaded.push(r);
  }
  return out;
}

/**
 * The empirical CDF as a step line: for sorted values v1..vn, the points (v_i, (i-1)/n) and
 * (v_i, i/n), so a line through them draws the staircase.
 */
export function cdfSteps(values: readonly number[]): { x: Float64Array; y: Float64Array } {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  const n = s.length;
  const x = new Float64Array(2 * n);
  const y = new Float64Array(2 * n);
  for (let i = 0; i < n; i++) {
    x[2 * i] = s[i];
    y[2 * i] = i / n;
    x[2 * i + 1] = s[i];
    y[2 * i + 1] = (i + 1) / n;
  }
  return { x, y };
}
