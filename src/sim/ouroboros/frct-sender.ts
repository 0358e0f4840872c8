// The sender half of an FRCT endpoint, first part: what the application writes (messages or a
// stream cut into mss-sized packets), the window (the peer's FC, rendez-vous while it is closed),
// new data with its Delta-t run start (DRF and a fresh random sequence number after a silence),
// retransmission of one packet, RTTP probes when RTT samples are scarce, and failure after R.
// When to retransmit is decided in frct-timers.ts and frct-ack.ts.

import { NS_PER_S } from '../core/time';
import { F_DATA, F_DRF, F_FFGM, F_FIN, F_LFGM, F_RTTP, F_RXM, RTTP_PAYLOAD_BYTES } from './wire';
import * as C from './stats';
import { FrctBase } from './frct-base';
import { K_RDVS, S_RXM } from './frct-defs';

export abstract class FrctSender extends FrctBase {
  // The timers of frct-timers.ts, which new data arms and failure cancels.
  protected abstract armRto(t: number): void;
  protected abstract armTlp(): void;
  protected abstract cancelSenderTimers(): void;

  // ================================================================== application side

  /** Queues one message of `len` bytes standing for `tag` (oping: the ping number). */
  writeMsg(len: number, tag: number): void {
    if (this.mCount === this.mLen.length) this.growMsgs();
    const i = (this.mHead + this.mCount) % this.mLen.length;
    this.mLen[i] = len;
    this.mTag[i] = tag;
    this.mCount++;
    this.trySend();
  }

  /** Appends `bytes` to the stream; with `fin` the last of them ends the stream (FIN). */
  writeStream(bytes: number, fin: boolean): void {
    this.streamPending += bytes;
    if (fin) this.streamFin = true;
    this.trySend();
  }

  /** Data the application wrote that is not yet acknowledged or not yet sent. */
  get idle(): boolean {
    return this.mCount === 0 && this.streamPending === 0 && this.sndLwe === this.sndNxt;
  }

  protected growMsgs(): void {
    const n = this.mLen.length * 2;
    const len = new Int32Array(n);
    const tag = new Float64Array(n);
    for (let j = 0; j < this.mCount; j++) {
      const i = (this.mHead + j) % this.mLen.length;
      len[j] = this.mLen[i];
      tag[j] = this.mTag[i];
    }
    this.mLen = len;
    this.mTag = tag;
    this.mHead = 0;
  }

  // ================================================================== sending

  protected hasPending(): boolean {
    return this.mCount > 0 || this.streamPending > 0;
  }

  protected windowClosed(): boolean {
    return this.sndNxt >= this.sndRwe || this.sndNxt - this.sndLwe > this.sMask;
  }

  protected trySend(): void {
    const out = this.out;
    while (!this.failed && this.hasPending()) {
      if (this.started && this.windowClosed()) {
        if (this.rdvsHandle < 0 && this.sndNxt >= this.sndRwe) this.rdvsHandle = this.k.after(this.rdvGapNs, this.id, K_RDVS, 0);
        return;
      }
      // the tx ring is full: the writer blocks before FRCT (no sequence number, no timer yet)
      if (out.writable !== undefined && !out.writable()) return;
      if (this.mCount > 0) {
        const i = this.mHead;
        this.mHead = (i + 1) % this.mLen.length;
        this.mCount--;
        this.sendNew(this.mLen[i], this.mTag[i], F_FFGM | F_LFGM);
      } else {
        const len = Math.min(this.mss, this.streamPending);
        this.streamPending -= len;
        const off = this.streamOffset;
        this.streamOffset += len;
        this.counters[C.C_STREAM_SENT] += len;
        this.sendNew(len, off, this.streamPending === 0 && this.streamFin ? F_FIN : 0);
      }
    }
  }

  protected sendNew(len: number, tag: number, extra: number): void {
    const k = this.k;
    const now = k.now;
    let flags = F_DATA | extra;
    const sndInact = 3 * this.mplNs + this.aNs + this.rNs;
    if (this.sndLwe === this.sndNxt) {
      // Nothing unacknowledged: a data run starts (DRF). After a silence longer than the sender's
      // Delta-t inactivity time, a new run begins at a fresh random sequence number.
      flags |= F_DRF;
      if (!this.started || now - this.sndAct > sndInact) {
        this.sndBase = (this.rng.nextU32() - this.sndNxt) >>> 0;
        this.sndRwe = this.sndNxt + this.startWindow;
        this.started = true;
      }
    }
    const off = this.sndNxt++;
    const s = off & this.sMask;
    this.sFirst[s] = now;
    this.sXmit[s] = now;
    this.sLen[s] = len;
    this.sTag[s] = tag;
    this.sFlags[s] = flags;
    this.sState[s] = 0;
    this.emitData(off, flags);
    this.counters[C.C_RXM_DUE]++;
    this.armRto(now + Math.min(this.rto, this.rNs));
    this.armTlp();
    this.maybeProbe();
  }


  protected retransmit(off: number, driver: number): void {
    const k = this.k;
    const s = off & this.sMask;
    this.sState[s] |= S_RXM;
    this.sXmit[s] = k.now;
    this.rxmT.push(k.now / NS_PER_S);
    this.rxmAge.push(k.now - this.sFirst[s]);
    this.rxmDriver.push(driver);
    this.counters[C.C_RXM_DUE]++;
    this.emitData(off, this.sFlags[s] | F_RXM);
  }

  /** RTTP: when samples are scarce (none yet, or none for two smoothed RTTs), probe the round trip. */
  protected maybeProbe(): void {
    const now = this.k.now;
    if (!(this.srtt === 0 || now - this.lastSampleAt > 2 * this.srtt)) return;
    if (this.probeOutAt >= 0 && now - this.probeOutAt <= this.rto) return;
    this.probeOutId = ++this.probeId >>> 0;
    this.probeOutAt = now;
    const p = this.sendCtrl(F_RTTP, RTTP_PAYLOAD_BYTES, this.probeOutId);
    this.counters[C.C_PROBES_SENT]++;
    this.sndAct = now;
    this.out.send(p);
  }

  protected fail(): void {
    this.failed = true;
    this.failedAtNs = this.k.now;
    this.cancelSenderTimers();
    this.onFail();
  }
}
