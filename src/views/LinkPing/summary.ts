// Reads the ping summary the engine put in its RunRecord (the view computes no statistics).

interface Rtt {
  min: number;
  median: number;
  max: number;
}

/** The part of a RunRecord this view reads (structurally compatible with src/sim's type). */
export interface RecordLike {
  summary: { pings: ReadonlyArray<{ id: string; sent: number; received: number; lost: number; rtt_ms: Rtt | null }> };
}

export interface PingSummary {
  sent: number;
  received: number;
  lost: number;
  /** null when no reply came back. */
  rtt: Rtt | null;
}

export function pingSummary(record: RecordLike, id = 'ping'): PingSummary | null {
  const p = record.summary.pings.find((x) => x.id === id);
  if (!p) return null;
  return { sent: p.sent, received: p.received, lost: p.lost, rtt: p.rtt_ms ? { ...p.rtt_ms } : null };
}
