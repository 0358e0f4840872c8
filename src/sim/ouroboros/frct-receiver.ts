// The receiver half of an FRCT endpoint: incoming packets (control packets with their own counter,
// RTTP echoes, rendez-vous, NACK), Delta-t (a run starts at a DRF packet after the receiver's
// inactivity time; data of a run without its start is dropped and NACKed), the reorder queue that
// is also the window, in-order delivery, runs of stored packets reported as SACK blocks (most
// recently changed first) with D-SACK for duplicates, and the delayed ACK of two ticks.

import { before, F_ACK, F_DATA, F_DRF, F_FC, F_FIN, F_NACK, F_RDVS, F_RTTP, F_RXM, F_SACK, frameBytes, MAX_SACK_BLOCKS, RTTP_PAYLOAD_BYTES, sackPayloadBytes } from './wire';
import * as C from './stats';
import { FrctAckIn } from './frct-ack';
import { K_DELACK, RXM_NACK } from './frct-defs';

export abstract class FrctReceiver extends FrctAckIn {
  protected receive(p: number): void {
    const k = this.k;
    const w = this.wire;
    const f = w.flags[p];
    if (this.failed) {
      k.pool.release(p);
      return;
    }
    const now = k.now;
    const stale = !this.hasRec || now - this.rcvAct > 2 * this.mplNs + this.aNs + this.rNs;
    this.rcvAct = now;
    if ((f & F_DATA) === 0) {
      // Control packets carry a counter of their own; a repeated one is a wire duplicate.
      const seq = w.seqno[p];
      if (this.hasPeerCtrl && !before(this.peerCtrl, seq)) {
        this.counters[C.C_WIRE_DUPS]++;
        k.pool.release(p);
        return;
      }
      this.peerCtrl = seq;
      this.hasPeerCtrl = true;
      if (f & F_RTTP) {
        this.rttp(p);
        k.pool.release(p);
        return;
      }
      if (f & F_RDVS) {
        this.counters[C.C_RDVS_RECEIVED]++;
        k.pool.release(p);
        if (this.hasRec) this.out.send(this.sendCtrl(F_FC, 0, 0));
        return;
      }
      if (f & F_NACK) this.nackReceived();
    }
    if (f & F_ACK) this.processAck(p, f);
    if (f & F_FC && this.started) {
      this.sndRwe = this.sndLwe + ((w.window[p] - this.sndWire(this.sndLwe)) | 0);
      if (this.rdvsHandle >= 0 && this.sndNxt < this.sndRwe) {
        k.cancel(this.rdvsHandle);
        this.rdvsHandle = -1;
      }
    }
    if (f & F_DATA) this.data(p, f, stale);
    else k.pool.release(p);
    this.trySend();
  }

  protected rttp(p: number): void {
    const w = this.wire;
    if (w.echo[p]) {
      if (w.probe[p] === this.probeOutId && this.probeOutAt >= 0) {
        this.rttSample(this.k.now - this.probeOutAt, false);
        this.probeOutAt = -1;
      }
      return;
    }
    // A probe from the peer: echo it at once.
    this.counters[C.C_PROBES_RECEIVED]++;
    const q = this.sendCtrl(F_RTTP, RTTP_PAYLOAD_BYTES, w.probe[p]);
    w.echo[q] = 1;
    this.out.send(q);
  }

  protected nackReceived(): void {
    this.counters[C.C_NACKS_RECEIVED]++;
    if (!this.started || this.sndLwe === this.sndNxt) return;
    this.counters[C.C_RXM_NACK]++;
    this.retransmit(this.sndLwe, RXM_NACK);
  }

  protected data(p: number, f: number, stale: boolean): void {
    const k = this.k;
    const w = this.wire;
    const seqW = w.seqno[p];
    const stream = this.cfg.mode === 'stream';
    if (stale) {
      if (f & F_DRF) {
        // A data run starts: its sequence number becomes the left window edge.
        this.rcvBase = (seqW - this.rcvLwe) >>> 0;
        this.hasRec = true;
        this.rcvHigh = this.rcvLwe;
        this.rHave.fill(0);
        this.nAnchors = 0;
        this.lastAcked = this.rcvLwe - 1;
        this.lastAckWire = this.rcvWire(this.lastAcked);
        this.counters[C.C_DRF_REBASES]++;
      } else {
        // Data of a run whose first (DRF) packet has not arrived: drop it and ask for the start.
        this.counters[C.C_INACT_DROPS]++;
        k.pool.release(p);
        const q = this.sendCtrl(F_NACK, 0, 0);
        this.wire.ackno[q] = seqW;
        this.counters[C.C_NACKS_SENT]++;
        this.out.send(q);
        return;
      }
    }
    const off = this.rcvLwe + ((seqW - this.rcvWire(this.rcvLwe)) | 0);
    const rxm = (f & F_RXM) !== 0;
    if (rxm) this.counters[C.C_RXM_RECEIVED]++;
    const s = off & this.rMask;
    if (off < this.rcvLwe || (off < this.rcvLwe + this.rq && this.rHave[s])) {
      this.counters[C.C_DUPS]++;
      if (rxm) this.counters[C.C_RXM_DUPS]++;
      if (stream) {
        this.counters[C.C_STREAM_DROPPED]++;
        if (f & F_FIN) this.counters[C.C_STREAM_FIN_DROPPED]++;
      }
      k.pool.release(p);
      this.sendSack(true, off);
      return;
    }
    if (off >= this.rcvLwe + this.rq) {
      this.counters[C.C_OUT_OF_WINDOW]++;
      if (stream) this.counters[C.C_STREAM_DROPPED]++;
      k.pool.release(p);
      this.tryAck(false);
      return;
    }
    const len = w.plen[p];
    this.rHave[s] = 1;
    this.rLen[s] = len;
    this.rTag[s] = w.tag[p];
    this.rFlags[s] = f;
    k.pool.release(p);
    if (stream) this.counters[C.C_STREAM_RECEIVED] += len;
    if (off + 1 > this.rcvHigh) this.rcvHigh = off + 1;
    if (off === this.rcvLwe) {
      this.deliver();
      if (this.rcvHigh > this.rcvLwe) this.sendSack(false, 0); // a hole remains: report it at once
      else this.scheduleDelack();
    } else {
      this.counters[C.C_OOO]++;
      this.joinRun(off);
      this.sendSack(false, 0);
    }
  }

