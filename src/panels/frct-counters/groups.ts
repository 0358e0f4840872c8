// How the counters panel groups the lines of the RIB `frct` file, and what explains each line.
// The lines keep the tutorials' names (they are what `cat .../frct` prints); the groups are in the
// order a student reads a flow: what went through, what was repaired and by which driver, what the
// receiver reported (SACK, D-SACK), the ACKs, the RTT estimator, what the receiver saw, then the
// window edges, the rendez-vous and keepalives, and the Delta-t timers. Each line has a `key` for
// its explanation (panels.frctCounters.lines.<key> in this folder's locales) and, where the line
// is about a concept of the course glossary, that glossary id (src/lessons/glossary.ts): the
// tooltip shows the glossary's own definition, never a second copy of it.
// A name the engine sends that no group lists lands in "other", so nothing is hidden.

export interface LineDef {
  name: string;
  key: string;
  /** A glossary id (src/lessons/glossary.ts) whose definition the tooltip adds. */
  term?: string;
}

const l = (name: string, key: string, term?: string): LineDef => (term ? { name, key, term } : { name, key });

export const GROUPS = [
  {
    id: 'sending',
    lines: [
      l('Stream bytes sent', 'streamSent'),
      l('Stream bytes received', 'streamReceived'),
      l('Stream bytes delivered', 'streamDelivered', 'goodput'),
      l('SDUs delivered (SOLE)', 'sdusDelivered'),
      l('Stream packets dropped', 'streamDropped'),
      l('Stream FINs dropped', 'finsDropped'),
    ],
  },
  {
    id: 'rxm',
    lines: [
      l('RXM (RTO-driven) sent', 'rxmRto', 'rto'),
      l('RXM (SACK mechanism) sent', 'rxmSack', 'sack'),
      l('RXM (RACK-driven) sent', 'rxmRack', 'rack'),
      l('RXM (zero reorder wnd) sent', 'rxmZero', 'rack'),
      l('Tail loss probes sent', 'tlp'),
      l('RXM (NACK-driven) sent', 'rxmNack'),
      l('RXM-due entries', 'rxmDue'),
      l('bail (acked)', 'bailAcked'),
    ],
  },
  {
    id: 'sack',
    lines: [
      l('SACKs sent', 'sacksSent', 'sack'),
      l('SACKs received', 'sacksReceived', 'sack'),
      l('D-SACKs sent', 'dsacksSent', 'd-sack'),
      l('D-SACKs received', 'dsacksReceived', 'd-sack'),
      l('D-SACK out-of-range dropped', 'dsackOutOfRange'),
      l('Pre-DRF NACKs sent', 'nacksSent'),
      l('Pre-DRF NACKs received', 'nacksReceived'),
    ],
  },
  {
    id: 'acks',
    lines: [
      l('ACK packets sent', 'acksSent', 'ack'),
      l('ACK packets received', 'acksReceived', 'ack'),
      l('Delayed-ACK timer fires', 'delackFires', 'delayed-ack'),
      l('suppressed (seqno)', 'suppressedSeqno'),
      l('suppressed (inact)', 'suppressedInact'),
      l('suppressed (rate)', 'suppressedRate'),
    ],
  },
  {
    id: 'estimator',
    lines: [
      l('Smoothed rtt (ns)', 'srtt', 'rtt'),
      l('RTT standard deviation (ns)', 'rttvar'),
      l('Retransmit timeout RTO (ns)', 'rto', 'rto'),
      l('Minimum RTT (RACK base, ns)', 'minRtt', 'rack'),
      l('RTT estimator samples', 'rttSamples'),
      l('fed RTT estimator', 'fedRtt'),
      l('RTT probes sent', 'probesSent'),
      l('RTT probe replies received', 'probesReceived'),
    ],
  },
  {
    id: 'receiver',
    lines: [
      l('RXM packets received', 'rxmReceived'),
      l('duplicates received', 'rxmDuplicates', 'd-sack'),
      l('Duplicates received', 'duplicates'),
      l('wire dups dropped', 'wireDups'),
      l('OOO arrivals', 'ooo', 'sack'),
      l('Out-of-window pkts received', 'outOfWindow', 'receive-window'),
      l('Out-of-rqueue pkts received', 'outOfRqueue'),
      l('Inactivity drops (silent)', 'inactivityDrops'),
      l('DRF window rebases', 'drfRebases'),
    ],
  },
  {
    id: 'window',
    lines: [
      l('Sender left window edge', 'sndLeft'),
      l('Sender right window edge', 'sndRight', 'flow-control'),
      l('Sender current sequence number', 'sndNext', 'in-flight'),
      l('Sender inactive (ns)', 'sndInactive'),
      l('Receiver left window edge', 'rcvLeft'),
      l('Receiver right window edge', 'rcvRight', 'receive-window'),
      l('Receiver last ack', 'rcvLastAck'),
      l('Receiver inactive (ns)', 'rcvInactive'),
    ],
  },
  {
    id: 'control',
    lines: [
      l('Rendez-vous packets sent', 'rdvsSent'),
      l('Rendez-vous packets received', 'rdvsReceived'),
      l('Keepalives sent', 'kaSent'),
      l('Keepalives received', 'kaReceived'),
    ],
  },
  {
    id: 'timers',
    lines: [
      l('Maximum packet lifetime (ns)', 'mpl'),
      l('Max time to Ack (ns)', 'maxAck'),
      l('Max time to Retransmit (ns)', 'maxRxm'),
    ],
  },
] as const satisfies readonly { id: string; lines: readonly LineDef[] }[];

export type GroupId = (typeof GROUPS)[number]['id'] | 'other';

export interface GroupedLine {
  name: string;
  /** Its explanation's key, or null (a line no group lists). */
  key: string | null;
  term: string | null;
  /** Index in the state array, or -1. */
  state: number;
  /** Index in the counter array, or -1. */
  counter: number;
}

/** The groups with the engine's lines in them (by name), plus "other" for lines no group lists. */
export function groupLines(stateNames: readonly string[], counterNames: readonly string[]): { id: GroupId; lines: GroupedLine[] }[] {
  const seen = new Set<string>();
  const line = (name: string, def?: LineDef): GroupedLine => ({
    name,
    key: def?.key ?? null,
    term: def?.term ?? null,
    state: stateNames.indexOf(name),
    counter: counterNames.indexOf(name),
  });
  const out: { id: GroupId; lines: GroupedLine[] }[] = GROUPS.map((g) => {
    const lines = g.lines.map((d: LineDef) => line(d.name, d)).filter((x) => x.state >= 0 || x.counter >= 0);
    for (const x of lines) seen.add(x.name);
    return { id: g.id, lines };
  });
  const rest = [...new Set([...stateNames, ...counterNames])].filter((n) => !seen.has(n)).map((n) => line(n));
  if (rest.length > 0) out.push({ id: 'other', lines: rest });
  return out.filter((g) => g.lines.length > 0);
}
