// Choosing the loss the CUBIC W(t) curve of the model starts from, and what the curve is.
import { useTranslation } from 'react-i18next';
import { formatNumber, formatSeconds } from '../../i18n/format';
import type { TcpTrace } from '../shared/tcpTraces';
import type { CubicCurve } from './cubicOverlay';
import type { LossMark } from './EventMarks';
import type { Picked } from './marks';

interface Props {
  losses: readonly LossMark[];
  traces: readonly TcpTrace[];
  picked: Picked | null;
  cubic: CubicCurve | null;
  lang: string;
  label(r: TcpTrace): string;
  onPick(p: Picked | null): void;
}

export function CubicPicker({ losses, traces, picked, cubic, lang, label, onPick }: Props) {
  const { t } = useTranslation();
  const options = losses.flatMap((l) => {
    const r = traces.find((x) => x.index === l.trace);
    if (!r) return [];
    return [{
      value: `${l.trace}:${l.index}`,
      text: t('panels.sawtooth.cubic.option', { run: label(r), time: formatSeconds(l.t, lang, { digits: 2 }), cwnd: formatNumber(l.cwnd, lang, { digits: 0 }) }),
    }];
  });
  return (
    <div className="saw__tools">
      <label>
        {t('panels.sawtooth.cubic.label')}{' '}
        <select
          data-testid="saw-cubic-loss"
          value={picked ? `${picked.trace}:${picked.index}` : ''}
          onChange={(e) => {
            const [k, i] = e.target.value.split(':').map(Number);
            onPick(e.target.value ? { trace: k, index: i } : null);
          }}
        >
          <option value="">{options.length ? t('panels.sawtooth.cubic.none') : t('panels.sawtooth.cubic.noLoss')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>{o.text}</option>
          ))}
        </select>
      </label>
      {cubic ? (
        <span data-testid="saw-cubic-info">
          {t('panels.sawtooth.cubic.curve', { wmax: formatNumber(cubic.wmax, lang, { digits: 0 }), k: formatSeconds(cubic.k, lang, { digits: 2 }) })}
          {' · '}
          {cubic.fastConvergence ? t('panels.sawtooth.cubic.fast') : t('panels.sawtooth.cubic.plain')}
        </span>
      ) : null}
    </div>
  );
}
