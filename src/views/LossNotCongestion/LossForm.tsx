// The comparison's settings: loss each way, duration, FRCT's reorder queue. The link itself is
// the tutorial's and fixed (shown, not editable): the point is the same link for every transport.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { FormFrame, useNumberFields } from '../../controls/FormFrame';
import type { ViewFormProps } from '../../controls/ViewForm';
import { DURATION_CHOICES, REORDER_QUEUES, type FormErrors, type LossForm as Form, type ReorderQueue } from './options';

type Props = ViewFormProps<Form, FormErrors>;

const K = 'views.lossNotCongestion';

export function LossForm({ form, errors, locked, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const uid = useId();
  const field = useNumberFields({ form, errors, locked, onChange: (name, value) => onChange({ ...form, [name]: value }), prefix: K, namesKey: 'fieldName', testPrefix: 'lnc' });
  return (
    <FormFrame className="lnc-form" legend={t(`${K}.form.heading`)} locked={locked} onSubmit={onSubmit}>
      <p className="lnc-form__link">{t(`${K}.form.link`)}</p>
      {field('loss', t(`${K}.form.loss`), t(`${K}.form.lossHint`))}
      {field('duration', t(`${K}.form.duration`), t(`${K}.form.durationHint`))}
      <div className="lnc__choices" role="group" aria-label={t(`${K}.form.durationChoices`)}>
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
        <label className="view-field__label" htmlFor={`${uid}-rq`}>{t(`${K}.form.rq`)}</label>
        <select
          id={`${uid}-rq`}
          className="view-field__input"
          data-testid="lnc-rq"
          value={form.reorderQueue}
          disabled={locked}
          onChange={(e) => onChange({ ...form, reorderQueue: Number(e.target.value) as ReorderQueue })}
        >
          {REORDER_QUEUES.map((rq) => (
            <option key={rq} value={rq}>{t(`${K}.form.rqOption.${rq}`, { n: formatNumber(rq, lang) })}</option>
          ))}
        </select>
        <p className="view-field__hint">{t(`${K}.form.rqHint`)}</p>
      </div>
    </FormFrame>
  );
}
