// Builds the dumbbell from a normalised scenario:
//   senders -> r1 [FIFO] ==bottleneck (rate, delay, loss)==> r2 -> receivers
//   senders <- (extra delay) r1 <==reverse (rate, delay, loss)== [large FIFO] r2 <- receivers
// Sender access links are ideal (no delay, infinite rate). Every udp flow, TCP connection and
// ping is one "source": its own route on each link and its own random loss streams.

import { Kernel } from '../core/kernel';
import { msToNs, NS_PER_US, sToNs } from '../core/time';
import { Rng } from '../core/rng';
import { Fifo } from '../net/fifo';
import { Link } from '../net/link';
import { effectiveRateMbps } from '../net/cake';
import { createQueue } from '../net/queue-factory';
import { UDP_K_ARRIVE, UdpFlow } from '../apps/udp';
import { Ping, PING_K_AT_TARGET, PING_K_REPLY } from '../apps/ping';
import { Recorder } from '../record/recorder';
import { makeCc } from '../tcp/cc';
import { TcpFlow, type TcpConnection } from '../tcp/flow';
import { RX_K_DATA, TcpReceiver } from '../tcp/receiver';
import { TcpSender, TX_K_ACK } from '../tcp/sender';
import { FrctFlow } from '../ouroboros/frct-flow';
import { Ipcp, IPCP_K_RX } from '../ouroboros/ipcp';
import { MbecnMarker } from '../ouroboros/mbecn-marker';
import { assertSupported } from './support';
import type { FrctFlowConfig, Scenario, TcpFlowConfig, UdpFlowConfig } from './types';

/** The reverse FIFO is "large": it must never be the bottleneck for ACKs or replies. */
export const REVERSE_QUEUE_BYTES = 100_000_000;

export interface World {
  scenario: Scenario;
  kernel: Kernel;
  fwd: Link;
  rev: Link;
  /** The udp flows, in scenario order. */
  udp: UdpFlow[];
  /** The TCP flows, in scenario order. */
  tcp: TcpFlow[];
  /** The FRCT flows, in scenario order, and the sending IPCP that paces them (null without any). */
  frct: FrctFlow[];
  ipcpTx: Ipcp | null;
  /** Aligned with scenario.flows. */
  flows: (UdpFlow | TcpFlow | FrctFlow)[];
  /** Every TCP connection, flows in order (aligned with recorder.tcp). */
  conns: TcpConnection[];
  pings: Ping[];
  recorder: Recorder;
  /** Source index -> name of the udp flow, TCP connection or ping. */
  sourceIds: string[];
}

/** Name of the k-th connection of a flow: the flow id for the first, `id#k` for the others. */
export function connectionName(id: string, k: number): string {
  return k === 0 ? id : `${id}#${k}`;
}

