// A calculation revealed one step at a time ("next step", or "show all"): the student thinks
// before reading the next line. Content that is not a <Step> (an opening line) is always shown.
import { Children, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Step({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

function isStep(node: ReactNode): node is ReactElement<{ children?: ReactNode }> {
  return isValidElement(node) && node.type === Step;
}

export function WorkedExample({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const items = Children.toArray(children);
  const total = items.filter(isStep).length;
  // The step number of each item (0 for content that is not a step), computed before rendering.
  const numbers = items.reduce<number[]>((acc, item) => [...acc, isStep(item) ? Math.max(0, ...acc) + 1 : 0], []);
  const [shown, setShown] = useState(total > 0 ? 1 : 0);
  return (
    <section className="lesson-block lesson-worked" data-block="worked-example" data-steps={total} data-shown={shown} aria-labelledby={titleId}>
      <p className="lesson-block__title" id={titleId}>
        <span className="lesson-worked__kind">{t('lessons.blocks.workedExample')}</span>
        {title ? <span className="lesson-worked__title">{title}</span> : null}
      </p>
      <div className="lesson-worked__steps">
        {items.map((item, i) => {
          if (!isStep(item)) return <div key={`x${i}`} className="lesson-worked__intro">{item}</div>;
          const index = numbers[i];
          if (index > shown) return null;
          return (
            <div key={`s${index}`} className="lesson-worked__step" data-step={index}>
              <span className="lesson-worked__number">{t('lessons.worked.stepLabel', { n: index })}</span>
              <div className="lesson-worked__body">{item.props.children}</div>
            </div>
          );
        })}
      </div>
      {total > 1 ? (
        <div className="lesson-worked__controls">
          <span className="lesson-worked__progress" aria-live="polite">
            {t('lessons.worked.progress', { n: shown, total })}
          </span>
          {shown < total ? (
            <>
              <button type="button" className="btn btn--primary" data-testid="worked-next" onClick={() => setShown((n) => Math.min(total, n + 1))}>
                {t('lessons.worked.nextStep')}
              </button>
              <button type="button" className="btn btn--quiet" data-testid="worked-all" onClick={() => setShown(total)}>
                {t('lessons.worked.showAll')}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn--quiet" data-testid="worked-restart" onClick={() => setShown(1)}>
              {t('lessons.worked.hideSteps')}
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
