// Choosing the loss the CUBIC W(t) curve of the model starts from, and what the curve is.
import { useTranslation } from 'react-i18next';
import { formatNumber, formatSeconds } from '../../i18n/format';
import type { CubicCurve } from './cubicOverlay';
import type { LossMark } from './EventMarks';
import type { RunData } from './live';
import type { Picked } from './marks';

interface Props {
  losses: readonly LossMark[];
  runs: readonly RunData[];
  picked: Picked | null;
  cubic: CubicCurve | null;
  lang: string;
  label(r: RunData): string;
  onPick(p: Picked | null): void;
}

export function CubicPicker({ losses, runs, picked, cubic, lang, label, onPick }: Props) {
  const { t } = useTranslation();
  const options = losses.flatMap((l) => {
    const r = runs.find((x) => x.key === l.runKey);
    if (!r) return [];
    return [{
      value: `${l.runKey}:${l.index}`,
      text: t('views.sawtooth.cubic.option', { run: label(r), time: formatSeconds(l.t, lang, { digits: 2 }), cwnd: formatNumber(l.cwnd, lang, { digits: 0 }) }),
    }];
  });
  return (
    <div className="saw__tools">
      <label>
        {t('views.sawtooth.cubic.label')}{' '}
        <select
          data-testid="saw-cubic-loss"
          value={picked ? `${picked.runKey}:${picked.index}` : ''}
          onChange={(e) => {
            const [k, i] = e.target.value.split(':').map(Number);
            onPick(e.target.value ? { runKey: k, index: i } : null);
          }}
        >
          <option value="">{options.length ? t('views.sawtooth.cubic.none') : t('views.sawtooth.cubic.noLoss')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>{o.text}</option>
          ))}
        </select>
      </label>
      {cubic ? (
        <span data-testid="saw-cubic-info">
          {t('views.sawtooth.cubic.curve', { wmax: formatNumber(cubic.wmax, lang, { digits: 0 }), k: formatSeconds(cubic.k, lang, { digits: 2 }) })}
          {' · '}
          {cubic.fastConvergence ? t('views.sawtooth.cubic.fast') : t('views.sawtooth.cubic.plain')}
        </span>
      ) : null}
    </div>
  );
}
