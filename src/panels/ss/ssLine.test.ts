import { describe, expect, it } from 'vitest';
import { formatSsLine, rwndLimitedUpTo, sendRateMbps } from './ssLine';

// The notes' ss line: cwnd:239 ssthresh:178 rtt:58.127 ... send 47629776bps ... unacked:239 retrans:0/401 ... minrtt:40.154
const sample = {
  cc: 'reno', cwnd: 239, ssthresh: 178, rttMs: 58.127, minRttMs: 40.154, inflight: 239,
  deliveryMbps: 47.147896, retrans: 401, state: 0, mss: 1448,
};

describe('formatSsLine', () => {
  it('writes an ss -ti style line in English', () => {
    expect(formatSsLine(sample, 'en')).toBe(
      'reno cwnd:239 ssthresh:178 rtt:58.127 minrtt:40.154 send 47.6Mbps delivery_rate 47.1Mbps unacked:239 retrans:401 ca_state:open',
    );
  });
  it('uses decimal commas in Spanish', () => {
    expect(formatSsLine(sample, 'es')).toBe(
      'reno cwnd:239 ssthresh:178 rtt:58,127 minrtt:40,154 send 47,6Mbps delivery_rate 47,1Mbps unacked:239 retrans:401 ca_state:open',
    );
  });
  it('omits ssthresh until it is set, as ss does', () => {
    const line = formatSsLine({ ...sample, ssthresh: NaN, state: 3 }, 'en');
    expect(line).not.toContain('ssthresh');
    expect(line).toContain('ca_state:recovery');
  });
  it("shows the receiver's window as ss does (the notes: snd_wnd:3881600, far above cwnd 239 x 1448 = 346 072 B)", () => {
    const line = formatSsLine({ ...sample, sndWnd: 3881600 }, 'es');
    expect(line).toContain(' snd_wnd:3881600 ');
    expect(line).not.toContain('rwnd_limited');
  });
  it('adds rwnd_limited with its share of the busy time once the window has limited (ss: rwnd_limited:Xms(Y%))', () => {
    const s = { ...sample, sndWnd: 5787648, rwndLimitedMs: 48300, busyMs: 60000 };
    expect(formatSsLine(s, 'en')).toContain(' rwnd_limited:48300ms(80.5%) unacked:239 ');
    expect(formatSsLine(s, 'es')).toContain(' rwnd_limited:48300ms(80,5%) ');
  });
  it('counts rwnd_limited and busy samples up to the cursor, a sampling period each', () => {
    const limited = [0, 0, 1, 1, 1, 0];
    const inflight = [0, 5, 9, 9, 9, 4];
    expect(rwndLimitedUpTo(limited, inflight, 3, 100)).toEqual({ rwndLimitedMs: 200, busyMs: 300 });
    expect(rwndLimitedUpTo(limited, inflight, 10, 100)).toEqual({ rwndLimitedMs: 300, busyMs: 500 });
  });
  it('computes send as cwnd x mss / rtt (the notes: 239 x 1448 x 8 / 0.058127 = 47.6 Mbit/s)', () => {
    expect(sendRateMbps(239, 1448, 58.127)).toBeCloseTo(47.63, 2);
    expect(Number.isNaN(sendRateMbps(10, 1448, 0))).toBe(true);
  });
});
