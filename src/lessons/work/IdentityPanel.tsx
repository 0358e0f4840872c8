// "Your course": the course code and student id that give each exercise the student's own
// numbers. Empty means the notes' own numbers.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdentity, workStore, type StudentIdentity } from '../../store';
import { identityFrom, NO_IDENTITY } from './identity';

function IdentityForm({ identity }: { identity: StudentIdentity }) {
  const { t } = useTranslation();
  const [course, setCourse] = useState(identity.course ?? '');
  const [student, setStudent] = useState(identity.student ?? '');
  const [error, setError] = useState(false);
  const errorId = useId();
  const headingId = useId();
  const save = () => {
    const next = identityFrom(course, student);
    setError(next === null);
    if (next) workStore.setIdentity(next);
  };
  return (
    <section className="lesson-identity" aria-labelledby={headingId} data-testid="identity-panel">
      <p className="lesson-side__heading" id={headingId}>
        {t('lessons.identity.heading')}
      </p>
      <p className="lesson-identity__current" data-testid="identity-current" aria-live="polite">
        {identity.course && identity.student ? t('lessons.identity.current', { course: identity.course, student: identity.student }) : t('lessons.identity.none')}
      </p>
      <form
        className="lesson-identity__form"
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <label>
          <span>{t('lessons.identity.course')}</span>
          <input value={course} onChange={(e) => setCourse(e.target.value)} autoComplete="off" spellCheck={false} data-testid="identity-course" aria-describedby={error ? errorId : undefined} aria-invalid={error || undefined} />
        </label>
        <label>
          <span>{t('lessons.identity.student')}</span>
          <input value={student} onChange={(e) => setStudent(e.target.value)} autoComplete="off" spellCheck={false} data-testid="identity-student" aria-describedby={error ? errorId : undefined} aria-invalid={error || undefined} />
        </label>
        <div className="lesson-identity__buttons">
          <button type="submit" className="btn btn--primary" data-testid="identity-save">
            {t('lessons.identity.save')}
          </button>
          <button
            type="button"
            className="btn btn--quiet"
            data-testid="identity-clear"
            onClick={() => {
              setCourse('');
              setStudent('');
              setError(false);
              workStore.setIdentity(NO_IDENTITY);
            }}
          >
            {t('lessons.identity.clear')}
          </button>
        </div>
        {error ? (
          <p className="lesson-identity__error" id={errorId} role="alert">
            {t('lessons.identity.needBoth')}
          </p>
        ) : null}
      </form>
      <p className="lesson-identity__intro">{t('lessons.identity.intro')}</p>
    </section>
  );
}

export function IdentityPanel() {
  const identity = useIdentity();
  // An identity set elsewhere (a link, an imported file) refills the fields.
  return <IdentityForm key={`${identity.course}|${identity.student}`} identity={identity} />;
}
