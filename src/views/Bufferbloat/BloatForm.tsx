// The experiment's form: the link, the buffers and algorithms of the table, the ping interval, and
// which configuration runs live at what speed. Fields and selects are the shared ones.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatSeconds, formatSpeed } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { offeredCcs } from '../shared/ccs';
import { Field } from '../../controls/Field';
import { NumberField, useFieldErrorText } from '../../controls/NumberField';
import { useAvailableCcs } from '../shared/useAvailableCcs';
import { useCompareColumn } from '../../controls/compare/compareColumn';
import { ViewForm, type ViewFormProps } from '../../controls/ViewForm';
import { formatKiB } from './format';
import { CC_CHOICES, QUEUE_KINDS, SPEEDS, UNLOADED_S, type BufferbloatForm, type CcChoice, type Configuration, type FieldError, type FieldName, type FormErrors, type QueueKind } from './options';

interface Props extends ViewFormProps<BufferbloatForm, FormErrors> {
  /** The configurations of the form as it stands (empty while the buffer list is invalid). */
  configs: readonly Configuration[];
  liveKey: string;
  onLiveKey(key: string): void;
}

export function BloatForm({ form, errors, locked, configs, liveKey, onLiveKey, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  // Side by side the page's one bar sets the speed of both columns: no speed of the column's own.
  const ownSpeed = useCompareColumn() === null;
  const lang = useLang();
  const uid = useId();
  const available = useAvailableCcs();
  const text = useFieldErrorText('views.bufferbloat', 'fieldName');
  // The buffer list has two messages of its own: too many sizes, and a range that each one must keep.
  const msg = (e: FieldError | undefined): string | undefined => {
    if (e?.key === 'tooMany') return t('views.bufferbloat.validation.tooMany', { field: t('views.bufferbloat.fieldName.buffers'), max: e.max });
    if (e?.key === 'range' && e.field === 'buffers') {
      return t('views.bufferbloat.validation.rangeEach', { field: t('views.bufferbloat.fieldName.buffers'), min: formatNumber(e.min, lang), max: formatNumber(e.max, lang) });
    }
    return text(e);
  };
  const number = (name: FieldName, hint?: string) => (
    <NumberField
      id={`${uid}-${name}`}
      label={t(`views.bufferbloat.form.${name}`)}
      hint={hint}
      error={msg(errors[name])}
      testId={`bloat-${name}`}
      value={form[name]}
      disabled={locked}
      onChange={(v) => onChange({ ...form, [name]: v })}
    />
  );
  /** A select of the form: `live` ones stay open during a run (the speed). */
  const select = <V extends string | number>(name: string, testId: string, value: V, values: readonly V[], text: (v: V) => string, set: (v: string) => void, live = false) => (
    <Field id={`${uid}-${name}`} label={t(`views.bufferbloat.form.${name}`)}>
      {(aria) => (
        <select {...aria} className="view-field__input" data-testid={testId} value={String(value)} disabled={(locked && !live) || values.length === 0} onChange={(e) => set(e.target.value)}>
          {values.map((v) => (
            <option key={String(v)} value={String(v)}>{text(v)}</option>
          ))}
        </select>
      )}
    </Field>
  );
  const keys = configs.map((c) => c.key);
  const nameOf = (key: string) => {
    const c = configs.find((x) => x.key === key);
    return c ? t('views.bufferbloat.config', { buffer: formatKiB(c.bufferKiB, lang), cc: t(`views.bufferbloat.cc.${c.cc}`) }) : key;
  };

  return (
    <ViewForm className="bb-form" locked={locked} onSubmit={onSubmit}>
      <fieldset className="bb-form__set view-form__set">
        <legend className="bb-form__legend">{t('views.bufferbloat.form.heading')}</legend>
        {number('rate')}
        {number('delay', t('views.bufferbloat.form.delayHint'))}
        {number('buffers', t('views.bufferbloat.form.buffersHint'))}
        {select('cc', 'bloat-cc', form.cc, offeredCcs(CC_CHOICES, available && [...available, 'both'], form.cc), (c) => t(`views.bufferbloat.cc.${c}`), (v) => onChange({ ...form, cc: v as CcChoice }))}
        {select('queue', 'bloat-queue', form.queue, QUEUE_KINDS, (q) => t(`views.bufferbloat.queue.${q}`), (v) => onChange({ ...form, queue: v as QueueKind }))}
        {number('duration', t('views.bufferbloat.form.durationHint', { unloaded: formatSeconds(UNLOADED_S, lang) }))}
        {number('interval')}
        {select('live', 'bloat-live-config', liveKey, keys, nameOf, onLiveKey)}
        {ownSpeed && select('speed', 'bloat-speed', form.speed, SPEEDS, (s) => formatSpeed(s, lang), (v) => onChange({ ...form, speed: Number(v) }), true)}
      </fieldset>
    </ViewForm>
  );
}
