// The notes' "Ruta de lectura" (course notes, chapter 11, the paragraphs after the
// introduction), per chapter of the lab: what to read before class (required, about 15 to 20
// minutes per session), in class, and after class (the summary and exercises, the week's lab,
// and the optional sections). Section names are locale keys lessons.route.sections.<id>.

export type Session = 'A' | 'B' | 'ouroboros';

export interface ReadingRoute {
  session: Session;
  before: readonly string[];
  inClass: readonly string[];
  /** Always "the summary and the exercises" first; then these. */
  after: readonly string[];
  optional: readonly string[];
}

const route = (session: Session, before: string[], inClass: string[], optional: string[] = [], after: string[] = []): ReadingRoute => ({
  session,
  before,
  inClass,
  after,
  optional,
});

/** By chapter slug (src/lessons/chapters.ts). Chapters 12 and 13 follow the Ouroboros tutorials, not the notes' sessions. */
export const READING_ROUTES: Readonly<Record<string, ReadingRoute>> = {
  'congestion-cost': route('A', ['what-is-congestion', 'what-it-costs'], [], ['october-1986']),
  'cwnd-bdp': route('A', ['congestion-window'], []),
  'reno-phases': route('A', ['slow-start', 'congestion-avoidance', 'timeout', 'fast-recovery'], ['worked-example']),
  'real-kernel': route('A', [], ['real-kernel'], ['book-simplifies']),
  'why-aimd': route('A', [], ['why-aimd'], [], ['lab']),
  'throughput-formula': route('B', ['throughput-formula'], ['does-it-work', 'long-fat']),
  cubic: route('B', ['cubic-curve'], ['time-not-rtt', 'curve-in-trace'], ['reno-friendly']),
  bufferbloat: route('B', [], ['bufferbloat']),
  bbr: route('B', [], ['bbr']),
  'ecn-red-sce': route('B', [], ['ecn'], ['red']),
  fairness: route('B', [], ['fairness'], ['parallel'], ['lab']),
  frct: route('ouroboros', [], []),
  'loss-not-congestion': route('ouroboros', [], []),
};

export function readingRouteOf(slug: string): ReadingRoute | undefined {
  return READING_ROUTES[slug];
}
