// oftp over an FRCT stream flow (Tutorial 10): the client writes N bytes and ends the stream with
// FIN; the server reads it to the end. Each side prints "oftp: sent|received N bytes in T s
// (R MiB/s) crc64=..." with a CRC-64 of the stream as it wrote or read it (see ouroboros/crc64.ts:
// the bytes are derived from stream offsets, so the receiver's checksum proves in-order, complete,
// duplicate-free delivery). The checksum is computed over runs of bytes (ouroboros/crc64-fast.ts,
// the same value as the byte-by-byte CRC), so a 1 GiB transfer stays within the benchmark's time.

import type { Component, Kernel } from '../core/kernel';
import { NS_PER_S } from '../core/time';
import { crcMemoOf, RangeCrc } from '../ouroboros/crc64-fast';
import type { FrctEndpoint } from '../ouroboros/frct';

const K_START = 1;

export interface OftpResult {
  bytes: number;
  seconds: number;
  crc64: string;
  line: string;
}

function line(verb: string, bytes: number, ns: number, crc: string): OftpResult {
  const s = ns / NS_PER_S;
  const mib = s > 0 ? bytes / s / 1048576 : 0;
  return { bytes, seconds: s, crc64: crc, line: `oftp: ${verb} ${bytes} bytes in ${s.toFixed(3)} s (${mib.toFixed(2)} MiB/s) crc64=${crc}` };
}

export class OftpClient implements Component {
  readonly id: number;
  startNs: number;
  /** Time (ns) the last byte was acknowledged, -1 before. */
  doneNs = -1;
  readonly crc: RangeCrc;

  constructor(
    private readonly k: Kernel,
    private readonly ep: FrctEndpoint,
    readonly bytes: number,
    startNs = 0,
  ) {
    this.id = k.add(this);
    this.crc = new RangeCrc(crcMemoOf(k));
    this.startNs = startNs;
    ep.onIdle = () => {
      if (this.doneNs < 0 && k.now >= this.startNs) this.doneNs = k.now;
    };
    k.at(startNs, this.id, K_START, 0);
  }

  handle(_kind: number, _arg: number): void {
    this.crc.add(0, this.bytes);
    this.ep.writeStream(this.bytes, true);
  }

  get done(): boolean {
    return this.doneNs >= 0;
  }

  result(): OftpResult {
    return line('sent', this.bytes, (this.doneNs >= 0 ? this.doneNs : this.k.now) - this.startNs, this.crc.hex());
  }
}

export class OftpServer {
  received = 0;
  /** First delivery and FIN times (ns), -1 before. */
  firstNs = -1;
  finNs = -1;
  readonly crc: RangeCrc;

  constructor(
    private readonly k: Kernel,
    ep: FrctEndpoint,
    private readonly startNs = 0,
  ) {
    this.crc = new RangeCrc(crcMemoOf(k));
    ep.onDeliver = (offset, len, fin) => {
      if (this.firstNs < 0) this.firstNs = k.now;
      this.crc.add(offset, len);
      this.received += len;
      if (fin && this.finNs < 0) this.finNs = k.now;
    };
  }

  get done(): boolean {
    return this.finNs >= 0;
  }

  result(): OftpResult {
    return line('received', this.received, (this.finNs >= 0 ? this.finNs : this.k.now) - this.startNs, this.crc.hex());
  }
}
