// One instant of a run written like a line of `ss -ti`. The field names (cwnd:, rtt:, ...) are
// ss's own syntax and stay as ss prints them; the numbers follow the language (58,127 in Spanish).
import { formatNumber } from '../../i18n/format';
import { stateName } from '../shared/caStates';

export interface SsSample {
  cc: string;
  cwnd: number;
  ssthresh: number;
  rttMs: number;
  minRttMs: number;
  inflight: number;
  deliveryMbps: number;
  retrans: number;
  state: number;
  /** Payload bytes per segment, for ss's "send" (cwnd x mss / rtt). */
  mss: number;
  /** The receiver's advertised window, bytes (ss's snd_wnd; NaN when the run has none). */
  sndWnd?: number;
  /** Time the receiver's window, not cwnd, held the sender back so far, and the time it had data out, ms. */
  rwndLimitedMs?: number;
  busyMs?: number;
}

/**
 * ss's rwnd_limited and busy up to sample `k` of a flow's series: the samples at which the window
 * limited (rwnd_limited = 1) and at which data was in flight, each worth one sampling period.
 */
export function rwndLimitedUpTo(
  rwndLimited: ArrayLike<number>,
  inflight: ArrayLike<number>,
  k: number,
  sampleMs: number,
): { rwndLimitedMs: number; busyMs: number } {
  let limited = 0;
  let busy = 0;
  for (let i = 0; i <= k && i < rwndLimited.length; i++) {
    if (rwndLimited[i] === 1) limited++;
    if (inflight[i] > 0) busy++;
  }
  return { rwndLimitedMs: limited * sampleMs, busyMs: busy * sampleMs };
}

/** ss's "send" figure: cwnd x mss x 8 / srtt, in Mbit/s (ss computes it the same way). */
export function sendRateMbps(cwnd: number, mss: number, rttMs: number): number {
  if (!(rttMs > 0)) return NaN;
  return (cwnd * mss * 8) / (rttMs * 1000);
}

export function formatSsLine(s: SsSample, lang: string): string {
  const n0 = (x: number) => formatNumber(x, lang, { digits: 0 });
  const ms = (x: number) => formatNumber(x, lang, { digits: 3 });
  const mbps = (x: number) => `${formatNumber(x, lang, { digits: 1 })}Mbps`;
  const parts = [s.cc, `cwnd:${n0(s.cwnd)}`];
  // ss shows no ssthresh until the first loss (the kernel holds a huge value).
  if (Number.isFinite(s.ssthresh)) parts.push(`ssthresh:${n0(s.ssthresh)}`);
  if (Number.isFinite(s.rttMs)) parts.push(`rtt:${ms(s.rttMs)}`);
  if (Number.isFinite(s.minRttMs)) parts.push(`minrtt:${ms(s.minRttMs)}`);
  const send = sendRateMbps(s.cwnd, s.mss, s.rttMs);
  if (Number.isFinite(send)) parts.push(`send ${mbps(send)}`);
  if (Number.isFinite(s.deliveryMbps)) parts.push(`delivery_rate ${mbps(s.deliveryMbps)}`);
  // ss prints rwnd_limited only once the window has limited: its time and share of the busy time.
  const lim = s.rwndLimitedMs ?? NaN;
  const busy = s.busyMs ?? NaN;
  if (lim > 0 && busy > 0) {
    parts.push(`rwnd_limited:${Math.round(lim)}ms(${formatNumber((100 * lim) / busy, lang, { digits: 1 })}%)`);
  }
  if (Number.isFinite(s.inflight)) parts.push(`unacked:${n0(s.inflight)}`);
  if (Number.isFinite(s.retrans)) parts.push(`retrans:${n0(s.retrans)}`);
  // A byte count in ss's own digits (snd_wnd:3881600), ungrouped in both languages like ss's other integers.
  const wnd = s.sndWnd ?? NaN;
  if (Number.isFinite(wnd)) parts.push(`snd_wnd:${Math.round(wnd)}`);
  if (Number.isFinite(s.state)) parts.push(`ca_state:${stateName(s.state)}`);
  return parts.join(' ');
}
