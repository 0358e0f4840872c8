// The "Two TCP flows" mode's options and the scenario it asks the worker to simulate. Pure (no
// React, no DOM): lessons and tests use it directly. The view computes no network behaviour: it
// builds a scenario (the contract of DESIGN.md) and draws what the engine streams back.

export type TcpCc = 'reno' | 'cubic';
export const TCP_CCS: readonly TcpCc[] = ['reno', 'cubic'];

export interface TcpPlaneOptions {
  /** Congestion control of flow s1 (starts at 0 s) and of flow s2 (starts at S2_START_S). */
  cc1: TcpCc;
  cc2: TcpCc;
  /** Extra propagation delay of s2's path, ms (0: both flows see the same RTT; 80: s2's RTT is three times s1's). */
  extraDelayMs: number;
  /** Simulated seconds. */
  durationS: number;
  /** Simulated seconds per wall-clock second. */
  speed: number;
  seed: number;
}

/** The course's link: 50 Mbit/s, 40 ms one way, a 250 KiB drop-tail FIFO (one BDP of buffer). */
export const TCP_LINK = { rateMbps: 50, delayMs: 40, queueBytes: 250 * 1024 } as const;

/** Payload bytes of a full segment and bytes of its frame on the bottleneck (DESIGN.md, "Wire sizes"). */
export const MSS_BYTES = 1448;
export const FRAME_BYTES = 1514;

/**
 * C on the TCP plane: the link's payload capacity, 50 x 1448 / 1514 = 47.8 Mbit/s. The flows'
 * delivery rates count payload, so this is the most the two can deliver together.
 */
export const TCP_CAPACITY_MBPS = (TCP_LINK.rateMbps * MSS_BYTES) / FRAME_BYTES;

/**
 * One sample per base RTT: 40 ms of propagation on the data path and none on the ACK path (the
 * course's link), so each sample is a flow's throughput over about one round trip.
 */
export const TCP_SAMPLE_MS = 40;

/**
 * When s2 starts. s1 has the link to itself until then, so the trajectory starts at (C, 0), as
 * unfair as a start can be (the model's default start (10, 70) is unfair too). Five seconds let
 * s1 leave slow start and settle into congestion avoidance with a full queue, so what follows
 * is s2 joining a busy link, and the run's next 15 to 25 s hold three to five of Reno's loss
 * cycles: enough for the point to visibly slide from the axis to the fairness diagonal.
 */
export const S2_START_S = 5;

export const EXTRA_DELAYS_MS = [0, 80] as const;
export const TCP_DURATIONS_S = [20, 30, 60] as const;
export const TCP_SPEEDS = [0.5, 1, 2, 5, 10, 20] as const;

export const DEFAULT_TCP_OPTIONS: TcpPlaneOptions = {
  cc1: 'reno',
  cc2: 'reno',
  extraDelayMs: 0,
  durationS: 30,
  speed: 2,
  seed: 1,
};

export function isTcpCc(v: string): v is TcpCc {
  return (TCP_CCS as readonly string[]).includes(v);
}

/** The scenario (DESIGN.md contract, version 1) of two TCP flows on the course's link. */
export function buildTcpScenario(o: TcpPlaneOptions): Record<string, unknown> {
  return {
    version: 1,
    seed: o.seed,
    duration_s: o.durationS,
    sample_ms: TCP_SAMPLE_MS,
    link: {
      rate_mbps: TCP_LINK.rateMbps,
      delay_ms: TCP_LINK.delayMs,
      queue: { kind: 'fifo', limit_bytes: TCP_LINK.queueBytes },
    },
    flows: [
      { id: 's1', transport: 'tcp', cc: o.cc1, start_s: 0, extra_delay_ms: 0 },
      { id: 's2', transport: 'tcp', cc: o.cc2, start_s: S2_START_S, extra_delay_ms: o.extraDelayMs },
    ],
  };
}
