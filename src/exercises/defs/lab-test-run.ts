// The lab exercises' tests simulate their runs in Node, as the grader does.
import { createSimulation } from '../../sim';
import type { ExerciseDef, ExerciseParams, RunRecordLike } from '../types';

export function labRun(def: ExerciseDef, p: ExerciseParams): RunRecordLike {
  const sim = createSimulation(def.scenario!(p));
  sim.runToEnd();
  return sim.record() as unknown as RunRecordLike;
}

/** The key of a run checked by its own exercise. */
export function keyVerdict(def: ExerciseDef, p: ExerciseParams, run: RunRecordLike) {
  return def.check(p, def.keyFromRun!(p, run), { runs: [run] });
}
