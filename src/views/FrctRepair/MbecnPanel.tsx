// The mb-ecn panel: the sending IPCP's paced rate against the path capacity and the flow's
// delivered rate, the upstream congestion level, the regime over time as a band, and the
// flow-allocator fields now (Tutorial 10's grep of the flow allocator).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrctLive, FrctNames } from '../../sim';
import type { ChartProfile } from '../../charts/profile';
import { TimeSeriesChart } from '../../charts/TimeSeriesChart';
import { maxFinite, roomyUpper } from '../../charts/series';
import { formatNumber, formatRate } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import type { RunData } from './live';

const K = 'views.frctRepair.mbecn';
/** Regime band colours: slow start, additive increase, proportional decrease. */
export const REGIME_COLORS = ['#8e8e8e', '#2e9e5b', '#d9822b'] as const;

interface Props {
  run: RunData | null;
  names: FrctNames | null;
  live: FrctLive | null;
  profile: ChartProfile;
  chartHeight: number;
}

export function MbecnPanel({ run, names, live, profile, chartHeight }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const end = Math.max(1, run?.options.durationS ?? 1, run?.nowS ?? 0);
  const n = run?.t.length ?? 0;
  const rateSeries = useMemo(() => {
    if (!run) return [];
    const s = run.series;
    return [
      { id: 'paced', t: run.t.data, y: s.paced_mbps.data, length: n, mark: 'line' as const, color: profile.series[0] },
      { id: 'capacity', t: run.t.data, y: s.capacity_mbps.data, length: n, mark: 'line' as const, color: profile.series[2 % profile.series.length] },
      { id: 'delivered', t: run.t.data, y: s.delivered_mbps.data, length: n, mark: 'line' as const, color: profile.series[1 % profile.series.length] },
    ];
  }, [run, n, profile]);
  const levelSeries = useMemo(
    () => (run ? [{ id: 'level', t: run.t.data, y: run.series.level.data, length: n, mark: 'line' as const, color: profile.series[3 % profile.series.length] }] : []),
    [run, n, profile],
  );
  let maxRate = 0;
  if (run) for (const k of ['paced_mbps', 'capacity_mbps', 'delivered_mbps'] as const) maxRate = Math.max(maxRate, maxFinite(run.series[k].data, n));
  // A bulk flow fills the link: the axis starts at the link rate so it does not jump as the rate
  // grows. A flow that stays far below it (oping's 64-byte messages) gets an axis scaled to its data.
  const linkUpper = (run?.options.rateMbps ?? 10) * 1.1;
  const rateUpper = roomyUpper(maxRate, maxRate > 0 && maxRate < linkUpper * 0.1 ? 0 : linkUpper);
  const levelUpper = roomyUpper(run ? maxFinite(run.series.level.data, n) : 0, 8);

  // The regime as runs of equal codes, drawn as a band under the charts.
  const bands = useMemo(() => {
    const out: { from: number; to: number; regime: number }[] = [];
    if (!run) return out;
    const tt = run.t.data;
    const rg = run.series.regime.data;
    for (let i = 0; i < n; i++) {
      const from = i === 0 ? 0 : tt[i - 1];
      const last = out[out.length - 1];
      if (last && last.regime === rg[i]) last.to = tt[i];
      else if (Number.isFinite(rg[i])) out.push({ from, to: tt[i], regime: rg[i] });
    }
    return out;
  }, [run, n]);

  const regimeName = (code: number) => (Number.isInteger(code) && code >= 0 && code <= 2 ? t(`${K}.regimes.${code}`) : '–');
  const fields = live && names ? names.mbecn.map((name, i) => ({ name, v: live.mbecn[i] })) : [];
  const show = (name: string, v: number): string => {
    if (name === 'Current congestion regime') return regimeName(v);
    if (name.includes('bytes/s')) return `${formatNumber(v, lang, { digits: 0 })} (${formatRate((v * 8) / 1e6, lang)})`;
    return formatNumber(v, lang, { digits: 0 });
  };

  return (
    <section className="frct-panel frct-mbecn" aria-labelledby="frct-mbecn-title" data-testid="frct-mbecn">
      <h2 id="frct-mbecn-title" className="frct-panel__title">{t(`${K}.title`)}</h2>
      <ul className="frct-legend">
        <li><span className="frct-swatch" style={{ background: profile.series[0] }} />{t(`${K}.paced`)}</li>
        <li><span className="frct-swatch" style={{ background: profile.series[2 % profile.series.length] }} />{t(`${K}.capacity`)}</li>
        <li><span className="frct-swatch" style={{ background: profile.series[1 % profile.series.length] }} />{t(`${K}.delivered`)}</li>
      </ul>
      <TimeSeriesChart
        series={rateSeries}
        xLabel={t(`${K}.time`)}
        yLabel={t(`${K}.rateAxis`)}
        xDomain={[0, end]}
        yDomain={[0, rateUpper]}
        profile={profile}
        lang={lang}
        height={chartHeight}
        ariaLabel={t(`${K}.rateChart`)}
        emptyMessage={t(`${K}.empty`)}
      />
      <div
        className="frct-regime"
        role="img"
        aria-label={t(`${K}.regimeChart`)}
        data-testid="frct-regime-band"
        // aligned with the charts' plot area (TimeSeriesChart's margins)
        style={{ marginLeft: Math.round(profile.fontSize * 4.6), marginRight: Math.round(profile.fontSize * 1.5) }}
      >
        {bands.map((b, i) => (
          <span
            key={i}
            className="frct-regime__band"
            style={{ left: `${(b.from / end) * 100}%`, width: `${((b.to - b.from) / end) * 100}%`, background: REGIME_COLORS[b.regime] ?? 'transparent' }}
          />
        ))}
      </div>
      <ul className="frct-legend">
        <li>{t(`${K}.regimeLegend`)}:</li>
        {REGIME_COLORS.map((c, i) => (
          <li key={c}><span className="frct-swatch" style={{ background: c }} />{regimeName(i)}</li>
        ))}
      </ul>
      <TimeSeriesChart
        series={levelSeries}
        xLabel={t(`${K}.time`)}
        yLabel={t(`${K}.levelAxis`)}
        xDomain={[0, end]}
        yDomain={[0, levelUpper]}
        profile={profile}
        lang={lang}
        height={Math.round(chartHeight * 0.7)}
        ariaLabel={t(`${K}.levelChart`)}
      />
      <dl className="frct-fields" data-testid="frct-mbecn-fields">
        {fields.map((f) => (
          <div key={f.name} className="frct-fields__item" data-field={f.name}>
            <dt><code>{f.name}</code></dt>
            <dd>{show(f.name, f.v)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
