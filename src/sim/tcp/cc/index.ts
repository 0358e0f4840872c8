import type { CcName, TcpStack } from '../../scenario/types';
import { Cubic } from './cubic';
import { Dctcp } from './dctcp';
import { Reno } from './reno';
import type { CongestionControl } from './types';

/** Congestion controls this engine version implements. */
export const CC_AVAILABLE = ['reno', 'cubic', 'dctcp'] as const;

export function makeCc(name: CcName, stack: TcpStack): CongestionControl {
  switch (name) {
    case 'reno':
      return new Reno();
    case 'cubic':
      return new Cubic(stack === 'linux'); // HyStart is part of Linux's CUBIC, not of the book's
    case 'dctcp':
      return new Dctcp();
    default:
      throw new Error(`congestion control ${name} is not implemented`);
  }
}
