// The RunRecord lines of the applications on FRCT flows: oping's summary (Tutorial 08) and oftp's
// sent/received lines with the CRC-64 of each end (Tutorial 10), as data and as the tools print them.

import type { FrctFlow } from '../ouroboros/frct-flow';
import type { OftpResult } from '../apps/oftp';

export interface OpingRecord {
  transmitted: number;
  received: number;
  out_of_order: number;
  /** Rounded to a whole percent, as oping prints it. */
  loss_pct: number;
  /** From the first request to the last reply. */
  time_ms: number;
  rtt_ms: { min: number; avg: number; max: number; mdev: number };
  /** oping's two summary lines. */
  lines: [string, string];
}

export interface OftpRecord {
  sent: OftpResult;
  received: OftpResult;
  /** Both ends computed the same CRC-64 over the stream. */
  crc_equal: boolean;
}

export function opingRecord(f: FrctFlow): OpingRecord | undefined {
  if (!f.oping) return undefined;
  const s = f.oping.summary();
  return {
    transmitted: s.transmitted, received: s.received, out_of_order: s.outOfOrder, loss_pct: s.lossPct, time_ms: s.timeMs,
    rtt_ms: { min: s.min, avg: s.avg, max: s.max, mdev: s.mdev }, lines: s.lines,
  };
}

export function oftpRecord(f: FrctFlow): OftpRecord | undefined {
  if (!f.oftp) return undefined;
  const { client, server } = f.oftp;
  return { sent: client.result(), received: server.result(), crc_equal: client.crc.equals(server.crc) };
}
