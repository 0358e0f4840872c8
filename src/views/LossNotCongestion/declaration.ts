// The "loss is not congestion" view's options declared once (src/views/shared/viewDeclaration.ts):
// defaults, address parameters, the scenarios a set of options runs (one per transport: FRCT +
// mb-ecn and each TCP algorithm of the tutorial's comparison, on the same lossy link) and the
// options a scenario comes from (a ?scenario= link of one of them sets the whole comparison).
import type { ViewDeclaration } from '../shared/viewDeclaration';
import { settingOf, transportOf } from '../../panels/bars';
import { buildScenario, DEFAULT_OPTIONS, RANGES, REORDER_QUEUES, TCP_CCS, transports, type LossOptions, type ReorderQueue } from './options';
import { LOSS_NOT_CONGESTION_PARAMS } from './params';

const COMPARED = ['frct', ...TCP_CCS] as readonly string[];

/** The options of one run of the comparison, or null when it is not one this view runs. */
export function optionsOfRun(scenario: unknown, fallback: LossOptions): LossOptions | null {
  const key = transportOf(scenario);
  if (!key || !COMPARED.includes(key)) return null;
  const s = settingOf(scenario);
  const inRange = (x: number, r: { min: number; max: number }) => x >= r.min && x <= r.max;
  if (!inRange(s.lossPct, RANGES.loss) || !inRange(s.durationS, RANGES.duration)) return null;
  if (key === 'frct' && !REORDER_QUEUES.includes(s.reorderQueue as ReorderQueue)) return null;
  const seed = (scenario as { seed?: unknown }).seed;
  return {
    lossPct: s.lossPct,
    durationS: s.durationS,
    reorderQueue: key === 'frct' ? (s.reorderQueue as ReorderQueue) : fallback.reorderQueue,
    seed: typeof seed === 'number' ? seed : fallback.seed,
  };
}

export const LOSS_NOT_CONGESTION_DECLARATION: ViewDeclaration<LossOptions> = {
  id: 'loss-not-congestion',
  defaults: DEFAULT_OPTIONS,
  params: LOSS_NOT_CONGESTION_PARAMS,
  /** Every transport of the comparison (the view runs those the engine has). */
  toScenario: (o) => transports(null).map((tr) => buildScenario(o, tr)),
  fromScenario: optionsOfRun,
};
