import { afterEach, describe, expect, it } from 'vitest';
import { BROWSER_BUDGET_EVENTS, browserBudget, overBudget, parseBudgetParam, rememberBudgetParam } from './budget';
import { roundEstimate } from './runMessages';
import { findPreset, PRESETS } from '../../sim';

describe('the browser budget', () => {
  afterEach(() => rememberBudgetParam(''));

  it('takes ?budget= as decimal digits or an exponent, in 1e5 … 1e11, and nothing else', () => {
    expect(parseBudgetParam('200000000')).toBe(2e8);
    expect(parseBudgetParam('2e8')).toBe(2e8);
    expect(parseBudgetParam('2.5E9')).toBe(2.5e9);
    for (const bad of ['', ' 2e8', '0x10', '-1e8', '1e4', '1e12', 'Infinity', '2e8.5', '1,000,000']) expect(parseBudgetParam(bad), bad).toBeNull();
  });

  it('is the address\'s now, else the one remembered at load, else the default', () => {
    expect(browserBudget('')).toBe(BROWSER_BUDGET_EVENTS);
    rememberBudgetParam('?budget=1e9');
    expect(browserBudget('')).toBe(1e9);
    expect(browserBudget('?budget=5e8')).toBe(5e8);
    expect(browserBudget('?budget=nonsense')).toBe(1e9);
  });

  it('lets every preset run (the largest is estimated at 2.6e6 events)', () => {
    const over = PRESETS.filter((p) => overBudget(p.scenario, BROWSER_BUDGET_EVENTS) !== null).map((p) => p.name);
    expect(over).toEqual([]);
  });

  it('refuses a long run of a fast link, and judges no invalid scenario (the engine names its field)', () => {
    const base = findPreset('lab-baseline-cubic')!.scenario as { link: object };
    const long = { ...base, duration_s: 600, link: { ...base.link, rate_mbps: 1000 } };
    expect(overBudget(long, BROWSER_BUDGET_EVENTS)).toMatchObject({ limit: BROWSER_BUDGET_EVENTS });
    expect(overBudget({ version: 1, duration_s: 'long' }, 1)).toBeNull();
  });

  it('rounds an estimate to two significant figures', () => {
    expect(roundEstimate(5_790_608_680)).toBe(5_800_000_000);
    expect(roundEstimate(31_234)).toBe(31_000);
    expect(roundEstimate(0)).toBe(0);
  });
});
