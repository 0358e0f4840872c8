// How the counters panel groups the lines of the RIB `frct` file. The lines keep the tutorials'
// names (they are what `cat .../frct` prints); the groups follow the file's own order, which
// runs from the Delta-t timers through the estimator and window edges to the counters.
// A name the engine sends that no group lists lands in "other", so nothing is hidden.

export const GROUPS = [
  { id: 'timers', names: ['Maximum packet lifetime (ns)', 'Max time to Ack (ns)', 'Max time to Retransmit (ns)'] },
  {
    id: 'estimator',
    names: ['Smoothed rtt (ns)', 'RTT standard deviation (ns)', 'Retransmit timeout RTO (ns)', 'Minimum RTT (RACK base, ns)', 'fed RTT estimator', 'RTT estimator samples'],
  },
  {
    id: 'window',
    names: [
      'Sender left window edge', 'Sender right window edge', 'Sender current sequence number', 'Sender inactive (ns)',
      'Receiver left window edge', 'Receiver right window edge', 'Receiver last ack', 'Receiver inactive (ns)',
    ],
  },
  {
    id: 'rxm',
    names: [
      'RXM (RTO-driven) sent', 'RXM (SACK mechanism) sent', 'RXM (RACK-driven) sent', 'RXM (zero reorder wnd) sent',
      'RXM (NACK-driven) sent', 'Tail loss probes sent', 'RXM packets received', 'duplicates received', 'RXM-due entries', 'bail (acked)',
    ],
  },
  { id: 'acks', names: ['ACK packets sent', 'ACK packets received'] },
  { id: 'delack', names: ['Delayed-ACK timer fires', 'suppressed (seqno)', 'suppressed (inact)', 'suppressed (rate)'] },
  {
    id: 'sack',
    names: ['SACKs sent', 'SACKs received', 'D-SACKs sent', 'D-SACKs received', 'D-SACK out-of-range dropped', 'Pre-DRF NACKs sent', 'Pre-DRF NACKs received'],
  },
  {
    id: 'ooo',
    names: ['OOO arrivals', 'Duplicates received', 'wire dups dropped', 'Out-of-window pkts received', 'Out-of-rqueue pkts received', 'Inactivity drops (silent)', 'DRF window rebases'],
  },
  {
    id: 'probes',
    names: ['RTT probes sent', 'RTT probe replies received', 'Rendez-vous packets sent', 'Rendez-vous packets received', 'Keepalives sent', 'Keepalives received'],
  },
  {
    id: 'delivery',
    names: ['SDUs delivered (SOLE)', 'Stream bytes sent', 'Stream bytes received', 'Stream bytes delivered', 'Stream packets dropped', 'Stream FINs dropped'],
  },
] as const;

export type GroupId = (typeof GROUPS)[number]['id'] | 'other';

export interface GroupedLine {
  name: string;
  /** Index in the state array, or -1. */
  state: number;
  /** Index in the counter array, or -1. */
  counter: number;
}

/** The groups with the engine's lines in them (by name), plus "other" for lines no group lists. */
export function groupLines(stateNames: readonly string[], counterNames: readonly string[]): { id: GroupId; lines: GroupedLine[] }[] {
  const seen = new Set<string>();
  const line = (name: string): GroupedLine => ({ name, state: stateNames.indexOf(name), counter: counterNames.indexOf(name) });
  const out: { id: GroupId; lines: GroupedLine[] }[] = GROUPS.map((g) => {
    const lines = g.names.map(line).filter((l) => l.state >= 0 || l.counter >= 0);
    for (const l of lines) seen.add(l.name);
    return { id: g.id, lines };
  });
  const rest = [...stateNames, ...counterNames].filter((n) => !seen.has(n)).map(line);
  if (rest.length > 0) out.push({ id: 'other', lines: rest });
  return out.filter((g) => g.lines.length > 0);
}
