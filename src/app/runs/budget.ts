// The browser's budget for one run: a scenario whose estimated cost (src/sim/scenario/cost.ts) is
// over it is refused before any worker starts, so a student's laptop never spends an hour (or
// its memory) on a mistyped duration. The command line has its own, larger budget.
import { checkBudget, estimateCost, parseScenario, type Scenario } from '../../sim';

// The numbers and the ?budget= parameter live apart so the first load does not carry the engine.
export { BROWSER_BUDGET_EVENTS, BUDGET_PARAM, BUDGET_PARAM_MAX, BUDGET_PARAM_MIN, SWEEP_BUDGET_EVENTS, WEAK_LAPTOP_EVENTS_PER_S, browserBudget, parseBudgetParam, rememberBudgetParam, sweepBudget } from './budgetParam';

export interface OverBudget {
  estimate: number;
  limit: number;
}

/**
 * The refusal of a scenario over the budget, or null when it fits. A scenario the engine would
 * refuse is not judged here (null): the worker refuses it with the field named, as before.
 */
export function overBudget(scenario: unknown, limit: number): OverBudget | null {
  let parsed;
  try {
    parsed = parseScenario(scenario);
  } catch {
    return null;
  }
  const check = checkBudget(parsed, limit);
  return check.ok ? null : { estimate: check.estimate, limit: check.limit };
}

export interface SweepOverBudget extends OverBudget {
  /** The sweep's number of jobs (runs). */
  jobs: number;
}

/**
 * The refusal of a sweep whose jobs together are over the budget, or null when they fit. The
 * estimate is the sum over the jobs: the pool spreads them over the cores, but the laptop spends
 * all of them, so a grid of small runs is judged like one run as long as all of them.
 */
export function sweepOverBudget(scenarios: readonly Scenario[], limit: number): SweepOverBudget | null {
  const estimate = scenarios.reduce((n, s) => n + estimateCost(s).events, 0);
  return estimate > limit ? { estimate, limit, jobs: scenarios.length } : null;
}
