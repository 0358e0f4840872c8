// The speaker notes of the view's demos (present.notes.<view>.<preset>): the run's own preset
// when its scenario is one, any other by choice; each with what to show, what to ask the class
// and what to point at, and a link that loads that demo in this console.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRun } from '../../store';
import { encodeScenarioParam, SCENARIO_PARAM } from '../../views/shared/scenarioParam';
import { matchPreset, NOTE_PRESETS, noteKey, presetScenario } from './notes/notePresets';

function demoHref(preset: string): string | null {
  const scenario = presetScenario(preset);
  if (!scenario) return null;
  const q = new URLSearchParams(location.search);
  q.set(SCENARIO_PARAM, encodeScenarioParam(scenario));
  q.set('present', '1');
  return `${location.pathname}?${q.toString()}`;
}

export function SpeakerNotes({ viewId, runId }: { viewId: string; runId: string | null }) {
  const { t } = useTranslation();
  const run = useRun(runId);
  const presets = NOTE_PRESETS[viewId] ?? [];
  const matched = useMemo(() => matchPreset(viewId, run?.scenario ?? null), [viewId, run?.scenario]);
  const [chosen, setChosen] = useState<string | null>(null);
  if (presets.length === 0) return null;
  const shown = chosen ?? matched;
  const key = noteKey(viewId, shown);
  const href = shown === 'default' ? null : demoHref(shown);
  return (
    <section className="present-console__section present-notes" aria-labelledby="present-notes-title" data-testid="present-notes" data-preset={shown}>
      <h2 id="present-notes-title">{t('present.notesUi.title')}</h2>
      <label className="present-notes__choice">
        <span>{t('present.notesUi.for')}</span>
        <select value={shown} data-testid="present-notes-preset" onChange={(e) => setChosen(e.target.value)}>
          {presets.map((p) => (
            <option key={p} value={p}>
              {t(`${noteKey(viewId, p)}.title`)}
              {p === matched && runId ? ` ${t('present.notesUi.matched')}` : ''}
            </option>
          ))}
        </select>
      </label>
      <h3>{t(`${key}.title`)}</h3>
      <dl className="present-notes__parts">
        <dt>{t('present.notesUi.show')}</dt>
        <dd>{t(`${key}.show`)}</dd>
        <dt>{t('present.notesUi.ask')}</dt>
        <dd>{t(`${key}.ask`)}</dd>
        <dt>{t('present.notesUi.point')}</dt>
        <dd>{t(`${key}.point`)}</dd>
      </dl>
      {href ? (
        <a className="btn btn--quiet" href={href} title={t('present.notesUi.loadHint')} data-testid="present-notes-load">
          {t('present.notesUi.load')}
        </a>
      ) : null}
    </section>
  );
}
