// The fairness view's form: the link and its queue, then one row per host (algorithm, start, extra
// RTT, connections), rows added and removed up to eight; the notes' experiments load into it.
// Every message names its field (and host) and the valid range, in the current language.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, parseLocaleNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { offeredCcs } from '../shared/ccs';
import { NumberField, useAmbiguousText } from '../../controls/NumberField';
import { numberText } from '../../controls/numberFields';
import { useAvailableCcs } from '../shared/useAvailableCcs';
import { useCompareColumn } from '../../controls/compare/compareColumn';
import { ViewForm, type ViewFormProps } from '../../controls/ViewForm';
import { EXPERIMENTS, type Experiment } from './experiments';
import {
  CCS, DEFAULT_HOST, hostFieldName, hostId, MAX_HOSTS, QUEUES, RANGES, type FairnessForm as Form, type FairQueue, type FormError, type FormErrors, type HostField, type HostForm, type LinkField,
} from './options';

type Props = ViewFormProps<Form, FormErrors> & { onLoad(e: Experiment): void };

/** The sentence for a refused field: "s2: Extra RTT (ms) must be between 0 and 1000." */
export function useFairErrorText(): (e: FormError | undefined) => string | undefined {
  const { t } = useTranslation();
  const lang = useLang();
  const ambiguous = useAmbiguousText();
  return (e) => {
    if (!e) return undefined;
    const field = t(`views.fairness.fieldNames.${e.field}`);
    const n = (x: number | undefined) => formatNumber(x ?? 0, lang);
    const text = e.key === 'notNumber' && e.readings
      ? ambiguous(field, e.value ?? '', e.readings)
      : t(`views.fairness.validation.${e.key}`, { field, value: e.value ?? '', min: n(e.min), max: n(e.max) });
    return e.host === undefined ? text : t('views.fairness.validation.ofHost', { host: hostId(e.host), message: text });
  };
}

