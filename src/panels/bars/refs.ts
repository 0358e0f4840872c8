// What Ouroboros Tutorial 10 (seed 000) measured on this link, drawn as reference marks. Only
// for the two settings it ran: no loss and 1 % loss both ways, on its 60 s iperf3 runs and its
// 1 GiB oftp transfer. A mark is the tutorial's number, not a prediction of the simulator.

export interface TutorialRef {
  /** Goodput, Mbit/s (iperf3's receiver line; oftp's payload rate). */
  goodputMbps?: number;
  /** Round-trip time the tutorial quotes, ms (FRCT's own for the oftp transfer). */
  rttMs?: number;
  /** FRCT + mb-ecn: the round trip the IPCP's controller measures with its heartbeats, ms. */
  ipcpRttMs?: number;
}

type Refs = Partial<Record<string, TutorialRef>>;

/** Keys: 'frct-1024', 'frct-128' and the cc names. */
const WITH_LOSS: Refs = {
  // "91.9 Mbit/s, with the same checksum at both ends"; FRCT's round trip with loss: "the 30 ms";
  // the heartbeats' round trip (the ramp time constant) "read 20.2 ms without loss and 20.2 ms with".
  'frct-1024': { goodputMbps: 91.9, rttMs: 30, ipcpRttMs: 20.2 },
  // Default build, with loss: "292 seconds, 29.4 Mbit/s".
  'frct-128': { goodputMbps: 29.4 },
  // "CUBIC gets 9.4 Mbit/s out of the link and Reno 9.7", DCTCP 10.3, BBR 93.7; "their round trip is the 21 ms of the path"; BBR "at 25 ms".
  cubic: { goodputMbps: 9.4, rttMs: 21 },
  reno: { goodputMbps: 9.7, rttMs: 21 },
  dctcp: { goodputMbps: 10.3, rttMs: 21 },
  bbr: { goodputMbps: 93.7, rttMs: 25 },
};

const WITHOUT_LOSS: Refs = {
  // "92.2 Mbit/s of payload"; "the round trip of our transfer averages 41 ms".
  'frct-1024': { goodputMbps: 92.2, rttMs: 41, ipcpRttMs: 20.2 },
  // Default build, no loss: "185 seconds, 46.5 Mbit/s".
  'frct-128': { goodputMbps: 46.5 },
  // "CUBIC fills the link ... 95.5 Mbit/s"; "the round-trip time of the transfer averages 511 ms".
  cubic: { goodputMbps: 95.5, rttMs: 511 },
};

/** The tutorial's figure for a run, or null when it ran no such setting. */
export function tutorialRef(lossPct: number, key: string, reorderQueue: number): TutorialRef | null {
  const table = lossPct === 1 ? WITH_LOSS : lossPct === 0 ? WITHOUT_LOSS : null;
  if (!table) return null;
  return table[key === 'frct' ? `frct-${reorderQueue}` : key] ?? null;
}
