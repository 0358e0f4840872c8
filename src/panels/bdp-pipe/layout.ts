// Where the packets of a snapshot go on the canvas: pure geometry from the engine's positions
// (queue slot, or fraction along a pipe). The codes repeat src/sim/record/packets.ts (views may
// only import types from the engine; a test there pins the values).

export const KIND_DATA = 1;
export const KIND_ACK = 2;
export const WHERE_QUEUE = 0;
export const WHERE_FWD = 1;
export const WHERE_REV_QUEUE = 2;
export const WHERE_REV = 3;

export interface PipeGeometry {
  width: number;
  height: number;
  /** The queue box at r1: [x0, x1], slot 0 (next to be served) at the right end. */
  queueX0: number;
  queueX1: number;
  /** The pipe r1 -> rx (data, upper lane) and rx -> s1 (ACKs, lower lane). */
  pipeX0: number;
  pipeX1: number;
  dataY: number;
  ackY: number;
  laneHeight: number;
  /** The sender and the receiver. */
  senderX: number;
  receiverX: number;
}

export function pipeGeometry(width: number, height: number, fontSize: number): PipeGeometry {
  const node = Math.max(3 * fontSize, width * 0.07);
  const senderX = node * 0.6;
  const receiverX = width - node * 0.6;
  const queueX0 = node * 1.4;
  const queueX1 = queueX0 + (width - 2 * node) * 0.3;
  const pipeX0 = queueX1 + fontSize;
  const pipeX1 = width - node * 1.4;
  const laneHeight = Math.max(14, height * 0.16);
  return { width, height, queueX0, queueX1, pipeX0, pipeX1, dataY: height * 0.38, ackY: height * 0.78, laneHeight, senderX, receiverX };
}

export interface PacketMarks {
  n: number;
  x: Float32Array;
  y: Float32Array;
  /** Width of each mark, px. */
  w: Float32Array;
  kind: Uint8Array;
  /** Packets in the bottleneck queue and in the forward pipe (the counts the view shows). */
  inQueue: number;
  inPipe: number;
}

export interface SnapshotLike {
  count: number;
  kind: ArrayLike<number>;
  where: ArrayLike<number>;
  pos: ArrayLike<number>;
}

/**
 * Marks for a snapshot: queued packets one per slot from the right of the queue box (a slot is
 * `queueCapacity` equal parts of it); packets on a pipe at their fraction along it, data left to
 * right on the upper lane, ACKs right to left on the lower lane. Marks past the box are clamped.
 */
export function layoutPackets(s: SnapshotLike, g: PipeGeometry, queueCapacity: number, pipeCapacity: number): PacketMarks {
  const n = s.count;
  const x = new Float32Array(n);
  const y = new Float32Array(n);
  const w = new Float32Array(n);
  const kind = new Uint8Array(n);
  const slotW = (g.queueX1 - g.queueX0) / Math.max(1, queueCapacity);
  const pipeLen = g.pipeX1 - g.pipeX0;
  const pipeW = Math.max(1, Math.min(pipeLen / Math.max(1, pipeCapacity), 12));
  let inQueue = 0;
  let inPipe = 0;
  for (let i = 0; i < n; i++) {
    const where = s.where[i];
    const pos = s.pos[i];
    kind[i] = s.kind[i];
    if (where === WHERE_QUEUE) {
      inQueue++;
      const slot = Math.min(pos, queueCapacity - 1);
      x[i] = Math.max(g.queueX0, g.queueX1 - (slot + 1) * slotW);
      y[i] = g.dataY;
      w[i] = Math.max(0.5, slotW);
    } else if (where === WHERE_FWD) {
      inPipe++;
      x[i] = g.pipeX0 + Math.min(1, Math.max(0, pos)) * pipeLen - pipeW / 2;
      y[i] = g.dataY;
      w[i] = pipeW;
    } else if (where === WHERE_REV) {
      x[i] = g.pipeX1 - Math.min(1, Math.max(0, pos)) * pipeLen - pipeW / 2;
      y[i] = g.ackY;
      w[i] = pipeW;
    } else {
      // Waiting at r2 for the reverse link: at the right end of the ACK lane.
      x[i] = g.pipeX1 + pipeW * Math.min(pos, 4);
      y[i] = g.ackY;
      w[i] = pipeW;
    }
  }
  return { n, x, y, w, kind, inQueue, inPipe };
}
