// Issue 7: oftp over an FRCT stream flow prints the same byte count and CRC-64 at both ends under
// loss (the check Tutorial 10 makes on its 1 GiB transfers, here on 2 MB to keep the test short).

import { describe, expect, it } from 'vitest';
import { OftpClient, OftpServer } from './oftp';
import { buildPair } from '../ouroboros/testing';
import { Kernel } from '../core/kernel';
import { crcMemoOf, RangeCrc } from '../ouroboros/crc64-fast';

const MS = 1e6;

describe('oftp', () => {
  it('sends 2 MB through 1 % loss both ways with the same checksum at both ends', () => {
    const end = 30_000 * MS;
    const p = buildPair({
      endNs: end, seed: 7, rateMbps: 20, delayNs: 10 * MS, loss: 0.01,
      a: { mode: 'stream', reorderQueue: 128 }, b: { mode: 'stream', reorderQueue: 128 },
    });
    const client = new OftpClient(p.k, p.a, 2_000_000);
    const server = new OftpServer(p.k, p.b);
    p.k.run(end);
    expect(client.done).toBe(true);
    expect(server.done).toBe(true);
    const s = client.result();
    const r = server.result();
    expect(r.bytes).toBe(2_000_000);
    expect(r.crc64).toBe(s.crc64);
    expect(s.line).toMatch(/^oftp: sent 2000000 bytes in [\d.]+ s \([\d.]+ MiB\/s\) crc64=[0-9a-f]{16}$/);
    expect(r.line).toMatch(/^oftp: received 2000000 bytes in /);
    // Losses happened and were repaired, mostly by SACK (Tutorial 10: almost all SACK-driven).
    const c = p.a.snapshot();
    expect(c['RXM (SACK mechanism) sent']).toBeGreaterThan(0);
    expect(c['RXM (SACK mechanism) sent']).toBeGreaterThan(c['RXM (RTO-driven) sent']);
    expect(p.b.snapshot()['Stream bytes delivered']).toBe(2_000_000);
  });
});

describe('CRC-64 range memo (issue 14): scoped to one simulation', () => {
  it('the two ends of one simulation share it; another simulation starts empty', () => {
    const k1 = new Kernel(1e9);
    const k2 = new Kernel(1e9);
    const a = new RangeCrc(crcMemoOf(k1));
    const b = new RangeCrc(crcMemoOf(k1));
    a.add(0, 1 << 20);
    b.add(0, 1 << 20);
    expect(a.hex()).toBe(b.hex());
    expect(crcMemoOf(k1).size).toBe(1);
    expect(crcMemoOf(k2).size).toBe(0);
    const c = new RangeCrc(crcMemoOf(k2));
    c.add(0, 1 << 20);
    expect(c.hex()).toBe(a.hex());
    expect(crcMemoOf(k2).size).toBe(1);
  });
});