export function FairnessForm({ form, errors, locked, onChange, onSubmit, onLoad }: Props) {
  const { t } = useTranslation();
  // Side by side the page's one bar sets the speed of both columns: no speed of the column's own.
  const ownSpeed = useCompareColumn() === null;
  const lang = useLang();
  const uid = useId();
  const available = useAvailableCcs();
  const msg = useFairErrorText();
  const [experiment, setExperiment] = useState<Experiment>('rtt-reno');
  const text = (x: number) => numberText(x, lang);

  /** A link field; the speed stays live during a run. */
  const linkField = (name: LinkField, hint?: string) => {
    const props = { id: `${uid}-${name}`, label: t(`views.fairness.${name}`), hint, error: msg(errors[name]), testId: `fair-${name}`, value: form[name] };
    return <NumberField {...props} disabled={locked && name !== 'speed'} onChange={(value) => onChange({ ...form, [name]: value })} />;
  };
  const setHost = (i: number, patch: Partial<HostForm>) => onChange({ ...form, hosts: form.hosts.map((h, j) => (j === i ? { ...h, ...patch } : h)) });
  const addHost = () => {
    const last = form.hosts[form.hosts.length - 1];
    // A new host starts a little after the last one, as the lab's s2 does after s1.
    const start = last ? parseLocaleNumber(last.start) : 0;
    const next = { cc: last?.cc ?? DEFAULT_HOST.cc, start: text(Number.isFinite(start) ? Math.min(RANGES.start.max, start + 0.1) : 0), extra: text(0), parallel: text(1) };
    onChange({ ...form, hosts: [...form.hosts, next] });
  };
  const hostInput = (i: number, field: HostField) => {
    const name = hostFieldName(field, i);
    const error = errors[name];
    return (
      <input
        className="view-field__input fair-form__cell"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        aria-label={t('views.fairness.hostField', { host: hostId(i), field: t(`views.fairness.fieldNames.${field}`) })}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${uid}-host-${i}-errors` : undefined}
        data-testid={`fair-${field}-${i + 1}`}
        value={form.hosts[i][field]}
        disabled={locked}
        onChange={(e) => setHost(i, { [field]: e.target.value })}
      />
    );
  };

  return (
    <ViewForm className="fair-form" locked={locked} onSubmit={onSubmit}>
      <fieldset className="view-form__set fair-form__set">
        <legend className="fair-form__legend">{t('views.fairness.experimentsHeading')}</legend>
        <div className="fair-form__load">
          <label className="visually-hidden" htmlFor={`${uid}-exp`}>{t('views.fairness.experiment')}</label>
          <select id={`${uid}-exp`} className="view-field__input" data-testid="fair-experiment" value={experiment} disabled={locked} onChange={(e) => setExperiment(e.target.value as Experiment)}>
            {EXPERIMENTS.map((x) => (
              <option key={x} value={x}>{t(`views.fairness.experiments.${x}`)}</option>
            ))}
          </select>
          <button type="button" className="btn" data-testid="fair-load" disabled={locked} onClick={() => onLoad(experiment)}>
            {t('views.fairness.load')}
          </button>
        </div>
      </fieldset>

      <fieldset className="view-form__set fair-form__set">
        <legend className="fair-form__legend">{t('views.fairness.hostsHeading')}</legend>
        <div className="fair-form__hosts" role="table" aria-label={t('views.fairness.hostsHeading')}>
          <div className="fair-form__row fair-form__row--head" role="row">
            <span role="columnheader"><span className="visually-hidden">{t('views.fairness.host')}</span></span>
            <span role="columnheader">{t('views.fairness.fieldNames.cc')}</span>
            <span role="columnheader">{t('views.fairness.fieldNames.start')}</span>
            <span role="columnheader">{t('views.fairness.fieldNames.extra')}</span>
            <span role="columnheader">{t('views.fairness.fieldNames.parallel')}</span>
            <span role="columnheader"><span className="visually-hidden">{t('views.fairness.remove')}</span></span>
          </div>
          {form.hosts.map((h, i) => {
            const hostErrors = (['start', 'extra', 'parallel'] as const).map((f) => msg(errors[hostFieldName(f, i)])).filter(Boolean);
            return (
              <div key={i} className="fair-form__host" role="rowgroup" data-testid="fair-host-row" data-host={hostId(i)}>
                <div className="fair-form__row" role="row">
                  <span className="fair-form__name" role="rowheader">{hostId(i)}</span>
                  <span role="cell">
                    <select
                      className="view-field__input fair-form__cell"
                      aria-label={t('views.fairness.hostField', { host: hostId(i), field: t('views.fairness.fieldNames.cc') })}
                      data-testid={`fair-cc-${i + 1}`}
                      value={h.cc}
                      disabled={locked}
                      onChange={(e) => setHost(i, { cc: e.target.value as HostForm['cc'] })}
                    >
                      {offeredCcs(CCS, available, h.cc).map((c) => (
                        <option key={c} value={c}>{t(`panels.fair.cc.${c}`)}</option>
                      ))}
                    </select>
                  </span>
                  <span role="cell">{hostInput(i, 'start')}</span>
                  <span role="cell">{hostInput(i, 'extra')}</span>
                  <span role="cell">{hostInput(i, 'parallel')}</span>
                  <span role="cell">
                    <button
                      type="button"
                      className="btn btn--quiet fair-form__remove"
                      data-testid={`fair-remove-${i + 1}`}
                      disabled={locked || form.hosts.length <= 1}
                      aria-label={t('views.fairness.removeHost', { host: hostId(i) })}
                      title={t('views.fairness.removeHost', { host: hostId(i) })}
                      onClick={() => onChange({ ...form, hosts: form.hosts.filter((_, j) => j !== i) })}
                    >
                      ×
                    </button>
                  </span>
                </div>
                {hostErrors.length > 0 ? (
                  <p className="view-field__error fair-form__errors" id={`${uid}-host-${i}-errors`} role="alert">{hostErrors.join(' ')}</p>
                ) : null}
              </div>
            );
          })}
        </div>
        <button type="button" className="btn btn--quiet fair-form__add" data-testid="fair-add" disabled={locked || form.hosts.length >= MAX_HOSTS} onClick={addHost}>
          {t('views.fairness.addHost', { max: MAX_HOSTS })}
        </button>
        <p className="view-field__hint">{t('views.fairness.hostsHint')}</p>
      </fieldset>

      <fieldset className="view-form__set fair-form__set">
        <legend className="fair-form__legend">{t('views.fairness.linkHeading')}</legend>
        <fieldset className="fair-form__queue" data-testid="fair-queue">
          <legend className="view-field__label">{t('views.fairness.queue')}</legend>
          {QUEUES.map((q) => (
            <label key={q} className="fair-form__radio">
              <input type="radio" name={`${uid}-queue`} value={q} checked={form.queue === q} disabled={locked} data-testid={`fair-queue-${q}`} onChange={() => onChange({ ...form, queue: q as FairQueue })} />
              <span>{t(`views.fairness.queueKind.${q}`)}</span>
            </label>
          ))}
        </fieldset>
        {linkField('rate')}
        {linkField('delay', t('views.fairness.delayHint'))}
        {linkField('buffer')}
        {linkField('duration')}
        {ownSpeed ? linkField('speed', t('views.fairness.speedHint')) : null}
      </fieldset>
    </ViewForm>
  );
}
