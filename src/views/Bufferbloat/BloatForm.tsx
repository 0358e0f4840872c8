import '../shared/viewForm.css';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatSeconds, formatSpeed } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { offeredCcs } from '../shared/ccs';
import { useAvailableCcs } from '../shared/useAvailableCcs';
import { formatKiB } from './format';
import {
  CC_CHOICES,
  QUEUE_KINDS,
  SPEEDS,
  UNLOADED_S,
  type BufferbloatForm,
  type CcChoice,
  type Configuration,
  type FieldError,
  type FieldName,
  type FormErrors,
  type QueueKind,
} from './options';

interface Props {
  form: BufferbloatForm;
  errors: FormErrors;
  /** Fields are locked while a run is active (the live speed stays adjustable). */
  locked: boolean;
  /** The configurations of the form as it stands (empty while the buffer list is invalid). */
  configs: readonly Configuration[];
  liveKey: string;
  onLiveKey(key: string): void;
  onChange(form: BufferbloatForm): void;
  onSubmit(): void;
}

export function BloatForm({ form, errors, locked, configs, liveKey, onLiveKey, onChange, onSubmit }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const uid = useId();
  const available = useAvailableCcs();
  const msg = (name: FieldName, e: FieldError | undefined): string | undefined => {
    if (!e) return undefined;
    const field = t(`views.bufferbloat.fieldName.${name}`);
    if (e.key === 'required') return t('views.bufferbloat.validation.required', { field });
    if (e.key === 'notNumber') return t('views.bufferbloat.validation.notNumber', { field, value: e.value });
    if (e.key === 'tooMany') return t('views.bufferbloat.validation.tooMany', { field, max: e.max });
    const range = { field, min: formatNumber(e.min, lang), max: formatNumber(e.max, lang) };
    return name === 'buffers' ? t('views.bufferbloat.validation.rangeEach', range) : t('views.bufferbloat.validation.range', range);
  };
  const field = (name: FieldName, testId: string, label: string, hint?: string) => {
    const id = `${uid}-${name}`;
    const error = msg(name, errors[name]);
    const note = error ?? hint;
    return (
      <div className={`view-field${error ? ' view-field--invalid' : ''}`}>
        <label className="view-field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          className="view-field__input"
          type="text"
          inputMode={name === 'buffers' ? 'text' : 'decimal'}
          autoComplete="off"
          spellCheck={false}
          data-testid={testId}
          aria-invalid={Boolean(error)}
          aria-describedby={note ? `${id}-note` : undefined}
          value={form[name]}
          disabled={locked}
          onChange={(e) => onChange({ ...form, [name]: e.target.value })}
        />
        {note ? (
          <p id={`${id}-note`} className={error ? 'view-field__error' : 'view-field__hint'}>
            {note}
          </p>
        ) : null}
      </div>
    );
  };
  const select = (id: string, label: string, control: ReactNode) => (
    <div className="view-field">
      <label className="view-field__label" htmlFor={id}>
        {label}
      </label>
      {control}
    </div>
  );

  return (
    <form
      className="bb-form view-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!locked) onSubmit();
      }}
    >
      <fieldset className="bb-form__set view-form__set">
        <legend className="bb-form__legend">{t('views.bufferbloat.form.heading')}</legend>
        {field('rate', 'bloat-rate', t('views.bufferbloat.form.rate'))}
        {field('delay', 'bloat-delay', t('views.bufferbloat.form.delay'), t('views.bufferbloat.form.delayHint'))}
        {field('buffers', 'bloat-buffers', t('views.bufferbloat.form.buffers'), t('views.bufferbloat.form.buffersHint'))}
        {select(
          `${uid}-cc`,
          t('views.bufferbloat.form.cc'),
          <select
            id={`${uid}-cc`}
            className="view-field__input"
            data-testid="bloat-cc"
            value={form.cc}
            disabled={locked}
            onChange={(e) => onChange({ ...form, cc: e.target.value as CcChoice })}
          >
            {offeredCcs(CC_CHOICES, available && [...available, 'both'], form.cc).map((c) => (
              <option key={c} value={c}>
                {t(`views.bufferbloat.cc.${c}`)}
              </option>
            ))}
          </select>,
        )}
        {select(
          `${uid}-queue`,
          t('views.bufferbloat.form.queue'),
          <select
            id={`${uid}-queue`}
            className="view-field__input"
            data-testid="bloat-queue"
            value={form.queue}
            disabled={locked}
            onChange={(e) => onChange({ ...form, queue: e.target.value as QueueKind })}
          >
            {QUEUE_KINDS.map((q) => (
              <option key={q} value={q}>
                {t(`views.bufferbloat.queue.${q}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'duration',
          'bloat-duration',
          t('views.bufferbloat.form.duration'),
          t('views.bufferbloat.form.durationHint', { unloaded: formatSeconds(UNLOADED_S, lang) }),
        )}
        {field('interval', 'bloat-interval', t('views.bufferbloat.form.interval'))}
        {select(
          `${uid}-live`,
          t('views.bufferbloat.form.live'),
          <select
            id={`${uid}-live`}
            className="view-field__input"
            data-testid="bloat-live-config"
            value={liveKey}
            disabled={locked || configs.length === 0}
            onChange={(e) => onLiveKey(e.target.value)}
          >
            {configs.map((c) => (
              <option key={c.key} value={c.key}>
                {t('views.bufferbloat.config', { buffer: formatKiB(c.bufferKiB, lang), cc: t(`views.bufferbloat.cc.${c.cc}`) })}
              </option>
            ))}
          </select>,
        )}
        {select(
          `${uid}-speed`,
          t('views.bufferbloat.form.speed'),
          <select
            id={`${uid}-speed`}
            className="view-field__input"
            data-testid="bloat-speed"
            value={String(form.speed)}
            onChange={(e) => onChange({ ...form, speed: Number(e.target.value) })}
          >
            {SPEEDS.map((s) => (
              <option key={s} value={String(s)}>
                {formatSpeed(s, lang)}
              </option>
            ))}
          </select>,
        )}
      </fieldset>
      <button type="submit" hidden />
    </form>
  );
}
