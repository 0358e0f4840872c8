// Tutorial 10's oftp transfer paced by mb-ecn, as one call (tests and `cli bench`): N bytes over
// buildPacedPair, returning both oftp lines, whether the checksums agree (without computing them,
// see crc64-fast.ts), the payload rate (whole transfer, and after the first second), the FRCT and
// flow-allocator snapshots and steady-state means.

import { OftpClient, OftpServer } from '../apps/oftp';
import { buildPacedPair } from './testing-paced';

export function runTutorial10(bytes: number, loss: number, reorderQueue: number, seed = 1) {
  const P = buildPacedPair({ endNs: 4000e9, loss, reorderQueue, seed });
  const c = new OftpClient(P.k, P.a, bytes);
  const s = new OftpServer(P.k, P.b);
  let t = 0;
  let at1s = -1;
  while (!(c.done && s.done) && t < 4000e9) {
    P.k.run((t += 1e9));
    if (at1s < 0) at1s = s.received;
  }
  const pacer = P.ipcpA.pacer;
  // steady-state means of the series, after the first second
  let n = 0, rate = 0, offered = 0;
  for (let i = 0; i < pacer.sT.length; i++) {
    if (pacer.sT.get(i) < 1e9 || pacer.sT.get(i) > c.doneNs) continue;
    n++;
    rate += pacer.sRate.get(i);
    offered += pacer.sOffered.get(i);
  }
  return {
    P, c, s, get client() { return c.result(); }, get server() { return s.result(); }, crcEqual: c.crc.equals(s.crc),
    mbps: (bytes * 8) / ((s.finNs - s.firstNs >= 0 ? s.finNs : P.k.now) / 1e9) / 1e6,
    /** Payload rate after the first second (mb-ecn's start-up), Mbit/s. */
    steadyMbps: ((s.received - at1s) * 8) / (((s.finNs >= 0 ? s.finNs : P.k.now) - 1e9) / 1e9) / 1e6,
    frct: P.a.snapshot(), fa: P.ipcpA.snapshot(),
    meanRate: rate / n, meanOffered: offered / n,
  };
}

