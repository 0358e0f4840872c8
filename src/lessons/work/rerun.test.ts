// Issue 22, item 3 (the lab's side): before the export, attached runs another engine made are run
// again with this lab's engine; the submission says so (`rerun`), and a run the engine refuses is
// exported as it was and counted apart.
import { describe, expect, it } from 'vitest';
import { ENGINE_NAME } from '../../exercises/engine';
import { parseSubmission } from '../../exercises/submission';
import type { ExerciseWork } from '../../store';
import { olderRuns, rerunOlderRuns } from './rerun';
import { submissionOf } from './submission';

const run = (engine: string, seed: number) => ({ version: 1, engine, scenario: { version: 1, seed }, summary: { flows: [], pings: [], queue: {}, jain: null, events: seed } });
const exercises: Record<string, ExerciseWork> = {
  'c4-lab1': { id: 'c4-lab1', answer: {}, runs: [run('sierra 0.3.2', 1)] },
  'c2-lab1': { id: 'c2-lab1', answer: {}, runs: [run(ENGINE_NAME, 2)] },
  'c8-e8': { id: 'c8-e8', answer: {}, runs: [run('sierra 0.3.2', 3), run('sierra 0.4.0', 99)] },
};

/** This lab's engine, answering with the scenario's seed as the events (and refusing seed 99). */
async function engine(scenario: unknown): Promise<unknown> {
  const seed = (scenario as { seed: number }).seed;
  if (seed === 99) throw new Error('scenario refused');
  return { ...run(ENGINE_NAME, seed), series: { t_s: [0] } };
}

describe('the export re-runs attached runs of another engine', () => {
  it('counts them, runs them again with this engine, keeps the refused ones, and leaves this engine\'s alone', async () => {
    expect(olderRuns(exercises, ENGINE_NAME)).toBe(3);
    const calls: unknown[] = [];
    const r = await rerunOlderRuns(exercises, ENGINE_NAME, (sc) => {
      calls.push(sc);
      return engine(sc);
    });
    expect(calls).toHaveLength(3);
    expect(Object.keys(r.runs).sort()).toEqual(['c4-lab1', 'c8-e8']);
    expect(r.runs['c4-lab1']).toEqual([run(ENGINE_NAME, 1)]);
    // Series are dropped (the grader re-simulates), the refused run is kept as it was.
    expect(r.runs['c8-e8']).toEqual([run(ENGINE_NAME, 3), run('sierra 0.4.0', 99)]);
    expect(r.rerun).toEqual({ from: 'sierra 0.3.2', runs: 2 });
    expect(r.failed).toEqual({ from: 'sierra 0.4.0', runs: 1 });

    const sub = submissionOf({ identity: { course: null, student: null }, predictions: {}, exercises: { ...exercises, ...Object.fromEntries(Object.entries(r.runs).map(([id, runs]) => [id, { ...exercises[id], runs }])) } }, 'es', new Date(), { rerun: r.rerun! });
    const parsed = parseSubmission(JSON.parse(JSON.stringify(sub)));
    expect(parsed.ok).toBe(true);
    expect(sub.rerun).toEqual({ from: 'sierra 0.3.2', runs: 2 });
    expect(sub.exercises.find((e) => e.id === 'c4-lab1')?.runs[0].engine).toBe(ENGINE_NAME);
  });

  it('does nothing when every run is this engine\'s', async () => {
    const same = { 'c2-lab1': exercises['c2-lab1'] };
    expect(olderRuns(same, ENGINE_NAME)).toBe(0);
    expect(await rerunOlderRuns(same, ENGINE_NAME, () => Promise.reject(new Error('not called')))).toEqual({ runs: {}, rerun: null, failed: null });
  });
});
