// The checks left under the course's cap (maxAttempts in the course file), and at the cap why the
// check button is off: the last checked answer is the one handed in.
import { useTranslation } from 'react-i18next';
import { useCourse } from '../work/useCourse';

export function ExerciseCap({ id, left }: { id: string; left: number }) {
  const { t } = useTranslation();
  const cap = useCourse()?.maxAttempts ?? left;
  return (
    <p id={id} className={left === 0 ? 'lesson-exercise__cap lesson-exercise__cap--reached' : 'lesson-exercise__cap'} data-testid="exercise-cap" data-left={left} role={left === 0 ? 'status' : undefined}>
      {left === 0 ? t('lessons.exercise.capReached', { cap }) : t('lessons.exercise.checksLeft', { count: left, cap })}
    </p>
  );
}
