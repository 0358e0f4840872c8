// Predict, then run: the student commits a number (or a choice) before the widget it names may
// run; after the run the prediction stands beside the simulated value (the metric over the run's
// summary) and the course's measurement, with the <Gap> explanation of why they differ.
import { Children, createContext, isValidElement, useContext, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, parseLocaleNumber } from '../../i18n/format';
import { formatJain } from '../../i18n/formatJain';
import { useLang } from '../../i18n/useLang';
import { usePrediction, useRun, useWidgetModel, useWidgetRun, workStore } from '../../store';
import { removeRunsOf } from '../../app/runs/controller';
import { evaluateMetric } from '../metric';
import { widgetOwner } from './owner';

export type MeasuredSource = 'course-lab' | 'tutorial-08' | 'tutorial-10' | 'sce-draft';

export interface PredictChoice {
  value: string;
  label: string;
}

export interface PredictProps {
  id: string;
  widget: string;
  unit: string;
  metric: string;
  measured?: number;
  measuredSource?: MeasuredSource;
  /** A choice instead of a number: the values are compared, the labels shown. */
  choices?: readonly (PredictChoice | string)[];
  children?: ReactNode;
}

const RevealContext = createContext(false);

/** Why simulation and measurement differ: shown once the comparison is. */
export function Gap({ children }: { children?: ReactNode }) {
  const revealed = useContext(RevealContext);
  if (!revealed) return null;
  return <div className="lesson-predict__gap-text">{children}</div>;
}

function isGap(node: ReactNode): boolean {
  return isValidElement(node) && node.type === Gap;
}

function withUnit(text: string, unit: string): string {
  return unit ? `${text} ${unit}` : text;
}

/** Three significant figures or so: the simulated value is not more precise than that. */
function digitsFor(x: number): number {
  const a = Math.abs(x);
  if (a >= 100 || Number.isInteger(x)) return 0;
  if (a >= 10) return 1;
  if (a >= 1) return 2;
  return 3;
}

