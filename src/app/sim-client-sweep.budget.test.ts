// A sweep over the browser's budget (issue 18, item 2, for the sweep view): the estimate is the sum
// over its jobs, and a grid over the limit is refused before any pool worker starts, with the
// estimate, the limit and the number of jobs in the page's language.
import { describe, expect, it } from 'vitest';
import { estimateCost } from '../sim';
import { prepareSweep, sweepPresetInput } from '../sim/sweep';
import { i18n } from '../i18n';
import { LOCALE_TREES } from '../i18n/resources';
import { BROWSER_BUDGET_EVENTS, SWEEP_BUDGET_EVENTS, sweepBudget, sweepOverBudget } from './runs/budget';
import { sweepOverBudgetText } from './runs/runMessages';
import { runSweepOn, SweepRefused } from './sim-client-sweep';
import type { SimRemote, WorkerPort } from './sim-client-types';

await i18n.init({
  resources: { en: { translation: LOCALE_TREES.en }, es: { translation: LOCALE_TREES.es } },
  lng: 'en', fallbackLng: 'en', supportedLngs: ['es', 'en'], interpolation: { escapeValue: false },
});

const jobsOf = (name: string) => prepareSweep(sweepPresetInput(name)).jobs.map((j) => j.scenario);

/** A port whose shared worker expands sweeps for real; the pool workers it would spawn are counted. */
function fakePort() {
  const spawned: unknown[] = [];
  const remote = { prepareSweep: (input: unknown) => Promise.resolve(prepareSweep(input)) } as unknown as SimRemote;
  const port: WorkerPort = {
    remote: () => remote,
    track: () => () => undefined,
    spawn() {
      spawned.push(1);
      throw new Error('no pool worker should start');
    },
    proxy: (v) => v,
    reportCrash: () => undefined,
  };
  return { port, spawned };
}

describe('a sweep and the browser budget', () => {
  it('the estimate is the sum of its jobs\' estimates', () => {
    const jobs = jobsOf('sce-one-flow-reno');
    const sum = jobs.reduce((n, s) => n + estimateCost(s).events, 0);
    expect(sweepOverBudget(jobs, BROWSER_BUDGET_EVENTS)).toEqual({ estimate: sum, limit: BROWSER_BUDGET_EVENTS, jobs: 128 });
  });

  it('lets the demo, the course\'s tables (1.6e6 to 6.7e6 events in all) and the SCE draft\'s grids (2.3e7 to 2.3e8) run; refuses a grid twice the largest', () => {
    const names = ['demo', 'course-loss-table', 'course-buffer-table', 'course-rtt-ratio', 'sce-one-flow-reno', 'sce-one-flow-dctcp', 'sce-two-flow-flows-cubic-vs-dctcp-sce'];
    for (const name of names) expect(sweepOverBudget(jobsOf(name), SWEEP_BUDGET_EVENTS), name).toBeNull();
    const one = jobsOf('sce-one-flow-reno');
    const over = sweepOverBudget([...one, ...one], SWEEP_BUDGET_EVENTS)!;
    expect(over.jobs).toBe(256);
    expect(over.estimate).toBeGreaterThan(4e8);
    expect(over.estimate).toBeLessThan(5.2e8);
  });

  it('the sweep budget is ?budget= when the address gives one, else its own default, larger than one run\'s', () => {
    expect(sweepBudget('')).toBe(SWEEP_BUDGET_EVENTS);
    expect(SWEEP_BUDGET_EVENTS).toBeGreaterThan(BROWSER_BUDGET_EVENTS);
    expect(sweepBudget('?budget=1e7')).toBe(1e7);
    expect(sweepBudget('?budget=fast')).toBe(SWEEP_BUDGET_EVENTS);
  });

  it('judges the grid, not one job: every job of the SCE grid fits alone (the largest 7.4e6)', () => {
    const jobs = jobsOf('sce-one-flow-reno');
    expect(jobs.every((s) => estimateCost(s).events < BROWSER_BUDGET_EVENTS)).toBe(true);
    expect(sweepOverBudget(jobs, BROWSER_BUDGET_EVENTS)).not.toBeNull();
    expect(sweepOverBudget(jobs, 1e9)).toBeNull(); // an instructor's ?budget=1e9 lets it run
  });

  it('says so with the estimate, the limit and the jobs, in both languages, singular and plural', () => {
    const many = { estimate: 229_876_543, limit: 3e7, jobs: 128 };
    expect(sweepOverBudgetText(many, 'en')).toMatch(/^This sweep was not started: its 128 runs would take about 230,000,000 events in all \(an estimate: about 8 min of a weak laptop\), over the browser's limit of 30,000,000 events\./);
    expect(sweepOverBudgetText(many, 'es')).toMatch(/^Este barrido no se inició: sus 128 corridas tomarían unos 230\.000\.000 eventos en total \(una estimación: unos 8 min .*límite del navegador, 30\.000\.000 eventos\./);
    const one = { estimate: 4e7, limit: 3e7, jobs: 1 };
    expect(sweepOverBudgetText(one, 'en')).toContain('its 1 run would take');
    expect(sweepOverBudgetText(one, 'es')).toContain('su 1 corrida tomaría');
  });

  it('runSweepOn refuses it before starting any pool worker; under a larger budget it goes on to the pool', async () => {
    const f = fakePort();
    const run = runSweepOn(f.port, sweepPresetInput('sce-one-flow-reno'), () => undefined, BROWSER_BUDGET_EVENTS);
    const error = await run.done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SweepRefused);
    expect((error as SweepRefused).over).toMatchObject({ limit: BROWSER_BUDGET_EVENTS, jobs: 128 });
    expect(f.spawned).toEqual([]);
    const g = fakePort();
    const big = runSweepOn(g.port, sweepPresetInput('sce-one-flow-reno'), () => undefined, 1e9);
    await expect(big.done).rejects.toThrow('no pool worker should start');
    expect(g.spawned.length).toBeGreaterThan(0);
  });
});
