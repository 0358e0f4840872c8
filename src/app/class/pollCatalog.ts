// The questions a class can be asked from a view's presenter console: predictions the lab already
// has, either a chapter's Predict block (same metric, unit and course measurement as the block;
// the question is the block's own sentence, in class.polls.<id>) or a question of the view's
// speaker notes. Each names the demo that answers it (an engine preset, with the Predict widget's
// changes) and how the run's summary gives the answer.
import { evaluateMetric } from '../../lessons/metric';
import { buildScenario, COURSE_PATH } from '../../panels/bdp-pipe';
import { presetScenario } from '../present/notes/notePresets';
import type { PollResult, PollSpec } from './classClient';

export interface CatalogPoll {
  /** "predict:c8-p1" or "notes:<view>.<preset>". */
  id: string;
  kind: 'number' | 'choice';
  unit: string;
  min: number;
  max: number;
  /** Choice values (labels in class.polls.<key>.choices.<value>). */
  choices: readonly string[];
  /** The demo that answers it: an engine preset (for a notes question, the notes' own preset). */
  preset: string;
  /** A demo that is no preset (the notes' 'default', the view's own scenario). */
  build?: () => unknown;
  set?: Readonly<Record<string, unknown>>;
  /** Over the run's summary (src/lessons/metric.ts); null: the notes' answer (`answer`). */
  metric: string | null;
  /** A choice poll: the choice the simulated value falls in. */
  choiceOf?: (simulated: number) => string;
  /** A notes question's answer, when the run does not compute it. */
  answer?: string;
  measured?: number;
  measuredSource?: string;
}

const PING_MS = { unit: 'ms', min: 0, max: 10_000 } as const;
const GOODPUT = { unit: 'Mbit/s', min: 0, max: 1000 } as const;

