// DCTCP-SCE: DCTCP that also answers SCE echoes proportionally.
// Law (SCE reference implementation, github.com/chromi/sce net/ipv4/tcp_dctcp_sce.c,
// dctcp_handle_ack: "Respond to SCE feedback - DCTCP style: subtract half of SCE-acked bytes from
// the cwnd"): every segment acknowledged with ESCE takes half a segment off the window, so a
// window in which every segment was SCE marked halves it, the same as DCTCP's answer to a fully
// CE-marked window (alpha = 1). ACKs with ESCE do not grow the window. CE and loss: as DCTCP
// (issue 6), i.e. alpha from the ECE echoes and cwnd (1 - alpha / 2) on CE, halving on loss; the
// reference's ABE response to CE (75 %, 87.5 % after recent SCE) is not modelled. The receiver
// echoes CE the DCTCP way for this algorithm too (scenario/build.ts).

import { Dctcp } from './dctcp';
import { SceResponse } from './sce-window';
import type { CcHost, CongestionControl } from './types';

/** Counter weight per SCE-echoed segment: cwnd / 2, i.e. half a segment off the window. */
export function dctcpSceWeight(cwnd: number): number {
  return cwnd / 2;
}

export class DctcpSce extends SceResponse implements CongestionControl {
  readonly name = 'dctcp-sce';
  /** The DCTCP part: alpha from the ECE echoes, the CE and loss responses. */
  readonly dctcp = new Dctcp();

  get alpha(): number {
    return this.dctcp.alpha;
  }

  init(h: CcHost): void {
    this.dctcp.init(h);
    this.resetSce();
  }

  onAckEvent(h: CcHost, acked: number, ece: boolean): void {
    this.dctcp.onAckEvent(h, acked, ece);
  }

  protected sceWeight(cwnd: number): number {
    return dctcpSceWeight(cwnd);
  }

  ssthresh(h: CcHost, loss: boolean): number {
    return this.dctcp.ssthresh(h, loss);
  }

  onEnterRecovery(h: CcHost): void {
    this.dctcp.onEnterRecovery(h);
  }
}
