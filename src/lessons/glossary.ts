// The shared glossary of the lessons: one id per concept (a lower-case kebab slug of
// GLOSSARY.md's English term), whether the Spanish pages keep the English word, and the ids
// the chapters may also use for the same concept. The words and definitions themselves are in
// src/lessons/locales/{es,en}.json under lessons.glossary.<id> (term, definition).

export interface GlossaryEntry {
  id: string;
  /** The course keeps this term in English on Spanish pages (GLOSSARY.md, first list). */
  keptInEnglish: boolean;
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  { id: 'cwnd', keptInEnglish: true },
  { id: 'ssthresh', keptInEnglish: true },
  { id: 'rwnd', keptInEnglish: true },
  { id: 'rtt', keptInEnglish: true },
  { id: 'bdp', keptInEnglish: true },
  { id: 'mss', keptInEnglish: true },
  { id: 'ack', keptInEnglish: true },
  { id: 'sack', keptInEnglish: true },
  { id: 'd-sack', keptInEnglish: true },
  { id: 'rto', keptInEnglish: true },
  { id: 'timeout', keptInEnglish: true },
  { id: 'slow-start', keptInEnglish: true },
  { id: 'congestion-avoidance', keptInEnglish: true },
  { id: 'fast-retransmit', keptInEnglish: true },
  { id: 'fast-recovery', keptInEnglish: true },
  { id: 'throughput', keptInEnglish: true },
  { id: 'goodput', keptInEnglish: true },
  { id: 'buffer', keptInEnglish: true },
  { id: 'bufferbloat', keptInEnglish: true },
  { id: 'pacing', keptInEnglish: true },
  { id: 'probing', keptInEnglish: true },
  { id: 'reno', keptInEnglish: true },
  { id: 'newreno', keptInEnglish: true },
  { id: 'tahoe', keptInEnglish: true },
  { id: 'cubic', keptInEnglish: true },
  { id: 'bbr', keptInEnglish: true },
  { id: 'dctcp', keptInEnglish: true },
  { id: 'ecn', keptInEnglish: true },
  { id: 'ce', keptInEnglish: true },
  { id: 'ect', keptInEnglish: true },
  { id: 'ece', keptInEnglish: true },
  { id: 'cwr', keptInEnglish: true },
  { id: 'red', keptInEnglish: true },
  { id: 'codel', keptInEnglish: true },
  { id: 'cake', keptInEnglish: true },
  { id: 'aqm', keptInEnglish: true },
  { id: 'sce', keptInEnglish: true },
  { id: 'hystart', keptInEnglish: true },
  { id: 'prr', keptInEnglish: true },
  { id: 'rack', keptInEnglish: true },
  { id: 'frct', keptInEnglish: true },
  { id: 'mb-ecn', keptInEnglish: true },
  { id: 'ipcp', keptInEnglish: true },
  { id: 'rib', keptInEnglish: true },
  { id: 'congestion-control', keptInEnglish: false },
  { id: 'flow-control', keptInEnglish: false },
  { id: 'congestion-window', keptInEnglish: false },
  { id: 'receive-window', keptInEnglish: false },
  { id: 'bottleneck', keptInEnglish: false },
  { id: 'link', keptInEnglish: false },
  { id: 'queue', keptInEnglish: false },
  { id: 'sender', keptInEnglish: false },
  { id: 'receiver', keptInEnglish: false },
  { id: 'router', keptInEnglish: false },
  { id: 'packet', keptInEnglish: false },
  { id: 'segment', keptInEnglish: false },
  { id: 'frame', keptInEnglish: false },
  { id: 'in-flight', keptInEnglish: false },
  { id: 'drop', keptInEnglish: false },
  { id: 'loss', keptInEnglish: false },
  { id: 'dup-ack', keptInEnglish: false },
  { id: 'self-clocking', keptInEnglish: false },
  { id: 'congestion-collapse', keptInEnglish: false },
  { id: 'fairness', keptInEnglish: false },
  { id: 'jain-index', keptInEnglish: false },
  { id: 'run', keptInEnglish: false },
  { id: 'plateau', keptInEnglish: false },
  { id: 'reno-friendly-region', keptInEnglish: false },
  { id: 'fast-convergence', keptInEnglish: false },
  { id: 'mark', keptInEnglish: false },
  { id: 'fair-queueing', keptInEnglish: false },
  { id: 'aimd', keptInEnglish: true },
  { id: 'aiad', keptInEnglish: true },
  { id: 'mimd', keptInEnglish: true },
  { id: 'miad', keptInEnglish: true },
  { id: 'initial-window', keptInEnglish: false },
  { id: 'flight-size', keptInEnglish: true },
  { id: 'delayed-ack', keptInEnglish: false },
  { id: 'phase-plane', keptInEnglish: false },
  { id: 'mathis-formula', keptInEnglish: false },
  { id: 'wmax', keptInEnglish: true },
  { id: 'queueing-delay', keptInEnglish: false },
  { id: 'btlbw', keptInEnglish: true },
  { id: 'rtprop', keptInEnglish: true },
];

/** Other slugs for the same concept (one concept, one entry). */
export const GLOSSARY_ALIASES: Readonly<Record<string, string>> = {
  'duplicate-ack': 'dup-ack',
  'ack-clock': 'self-clocking',
  'jains-fairness-index': 'jain-index',
  'bandwidth-delay-product': 'bdp',
  'round-trip-time': 'rtt',
  'retransmission-timeout': 'rto',
  'iw': 'initial-window',
  'flightsize': 'flight-size',
};

/** The entry of an id or of one of its aliases. */
export function glossaryEntry(id: string): GlossaryEntry | undefined {
  const canonical = GLOSSARY_ALIASES[id] ?? id;
  return GLOSSARY.find((e) => e.id === canonical);
}

export const termKey = (id: string) => `lessons.glossary.${id}.term`;
export const definitionKey = (id: string) => `lessons.glossary.${id}.definition`;
