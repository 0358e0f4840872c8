// A lab step's check against the notes: once the step's run is over, each of its figures (read
// from the run as the grader reads it, the exercise's keyFromRun) beside the notes' runs of the
// same experiment, measured on the course's Linux lab, and whether it falls inside their range,
// near it or outside; then why simulation and lab may differ.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exerciseById } from '../../exercises/registry';
import type { RunRecordLike } from '../../exercises/types';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { useIdentity, useRun, useWidgetRun } from '../../store';
import { exerciseWidgetId } from '../blocks/Exercise';
import { measuredFor, rangeVerdict } from './notesRanges';

/** About three significant figures: the run is not more precise than that. */
function digits(x: number): number {
  const a = Math.abs(x);
  return a >= 100 ? 0 : a >= 10 ? 1 : a >= 1 ? 2 : 3;
}

export function LabRange({ step, exercise }: { step: number; exercise: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const identity = useIdentity();
  const def = exerciseById(exercise);
  const params = useMemo(() => def?.params(identity) ?? {}, [def, identity]);
  const run = useRun(useWidgetRun(exerciseWidgetId(exercise)));
  const record = run?.status === 'done' ? (run.record as RunRecordLike | null) : null;
  if (!def?.keyFromRun) return null;
  if (!record) {
    return (
      <section className="lab-range" data-testid="lab-range" data-step={step} data-state="waiting" aria-live="polite">
        <p className="lab-range__heading">{t('lessons.lab.range.heading')}</p>
        <p className="note">{t('lessons.lab.range.waiting')}</p>
      </section>
    );
  }
  const figures = def.keyFromRun(params, record);
  const refs = measuredFor(step, record.scenario);
  const form = def.form(params);
  const label = (field: string) => (form.kind === 'run-and-report' ? form.fields.find((f) => f.name === field)?.label[lang] : undefined) ?? field;
  const fmt = (x: number) => formatNumber(x, lang, { maxDigits: digits(x) });
  const withUnit = (s: string, unit: string) => (unit ? `${s} ${unit}` : s);
  return (
    <section className="lab-range" data-testid="lab-range" data-step={step} data-state="done" aria-live="polite">
      <p className="lab-range__heading">{t('lessons.lab.range.heading')}</p>
      {refs.length === 0 ? <p className="note">{t('lessons.lab.range.none')}</p> : (
        <div className="view-table-wrap">
          <table className="view-table lab-range__table">
            <thead>
              <tr>
                <th scope="col" className="view-table__text">{t('lessons.lab.range.figure')}</th>
                <th scope="col">{t('lessons.lab.range.run')}</th>
                <th scope="col">{t('lessons.lab.range.measured')}</th>
                <th scope="col" className="view-table__text">{t('lessons.lab.range.verdict')}</th>
              </tr>
            </thead>
            <tbody>
              {refs.map((ref) => {
                const v = figures[ref.field];
                const value = typeof v === 'number' && Number.isFinite(v) ? v : null;
                const verdict = value === null ? null : rangeVerdict(value, ref.values);
                return (
                  <tr key={ref.field} data-testid="lab-range-row" data-field={ref.field} data-value={value ?? ''} data-verdict={verdict ?? ''} data-min={Math.min(...ref.values)} data-max={Math.max(...ref.values)}>
                    <th scope="row" className="view-table__text">{label(ref.field)}</th>
                    <td>{value === null ? '–' : withUnit(fmt(value), ref.unit)}</td>
                    <td>{withUnit(ref.values.map(fmt).join(' · '), ref.unit)}</td>
                    <td className={`view-table__text lab-range__verdict lab-range__verdict--${verdict ?? 'none'}`}>{verdict ? t(`lessons.lab.range.${verdict}`) : '–'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p className="lab-range__rule">{t('lessons.lab.range.rule')}</p>
      <p className="lab-range__gap">{t(`lessons.lab.steps.${step}.gap`)}</p>
    </section>
  );
}