export function Predict({ id, widget, unit, metric, measured, measuredSource, choices, children }: PredictProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const inputId = useId();
  const errorId = useId();
  const prediction = usePrediction(id);
  const runId = useWidgetRun(widget);
  const run = useRun(runId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = (choices ?? []).map((c) => (typeof c === 'string' ? { value: c, label: c } : c));

  // This block holds its widget's Run button while it has no prediction.
  useEffect(() => {
    workStore.addPredictGate(widget, id);
    return () => workStore.removePredictGate(widget, id);
  }, [widget, id]);

  // A model widget (the paper phase plane) gives its last step's figures instead of a run's summary.
  const model = useWidgetModel(widget);
  const finished = prediction !== undefined && (model !== undefined || (run?.status === 'done' && run.summary !== null));
  const simulated = !finished ? undefined : model !== undefined ? evaluateMetric(metric, model) : evaluateMetric(metric, run?.summary, run?.scenario);
  useEffect(() => {
    if (simulated !== undefined) workStore.setPredictionSimulated(id, simulated);
  }, [id, simulated]);

  // Jain's index always with three decimals, never a rounded "1" (formatJain); other figures to about three significant figures.
  const isJain = /(^|\.)jain$/.test(metric.trim());
  const fmt = (x: number) => (isJain ? formatJain(x, lang) : formatNumber(x, lang, { maxDigits: digitsFor(x) }));
  const label = (v: number | string | null) => {
    if (v === null) return t('lessons.predict.skipped');
    if (typeof v === 'number') return withUnit(fmt(v), unit);
    return options.find((o) => o.value === v)?.label ?? v;
  };

  const commit = (value: number | string | null, skipped: boolean) => {
    workStore.commitPrediction({ id, widget, value, unit, skipped, t: new Date().toISOString() });
    setError(null);
  };
  const onCommit = () => {
    if (options.length > 0) {
      if (!text) return setError(t('lessons.predict.chooseOne'));
      return commit(text, false);
    }
    const v = parseLocaleNumber(text);
    if (!Number.isFinite(v)) return setError(t('lessons.predict.invalid', { example: fmt(measured ?? 0.5) }));
    commit(v, false);
  };

  const items = Children.toArray(children);
  const question = items.filter((c) => !isGap(c));
  const gaps = items.filter(isGap);
  const state = prediction === undefined ? 'open' : finished ? 'revealed' : 'committed';

  return (
    <section className="lesson-block lesson-predict" data-block="predict" data-predict={id} data-widget={widget} data-state={state} aria-labelledby={`${inputId}-title`}>
      <p className="lesson-block__title" id={`${inputId}-title`}>
        {t('lessons.predict.title')}
      </p>
      <div className="lesson-block__body">{question}</div>

      {prediction === undefined ? (
        <form
          className="lesson-predict__form"
          onSubmit={(e) => {
            e.preventDefault();
            onCommit();
          }}
        >
          {options.length > 0 ? (
            <fieldset className="lesson-predict__choices">
              <legend>{t('lessons.predict.choiceLegend')}</legend>
              {options.map((o) => (
                <label key={o.value} className="lesson-predict__choice">
                  <input type="radio" name={inputId} value={o.value} checked={text === o.value} onChange={() => setText(o.value)} data-testid="predict-choice" />
                  {o.label}
                </label>
              ))}
            </fieldset>
          ) : (
            <label className="lesson-predict__field" htmlFor={inputId}>
              <span>{t('lessons.predict.label')}</span>
              <span className="lesson-predict__input">
                <input
                  id={inputId}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? errorId : undefined}
                  data-testid="predict-input"
                />
                {unit ? <span className="lesson-predict__unit">{unit}</span> : null}
              </span>
            </label>
          )}
          <button type="submit" className="btn btn--primary" data-testid="predict-commit">
            {t('lessons.predict.commit')}
          </button>
          <button type="button" className="btn btn--quiet" data-testid="predict-skip" onClick={() => commit(null, true)}>
            {t('lessons.predict.skip')}
          </button>
          {error ? (
            <p className="lesson-predict__error" id={errorId} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <div className="lesson-predict__result" aria-live="polite">
          <dl className="lesson-predict__figures">
            <div data-testid="predict-prediction">
              <dt>{t('lessons.predict.yours')}</dt>
              <dd>{label(prediction.value)}</dd>
            </div>
            {finished ? (
              <div data-testid="predict-simulated">
                <dt>{t('lessons.predict.simulated')}</dt>
                <dd>{simulated === null || simulated === undefined ? t('lessons.predict.noFigure') : withUnit(fmt(simulated), unit)}</dd>
              </div>
            ) : null}
            {finished && measured !== undefined ? (
              <div data-testid="predict-measured">
                <dt>{t('lessons.predict.measured')}</dt>
                <dd>{withUnit(fmt(measured), unit)}</dd>
                {measuredSource ? <dd className="lesson-predict__source">{t(`lessons.predict.source.${measuredSource}`)}</dd> : null}
              </div>
            ) : null}
          </dl>
          {!finished ? (
            <p className="lesson-predict__next" data-testid="predict-waiting">
              {prediction.skipped ? t('lessons.predict.skippedNote') : t('lessons.predict.committed')} {t('lessons.predict.waiting')}
            </p>
          ) : null}
          {finished && gaps.length > 0 ? (
            <div className="lesson-predict__gap" data-testid="predict-gap">
              {/* The heading names the gap between simulation and measurement: without a measurement there is none to name. */}
              {measured !== undefined ? <p className="lesson-predict__gap-title">{t('lessons.predict.gap')}</p> : null}
              <RevealContext.Provider value>{gaps}</RevealContext.Provider>
            </div>
          ) : null}
          {finished ? (
            <p className="lesson-predict__kept" data-testid="predict-kept">
              {t('lessons.predict.kept')}
            </p>
          ) : null}
          <button type="button" className="btn btn--quiet" data-testid="predict-change" onClick={() => {
              // A new prediction is compared with a new run, not with the one already seen. The
              // store keeps the prediction's history (first value, revisions, when it was shown).
              removeRunsOf(widgetOwner(widget));
              workStore.setWidgetRun(widget, null);
              workStore.setWidgetModel(widget, null);
              workStore.clearPrediction(id);
            }}
          >
            {t('lessons.predict.change')}
          </button>
        </div>
      )}
    </section>
  );
}