export function buildWorld(s: Scenario): World {
  assertSupported(s);
  const k = new Kernel(sToNs(s.duration_s));
  const sourceIds: string[] = [];
  for (const f of s.flows) {
    const n = f.transport === 'tcp' ? f.parallel : 1;
    for (let c = 0; c < n; c++) sourceIds.push(connectionName(f.id, c));
  }
  const pingBase = sourceIds.length;
  for (const p of s.pings) sourceIds.push(p.id);
  const q = s.link.queue;
  // With Ouroboros flows the bottleneck hop writes its depth into mb-ecn's ECN field (the inner
  // discipline still decides drops and marks of its own).
  const hasFrct = s.flows.some((f) => f.transport === 'frct');
  const fifo = hasFrct ? new MbecnMarker(k, createQueue(k, q, s.seed, 'fwd', s.link.rate_mbps)) : createQueue(k, q, s.seed, 'fwd', s.link.rate_mbps);
  // Cake's shaper: the bottleneck then serialises at the smaller of the two rates.
  const rateMbps = q.kind === 'cake' ? effectiveRateMbps(s.link.rate_mbps, q.rate_mbps) : s.link.rate_mbps;
  const fwd = new Link(
    k, fifo, { name: 'fwd', rateMbps, delayNs: msToNs(s.link.delay_ms), loss: s.link.loss, lossUnit: s.link.loss_unit,
      stallEveryNs: s.link.stall_every_s === null ? 0 : sToNs(s.link.stall_every_s), stallNs: msToNs(s.link.stall_ms) }, sourceIds, s.seed,
  );
  const rev = new Link(
    k,
    new Fifo(REVERSE_QUEUE_BYTES, Infinity),
    { name: 'rev', rateMbps: s.link.reverse_rate_mbps, delayNs: msToNs(s.link.reverse_delay_ms), loss: s.link.reverse_loss },
    sourceIds,
    s.seed,
  );
  const udp: UdpFlow[] = [];
  const tcp: TcpFlow[] = [];
  const conns: TcpConnection[] = [];
  const mss: number[] = [];
  const flows: (UdpFlow | TcpFlow | FrctFlow)[] = [];
  const frct: FrctFlow[] = [];
  // One IPCP at each end of the path: the sender's paces every FRCT flow, the receiver's feeds back.
  const m = s.mbecn;
  const pacer = {
    aiBps: (m.ai_mbps * 1e6) / 8, silenceRtts: m.silence_rtts, silenceMinNs: msToNs(m.silence_min_ms),
    capMultiple: m.cap_multiple, minRate: (m.min_rate_kbps * 1e3) / 8, txqDelayNs: msToNs(m.txq_delay_ms),
  };
  const ipcpTx = hasFrct ? new Ipcp(k, fwd, { name: 'ipcp:tx', pacer }) : null;
  const ipcpRx = hasFrct ? new Ipcp(k, rev, { name: 'ipcp:rx' }) : null;
  let src = 0;
  s.flows.forEach((f, i) => {
    if (f.transport === 'udp') {
      const c = f as UdpFlowConfig;
      const app = new UdpFlow(k, fwd, src, { rateMbps: c.rate_mbps, packetBytes: c.packet_bytes, startNs: sToNs(c.start_s), bytes: c.bytes });
      fwd.route(src, app.id, UDP_K_ARRIVE, 0);
      src++;
      udp.push(app);
      flows.push(app);
      return;
    }
    if (f.transport === 'frct') {
      const c = f as FrctFlowConfig;
      const flow = new FrctFlow(k, c, src, ipcpTx as Ipcp, ipcpRx as Ipcp, s.seed);
      fwd.route(src, (ipcpRx as Ipcp).id, IPCP_K_RX, 0);
      rev.route(src, (ipcpTx as Ipcp).id, IPCP_K_RX, msToNs(c.extra_delay_ms));
      src++;
      frct.push(flow);
      flows.push(flow);
      return;
    }
    const c = f as TcpFlowConfig;
    const linux = c.stack === 'linux';
    const list: TcpConnection[] = [];
    for (let j = 0; j < c.parallel; j++) {
      // A finite transfer is split evenly over the parallel connections (the first takes the rest).
      const share = c.bytes === null ? null : Math.floor(c.bytes / c.parallel) + (j === 0 ? c.bytes % c.parallel : 0);
      // The receiver advertises a window from its buffer (linux: autotuned; book: fixed at
      // rmem_max_bytes), unless the window is fixed by rwnd_bytes.
      const autotune = c.rwnd_bytes === null ? { rmemMaxBytes: c.rmem_max_bytes, scalingRatio: c.rcv_scaling_ratio, fixed: !linux } : null;
      const sender = new TcpSender(k, fwd, src, makeCc(c.cc, c.stack, c.hystart), {
        linux, mss: c.mss, totalBytes: share, startNs: sToNs(c.start_s), rwndBytes: c.rwnd_bytes, ecn: c.ecn,
        rcvAutotune: autotune !== null,
        fixedCwnd: c.cwnd_fixed,
        // The algorithm's own stream (BBR draws its ProbeBW start phase), apart from the ACK jitter.
        ccRng: new Rng(s.seed, `cc:${connectionName(c.id, j)}`),
      });
      const receiver = new TcpReceiver(k, rev, src, { linux, mss: c.mss, totalBytes: share, dctcp: c.cc === 'dctcp' || c.cc === 'dctcp-sce', autotune });
      fwd.route(src, receiver.id, RX_K_DATA, 0);
      rev.route(src, sender.id, TX_K_ACK, msToNs(c.extra_delay_ms));
      // Host noise: the sender handles each ACK after a random delay (docs/model.md, "Host noise").
      if (c.ack_jitter_us > 0) {
        rev.hostNoise(src, Math.round(c.ack_jitter_us * NS_PER_US), new Rng(s.seed, `host:ack:${connectionName(c.id, j)}`));
      }
      list.push({ name: connectionName(c.id, j), source: src, sender, receiver });
      mss.push(c.mss);
      src++;
    }
    const flow = new TcpFlow(i, c, list);
    conns.push(...list);
    tcp.push(flow);
    flows.push(flow);
  });
  const pings = s.pings.map((p, j) => {
    const ps = pingBase + j;
    const app = new Ping(k, fwd, rev, ps, { intervalNs: msToNs(p.interval_ms), startNs: sToNs(p.start_s), count: p.count });
    fwd.route(ps, app.id, PING_K_AT_TARGET, 0);
    rev.route(ps, app.id, PING_K_REPLY, msToNs(p.extra_delay_ms));
    return app;
  });
  const recorder = new Recorder(k, msToNs(s.sample_ms), fifo, udp, conns, mss, frct);
  return { scenario: s, kernel: k, fwd, rev, udp, tcp, frct, ipcpTx, flows, conns, pings, recorder, sourceIds };
}
