// The moments a live run can stop at (the presenter's "stop at the moment that teaches"): pure
// detectors over two consecutive observations of the engine (src/sim/live/observe.ts), taken one
// sample period apart at most, so a run that checks after every slice stops within one sample of
// the event. Where the engine keeps the event's own time (its loss and ECN logs), the event
// carries it; otherwise the time of the observation that saw it.
import type { Observation, TcpObservation } from './observe';

export const PAUSE_KINDS = ['loss', 'timeout', 'ecn', 'slow-start-end', 'queue-full', 'drop', 'probe-rtt'] as const;
export type PauseKind = (typeof PAUSE_KINDS)[number];

export function isPauseKind(x: unknown): x is PauseKind {
  return typeof x === 'string' && (PAUSE_KINDS as readonly string[]).includes(x);
}

/** Why slow start ended: a loss, an ECN mark, HyStart set ssthresh, cwnd reached a set ssthresh, BBR left Startup. */
export type SlowStartEnd = 'loss' | 'ecn' | 'hystart' | 'threshold' | 'bbr';

/** What happened, with the numbers a callout names. Plain numbers and strings (it crosses the worker boundary and the presenter's channel). */
export interface PauseEvent {
  kind: PauseKind;
  /** When it happened, s (the engine's own time for losses, timeouts and ECN reductions). */
  tS: number;
  /** When it was seen (the end of the slice), s: at most one sample period after tS. */
  seenS: number;
  /** The TCP connection it concerns (null for the queue and drops). */
  flow: string | null;
  cc: string | null;
  /** Window and threshold before and after, segments (NaN: not applicable or infinite ssthresh). */
  cwndBefore: number;
  cwnd: number;
  ssthreshBefore: number;
  ssthresh: number;
  minRttMs: number;
  /** The bottleneck queue when it was seen: bytes, limit (Infinity: none) and the wait it means, ms. */
  queueBytes: number;
  queueLimitBytes: number;
  queueDelayMs: number;
  /** Drops: at the queue or on the wire. */
  where: 'queue' | 'link' | null;
  /** Slow start's end: why. */
  cause: SlowStartEnd | null;
}

const CA_CWR = 2;
const CA_RECOVERY = 3;
const CA_LOSS = 4;

function inSlowStart(c: TcpObservation): boolean {
  if (c.bbrMode !== null) return c.bbrMode === 'startup';
  return c.state <= 1 && (Number.isNaN(c.ssthresh) || c.cwnd < c.ssthresh);
}

function queueFull(o: Observation): boolean {
  return o.queueBytes + o.frameBytes > o.queueLimitBytes || o.queuePackets + 1 > o.queueLimitPackets;
}

function queueDelayMs(o: Observation): number {
  return o.rateMbps > 0 ? (o.queueBytes * 8) / (o.rateMbps * 1000) : NaN;
}

/** The time of the first entry of a log that is new since `seen` entries. */
function firstNew(times: Float64Array, seen: number, fallback: number): number {
  return seen < times.length ? times[seen] : fallback;
}

function event(kind: PauseKind, tS: number, cur: Observation, c: TcpObservation | null, before: TcpObservation | null, extra: Partial<PauseEvent> = {}): PauseEvent {
  // A reduction under way knows the window it started from (Linux prior_cwnd); otherwise the last look.
  const reducing = kind === 'loss' || kind === 'ecn' || (kind === 'slow-start-end' && (c?.state === CA_CWR || c?.state === CA_RECOVERY));
  const prior = reducing && c !== null && c.priorCwnd > 0 ? c.priorCwnd : NaN;
  return {
    kind,
    tS,
    seenS: cur.tS,
    flow: c?.id ?? null,
    cc: c?.cc ?? null,
    cwndBefore: Number.isNaN(prior) ? (before?.cwnd ?? NaN) : prior,
    cwnd: c?.cwnd ?? NaN,
    ssthreshBefore: before?.ssthresh ?? NaN,
    ssthresh: c?.ssthresh ?? NaN,
    minRttMs: c?.minRttMs ?? NaN,
    queueBytes: cur.queueBytes,
    queueLimitBytes: cur.queueLimitBytes,
    queueDelayMs: queueDelayMs(cur),
    where: null,
    cause: null,
    ...extra,
  };
}

