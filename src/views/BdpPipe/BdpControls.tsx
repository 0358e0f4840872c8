// The pipe's inputs: the window (slider, number, play-through), the link (rate, delay, buffer),
// and a reset to the page's first values (the run controls are the shared RunBar). Bad values are
// named with their range.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { FieldError, PathForm } from '../../panels/bdp-pipe';
import { useAmbiguousText } from '../../controls/NumberField';

export type BdpErrors = Partial<Record<keyof PathForm | 'cwnd', FieldError>>;

interface Props {
  cwnd: number;
  cwndText: string;
  xMax: number;
  form: PathForm;
  errors: BdpErrors;
  playing: boolean;
  lang: string;
  onCwnd(text: string): void;
  onPath(form: PathForm): void;
  onPlay(): void;
  onReset(): void;
}

export function BdpControls(p: Props) {
  const { t } = useTranslation();
  const { errors, form, lang } = p;
  const fieldLabel = (name: keyof PathForm | 'cwnd') => t(`views.bdpPipe.fields.${name}`);
  const ambiguous = useAmbiguousText();
  const errorText = (name: keyof PathForm | 'cwnd', e: FieldError | undefined): string | undefined => {
    if (!e) return undefined;
    const field = fieldLabel(name);
    if (e.key === 'required') return t('views.bdpPipe.errors.required', { field });
    if (e.key === 'notNumber' && e.readings) return ambiguous(field, e.value, e.readings);
    if (e.key === 'notNumber') return t('views.bdpPipe.errors.notNumber', { field, value: e.value });
    const min = formatNumber(e.min, lang);
    const max = formatNumber(e.max, lang);
    return e.key === 'integer' ? t('views.bdpPipe.errors.integer', { field, min, max }) : t('views.bdpPipe.errors.range', { field, min, max });
  };

  return (
    <div className="bdp__controls">
      <div className="bdp__field bdp__field--cwnd">
        <label htmlFor="bdp-cwnd-slider">{t('views.bdpPipe.fields.cwnd')}</label>
        <div className="bdp__row">
          <input
            id="bdp-cwnd-slider"
            data-testid="bdp-cwnd-slider"
            type="range"
            min={1}
            max={p.xMax}
            step={1}
            value={Math.min(p.cwnd, p.xMax)}
            aria-valuetext={t('views.bdpPipe.cwndValue', { n: formatNumber(p.cwnd, lang), count: p.cwnd })}
            onChange={(e) => p.onCwnd(e.target.value)}
          />
          <input
            id="bdp-cwnd"
            data-testid="bdp-cwnd"
            className="bdp__num"
            inputMode="numeric"
            aria-label={t('views.bdpPipe.fields.cwnd')}
            aria-invalid={Boolean(errors.cwnd)}
            aria-describedby={errors.cwnd ? 'bdp-cwnd-error' : undefined}
            value={p.cwndText}
            onChange={(e) => p.onCwnd(e.target.value)}
          />
          <button type="button" className="btn btn--primary" data-testid="bdp-play" aria-pressed={p.playing} onClick={p.onPlay}>
            {p.playing ? t('views.bdpPipe.stopPlay') : t('views.bdpPipe.play')}
          </button>
        </div>
        {errors.cwnd ? <p id="bdp-cwnd-error" className="view-field__error">{errorText('cwnd', errors.cwnd)}</p> : null}
      </div>
      {(['rate', 'delay', 'buffer'] as const).map((name) => (
        <div className="bdp__field" key={name}>
          <label htmlFor={`bdp-${name}`}>{fieldLabel(name)}</label>
          <input
            id={`bdp-${name}`}
            data-testid={`bdp-${name}`}
            className="bdp__num"
            inputMode="decimal"
            aria-invalid={Boolean(errors[name])}
            aria-describedby={errors[name] ? `bdp-${name}-error` : undefined}
            value={form[name]}
            onChange={(e) => p.onPath({ ...form, [name]: e.target.value })}
          />
          {errors[name] ? (
            <p id={`bdp-${name}-error`} className="view-field__error" data-testid={`bdp-${name}-error`}>{errorText(name, errors[name])}</p>
          ) : null}
        </div>
      ))}
      <div className="bdp__buttons">
        <button type="button" className="btn" data-testid="bdp-reset" onClick={p.onReset}>
          {t('views.bdpPipe.reset')}
        </button>
      </div>
    </div>
  );
}
