// Reference lines from the paper models: the BDP, BDP + buffer (what the path holds before the
// queue overflows) and its half (where Reno lands after halving), in frames of 1514 bytes as the
// course counts them; and the RTTs of an empty and a full queue.
import { bdp } from '../../models/bdp';
import { bufferDelay } from '../../models/bufferDelay';

export const FRAME_BYTES = 1514;

export interface ReferenceLines {
  /** Frames in flight when the pipe is full and there is no queue (165 on the course's link). */
  bdp: number;
  /** Whole frames the buffer holds (169). */
  buffer: number;
  /** BDP + buffer (334). */
  total: number;
  /** Half of BDP + buffer (167). */
  half: number;
  /** Base RTT (empty queue), ms. */
  baseRttMs: number;
  /** RTT with the queue full, ms. */
  fullRttMs: number;
}

/** `delayMs` is the round-trip propagation delay (the course's link has it all on the data path). */
export function referenceLines(rateMbps: number, delayMs: number, bufferBytes: number, frameBytes = FRAME_BYTES): ReferenceLines {
  const b = Math.round(bdp(rateMbps, delayMs, frameBytes).packets);
  const q = bufferDelay(bufferBytes, rateMbps, frameBytes);
  const total = b + q.frames;
  return { bdp: b, buffer: q.frames, total, half: Math.round(total / 2), baseRttMs: delayMs, fullRttMs: delayMs + q.delayMs };
}
