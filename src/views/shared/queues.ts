// The queue disciplines a view offers, as the scenario's `link.queue` of a given buffer size, and
// back. Shared by the views that let the student pick the bottleneck's queue.

/**
 * Queue disciplines offered by the views (their selects, tables and labels follow this list).
 * The buffer size is each one's memory; `red-ecn` is RED marking ECN-capable flows (the course's
 * red-ecn queue with ECN on the sender), as in the notes' RED experiment.
 */
export const QUEUE_KINDS = ['fifo', 'red', 'red-ecn', 'codel', 'cake'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

/** Frame size the buffer of a packet-limited queue (CoDel) is counted in. */
const FRAME_BYTES = 1514;
/** The course's RED thresholds (tc red min 30 KiB, max 90 KiB). */
const RED_MIN_BYTES = 30 * 1024;
const RED_MAX_BYTES = 90 * 1024;

export function queueConfig(kind: QueueKind, bufferKiB: number): Record<string, unknown> {
  const bytes = Math.round(bufferKiB * 1024);
  switch (kind) {
    case 'fifo':
      return { kind: 'fifo', limit_bytes: bytes };
    case 'red':
    case 'red-ecn':
      // A buffer smaller than RED's thresholds leaves it no room: the thresholds shrink with it.
      return {
        kind: 'red', limit_bytes: bytes, ecn: kind === 'red-ecn',
        min_bytes: Math.min(RED_MIN_BYTES, Math.floor(bytes / 4)), max_bytes: Math.min(RED_MAX_BYTES, Math.floor((bytes * 3) / 4)),
      };
    case 'codel':
      return { kind: 'codel', limit_packets: Math.max(1, Math.floor(bytes / FRAME_BYTES)) };
    case 'cake':
      return { kind: 'cake', limit_bytes: Math.max(FRAME_BYTES, bytes) };
  }
}

/** The buffer (KiB) and view queue kind of a scenario queue, or null if this view cannot show it. */
export function viewQueueOf(queue: Record<string, unknown>): { queue: QueueKind; bufferKiB: number } | null {
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const limitBytes = num(queue.limit_bytes);
  switch (queue.kind) {
    case 'fifo':
      return limitBytes === null ? null : { queue: 'fifo', bufferKiB: limitBytes / 1024 };
    case 'red':
      return limitBytes === null ? null : { queue: queue.ecn === true ? 'red-ecn' : 'red', bufferKiB: limitBytes / 1024 };
    case 'codel': {
      const packets = num(queue.limit_packets);
      return packets === null ? null : { queue: 'codel', bufferKiB: (packets * FRAME_BYTES) / 1024 };
    }
    case 'cake':
      return limitBytes === null ? null : { queue: 'cake', bufferKiB: limitBytes / 1024 };
    default:
      return null;
  }
}

