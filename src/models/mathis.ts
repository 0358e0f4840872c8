// The Mathis et al. (1997) steady-state Reno throughput: a sawtooth between W/2 and W with one
// loss per cycle gives p = 8 / (3 W^2), hence throughput = sqrt(3/2) MSS / (RTT sqrt(p)).

/** The exact constant of the derivation, sqrt(3/2) ~ 1.2247 (often written 1.22). */
export const MATHIS_CONSTANT = Math.sqrt(1.5);

/** Throughput in bit/s for a segment of `mssBytes`, round trip `rttMs` and loss probability `loss`. */
export function mathisThroughputBps(mssBytes: number, rttMs: number, loss: number, constant = MATHIS_CONSTANT): number {
  if (!(mssBytes > 0) || !(rttMs > 0) || !(loss > 0 && loss <= 1) || !(constant > 0)) {
    throw new RangeError(`mathis: need MSS > 0, RTT > 0, 0 < loss <= 1, got ${mssBytes}, ${rttMs}, ${loss}`);
  }
  return (constant * mssBytes * 8) / ((rttMs / 1000) * Math.sqrt(loss));
}

export interface MathisInverse {
  /** Average window needed, in segments: target x RTT / (MSS x 8). */
  windowSegments: number;
  /** Loss probability that allows the target: (constant / window)^2. */
  loss: number;
  /** Segments sent between two losses: 1 / loss. */
  segmentsPerLoss: number;
  /** Seconds between two losses at the target rate. */
  secondsPerLoss: number;
}

/** The loss probability at which the formula gives `targetBps`. */
export function mathisLossForThroughput(targetBps: number, rttMs: number, mssBytes: number, constant = MATHIS_CONSTANT): MathisInverse {
  if (!(targetBps > 0) || !(rttMs > 0) || !(mssBytes > 0) || !(constant > 0)) {
    throw new RangeError(`mathis: need target > 0, RTT > 0, MSS > 0, got ${targetBps}, ${rttMs}, ${mssBytes}`);
  }
  const windowSegments = (targetBps * (rttMs / 1000)) / (mssBytes * 8);
  const loss = (constant / windowSegments) ** 2;
  const segmentsPerLoss = 1 / loss;
  return { windowSegments, loss, segmentsPerLoss, secondsPerLoss: (segmentsPerLoss * mssBytes * 8) / targetBps };
}
