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
  if (Number.isFinite(s.inflight)) parts.push(`unacked:${n0(s.inflight)}`);
  if (Number.isFinite(s.retrans)) parts.push(`retrans:${n0(s.retrans)}`);
  if (Number.isFinite(s.state)) parts.push(`ca_state:${stateName(s.state)}`);
  return parts.join(' ');
}
