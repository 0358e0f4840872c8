import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { NumberField, useAmbiguousText } from '../../controls/NumberField';
import { SpeedSlider } from '../../controls/SpeedSlider';
import { useCompareColumn } from '../../controls/compare/compareColumn';
import { ViewForm, type ViewFormProps } from '../../controls/ViewForm';
import {
  RANGES,
  type FieldError,
  type FieldName,
  type FormErrors,
  type LinkPingForm,
  type QueueUnit,
} from './options';

export function ScenarioForm({ form, errors, locked, onChange, onSubmit }: ViewFormProps<LinkPingForm, FormErrors>) {
  const { t } = useTranslation();
  // Side by side the page's one bar sets the speed of both columns: no speed of the column's own.
  const ownSpeed = useCompareColumn() === null;
  const lang = useLang();
  const uid = useId();
  const ambiguous = useAmbiguousText();
  const msg = (e: FieldError | undefined): string | undefined => {
    if (!e) return undefined;
    if (e.key === 'required') return t('linkPing.validation.required');
    if (e.key === 'notNumber' && e.readings) return ambiguous(t(`linkPing.${e.field}`), e.value, e.readings);
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
    // Enter in a field starts the run, as the Run button does.
    <ViewForm className="lp-form" locked={locked} onSubmit={onSubmit}>
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
        {ownSpeed && text(
          'speed',
          t('linkPing.speed'),
          t('linkPing.speedHint'),
          <SpeedSlider value={form.speed} range={RANGES.speed} label={t('linkPing.speedSlider')} testId="input-speed-slider" lang={lang} onChange={(speed) => onChange({ ...form, speed })} />,
          true,
        )}
      </fieldset>
    </ViewForm>
  );
}
