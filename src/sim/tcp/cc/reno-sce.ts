// Reno-SCE: Reno that also answers SCE (Some Congestion Experienced) echoes proportionally.
// Law (SCE reference implementation, github.com/chromi/sce net/ipv4/tcp_reno_sce.c,
// reno_sce_handle_ack, "SCE response: pro-rata sqrt(cwnd)"): every segment acknowledged with ESCE
// takes sqrt(cwnd) / cwnd segments off the window, so a window in which every segment was SCE
// marked removes about sqrt(cwnd) segments, and sqrt(cwnd) marks per window (one segment in
// sqrt(cwnd)) balance Reno's +1 segment per window. ACKs with ESCE do not grow the
// window. The reference keeps an integer sqrt_cwnd that slow start does not update; we use the
// exact square root (the law it approximates). CE and loss: as Reno (issue 6: "to CE and loss as
// their base algorithm"), ssthresh = max(cwnd / 2, 2); the reference's ABE response to CE
// (75 %, 87.5 % after recent SCE) is not modelled. Slow start ends only at CE or loss, as in the
// reference (SCE does not touch ssthresh while it is infinite).

import { renoSsthresh } from './reno';
import { SceResponse } from './sce-window';
import type { CcHost, CongestionControl } from './types';

/** Window reduction per SCE-echoed segment, in segments (the counter weight is sqrt(cwnd)). */
export function renoSceWeight(cwnd: number): number {
  return Math.sqrt(cwnd);
}

export class RenoSce extends SceResponse implements CongestionControl {
  readonly name = 'reno-sce';

  init(): void {
    this.resetSce();
  }

  protected sceWeight(cwnd: number): number {
    return renoSceWeight(cwnd);
  }

  ssthresh(h: CcHost): number {
    return renoSsthresh(h);
  }
}
