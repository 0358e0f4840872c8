// Guarded runs (issue 18, item 2): the controller refuses a scenario over the browser's budget
// before any worker is asked, with the estimate and the limit in the page's language; a run
// whose worker crashed or hung fails with a message saying so and can be retried, same scenario,
// same owner, same id. The worker client is replaced by a fake here.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveCallbacks } from '../sim-client';
import type { RunRecord } from '../../sim';
import type * as SimClientTypes from '../sim-client-types';

const fake = vi.hoisted(() => ({
  live: [] as { scenario: unknown; speed: number; callbacks: LiveCallbacks }[],
  toEnd: [] as { scenario: unknown; settle: (r: RunRecord | Error) => void }[],
  parallel: [] as unknown[][],
}));

vi.mock('../sim-client', async () => {
  const types = await vi.importActual<typeof SimClientTypes>('../sim-client-types');
  class SweepCancelled extends Error {}
  return {
    SweepCancelled,
    WorkerFailed: types.WorkerFailed,
    WORKER_HUNG_MESSAGE: types.WORKER_HUNG_MESSAGE,
    startLiveRun(scenario: unknown, speed: number, callbacks: LiveCallbacks) {
      fake.live.push({ scenario, speed, callbacks });
      const noop = () => undefined;
      return { pause: noop, resume: noop, step: noop, cancel: noop, setSpeed: noop };
    },
    runToEnd(scenario: unknown) {
      return new Promise<RunRecord>((resolve, reject) => {
        fake.toEnd.push({ scenario, settle: (r) => (r instanceof Error ? reject(r) : resolve(r)) });
      });
    },
    runParallel(scenarios: readonly unknown[]) {
      fake.parallel.push([...scenarios]);
      return { done: new Promise<void>(() => undefined), workers: 1, cancel: () => undefined };
    },
  };
});

const { i18n } = await import('../../i18n');
const { LOCALE_TREES } = await import('../../i18n/resources');
const { canRetryRun, removeRunsOf, retryRun, runAllToEndInStore, runToEndInStore, startRun } = await import('./controller');
const { BROWSER_BUDGET_EVENTS, rememberBudgetParam } = await import('./budget');
const { WorkerFailed, WORKER_HUNG_MESSAGE } = await import('../sim-client-types');
const { runsStore } = await import('../../store');
const { estimateCost, parseScenario } = await import('../../sim');

// The page's i18next instance, without the browser's language detection (no DOM here).
await i18n.init({
  resources: { en: { translation: LOCALE_TREES.en }, es: { translation: LOCALE_TREES.es } },
  lng: 'en', fallbackLng: 'en', supportedLngs: ['es', 'en'], interpolation: { escapeValue: false },
});

// Issue 18: "a 10 Gbit/s link for 3600 s with eight flows is accepted".
const HUGE = { version: 1, duration_s: 3600, link: { rate_mbps: 10000 }, flows: Array.from({ length: 8 }, (_, i) => ({ id: `s${i + 1}`, cc: 'cubic' })) };
const SMALL = { version: 1, duration_s: 5, flows: [{ id: 's1' }] };

