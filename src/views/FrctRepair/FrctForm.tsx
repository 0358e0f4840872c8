import '../shared/viewForm.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField, useFieldErrorText } from '../shared/NumberField';
import { FROM_SCENARIO, REORDER_QUEUES, type FieldName, type FormErrors, type FrctForm as Form, type ReorderQueue } from './options';

export interface PresetChoice {
  name: string;
  description: string;
}

interface Props {
  form: Form;
  errors: FormErrors;
  presets: readonly PresetChoice[];
  /** Scenario fields are locked while a run is active (speed stays adjustable). */
  locked: boolean;
  onChange(form: Form): void;
  onPreset(name: string): void;
  onSubmit(): void;
}

const K = 'views.frctRepair';

/** The run's options; every message names its field and range in the current language. */
export function FrctForm({ form, errors, presets, locked, onChange, onPreset, onSubmit }: Props) {
  const { t } = useTranslation();
  const uid = useId();
  const msg = useFieldErrorText(K);
  const field = (name: FieldName, hint?: string, live = false) => (
    <NumberField
      id={`${uid}-${name}`}
      label={t(`${K}.fields.${name}`)}
      hint={hint}
      error={msg(errors[name])}
      testId={`frct-${name}`}
      value={form[name]}
      disabled={locked && !live}
      onChange={(value) => onChange({ ...form, [name]: value })}
    />
  );
  const known = presets.some((p) => p.name === form.preset);
  return (
    <form
      className="frct-form view-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!locked) onSubmit();
      }}
    >
      <fieldset className="view-form__set">
        <legend className="frct-form__legend">{t(`${K}.scenarioHeading`)}</legend>
        <div className="view-field">
          <label className="view-field__label" htmlFor={`${uid}-preset`}>{t(`${K}.fields.preset`)}</label>
          <select id={`${uid}-preset`} className="view-field__input" data-testid="frct-preset" value={form.preset} disabled={locked} onChange={(e) => onPreset(e.target.value)}>
            {known ? null : <option value={form.preset}>{form.preset === FROM_SCENARIO ? t(`${K}.fromScenario`) : form.preset}</option>}
            {presets.map((p) => (
              <option key={p.name} value={p.name} title={p.description}>{p.name}</option>
            ))}
          </select>
        </div>
        <div className="view-field">
          <label className="view-field__label" htmlFor={`${uid}-rq`}>{t(`${K}.fields.reorderQueue`)}</label>
          <select id={`${uid}-rq`} className="view-field__input" data-testid="frct-rq" value={form.reorderQueue} disabled={locked} onChange={(e) => onChange({ ...form, reorderQueue: e.target.value as ReorderQueue })}>
            {REORDER_QUEUES.map((q) => (
              <option key={q} value={q}>{t(`${K}.rqOption.${q}`)}</option>
            ))}
          </select>
        </div>
        {field('loss', t(`${K}.hints.loss`))}
        {field('delay', t(`${K}.hints.delay`))}
        {field('rate', t(`${K}.hints.rate`))}
        {field('duration')}
        {field('speed', t(`${K}.hints.speed`), true)}
      </fieldset>
      <button type="submit" hidden />
    </form>
  );
}
