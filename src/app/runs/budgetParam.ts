// The run budgets' numbers and the address's ?budget=: what the page reads at load, without the
// engine (the cost estimate that uses them, src/app/runs/budget.ts, loads with the pages that run).

/**
 * About a minute of a weak laptop: the engine dispatches 0.3 to 0.5 million events per second on
 * a busy 2-core machine (measured on the presets: t10-reno-clean 1.49e6 events in 3.3 s,
 * lab-baseline-cubic 3.7e5 in 1.2 s), 1.5 to 3 million on an ordinary laptop (cost.ts). At the low
 * end, 0.5 M/s for 60 s. The largest preset (t10-oftp-1gib-loss-1) is estimated at 2.6e6: every
 * preset and lesson fits about ten times over.
 */
export const BROWSER_BUDGET_EVENTS = 3e7;
/**
 * A sweep's budget, for all its jobs together: ten minutes of the weak laptop on one core (0.5 M/s
 * x 600 s). Larger than one run's because a sweep is a grid the student asked for as such: it
 * reports its progress, spreads over the cores and stops between jobs on Cancel. A paper's grid
 * in a browser tab is the lab's promise: the SCE draft's one-flow grids (2.3e8) fit; a grid of
 * a few hundred 300 s runs on a fast link does not.
 */
export const SWEEP_BUDGET_EVENTS = 3e8;
/** The low-end rate above, to say how long a refused run would have taken. */
export const WEAK_LAPTOP_EVENTS_PER_S = 5e5;
/** What `?budget=` accepts: from a tenth of the default to the command line's order of size (an instructor's big machine). */
export const BUDGET_PARAM_MIN = 1e5;
export const BUDGET_PARAM_MAX = 1e11;
export const BUDGET_PARAM = 'budget';

/** A budget as written in the address: plain decimal digits or an exponent ("200000000", "2e8"); null when not one. */
export function parseBudgetParam(text: string): number | null {
  if (!/^\d+(\.\d+)?([eE]\+?\d+)?$/.test(text)) return null;
  const v = Number(text);
  return Number.isFinite(v) && v >= BUDGET_PARAM_MIN && v <= BUDGET_PARAM_MAX ? v : null;
}

let remembered: number | null = null;

/** Reads `?budget=` once at load (an in-page navigation may drop the query; the budget stays). */
export function rememberBudgetParam(search: string): void {
  const raw = new URLSearchParams(search).get(BUDGET_PARAM);
  remembered = raw === null ? null : parseBudgetParam(raw);
}

/** The budget in force: the address's (now, or at load), else the default. */
export function browserBudget(search: string = typeof location === 'undefined' ? '' : location.search): number {
  const raw = new URLSearchParams(search).get(BUDGET_PARAM);
  const now = raw === null ? null : parseBudgetParam(raw);
  return now ?? remembered ?? BROWSER_BUDGET_EVENTS;
}

/** A sweep's budget in force: the address's `?budget=` (now, or at load) when given, else the sweep default. */
export function sweepBudget(search: string = typeof location === 'undefined' ? '' : location.search): number {
  const raw = new URLSearchParams(search).get(BUDGET_PARAM);
  const now = raw === null ? null : parseBudgetParam(raw);
  return now ?? remembered ?? SWEEP_BUDGET_EVENTS;
}
