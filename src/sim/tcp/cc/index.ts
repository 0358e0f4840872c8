import type { CcName, HystartRule, TcpStack } from '../../scenario/types';
import { Bbr } from './bbr';
import { Cubic } from './cubic';
import { Dctcp } from './dctcp';
import { DctcpSce } from './dctcp-sce';
import { Reno } from './reno';
import { RenoSce } from './reno-sce';
import type { CongestionControl } from './types';

/** Congestion controls this engine version implements. */
export const CC_AVAILABLE = ['reno', 'cubic', 'dctcp', 'reno-sce', 'dctcp-sce', 'bbr'] as const;

/** `hystart`: CUBIC's HyStart round rule in the linux stack (the book stack has no HyStart). */
export function makeCc(name: CcName, stack: TcpStack, hystart: HystartRule = 'first-ack'): CongestionControl {
  switch (name) {
    case 'reno':
      return new Reno();
    case 'cubic':
      return new Cubic(stack === 'linux' ? hystart : false); // HyStart is part of Linux's CUBIC, not of the book's
    case 'dctcp':
      return new Dctcp();
    case 'reno-sce':
      return new RenoSce();
    case 'dctcp-sce':
      return new DctcpSce();
    case 'bbr':
      return new Bbr(); // linux stack only (scenario/support.ts refuses the book's)
    default:
      throw new Error(`congestion control ${name} is not implemented`);
  }
}