export const POLLS: Record<string, readonly CatalogPoll[]> = {
  bufferbloat: [
    { id: 'predict:c8-p1', kind: 'number', ...PING_MS, choices: [], preset: 'lab-bloat-2000-cubic', metric: 'pings[0].rtt_ms.median', measured: 300.1, measuredSource: 'course-lab' },
    {
      id: 'predict:c9-p3', kind: 'choice', unit: 'ms', min: 0, max: 1, choices: ['low', 'middle', 'high'], preset: 'lab-bloat-2000-cubic', set: { cc: 'bbr' },
      metric: 'pings[0].rtt_ms.median', choiceOf: (ms) => (ms < 60 ? 'low' : ms <= 150 ? 'middle' : 'high'),
    },
    { id: 'predict:c8-p2', kind: 'number', ...GOODPUT, choices: [], preset: 'lab-bloat-50-reno', metric: 'flows[0].goodput_mbps', measured: 22.6, measuredSource: 'course-lab' },
    // "Reno's lowest window is (BDP + buffer) / 2: above or below the BDP?" (250 KB + 51 KB) / 2 is below 250 KB.
    { id: 'notes:bufferbloat.lab-bloat-50-reno', kind: 'choice', unit: '', min: 0, max: 1, choices: ['above', 'below'], preset: 'lab-bloat-50-reno', metric: null, answer: 'below' },
  ],
  sawtooth: [
    { id: 'predict:c3-p1', kind: 'number', ...GOODPUT, choices: [], preset: 'lab-baseline-reno', metric: 'flows[0].goodput_mbps', measured: 47.5, measuredSource: 'course-lab' },
    { id: 'predict:c6-p1', kind: 'number', ...GOODPUT, choices: [], preset: 'lab-loss-1-reno', metric: 'flows[0].goodput_mbps', measured: 3.2, measuredSource: 'course-lab' },
    { id: 'notes:sawtooth.lab-loss-1-reno', kind: 'choice', unit: '', min: 0, max: 1, choices: ['yes', 'no'], preset: 'lab-loss-1-reno', metric: null, answer: 'no' },
  ],
  // Each view's speaker notes (present.notes.<view>.<preset>.ask) with a question that has a
  // number or a choice for an answer; the notes' 'point' gives the course's measurement.
  'bdp-pipe': [
    // "With cwnd 100, how fast does it go?" The view's own demo: a window held at 100 on the course's path.
    { id: 'notes:bdp-pipe.default', kind: 'number', ...GOODPUT, choices: [], preset: 'default', build: () => buildScenario(COURSE_PATH, 100, 10), metric: 'flows[0].goodput_mbps' },
  ],
  'phase-plane': [
    // "Will they share fairly?" Jain's index of the two Reno flows (notes: 0.964, 0.997, 0.999 measured).
    {
      id: 'notes:phase-plane.lab-pair-reno', kind: 'choice', unit: '', min: 0, max: 1, choices: ['yes', 'no'], preset: 'lab-pair-reno',
      metric: 'jain', choiceOf: (j) => (j >= 0.95 ? 'yes' : 'no'), measured: 0.964, measuredSource: 'course-lab',
    },
    // "By how much should the short flow win?" s1 has the short RTT (s2 80 ms more); notes: 41.0 / 6.6 = 6.2 measured.
    { id: 'notes:phase-plane.lab-rtt-reno', kind: 'number', unit: '', min: 0, max: 100, choices: [], preset: 'lab-rtt-reno', metric: 'flows[0].goodput_mbps / flows[1].goodput_mbps', measured: 6.2, measuredSource: 'course-lab' },
  ],
  'loss-not-congestion': [
    // "Is any queue overflowing?" The bottleneck queue's drops (random loss is counted apart).
    { id: 'notes:loss-not-congestion.t10-cubic-loss-1', kind: 'choice', unit: '', min: 0, max: 1, choices: ['yes', 'no'], preset: 't10-cubic-loss-1', metric: 'queue.drops', choiceOf: (d) => (d > 0 ? 'yes' : 'no') },
  ],
  'frct-repair': [
    // "What will the FRCT transfer lose?" The share of the 100 Mbit/s link not delivered; notes: 91.9 Mbit/s measured.
    {
      id: 'notes:frct-repair.t10-frct-1024-loss-1', kind: 'number', unit: '%', min: 0, max: 100, choices: [], preset: 't10-frct-1024-loss-1',
      metric: '100 - 100 * flows[0].goodput_mbps / scenario.link.rate_mbps', measured: 8.1, measuredSource: 'tutorial-10',
    },
  ],
  fairness: [
    // "Which algorithm will take more?" s1 Reno, s2 CUBIC; within 10 % of each other is an even split.
    {
      id: 'notes:fairness.lab-pair-reno-cubic', kind: 'choice', unit: '', min: 0, max: 1, choices: ['reno', 'cubic', 'even'], preset: 'lab-pair-reno-cubic',
      metric: 'flows[0].goodput_mbps / flows[1].goodput_mbps', choiceOf: (r) => (r > 1.1 ? 'reno' : r < 1 / 1.1 ? 'cubic' : 'even'),
    },
    // "What share would s2 get?" s2's four connections against s1's one; notes: 32.4 against 13.7 Mbit/s measured (70.3 %).
    {
      id: 'notes:fairness.lab-parallel-cubic', kind: 'number', unit: '%', min: 0, max: 100, choices: [], preset: 'lab-parallel-cubic',
      metric: '100 * flows[1].goodput_mbps / (flows[0].goodput_mbps + flows[1].goodput_mbps)', measured: 70.3, measuredSource: 'course-lab',
    },
  ],
};

/** The locale key of a poll's texts (i18n keys cannot hold dots or colons). */
export function pollKey(id: string): string {
  return `class.polls.${id.replace(/[.:]/g, '_')}`;
}

/** The demo's scenario: the preset with the Predict widget's changes to its first flow. */
export function pollScenario(p: CatalogPoll): unknown {
  const base = (p.build ? p.build() : presetScenario(p.preset)) as { flows?: Record<string, unknown>[] } | null;
  if (!base) return null;
  const s = structuredClone(base);
  if (p.set && s.flows?.[0]) s.flows[0] = { ...s.flows[0], ...p.set };
  return s;
}

type T = (key: string) => string;

/** What the server stores: the question in both languages. */
export function pollSpec(p: CatalogPoll, es: T, en: T): PollSpec {
  const k = pollKey(p.id);
  return {
    source: p.id, kind: p.kind, unit: p.unit, min: p.min, max: p.max,
    question: { es: es(`${k}.question`), en: en(`${k}.question`) },
    choices: p.choices.map((value) => ({ value, label: { es: es(`${k}.choices.${value}`), en: en(`${k}.choices.${value}`) } })),
  };
}

/** The result a finished run gives the poll. */
export function pollResult(p: CatalogPoll, summary: unknown, scenario: unknown): PollResult {
  const simulated = p.metric ? evaluateMetric(p.metric, summary, scenario) : null;
  const choice = p.kind === 'choice' ? (p.choiceOf && simulated !== null ? p.choiceOf(simulated) : (p.answer ?? null)) : null;
  return { simulated, choice, measured: p.measured ?? null, measuredSource: p.measuredSource ?? null };
}
