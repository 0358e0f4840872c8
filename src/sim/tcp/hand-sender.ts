// A test harness: one linux-stack ECN sender driven by hand-made ACKs, its link a stub that hands
// each packet that leaves to `onSend` (then frees it). Shared by the CWR and ECN tests.
import { Kernel } from '../core/kernel';
import { MAX_SACK_BLOCKS, PF_ECE, PK_TCP_ACK } from '../core/packet-pool';
import { NS_PER_MS } from '../core/time';
import type { Link } from '../net/link';
import type { CongestionControl } from './cc/types';
import { TcpSender, TX_K_ACK } from './sender';

export function handDrivenSender(cc: CongestionControl, onSend: (k: Kernel, p: number) => void = () => undefined) {
  const k = new Kernel(1e12);
  const link = {
    send: (p: number) => {
      onSend(k, p);
      k.pool.release(p);
    },
  } as unknown as Link;
  const tx = new TcpSender(k, link, 0, cc, {
    linux: true, mss: 1448, totalBytes: null, startNs: 0, rwndBytes: null, ecn: true,
  });
  k.run(0); // the initial window (segments 0..9) leaves
  /** An ACK of everything below `seq` reaches the sender at time `ms`, with SACK blocks [a, b). */
  const ack = (ms: number, seq: number, ece: boolean, sack: [number, number][] = []) => {
    k.run(ms * NS_PER_MS);
    const p = k.pool.alloc(66, 0, PK_TCP_ACK, seq, k.now);
    k.pool.flags[p] = ece ? PF_ECE : 0;
    k.pool.nsack[p] = sack.length;
    sack.forEach(([a, b], i) => {
      k.pool.sackStart[p * MAX_SACK_BLOCKS + i] = a;
      k.pool.sackEnd[p * MAX_SACK_BLOCKS + i] = b;
    });
    tx.handle(TX_K_ACK, p);
  };
  return { k, tx, ack };
}