describe('the browser budget', () => {
  beforeEach(async () => {
    removeRunsOf('guard');
    fake.live.length = 0;
    fake.toEnd.length = 0;
    fake.parallel.length = 0;
    await i18n.changeLanguage('en');
  });

  it('is about a minute of a weak laptop, and the issue\'s scenario is far over it (estimated 5.8e9 events)', () => {
    expect(BROWSER_BUDGET_EVENTS).toBe(3e7);
    expect(estimateCost(parseScenario(HUGE)).events).toBeGreaterThan(100 * BROWSER_BUDGET_EVENTS);
  });

  it('refuses a live run over it as failed, with the estimate and the limit, without asking the worker', async () => {
    const onEnd = vi.fn();
    const id = startRun(HUGE, { owner: 'guard', onEnd });
    const run = runsStore.get(id)!;
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/^This run was not started: it would take about 5,800,000,000 events \(an estimate: about 193 minutes of a weak laptop\), over the browser's limit of 30,000,000 events\./);
    expect(fake.live).toEqual([]);
    expect(onEnd).not.toHaveBeenCalled(); // told after startRun returned
    await Promise.resolve();
    expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ id, status: 'failed' }));
    expect(canRetryRun(id)).toBe(false); // the same scenario would be refused again
  });

  it('says it in Spanish with Spanish numbers', async () => {
    await i18n.changeLanguage('es');
    const id = startRun(HUGE, { owner: 'guard' });
    expect(runsStore.get(id)!.error).toMatch(/unos 5\.800\.000\.000 eventos \(una estimación: unos 193 minutos .*límite del navegador, 30\.000\.000 eventos\./);
  });

  it('refuses a run to the end and a pool run the same way; the pool gets only the others', async () => {
    const id = await runToEndInStore(HUGE, { owner: 'guard' });
    expect(runsStore.get(id)!.status).toBe('failed');
    expect(fake.toEnd).toEqual([]);
    const ids = runAllToEndInStore([SMALL, HUGE], { owner: 'guard' });
    expect(ids.map((x) => runsStore.get(x)!.status)).toEqual(['queued', 'failed']);
    expect(fake.parallel).toEqual([[SMALL]]);
  });

  it('lets a scenario under it start, and leaves an invalid one to the engine (which names the field)', () => {
    startRun(SMALL, { owner: 'guard' });
    const bad = startRun({ version: 1, duration_s: -1 }, { owner: 'guard' });
    expect(fake.live.map((l) => l.scenario)).toEqual([SMALL, { version: 1, duration_s: -1 }]);
    expect(runsStore.get(bad)!.status).toBe('running');
  });

  it('follows ?budget= (an instructor\'s larger limit)', () => {
    rememberBudgetParam('?budget=1e10');
    try {
      startRun(HUGE, { owner: 'guard' });
      expect(fake.live).toHaveLength(1);
    } finally {
      rememberBudgetParam('');
    }
  });
});

describe('a run whose worker failed', () => {
  beforeEach(async () => {
    removeRunsOf('guard');
    fake.live.length = 0;
    fake.toEnd.length = 0;
    await i18n.changeLanguage('en');
  });

  it('hung: fails with a clear message, and Retry starts the same scenario again under the same owner and id', () => {
    const onEnd = vi.fn();
    const id = startRun(SMALL, { owner: 'guard', speed: 4, onEnd });
    fake.live[0].callbacks.onError(WORKER_HUNG_MESSAGE, true);
    expect(runsStore.get(id)).toMatchObject({ status: 'failed', owner: 'guard' });
    expect(runsStore.get(id)!.error).toMatch(/stopped answering, so the run was stopped\. The page still works: press Retry/);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(canRetryRun(id)).toBe(true);
    retryRun(id);
    expect(fake.live).toHaveLength(2);
    expect(fake.live[1]).toMatchObject({ scenario: SMALL, speed: 4 });
    expect(runsStore.get(id)).toMatchObject({ status: 'running', error: null, owner: 'guard' });
    expect(canRetryRun(id)).toBe(false);
    fake.live[1].callbacks.onError('x', true);
    expect(onEnd).toHaveBeenCalledTimes(2); // the page hears of the retry's end too
  });

  it('a run first held at time 0 (a widget waiting for a prediction) is retried running', () => {
    const id = startRun(SMALL, { owner: 'guard', paused: true });
    expect(runsStore.get(id)!.status).toBe('paused');
    fake.live[0].callbacks.onError(WORKER_HUNG_MESSAGE, true);
    retryRun(id);
    expect(runsStore.get(id)!.status).toBe('running');
  });

  it('crashed: the message carries the worker\'s detail', () => {
    const id = startRun(SMALL, { owner: 'guard' });
    fake.live[0].callbacks.onError('Uncaught Error: boom', true);
    expect(runsStore.get(id)!.error).toBe('The simulation worker crashed (Uncaught Error: boom), so the run was stopped. Press Retry to run it again.');
  });

  it('a scenario the engine refused is not offered a retry', () => {
    const id = startRun(SMALL, { owner: 'guard' });
    fake.live[0].callbacks.onError('flows[0].mss: out of range');
    expect(runsStore.get(id)!.error).toBe('flows[0].mss: out of range');
    expect(canRetryRun(id)).toBe(false);
    retryRun(id);
    expect(fake.live).toHaveLength(1);
  });

  it('a run to the end whose worker failed is retried to the end', async () => {
    const done = runToEndInStore(SMALL, { owner: 'guard' });
    fake.toEnd[0].settle(new WorkerFailed(WORKER_HUNG_MESSAGE));
    const id = await done;
    expect(runsStore.get(id)!.status).toBe('failed');
    expect(canRetryRun(id)).toBe(true);
    retryRun(id);
    expect(fake.toEnd).toHaveLength(2);
    expect(fake.toEnd[1].scenario).toBe(SMALL);
    expect(runsStore.get(id)!.status).toBe('running');
  });
});
