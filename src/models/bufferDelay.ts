// A drop-tail buffer that is full delays every packet by the time it takes to drain it.

export const KIB = 1024;

export interface BufferDelay {
  bufferBytes: number;
  /** Maximum queueing delay, ms: buffer bytes x 8 / rate. */
  delayMs: number;
  /** Whole frames of `frameBytes` that fit in the buffer (floor). */
  frames: number;
  frameBytes: number;
}

/** Maximum queueing delay of a buffer of `bufferBytes` drained at `rateMbps` (10^6 bit/s). */
export function bufferDelay(bufferBytes: number, rateMbps: number, frameBytes = 1514): BufferDelay {
  if (!(bufferBytes >= 0) || !(rateMbps > 0) || !(frameBytes > 0) || !Number.isFinite(bufferBytes + rateMbps + frameBytes)) {
    throw new RangeError(`bufferDelay: need buffer >= 0, rate > 0, frame > 0, got ${bufferBytes}, ${rateMbps}, ${frameBytes}`);
  }
  return {
    bufferBytes,
    delayMs: (bufferBytes * 8 * 1000) / (rateMbps * 1e6),
    frames: Math.floor(bufferBytes / frameBytes),
    frameBytes,
  };
}
