// The comparison's settings: loss each way, duration, FRCT's reorder queue. The link itself is
// the tutorial's and fixed (shown, not editable): the point is the same link for every transport.
import '../shared/viewForm.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { NumberField, useFieldErrorText } from '../shared/NumberField';
import { DURATION_CHOICES, REORDER_QUEUES, type FieldName, type FormErrors, type LossForm as Form, type ReorderQueue } from './options';

interface Props {
  form: Form;
  errors: FormErrors;
  locked: boolean;
  onChange(form: Form): void;
  onSubmit(): void;
}

export function LossForm({ form, errors, locked, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const uid = useId();
  const msg = useFieldErrorText('views.lossNotCongestion', 'fieldName');
  const field = (name: FieldName, label: string, hint: string) => (
    <NumberField
      id={`${uid}-${name}`}
      label={label}
      hint={hint}
      error={msg(errors[name])}
      testId={`lnc-${name}`}
      value={form[name]}
      disabled={locked}
      onChange={(value) => onChange({ ...form, [name]: value })}
    />
  );
  return (
    <form
      className="lnc-form view-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <fieldset className="view-form__set">
        <legend className="lnc-form__legend">{t('views.lossNotCongestion.form.heading')}</legend>
        <p className="lnc-form__link">{t('views.lossNotCongestion.form.link')}</p>
        {field('loss', t('views.lossNotCongestion.form.loss'), t('views.lossNotCongestion.form.lossHint'))}
        {field('duration', t('views.lossNotCongestion.form.duration'), t('views.lossNotCongestion.form.durationHint'))}
        <div className="lnc__choices" role="group" aria-label={t('views.lossNotCongestion.form.durationChoices')}>
          {DURATION_CHOICES.map((s) => (
            <button
              key={s}
              type="button"
              className="btn lnc-chip"
              data-testid={`lnc-duration-${s}`}
              disabled={locked}
              aria-pressed={form.duration.trim() === String(s)}
              onClick={() => onChange({ ...form, duration: String(s) })}
            >
              {formatSeconds(s, lang)}
            </button>
          ))}
        </div>
        <div className="view-field">
          <label className="view-field__label" htmlFor={`${uid}-rq`}>{t('views.lossNotCongestion.form.rq')}</label>
          <select
            id={`${uid}-rq`}
            className="view-field__input"
            data-testid="lnc-rq"
            value={form.reorderQueue}
            disabled={locked}
            onChange={(e) => onChange({ ...form, reorderQueue: Number(e.target.value) as ReorderQueue })}
          >
            {REORDER_QUEUES.map((rq) => (
              <option key={rq} value={rq}>{t(`views.lossNotCongestion.form.rqOption.${rq}`, { n: formatNumber(rq, lang) })}</option>
            ))}
          </select>
          <p className="view-field__hint">{t('views.lossNotCongestion.form.rqHint')}</p>
        </div>
      </fieldset>
    </form>
  );
}
