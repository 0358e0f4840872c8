import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompareColumn } from '../../controls/compare/compareColumn';
import { FormFrame, useNumberFields } from '../../controls/FormFrame';
import type { ViewFormProps } from '../../controls/ViewForm';
import { FROM_SCENARIO, REORDER_QUEUES, type FieldName, type FormErrors, type FrctForm as Form, type ReorderQueue } from './options';

export interface PresetChoice {
  name: string;
  description: string;
}

/** The speed stays adjustable while a run is active. */
interface Props extends ViewFormProps<Form, FormErrors> {
  presets: readonly PresetChoice[];
  onPreset(name: string): void;
}

const K = 'views.frctRepair';

/** The run's options; every message names its field and range in the current language. */
export function FrctForm({ form, errors, presets, locked, onChange, onPreset, onSubmit }: Props) {
  const { t } = useTranslation();
  // Side by side the page's one bar sets the speed of both columns: no speed of the column's own.
  const ownSpeed = useCompareColumn() === null;
  const uid = useId();
  const number = useNumberFields({ form, errors, locked, onChange: (name, value) => onChange({ ...form, [name]: value }), prefix: K, testPrefix: 'frct' });
  const field = (name: FieldName, hint?: string, live = false) => number(name, t(`${K}.fields.${name}`), hint, live);
  const known = presets.some((p) => p.name === form.preset);
  return (
    <FormFrame className="frct-form" legend={t(`${K}.scenarioHeading`)} locked={locked} onSubmit={onSubmit}>
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
      {ownSpeed ? field('speed', t(`${K}.hints.speed`), true) : null}
    </FormFrame>
  );
}
