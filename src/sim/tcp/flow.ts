// A TCP flow of the scenario: `parallel` connections from one sender, each a sender/receiver
// pair with its own source index (its own loss streams and routes).

import type { TcpFlowConfig } from '../scenario/types';
import type { TcpReceiver } from './receiver';
import type { TcpSender } from './sender';

export interface TcpConnection {
  /** Flow id, or `id#k` for the k-th parallel connection (k >= 1). */
  name: string;
  source: number;
  sender: TcpSender;
  receiver: TcpReceiver;
}

export class TcpFlow {
  constructor(
    readonly index: number,
    readonly cfg: TcpFlowConfig,
    readonly conns: TcpConnection[],
  ) {}

  get bytesDelivered(): number {
    let b = 0;
    for (const c of this.conns) b += c.receiver.bytesDelivered;
    return b;
  }

  /** Every connection of a finite transfer is fully acknowledged. */
  get finished(): boolean {
    return this.conns.every((c) => c.sender.finished);
  }

  get lastDeliveryNs(): number {
    let t = -1;
    for (const c of this.conns) t = Math.max(t, c.receiver.lastDeliveryNs);
    return t;
  }
}
