// Receive-buffer autotuning and the advertised window (issue 14, item 5; Linux tcp_rcv_space_adjust,
// tcp_select_window; tcp/rcv-buffer.ts). Figures: the notes' `ss -ti` on the course link
// (snd_wnd:3881600, wscale:7,7) and Tutorial 10 ("nothing gives but the receiver's window").

import { describe, expect, it } from 'vitest';
import { parseScenario } from '../scenario/parse';
import { findPreset } from '../scenario/presets';
import { RcvBufferAutotune } from './rcv-buffer';
import { LAB_LINK, run } from './testing';

describe('RcvBufferAutotune (tcp_rcv_space_adjust)', () => {
  it('starts from tcp_rmem[1]: 131 072 x 0.617 = 80 871, in 128-byte units 80 768 B', () => {
    const b = new RcvBufferAutotune(1448, 6291456, 0.617);
    expect(b.window(0)).toBe(80768);
  });

  it('grows once per receiver RTT by 2 copied + 16 MSS, plus twice the growth, capped at tcp_rmem[2]', () => {
    const b = new RcvBufferAutotune(1448, 6291456, 0.617);
    const rtt = 40e6;
    b.rttSample(rtt, 0); // one sample of 40 ms
    b.adjust(0, rtt); // opens the first measurement at t = 40 ms
    // One RTT later 20 segments were read, against the initial space of 10 segments (14 480 B):
    // rcvwin = 2 x 28 960 + 16 x 1448 = 81 088; growth 81 088 x (28 960 - 14 480) / 14 480 = 81 088,
    // twice: 243 264; buffer = 243 264 / 0.617 = 394 269 B; window 243 264 -> 243 200 (128-B units).
    b.adjust(20 * 1448, 2 * rtt);
    expect(b.rcvbuf).toBe(394269);
    expect(b.window(20 * 1448)).toBe(243200);
    // Less read than the last RTT: no change; never above tcp_rmem[2].
    b.adjust(25 * 1448, 3 * rtt);
    expect(b.rcvbuf).toBe(394269);
    b.adjust(5000 * 1448, 4 * rtt);
    expect(b.rcvbuf).toBe(6291456);
    expect(b.window(5000 * 1448)).toBe(3881728); // 6 291 456 x 0.617 = 3 881 828 -> 128-B units
  });
});

describe('the advertised window in runs', () => {
  it("course link: the window reaches the notes' snd_wnd (3 881 600 B, within one 128-B unit) and never limits", () => {
    const rec = run({ version: 1, duration_s: 20, link: LAB_LINK, flows: [{ id: 's1', cc: 'reno' }] });
    const s = rec.series!.flows.s1;
    expect(Math.abs(s.snd_wnd[s.snd_wnd.length - 1] - 3881600)).toBeLessThanOrEqual(128);
    expect(Array.from(s.rwnd_limited).every((x) => x === 0)).toBe(true);
  });

  it('a fixed rwnd_bytes is the window (SO_RCVBUF locks autotuning); the book stack advertises its fixed buffer', () => {
    const fixed = run({ version: 1, duration_s: 2, link: LAB_LINK, flows: [{ id: 's1', rwnd_bytes: 144800 }] });
    expect(fixed.series!.flows.s1.snd_wnd[10]).toBe(144800);
    // The book's receiver does not autotune: rmem_max_bytes x 0.617 from its first ACK (book.test.ts).
    const book = run({ version: 1, duration_s: 2, link: LAB_LINK, flows: [{ id: 's1', stack: 'book' }] });
    expect(book.series!.flows.s1.snd_wnd[10]).toBe(3881728);
  });

  it('RcvBufferAutotune fixed (the book receiver): the whole buffer from the start, never adjusted', () => {
    const b = new RcvBufferAutotune(1448, 1048576, 0.617, true);
    expect(b.rcvbuf).toBe(1048576);
    b.rttSample(40e6, 0);
    b.adjust(0, 40e6);
    b.adjust(5000 * 1448, 80e6);
    expect(b.rcvbuf).toBe(1048576);
    expect(b.window(0)).toBe(646944); // 1 048 576 x 0.617 = 646 971, in 32-B units (wscale 5)
  });

  it("Tutorial 10 without loss: the receiver's window, not cwnd, limits CUBIC, and the queue holds the window less the BDP", () => {
    const rec = run(findPreset('t10-cubic-clean')!.scenario);
    const s = rec.series!.flows.tcp;
    const t = rec.series!.t_s;
    const late = Array.from(s.rwnd_limited).filter((_, i) => t[i] > 10);
    expect(late.filter((x) => x === 1).length / late.length).toBeGreaterThan(0.8);
    // The queue: window - BDP (100 Mbit/s x 20 ms of payload, 239 KB), in frames of 1514 B per 1448.
    const wnd = s.snd_wnd[s.snd_wnd.length - 1];
    const queued = rec.series!.queue_bytes.filter((_, i) => t[i] > 10);
    const expected = ((wnd - 239e3) * 1514) / 1448;
    const mean = queued.reduce((a, b) => a + b, 0) / queued.length;
    expect(Math.abs(mean / expected - 1)).toBeLessThan(0.1);
  });

  it('refuses a bad rmem_max_bytes or rcv_scaling_ratio, naming the field and the range', () => {
    const flow = (f: Record<string, unknown>) => () => parseScenario({ version: 1, flows: [{ id: 'f', ...f }] });
    expect(flow({ rmem_max_bytes: 10 })).toThrow(/flows\[0\]\.rmem_max_bytes.*\(valid: integer 4096 to 1000000000 B\)/);
    expect(flow({ rcv_scaling_ratio: 0 })).toThrow(/flows\[0\]\.rcv_scaling_ratio.*\(valid: 0\.05 to 1\)/);
  });
});
