// When the receiver's window, not cwnd, holds a sender back: read off the engine's series
// `rwnd_limited` (1 when the last send attempt stopped on the window, as ss's rwnd_limited) and
// `snd_wnd` (the advertised window, bytes). Nothing is computed about the network here.
import type { TcpTrace } from '../shared/tcpTraces';
import { seriesNamed } from '../shared/tcpTraces';

export interface TimeInterval {
  from: number;
  to: number;
}

/**
 * Samples with rwnd_limited = 1 merged into intervals of time. As for the phases, sample i
 * describes the period (t[i-1], t[i]]; the first sample starts at `start`.
 */
export function rwndIntervals(t: ArrayLike<number>, limited: ArrayLike<number>, length: number, start = 0): TimeInterval[] {
  const out: TimeInterval[] = [];
  let prevT = start;
  for (let i = 0; i < length; i++) {
    if (limited[i] === 1) {
      const last = out[out.length - 1];
      if (last && last.to === prevT) last.to = t[i];
      else out.push({ from: prevT, to: t[i] });
    }
    prevT = t[i];
  }
  return out;
}

/** The largest advertised window of the traces, in segments (Infinity when one has none: no bound). */
export function maxSndWndSegments(traces: readonly Pick<TcpTrace, 'series' | 'mss'>[]): number {
  let max = -Infinity;
  for (const tr of traces) {
    const w = seriesNamed(tr, 'snd_wnd');
    let m = -Infinity;
    for (let i = 0; i < w.length; i++) if (w.data[i] > m) m = w.data[i];
    if (m === -Infinity) return Infinity;
    max = Math.max(max, m / tr.mss);
  }
  return max === -Infinity ? Infinity : max;
}

/**
 * The floors of the plots' tops. They show the model's BDP + buffer and full-queue lines; but
 * when every run's receive window stays below BDP + buffer, in flight never gets there and the
 * queue never fills, so those lines would only flatten the runs: the cwnd plot then reaches to
 * the largest window and the RTT plot to the data (Tutorial 10 without loss: a 5.79 MB window
 * against a 65 536-frame FIFO).
 */
export function plotFloors(
  refs: { total: number; fullRttMs: number } | null,
  traces: readonly Pick<TcpTrace, 'series' | 'mss'>[],
): { cwnd: number; rtt: number } {
  if (!refs) return { cwnd: 10 * 1.1, rtt: 10 * 1.1 };
  const wnd = maxSndWndSegments(traces);
  if (wnd < refs.total) return { cwnd: wnd * 1.1, rtt: 10 * 1.1 };
  return { cwnd: refs.total * 1.1, rtt: refs.fullRttMs * 1.1 };
}

/** Whether the receiver's window ever held this trace back (its window line is drawn then only). */
export function everRwndLimited(tr: Pick<TcpTrace, 'series'>): boolean {
  const l = seriesNamed(tr, 'rwnd_limited');
  for (let i = 0; i < l.length; i++) if (l.data[i] === 1) return true;
  return false;
}