  /** Hands the in-order prefix of the reorder queue to the application; the window slides with it. */
  protected deliver(): void {
    const m = this.rMask;
    while (this.rHave[this.rcvLwe & m]) {
      const s = this.rcvLwe & m;
      this.rHave[s] = 0;
      this.rcvLwe++;
      const fl = this.rFlags[s];
      if (this.cfg.mode === 'stream') this.counters[C.C_STREAM_DELIVERED] += this.rLen[s];
      else this.counters[C.C_SDUS_DELIVERED]++;
      this.onDeliver(this.rTag[s], this.rLen[s], (fl & F_FIN) !== 0);
      if (this.failed) return;
    }
    if (this.rcvHigh < this.rcvLwe) this.rcvHigh = this.rcvLwe;
  }

  /** Joins the stored packet `off` with its stored neighbours; the run's start becomes the newest anchor. */
  protected joinRun(off: number): void {
    const m = this.rMask;
    let lo = off;
    let hi = off + 1;
    if (off - 1 >= this.rcvLwe && this.rHave[(off - 1) & m]) lo = this.runLo[(off - 1) & m];
    if (off + 1 < this.rcvLwe + this.rq && this.rHave[(off + 1) & m]) hi = this.runHi[(off + 1) & m];
    this.runLo[(hi - 1) & m] = lo;
    this.runHi[lo & m] = hi;
    // Anchors inside the new run are merged into it; the run's start goes first.
    let n = 0;
    const a = this.anchors;
    let keep0 = -1, keep1 = -1, keep2 = -1;
    for (let i = 0; i < this.nAnchors; i++) {
      const x = a[i];
      if (x >= lo && x < hi) continue;
      if (n === 0) keep0 = x;
      else if (n === 1) keep1 = x;
      else if (n === 2) keep2 = x;
      n++;
    }
    a[0] = lo;
    let c = 1;
    if (n > 0) a[c++] = keep0;
    if (n > 1) a[c++] = keep1;
    if (n > 2) a[c++] = keep2;
    this.nAnchors = c;
  }

  /**
   * Sends ACK|FC|SACK at once: the D-SACK block for `dup` first (when isDup),
   * then the runs of stored packets beyond the left edge, most recently changed first.
   */
  protected sendSack(isDup: boolean, dup: number): void {
    const k = this.k;
    const w = this.wire;
    const m = this.rMask;
    // Collect the valid anchors (runs not yet delivered).
    let n = 0;
    const a = this.anchors;
    for (let i = 0; i < this.nAnchors; i++) {
      const x = a[i];
      if (x >= this.rcvLwe && this.rHave[x & m]) a[n++] = x;
    }
    this.nAnchors = n;
    const nb = Math.min(MAX_SACK_BLOCKS, n + (isDup ? 1 : 0));
    const p = this.sendCtrl(F_ACK | F_FC | F_SACK, sackPayloadBytes(nb), 0);
    k.pool.size[p] = frameBytes(sackPayloadBytes(nb));
    let b = 0;
    const base = p * MAX_SACK_BLOCKS;
    if (isDup) {
      w.sackStart[base] = this.rcvWire(dup);
      w.sackEnd[base] = this.rcvWire(dup + 1);
      b = 1;
      this.counters[C.C_DSACKS_SENT]++;
    }
    for (let i = 0; b < nb; i++, b++) {
      const lo = a[i];
      w.sackStart[base + b] = this.rcvWire(lo);
      w.sackEnd[base + b] = this.rcvWire(this.runHi[lo & m]);
    }
    w.nsack[p] = nb;
    this.noteAcked();
    this.counters[C.C_SACKS_SENT]++;
    this.out.send(p);
  }

  protected scheduleDelack(): void {
    if (this.delackHandle < 0) this.delackHandle = this.k.after(2 * this.tickNs, this.id, K_DELACK, 0);
  }

  /**
   * A bare ACK|FC, sent only if something new is to be acknowledged, the receiver was active within
   * A, and (for the timer) this side sent nothing within the last tick (its data carried the ACK).
   */
  protected tryAck(timer: boolean): void {
    const now = this.k.now;
    if (!this.hasRec || !(this.rcvLwe > this.lastAcked)) {
      if (timer) this.counters[C.C_SUPP_SEQNO]++;
      return;
    }
    if (now - this.rcvAct > this.aNs) {
      if (timer) this.counters[C.C_SUPP_INACT]++;
      return;
    }
    if (timer && now - this.sndAct < this.tickNs) {
      this.counters[C.C_SUPP_RATE]++;
      this.delackHandle = this.k.after(this.tickNs, this.id, K_DELACK, 0); // check again next tick
      return;
    }
    const p = this.sendCtrl(F_ACK | F_FC, 0, 0);
    this.noteAcked();
    this.counters[C.C_ACKS_SENT]++;
    this.out.send(p);
  }
}
