// The questions a class can be asked from a view's presenter console: predictions the lab already
// has, either a chapter's Predict block (same metric, unit and course measurement as the block;
// the question is the block's own sentence, in class.polls.<id>) or a question of the view's
// speaker notes. Each names the demo that answers it (an engine preset, with the Predict widget's
// changes) and how the run's summary gives the answer.
import { evaluateMetric } from '../../lessons/metric';
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
  /** The demo that answers it. */
  preset: string;
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
  ],
  sawtooth: [
    { id: 'predict:c3-p1', kind: 'number', ...GOODPUT, choices: [], preset: 'lab-baseline-reno', metric: 'flows[0].goodput_mbps', measured: 47.5, measuredSource: 'course-lab' },
    { id: 'predict:c6-p1', kind: 'number', ...GOODPUT, choices: [], preset: 'lab-loss-1-reno', metric: 'flows[0].goodput_mbps', measured: 3.2, measuredSource: 'course-lab' },
    { id: 'notes:sawtooth.lab-loss-1-reno', kind: 'choice', unit: '', min: 0, max: 1, choices: ['yes', 'no'], preset: 'lab-loss-1-reno', metric: null, answer: 'no' },
  ],
};

/** The locale key of a poll's texts (i18n keys cannot hold dots or colons). */
export function pollKey(id: string): string {
  return `class.polls.${id.replace(/[.:]/g, '_')}`;
}

/** The demo's scenario: the preset with the Predict widget's changes to its first flow. */
export function pollScenario(p: CatalogPoll): unknown {
  const base = presetScenario(p.preset) as { flows?: Record<string, unknown>[] } | null;
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
