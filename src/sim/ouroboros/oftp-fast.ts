// oftp (Tutorial 10) for the paced harness: the same client and server as apps/oftp.ts, the same
// result lines, with the stream checksum computed by crc64-fast.ts (same CRC-64 value; the client's
// 1 GiB range and the server's contiguous deliveries are one memoised range computation) so that a
// 1 GiB transfer stays within the benchmark's time.

import type { Component, Kernel } from '../core/kernel';
import { NS_PER_S } from '../core/time';
import type { OftpResult } from '../apps/oftp';
import { RangeCrc } from './crc64-fast';
import type { FrctEndpoint } from './frct';

const K_START = 1;

function line(verb: string, bytes: number, ns: number, crc: string): OftpResult {
  const s = ns / NS_PER_S;
  const mib = s > 0 ? bytes / s / 1048576 : 0;
  return { bytes, seconds: s, crc64: crc, line: `oftp: ${verb} ${bytes} bytes in ${s.toFixed(3)} s (${mib.toFixed(2)} MiB/s) crc64=${crc}` };
}

export class FastOftpClient implements Component {
  readonly id: number;
  /** Time (ns) the last byte was acknowledged, -1 before. */
  doneNs = -1;
  readonly crc = new RangeCrc();

  constructor(
    private readonly k: Kernel,
    private readonly ep: FrctEndpoint,
    readonly bytes: number,
    readonly startNs = 0,
  ) {
    this.id = k.add(this);
    ep.onIdle = () => {
      if (this.doneNs < 0 && k.now >= this.startNs) this.doneNs = k.now;
    };
    k.at(startNs, this.id, K_START, 0);
  }

  handle(): void {
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

export class FastOftpServer {
  received = 0;
  firstNs = -1;
  finNs = -1;
  readonly crc = new RangeCrc();

  constructor(
    private readonly k: Kernel,
    ep: FrctEndpoint,
    private readonly startNs = 0,
  ) {
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
