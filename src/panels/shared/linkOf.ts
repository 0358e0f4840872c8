// The bottleneck link of a run's scenario as the panels' paper models need it: rate, round-trip
// propagation delay (the data path's plus the ACK path's) and the buffer in bytes. Pure; null
// when the scenario does not say (a queue without a byte or packet limit).

/** The frame a packet-limited queue counts (1514 bytes, as the course's tbf). */
const FRAME_BYTES = 1514;

export interface LinkFacts {
  rateMbps: number;
  /** One-way delay on the data path, ms. */
  delayMs: number;
  /** Round-trip propagation delay, ms. */
  rttMs: number;
  bufferBytes: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function linkOf(scenario: unknown): LinkFacts | null {
  const link = (scenario as { link?: Record<string, unknown> } | null)?.link;
  if (!link) return null;
  const rate = num(link.rate_mbps);
  const delay = num(link.delay_ms);
  if (rate === null || delay === null || !(rate > 0)) return null;
  const queue = (link.queue ?? {}) as Record<string, unknown>;
  const bytes = num(queue.limit_bytes);
  const packets = num(queue.limit_packets);
  return {
    rateMbps: rate,
    delayMs: delay,
    rttMs: delay + (num(link.reverse_delay_ms) ?? 0),
    bufferBytes: bytes ?? (packets !== null ? packets * FRAME_BYTES : null),
  };
}
