// The week's lab in the browser (/lab/week): the notes' seven steps (seeds/003, "El laboratorio
// de la semana y make test"), each as the course runs it, a prediction made with a calculation
// before the run (the Predict block holds the run), the run itself (the step's exercise, lab-sN,
// with its widget on the lab-* preset and the student's seed), and the run's figures against the
// notes' measured range. Step 7 is the calculators of lab/metrics.py and their exercise. All of it
// goes into the student's exported work (the side panel), which the grader reads.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/Link';
import { exerciseById } from '../../exercises/registry';
import { useIdentity } from '../../store';
import '../../controls/viewTable.css';
import { Exercise, exerciseWidgetId } from '../blocks/Exercise';
import { Predict } from '../blocks/Predict';
import { Widget } from '../blocks/Widget';
import '../lessons.css';
import { StudentPanel } from '../page/StudentPanel';
import { startWorkPersistence } from '../work/persistence';
import { Calculators } from './Calculators';
import { LabRange } from './LabRange';
import { LAB_STEPS, type LabStepDef } from './steps';
import './lab.css';

function StepCase({ step }: { step: LabStepDef }) {
  const { t, i18n } = useTranslation();
  const identity = useIdentity();
  const def = exerciseById(step.exercise);
  const params = useMemo(() => def?.params(identity) ?? {}, [def, identity]);
  if (!step.caseVars) return null;
  return (
    <p className="lab-step__case" data-testid="lab-case">
      <strong>{t('lessons.lab.yourCase')}:</strong> {t(`lessons.lab.steps.${step.n}.case`, step.caseVars(params, i18n.language))}
    </p>
  );
}

function LabStep({ step }: { step: LabStepDef }) {
  const { t } = useTranslation();
  const key = `lessons.lab.steps.${step.n}`;
  return (
    <section className="lab-step" id={`lab-step-${step.n}`} data-testid="lab-step" data-step={step.n} aria-labelledby={`lab-step-${step.n}-title`}>
      <h2 id={`lab-step-${step.n}-title`}>
        <span className="lab-step__n">{t('lessons.lab.step', { n: step.n })}</span> {t(`${key}.title`)}
      </h2>
      <p>{t(`${key}.text`)}</p>
      <p className="lab-step__course">{t('lessons.lab.course')}</p>
      <pre className="lab-step__command"><code>{t(`${key}.command`)}</code></pre>
      <StepCase step={step} />
      {step.predict ? (
        <Predict id={step.predict.id} widget={exerciseWidgetId(step.exercise)} unit={step.predict.unit} metric={step.predict.metric}>
          <p>{t(`${key}.predict`)}</p>
        </Predict>
      ) : null}
      {step.n === 7 ? <Calculators /> : null}
      <Exercise id={step.exercise} />
      {step.predict ? <LabRange step={step.n} exercise={step.exercise} /> : null}
      {step.n === 2 ? (
        <div className="lab-step__extra">
          <p>{t(`${key}.cubic`)}</p>
          <Widget id="lab-s2-cubic" preset="lab-baseline-cubic" panels={['sawtooth']} view="sawtooth" speed={10} />
        </div>
      ) : null}
    </section>
  );
}

export function LabWeekPage() {
  startWorkPersistence();
  const { t } = useTranslation();
  // Bumped by an import of the student's work: the steps mount again with the imported answers.
  const [generation, setGeneration] = useState(0);
  return (
    <article className="page page--lesson lab-week" data-testid="lab-week-page">
      <header className="lesson-header">
        <p className="kicker">{t('lessons.lab.kicker')}</p>
        <h1>{t('lessons.lab.title')}</h1>
      </header>
      <div className="lesson-layout">
        <div className="lesson-main" key={generation}>
          <p className="lead">{t('lessons.lab.intro')}</p>
          <p>{t('lessons.lab.how')}</p>
          <p className="note">{t('lessons.lab.measuredNote')}</p>
          {LAB_STEPS.map((s) => (
            <LabStep key={s.n} step={s} />
          ))}
          <p>
            <Link to="/chapters/11" data-testid="lab-chapter-link">← {t('lessons.lab.chapterLink')}</Link>
          </p>
        </div>
        <aside className="lesson-side" aria-label={t('lessons.page.aside')}>
          <nav className="lab-nav" aria-label={t('lessons.lab.stepsNav')}>
            <p className="lesson-side__heading">{t('lessons.lab.stepsNav')}</p>
            <ol>
              {LAB_STEPS.map((s) => (
                <li key={s.n}>
                  <a href={`#lab-step-${s.n}`}>{t(`lessons.lab.steps.${s.n}.title`)}</a>
                </li>
              ))}
            </ol>
          </nav>
          <StudentPanel onImported={() => setGeneration((g) => g + 1)} />
        </aside>
      </div>
    </article>
  );
}
