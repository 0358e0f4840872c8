import '../../controls/viewForm.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, parseLocaleNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { offeredCcs } from '../shared/ccs';
import { NumberField, useFieldErrorText } from '../../controls/NumberField';
import { useAvailableCcs } from '../shared/useAvailableCcs';
import { useCompareColumn } from '../../controls/compare/compareColumn';
import { CCS, QUEUE_KINDS, RANGES, sliderFromSpeed, speedFromSlider, STACKS, type Cc, type FieldName, type FormErrors, type SawtoothForm as Form, type Stack, type QueueKind } from './options';

interface Props {
  form: Form;
  errors: FormErrors;
  /** Scenario fields are locked while a run is active (speed stays adjustable). */
  locked: boolean;
  onChange(form: Form): void;
  onSubmit(): void;
}

/** The run's options; every message names its field and range in the current language. */
export function SawtoothForm({ form, errors, locked, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const uid = useId();
  const ccs = offeredCcs(CCS, useAvailableCcs(), form.cc);
  const msg = useFieldErrorText('views.sawtooth');
  const typedSpeed = parseLocaleNumber(form.speed);
  // Side by side the page's one bar sets the speed of both columns: no speed of the column's own.
  const ownSpeed = useCompareColumn() === null;
  const field = (name: FieldName, label: string, hint?: string, live = false) => (
    <NumberField
      id={`${uid}-${name}`}
      label={label}
      hint={hint}
      error={msg(errors[name])}
      testId={`saw-${name}`}
      value={form[name]}
      disabled={locked && !live}
      onChange={(value) => onChange({ ...form, [name]: value })}
      after={
        name === 'speed' ? (
          <input
            type="range"
            className="view-field__slider"
            aria-label={t('views.sawtooth.speedSlider')}
            data-testid="saw-speed-slider"
            min={Math.log10(RANGES.speed.min)}
            max={Math.log10(RANGES.speed.max)}
            step={0.01}
            value={sliderFromSpeed(Number.isFinite(typedSpeed) ? typedSpeed : 1)}
            onChange={(e) => onChange({ ...form, speed: formatNumber(speedFromSlider(Number(e.target.value)), lang, { maxDigits: 2 }) })}
          />
        ) : null
      }
    />
  );
  return (
    <form
      className="saw-form view-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!locked) onSubmit();
      }}
    >
      <fieldset className="saw-form__set view-form__set">
        <legend className="saw-form__legend">{t('views.sawtooth.scenarioHeading')}</legend>
        <div className="view-field">
          <label className="view-field__label" htmlFor={`${uid}-cc`}>{t('views.sawtooth.cc')}</label>
          <select id={`${uid}-cc`} className="view-field__input" data-testid="saw-cc" value={form.cc} disabled={locked} onChange={(e) => onChange({ ...form, cc: e.target.value as Cc })}>
            {ccs.map((c) => (
              <option key={c} value={c}>{t(`panels.sawtooth.ccName.${c}`)}</option>
            ))}
          </select>
        </div>
        <div className="view-field">
          <label className="view-field__label" htmlFor={`${uid}-stack`}>{t('views.sawtooth.stack')}</label>
          <select id={`${uid}-stack`} className="view-field__input" data-testid="saw-stack" value={form.stack} disabled={locked} onChange={(e) => onChange({ ...form, stack: e.target.value as Stack })}>
            {STACKS.map((s) => (
              <option key={s} value={s}>{t(s === 'linux' ? 'views.sawtooth.stackLinux' : 'views.sawtooth.stackBook')}</option>
            ))}
          </select>
        </div>
        <div className="view-field">
          <label className="view-field__label" htmlFor={`${uid}-queue`}>{t('views.sawtooth.queue')}</label>
          <select id={`${uid}-queue`} className="view-field__input" data-testid="saw-queue" value={form.queue} disabled={locked} onChange={(e) => onChange({ ...form, queue: e.target.value as QueueKind })}>
            {QUEUE_KINDS.map((q) => (
              <option key={q} value={q}>{t(`views.sawtooth.queueKind.${q}`)}</option>
            ))}
          </select>
        </div>
        {field('rate', t('views.sawtooth.rate'))}
        {field('delay', t('views.sawtooth.delay'), t('views.sawtooth.delayHint'))}
        {field('buffer', t('views.sawtooth.buffer'))}
        {field('duration', t('views.sawtooth.duration'))}
        {ownSpeed ? field('speed', t('views.sawtooth.speed'), t('views.sawtooth.speedHint'), true) : null}
      </fieldset>
      <button type="submit" hidden />
    </form>
  );
}
