// What the phase plane draws: the paper model or two simulated TCP flows (the side column of both modes).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type PhaseMode = 'model' | 'tcp';

export function ModePicker({ mode, onChange }: { mode: PhaseMode; onChange(mode: PhaseMode): void }) {
  const { t } = useTranslation();
  const uid = useId();
  const noteId = `${uid}-tcp-note`;
  return (
    <fieldset className="pp-mode">
      <legend className="pp-form__legend">{t('views.phasePlane.modeHeading')}</legend>
      <label className="pp-mode__option">
        <input type="radio" name={`${uid}-mode`} value="model" data-testid="phase-mode-model" checked={mode === 'model'} onChange={() => onChange('model')} />
        {t('views.phasePlane.modeModel')}
      </label>
      <label className="pp-mode__option">
        <input type="radio" name={`${uid}-mode`} value="tcp" data-testid="phase-mode-tcp" checked={mode === 'tcp'} aria-describedby={noteId} onChange={() => onChange('tcp')} />
        {t('views.phasePlane.modeTcp')}
      </label>
      <p id={noteId} className="pp-mode__note" data-testid="phase-tcp-note">
        {t('views.phasePlane.tcpNote')}
      </p>
    </fieldset>
  );
}