function slowStartCause(p: TcpObservation, c: TcpObservation): SlowStartEnd {
  if (c.bbrMode !== null) return 'bbr';
  if (c.lossEvents > p.lossEvents || c.state >= 3) return 'loss';
  if (c.ecnEvents > p.ecnEvents || c.state === CA_CWR) return 'ecn';
  if (Number.isNaN(p.ssthresh)) return 'hystart';
  return 'threshold';
}

/** The first connection (in scenario order) for which `hit` holds, with its previous observation. */
function firstTcp(prev: Observation, cur: Observation, hit: (p: TcpObservation, c: TcpObservation) => boolean): [TcpObservation, TcpObservation] | null {
  for (let i = 0; i < cur.tcp.length; i++) {
    const p = prev.tcp[i];
    const c = cur.tcp[i];
    if (p && c && p.id === c.id && hit(p, c)) return [p, c];
  }
  return null;
}

/** Did `kind` happen between two observations (prev earlier than cur)? The event, or null. */
export function detectPauseEvent(kind: PauseKind, prev: Observation, cur: Observation): PauseEvent | null {
  switch (kind) {
    case 'loss': {
      const m = firstTcp(prev, cur, (p, c) => c.lossEvents > p.lossEvents && c.state !== CA_LOSS);
      return m ? event('loss', firstNew(m[1].lossTimes, m[0].lossEvents, cur.tS), cur, m[1], m[0]) : null;
    }
    case 'timeout': {
      const m = firstTcp(prev, cur, (p, c) => c.lossEvents > p.lossEvents && c.state === CA_LOSS);
      return m ? event('timeout', firstNew(m[1].lossTimes, m[0].lossEvents, cur.tS), cur, m[1], m[0]) : null;
    }
    case 'ecn': {
      const m = firstTcp(prev, cur, (p, c) => c.ecnEvents > p.ecnEvents);
      return m ? event('ecn', firstNew(m[1].ecnTimes, m[0].ecnEvents, cur.tS), cur, m[1], m[0]) : null;
    }
    case 'slow-start-end': {
      const m = firstTcp(prev, cur, (p, c) => inSlowStart(p) && !inSlowStart(c));
      if (!m) return null;
      const cause = slowStartCause(m[0], m[1]);
      const [p, c] = m;
      const t = cause === 'loss' ? firstNew(c.lossTimes, p.lossEvents, cur.tS) : cause === 'ecn' ? firstNew(c.ecnTimes, p.ecnEvents, cur.tS) : cur.tS;
      return event('slow-start-end', t, cur, m[1], m[0], { cause });
    }
    case 'probe-rtt': {
      const m = firstTcp(prev, cur, (p, c) => c.bbrMode === 'probe_rtt' && p.bbrMode !== 'probe_rtt');
      return m ? event('probe-rtt', cur.tS, cur, m[1], m[0]) : null;
    }
    case 'queue-full':
      if (queueFull(prev) || !(queueFull(cur) || cur.overlimitDrops > prev.overlimitDrops)) return null;
      return event('queue-full', cur.tS, cur, null, null);
    case 'drop': {
      const q = cur.queueDrops - prev.queueDrops;
      const l = cur.linkLosses - prev.linkLosses;
      if (q <= 0 && l <= 0) return null;
      return event('drop', cur.tS, cur, null, null, { where: q > 0 ? 'queue' : 'link' });
    }
  }
}

/** The first of `kinds` that happened between two observations, or null. */
export function detectAny(kinds: readonly PauseKind[], prev: Observation, cur: Observation): PauseEvent | null {
  for (const k of kinds) {
    const e = detectPauseEvent(k, prev, cur);
    if (e) return e;
  }
  return null;
}

/**
 * One round trip of the run, ms: the first TCP connection's smoothed RTT, else its minimum, else
 * the path's base RTT (both directions' delays), else one sample period.
 */
export function roundTripMs(o: Observation, baseRttMs: number, sampleMs: number): number {
  const c = o.tcp[0];
  for (const v of [c?.srttMs, c?.minRttMs, baseRttMs]) if (v !== undefined && Number.isFinite(v) && v > 0) return v;
  return sampleMs;
}
