// The controller's own messages for a run that failed before or outside the engine: over the
// browser's budget, or its worker crashed or hung. Localized when the run fails (the language of
// the page at that moment), numbers per locale.
import { currentLanguage, i18n } from '../../i18n';
import { formatNumber } from '../../i18n/format';
import { WORKER_HUNG_MESSAGE } from '../sim-client';
import { WEAK_LAPTOP_EVENTS_PER_S, type OverBudget, type SweepOverBudget } from './budget';

/** Two significant figures: an estimate is no more precise than that (cost.ts: within a factor of 2). */
export function roundEstimate(x: number): number {
  if (!(x > 0)) return 0;
  const p = 10 ** (Math.floor(Math.log10(x)) - 1);
  return Math.round(x / p) * p;
}

export function overBudgetText(o: OverBudget, lang: string = currentLanguage()): string {
  const minutes = Math.max(1, Math.round(o.estimate / WEAK_LAPTOP_EVENTS_PER_S / 60));
  return i18n.t('runs.guard.overBudget', {
    lng: lang,
    count: minutes,
    minutes: formatNumber(minutes, lang),
    estimate: formatNumber(roundEstimate(o.estimate), lang, { maxDigits: 0 }),
    limit: formatNumber(o.limit, lang, { maxDigits: 0 }),
  });
}

/** A sweep refused before it started: its jobs' estimate in all, the limit, and how many jobs. */
export function sweepOverBudgetText(o: SweepOverBudget, lang: string = currentLanguage()): string {
  return i18n.t('runs.guard.sweepOverBudget', {
    lng: lang,
    count: o.jobs,
    jobs: formatNumber(o.jobs, lang, { maxDigits: 0 }),
    minutes: formatNumber(Math.max(1, Math.round(o.estimate / WEAK_LAPTOP_EVENTS_PER_S / 60)), lang, { maxDigits: 0 }),
    estimate: formatNumber(roundEstimate(o.estimate), lang, { maxDigits: 0 }),
    limit: formatNumber(o.limit, lang, { maxDigits: 0 }),
  });
}

/** A run stopped because its worker failed: what happened, and that Retry is there. */
export function workerFailureText(message: string, lang: string = currentLanguage()): string {
  if (message === WORKER_HUNG_MESSAGE) return i18n.t('runs.guard.workerHung', { lng: lang });
  return i18n.t('runs.guard.workerCrashed', { lng: lang, detail: message });
}
