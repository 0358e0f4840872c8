// Builds the dumbbell from a normalised scenario:
//   senders -> r1 [FIFO] ==bottleneck (rate, delay, loss)==> r2 -> receivers
//   senders <- (extra delay) r1 <==reverse (rate, delay, loss)== [large FIFO] r2 <- receivers
// Sender access links are ideal (no delay, infinite rate).

import { Kernel } from '../core/kernel';
import { msToNs, sToNs } from '../core/time';
import { Fifo } from '../net/fifo';
import { Link } from '../net/link';
import { UDP_K_ARRIVE, UdpFlow } from '../apps/udp';
import { Ping, PING_K_AT_TARGET, PING_K_REPLY } from '../apps/ping';
import { Recorder } from '../record/recorder';
import { assertSupported } from './support';
import type { Scenario, UdpFlowConfig } from './types';

/** The reverse FIFO is "large": it must never be the bottleneck for ACKs or replies. */
export const REVERSE_QUEUE_BYTES = 100_000_000;

export interface World {
  scenario: Scenario;
  kernel: Kernel;
  fwd: Link;
  rev: Link;
  /** Aligned with scenario.flows (all udp in this version). */
  udp: UdpFlow[];
  pings: Ping[];
  recorder: Recorder;
  /** Source index -> flow or ping id (flows first, then pings). */
  sourceIds: string[];
}

export function buildWorld(s: Scenario): World {
  assertSupported(s);
  const k = new Kernel(sToNs(s.duration_s));
  const sourceIds = [...s.flows.map((f) => f.id), ...s.pings.map((p) => p.id)];
  const q = s.link.queue;
  const fifo = new Fifo(q.limit_bytes ?? Infinity, q.limit_packets ?? Infinity);
  const fwd = new Link(
    k, fifo, { name: 'fwd', rateMbps: s.link.rate_mbps, delayNs: msToNs(s.link.delay_ms), loss: s.link.loss }, sourceIds, s.seed,
  );
  const rev = new Link(
    k,
    new Fifo(REVERSE_QUEUE_BYTES, Infinity),
    { name: 'rev', rateMbps: s.link.reverse_rate_mbps, delayNs: msToNs(s.link.reverse_delay_ms), loss: s.link.reverse_loss },
    sourceIds,
    s.seed,
  );
  const udp = s.flows.map((f, i) => {
    const c = f as UdpFlowConfig;
    const app = new UdpFlow(k, fwd, i, { rateMbps: c.rate_mbps, packetBytes: c.packet_bytes, startNs: sToNs(c.start_s), bytes: c.bytes });
    fwd.route(i, app.id, UDP_K_ARRIVE, 0);
    return app;
  });
  const pings = s.pings.map((p, j) => {
    const src = s.flows.length + j;
    const app = new Ping(k, fwd, rev, src, { intervalNs: msToNs(p.interval_ms), startNs: sToNs(p.start_s), count: p.count });
    fwd.route(src, app.id, PING_K_AT_TARGET, 0);
    rev.route(src, app.id, PING_K_REPLY, msToNs(p.extra_delay_ms));
    return app;
  });
  const recorder = new Recorder(k, msToNs(s.sample_ms), fifo, udp);
  return { scenario: s, kernel: k, fwd, rev, udp, pings, recorder, sourceIds };
}
