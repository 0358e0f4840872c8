import type { CcName, TcpStack } from '../../scenario/types';
import { Bbr } from './bbr';
import { Cubic } from './cubic';
import { Dctcp } from './dctcp';
import { DctcpSce } from './dctcp-sce';
import { Reno } from './reno';
import { RenoSce } from './reno-sce';
import type { CongestionControl } from './types';

/** Congestion controls this engine version implements. */
export const CC_AVAILABLE = ['reno', 'cubic', 'dctcp', 'reno-sce', 'dctcp-sce', 'bbr'] as const;

export function makeCc(name: CcName, stack: TcpStack): CongestionControl {
  switch (name) {
    case 'reno':
      return new Reno();
    case 'cubic':
      return new Cubic(stack === 'linux'); // HyStart is part of Linux's CUBIC, not of the book's
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
