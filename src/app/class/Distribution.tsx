// The class's answers as a figure: a histogram for a number (with the simulated value, the real
// kernel's measurement and the viewer's own answer marked on it), bars for a choice (the
// simulation's choice and the viewer's marked). Drawn from values only, never from who answered.
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import type { PollResult } from './classClient';
import { numberBins, type NumberBin } from '../../../server/histogram';

export interface DistributionProps {
  kind: 'number' | 'choice';
  unit: string;
  choices: { value: string; label: string }[];
  values: readonly (number | string)[];
  result: PollResult | null;
  mine?: number | string | null;
  large?: boolean;
  testId?: string;
}

function fmt(x: number, lang: string): string {
  const a = Math.abs(x);
  return formatNumber(x, lang, { maxDigits: a >= 10 ? 1 : 2 });
}

export function Distribution({ kind, unit, choices, values, result, mine = null, large = false, testId }: DistributionProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const font = large ? 22 : 12;
  if (kind === 'choice') {
    const counts = choices.map((c) => values.filter((v) => v === c.value).length);
    const most = Math.max(1, ...counts);
    return (
      <figure className={`class-dist${large ? ' class-dist--large' : ''}`} data-testid={testId} data-kind="choice" data-total={values.length} aria-label={t('class.dist.label')}>
        <ul className="class-dist__bars">
          {choices.map((c, i) => (
            <li key={c.value} className="class-dist__bar" data-choice={c.value} data-count={counts[i]} data-result={result?.choice === c.value ? '1' : undefined} data-mine={mine === c.value ? '1' : undefined}>
              <span className="class-dist__label">
                {c.label}
                {result?.choice === c.value ? <strong className="class-dist__tag class-dist__tag--sim"> {t('class.dist.simulated')}</strong> : null}
                {mine === c.value ? <strong className="class-dist__tag class-dist__tag--mine"> {t('class.dist.yours')}</strong> : null}
              </span>
              <span className="class-dist__track">
                <span className="class-dist__fill" style={{ width: `${(counts[i] / most) * 100}%` }} />
              </span>
              <span className="class-dist__count">{counts[i]}</span>
            </li>
          ))}
        </ul>
      </figure>
    );
  }
  const nums = values.filter((v): v is number => typeof v === 'number');
  const marks: { key: string; x: number; label: string; cls: string }[] = [];
  if (result?.simulated != null) marks.push({ key: 'sim', x: result.simulated, label: t('class.dist.simulated'), cls: 'sim' });
  if (result?.measured != null) marks.push({ key: 'measured', x: result.measured, label: t('class.dist.measured'), cls: 'measured' });
  if (typeof mine === 'number') marks.push({ key: 'mine', x: mine, label: t('class.dist.yours'), cls: 'mine' });
  const bins: NumberBin[] = numberBins(nums, marks.map((m) => m.x));
  const W = large ? 900 : 320;
  const H = large ? 320 : 150;
  // Top: two lines of mark labels (simulated, measured) above the tallest bar's count.
  const pad = { l: font * 2.2, r: font, t: font * 3.6, b: font * 2.6 };
  const lo = bins[0]?.from ?? 0;
  const hi = bins[bins.length - 1]?.to ?? 1;
  const x = (v: number) => pad.l + ((v - lo) / (hi - lo || 1)) * (W - pad.l - pad.r);
  const most = Math.max(1, ...bins.map((b) => b.count));
  const y = (c: number) => H - pad.b - (c / most) * (H - pad.t - pad.b);
  return (
    <figure className={`class-dist${large ? ' class-dist--large' : ''}`} data-testid={testId} data-kind="number" data-total={nums.length} aria-label={t('class.dist.label')}>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={t('class.dist.label')} fontSize={font}>
        {bins.map((b, i) => (
          <g key={i}>
            <rect className="class-dist__rect" x={x(b.from) + 1} y={y(b.count)} width={Math.max(1, x(b.to) - x(b.from) - 2)} height={H - pad.b - y(b.count)} data-count={b.count} />
            {b.count > 0 ? <text x={(x(b.from) + x(b.to)) / 2} y={y(b.count) - 4} textAnchor="middle" className="class-dist__n">{b.count}</text> : null}
          </g>
        ))}
        <line x1={pad.l} x2={W - pad.r} y1={H - pad.b} y2={H - pad.b} className="class-dist__axis" />
        <text x={pad.l} y={H - pad.b + font * 1.2} className="class-dist__tick">{fmt(lo, lang)}</text>
        <text x={W - pad.r} y={H - pad.b + font * 1.2} textAnchor="end" className="class-dist__tick">{`${fmt(hi, lang)} ${unit}`}</text>
        {marks.map((m, i) => (
          <g key={m.key} className={`class-dist__mark class-dist__mark--${m.cls}`} data-mark={m.key} data-value={m.x}>
            <line x1={x(m.x)} x2={x(m.x)} y1={pad.t - font * 0.4} y2={H - pad.b} />
            <text x={Math.min(W - pad.r, Math.max(pad.l, x(m.x)))} y={i === 0 ? font : i === 1 ? font * 2 : H - 2} textAnchor={x(m.x) > W * 0.7 ? 'end' : x(m.x) < W * 0.3 ? 'start' : 'middle'}>
              {`${m.label} ${fmt(m.x, lang)}${unit ? ` ${unit}` : ''}`}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}
