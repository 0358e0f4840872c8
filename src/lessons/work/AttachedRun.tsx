// The run attached to an answer, with its figures: what the student reports, readable after a
// reload (the figures come from the record kept with the answer, src/lessons/work/attachedRun.ts),
// and no internal run id on screen.
import { useTranslation } from 'react-i18next';
import { formatMs, formatNumber, formatRate } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { attachedRunFacts } from './attachedRun';

export function AttachedRun({ record }: { record: unknown }) {
  const { t } = useTranslation();
  const lang = useLang();
  const facts = attachedRunFacts(record);
  if (!facts) return <span className="lesson-exercise__attached" data-testid="exercise-attached">{t('lessons.exercise.attachedNoSummary')}</span>;
  const n = (x: number | null) => (x === null ? '–' : formatNumber(x, lang));
  const ms = (x: number | null) => (x === null ? '–' : formatMs(x, lang));
  return (
    <div className="lesson-exercise__attached" data-testid="exercise-attached">
      <p>{t('lessons.exercise.attachedRun', { duration: n(facts.durationS), seed: n(facts.seed) })}</p>
      <ul className="lesson-exercise__attached-figures" data-testid="exercise-attached-figures">
        {facts.flows.map((f) => (
          <li key={`f-${f.id}`}>
            {t('lessons.exercise.attachedFlow', {
              id: f.cc ? `${f.id} (${f.cc})` : f.id,
              goodput: f.goodputMbps === null ? '–' : formatRate(f.goodputMbps, lang),
              rtt: ms(f.rttMedianMs),
              rttMax: ms(f.rttMaxMs),
              losses: n(f.lossEvents),
              retransmits: n(f.retransmits),
            })}
          </li>
        ))}
        {facts.pings.map((p) => (
          <li key={`p-${p.id}`}>{t('lessons.exercise.attachedPing', { id: p.id, rtt: ms(p.rttMedianMs), sent: n(p.sent), received: n(p.received) })}</li>
        ))}
        {facts.queueDrops !== null ? <li>{t('lessons.exercise.attachedQueue', { drops: n(facts.queueDrops), marks: n(facts.queueMarks ?? 0) })}</li> : null}
      </ul>
    </div>
  );
}
