import { describe, expect, it } from 'vitest';
import { linkOf } from './linkOf';

describe('linkOf', () => {
  it("reads the course's link (50 Mbit/s, 40 ms on the data path, 250 KiB)", () => {
    expect(linkOf({ link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } } })).toEqual({ rateMbps: 50, delayMs: 40, rttMs: 40, bufferBytes: 256000 });
  });
  it('adds the ACK path to the round trip and counts a packet limit in 1514-byte frames', () => {
    expect(linkOf({ link: { rate_mbps: 10, delay_ms: 20, reverse_delay_ms: 5, queue: { kind: 'codel', limit_packets: 100 } } })).toEqual({ rateMbps: 10, delayMs: 20, rttMs: 25, bufferBytes: 151400 });
  });
  it('gives null for a scenario without a usable link, and no buffer for a queue without a limit', () => {
    expect(linkOf(null)).toBeNull();
    expect(linkOf({ link: { rate_mbps: 0, delay_ms: 1 } })).toBeNull();
    expect(linkOf({ link: { rate_mbps: 5, delay_ms: 1, queue: { kind: 'fifo' } } })?.bufferBytes).toBeNull();
  });
});
