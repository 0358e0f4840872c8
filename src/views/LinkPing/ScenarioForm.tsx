import '../shared/viewForm.css';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, parseLocaleNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { NumberField } from '../shared/NumberField';
import {
  RANGES,
  sliderFromSpeed,
  speedFromSlider,
  type FieldError,
  type FieldName,
  type FormErrors,
  type LinkPingForm,
  type QueueUnit,
} from './options';

interface Props {
  form: LinkPingForm;
  errors: FormErrors;
  /** Scenario fields are locked while a run is active (speed stays adjustable). */
  locked: boolean;
  onChange(form: LinkPingForm): void;
  onSubmit(): void;
}

export function ScenarioForm({ form, errors, locked, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const uid = useId();
  const typedSpeed = parseLocaleNumber(form.speed);
  const msg = (e: FieldError | undefined): string | undefined => {
    if (!e) return undefined;
    if (e.key === 'required') return t('linkPing.validation.required');
    if (e.key === 'notNumber') return t('linkPing.validation.notNumber', { value: e.value });
    return t('linkPing.validation.range', { min: formatNumber(e.min, lang), max: formatNumber(e.max, lang) });
  };
  const text = (name: FieldName, label: string, hint?: string, after?: ReactNode, live = false) => (
    <NumberField
      id={`${uid}-${name}`}
      label={label}
      hint={hint}
      error={msg(errors[name])}
      after={after}
      testId={`input-${name}`}
      value={form[name]}
      disabled={locked && !live}
      onChange={(v) => onChange({ ...form, [name]: v })}
    />
  );

  return (
    <form
      className="lp-form view-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!locked) onSubmit();
      }}
    >
      <fieldset className="lp-form__set view-form__set">
        <legend className="lp-form__legend">{t('linkPing.scenarioHeading')}</legend>
        {text('rate', t('linkPing.rate'))}
        {text('delay', t('linkPing.delay'), t('linkPing.delayHint'))}
        {text('loss', t('linkPing.loss'), t('linkPing.lossHint'))}
        {text(
          'queue',
          t('linkPing.queue'),
          undefined,
          <select
            className="view-field__unit"
            aria-label={t('linkPing.queueUnit')}
            data-testid="input-queue-unit"
            value={form.queueUnit}
            disabled={locked}
            onChange={(e) => onChange({ ...form, queueUnit: e.target.value as QueueUnit })}
          >
            <option value="bytes">{t('linkPing.unitBytes')}</option>
            <option value="KiB">{t('linkPing.unitKiB')}</option>
          </select>,
        )}
        {text('load', t('linkPing.load'), t('linkPing.loadHint'))}
        {text('duration', t('linkPing.duration'))}
        {text(
          'speed',
          t('linkPing.speed'),
          t('linkPing.speedHint'),
          <input
            type="range"
            className="view-field__slider"
            aria-label={t('linkPing.speedSlider')}
            data-testid="input-speed-slider"
            min={Math.log10(RANGES.speed.min)}
            max={Math.log10(RANGES.speed.max)}
            step={0.01}
            value={sliderFromSpeed(Number.isFinite(typedSpeed) ? typedSpeed : 1)}
            onChange={(e) =>
              onChange({ ...form, speed: formatNumber(speedFromSlider(Number(e.target.value)), lang, { maxDigits: 2 }) })
            }
          />,
          true,
        )}
      </fieldset>
      {/* Enter in a field starts the run, as the Start button does. */}
      <button type="submit" hidden />
    </form>
  );
}
