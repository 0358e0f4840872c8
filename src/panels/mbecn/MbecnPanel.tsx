// The `mbecn` panel: the sending IPCP's path controller on one FRCT flow of a run: the paced rate
// against the path capacity and the flow's delivered rate, the regime over time as a band, the
// upstream congestion level, and the flow-allocator fields now (Tutorial 10's grep of the flow
// allocator). Time-based: the pointer over a chart sets the run's time cursor, every chart draws
// it, and the values at the cursor are read out. Redrawn at most every UI_PERIOD_MS while the run
// streams. Options: `flow` (the FRCT flow's id; default the first), `parts` (any of 'rates' (with
// the regime band), 'level', 'fields'; default all, the two charts when compact).
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesSpec } from '../../charts/draw';
import { maxFinite, roomyUpper, type Growable } from '../../charts/series';
import { TIME_SCALE, useSharedUpper } from '../../charts/useSharedScale';
import { formatNumber, formatRate, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { sampleIndexAt, seriesOf } from '../../store';
import { frctNow, REGIME_FIELD, shownFlow } from '../frct/frctData';
import { useRunsTick } from '../shared/useRunsTick';
import { useChrome } from '../fit/useChrome';
import { useTimeCursor } from '../useTimeCursor';
import { useChartProfile } from '../shared/useChartProfile';
import type { PanelProps } from '../types';
import { useShownRun } from '../useShownRun';
import { CursorChart } from './CursorChart';
import { rateUpper, regimeBands } from './mbecnData';
import '../frct/frct.css';
import './mbecn.css';

const K = 'panels.mbecn';
const UI_PERIOD_MS = 100;
/** Regime band colours: slow start, additive increase, proportional decrease. */
export const REGIME_COLORS = ['#8e8e8e', '#2e9e5b', '#d9822b'] as const;
const RATES = ['paced_mbps', 'capacity_mbps', 'delivered_mbps'] as const;
const EMPTY: Growable = { data: new Float64Array(0), length: 0 };

export type MbecnPart = 'rates' | 'level' | 'fields';
const PARTS: readonly MbecnPart[] = ['rates', 'level', 'fields'];

/** The parts asked for (any of PARTS, in their order); default all, or the two charts when compact. */
export function partsOf(asked: unknown, compact?: boolean): readonly MbecnPart[] {
  if (Array.isArray(asked)) return PARTS.filter((p) => asked.includes(p));
  return compact ? ['rates', 'level'] : PARTS;
}

export function MbecnPanel({ runIds, height, compact, options }: PanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const { runId, meta } = useShownRun(runIds);
  const tick = useRunsTick(runIds, UI_PERIOD_MS);
  const [cursor, setCursor] = useTimeCursor(runId);
  const sectionRef = useRef<HTMLElement>(null);
  const flow = shownFlow(meta?.scenario, options?.flow);
  const s = runId ? seriesOf(runId) : undefined;
  const fs = profile.fontSize;
  const scenario = meta?.scenario as { duration_s?: number; link?: { rate_mbps?: number } } | undefined;
  // Side by side, the other column's run widens the time axis and the rate and level axes too.
  const end = useSharedUpper(TIME_SCALE, Math.max(1, Number(scenario?.duration_s ?? 1), s?.nowS ?? 0));
  const parts = partsOf(options?.parts, compact);
  const showRates = parts.includes('rates');
  const showLevel = parts.includes('level');
  const showFields = parts.includes('fields');

  // `tick` stands for the series growing in place since the last render.
  const view = useMemo(() => {
    const f = (flow && s?.flows[flow]) || {};
    const g = (name: string) => f[name] ?? EMPTY;
    const n = s ? s.t.length : 0;
    const tt = s?.t.data ?? new Float64Array(0);
    const line = (id: string, y: Growable, color: string): SeriesSpec => ({ id, t: tt, y: y.data, length: Math.min(n, y.length), mark: 'line', color });
    const c = profile.series;

    return {
      n,
      rates: [line('paced', g('paced_mbps'), c[0]), line('capacity', g('capacity_mbps'), c[2 % c.length]), line('delivered', g('delivered_mbps'), c[1 % c.length])],
      level: [line('level', g('level'), c[3 % c.length])],
      rateUpper: rateUpper(RATES.map(g), Number(scenario?.link?.rate_mbps)),
      levelUpper: roomyUpper(maxFinite(g('level').data, g('level').length), 8),
      bands: regimeBands(tt, g('regime').data, Math.min(n, g('regime').length)),
      at: (name: string, i: number) => (i >= 0 && i < g(name).length ? g(name).data[i] : NaN),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [s, flow, profile, scenario, tick]);
  const rateTop = useSharedUpper('mbecn.rate', view.rateUpper);
  const levelTop = useSharedUpper('mbecn.level', view.levelUpper);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const now = useMemo(() => (flow ? frctNow(s, meta?.record, flow) : null), [s, meta?.record, flow, tick]);

  const regimeName = (code: number) => (Number.isInteger(code) && code >= 0 && code <= 2 ? t(`${K}.regimes.${code}`) : '–');
  const fields = now ? now.names.mbecn.map((name, i) => ({ name, v: now.live.mbecn[i] })) : [];
  const show = (name: string, v: number): string => {
    if (name === REGIME_FIELD) return regimeName(v);
    if (!Number.isFinite(v)) return '–';
    if (name.includes('bytes/s')) return `${formatNumber(v, lang, { digits: 0 })} (${formatRate((v * 8) / 1e6, lang)})`;
    return formatNumber(v, lang, { digits: 0 });
  };

  // The height the page gives is the whole panel's: the title, the legends, the band and the
  // readout take what they take (estimated until drawn, then measured), and the charts share the
  // rest: 60 % the rates and 40 % the level when both are shown.
  const titled = !compact && options?.title !== false;
  const charts = (showRates ? 1 : 0) + (showLevel ? 1 : 0);
  // The estimate (title, legends, band, readout, gaps and padding, in lines of type) errs high:
  // the first frame may be a little short, never past the bottom of the screen.
  const estimate = fs * ((titled ? 1.9 : 0) + (showRates ? (compact ? 5 : 7.5) : 0) + (showLevel ? 1 : 0) + (compact || height !== undefined ? 0 : 2.2) + 1.2);
  const chrome = useChrome(sectionRef, '.mbecn-chart', estimate, charts > 0);
  const plots = Math.max(fs * (charts === 2 ? 19 : 9), (height ?? (compact ? 240 : fs * (charts === 2 ? 32 : 20))) - chrome);
  const rateH = showLevel ? Math.round(plots * 0.6) : plots;
  const levelH = showRates ? plots - rateH : plots;
  // A short chart gets the short axis title (a rotated title longer than the plot would run over the legend).
  const levelAxis = levelH - fs * 4 < fs * 0.62 * t(`${K}.levelAxis`).length ? t(`${K}.levelAxisShort`) : t(`${K}.levelAxis`);
  const i = cursor !== null && s ? sampleIndexAt(s.t, cursor) : -1;
  const swatch = (color: string) => <span className="frct-swatch" style={{ background: color }} />;
  const c = profile.series;
  // Given a height (a projector's first screen, a widget), the regime's legend joins the rates'.
  const tight = height !== undefined;
  const regimeLegend = (
    <>
      <li className={tight ? 'frct-legend__gap' : undefined}>{t(`${K}.regimeLegend`)}:</li>
      {REGIME_COLORS.map((col, k) => (
        <li key={col}>{swatch(col)}{regimeName(k)}</li>
      ))}
    </>
  );
  // The values at the cursor, over the top of the first chart (no line of its own: the figure keeps its height).
  const at =
    cursor !== null && charts > 0 ? (
      <p className="mbecn-at" data-testid="mbecn-at" style={{ left: Math.round(fs * 4.8), right: Math.round(fs * 1.5) }}>
        {t(`${K}.at`, {
          time: formatSeconds(cursor, lang, { digits: 2 }),
          paced: formatRate(view.at('paced_mbps', i), lang),
          capacity: formatRate(view.at('capacity_mbps', i), lang),
          delivered: formatRate(view.at('delivered_mbps', i), lang),
          level: formatNumber(view.at('level', i), lang, { maxDigits: 1 }),
          regime: regimeName(view.at('regime', i)),
        })}
      </p>
    ) : null;

  return (
    <section ref={sectionRef} className={`frct-panel frct-mbecn${compact ? ' frct-panel--compact' : ''}`} aria-label={t(`${K}.title`)} data-testid="frct-mbecn" data-flow={flow ?? undefined} data-points={view.n}>
      {titled ? <h2 className="frct-panel__title">{t(showRates ? `${K}.title` : showLevel ? `${K}.levelTitle` : `${K}.fieldsTitle`)}</h2> : null}
      {meta && !flow ? <p className="frct-panel__empty">{t('panels.frct.noFrct')}</p> : null}
      {showRates ? (
        <>
          <ul className={`panel-legend${tight ? ' frct-legend--tight' : ''}`}>
            <li>{swatch(c[0])}{t(`${K}.paced`)}</li>
            <li>{swatch(c[2 % c.length])}{t(`${K}.capacity`)}</li>
            <li>{swatch(c[1 % c.length])}{t(`${K}.delivered`)}</li>
            {tight ? regimeLegend : null}
          </ul>
          <div className="mbecn-plot">
            <CursorChart
              series={view.rates} xLabel={t(`${K}.time`)} yLabel={t(`${K}.rateAxis`)} xDomain={[0, end]} yDomain={[0, rateTop]}
              profile={profile} lang={lang} height={rateH} ariaLabel={t(`${K}.rateChart`)} emptyMessage={t(`${K}.empty`)}
              cursor={cursor} onCursor={setCursor} testId="frct-rate-chart"
            />
            {at}
          </div>
          <div
            className="frct-regime"
            role="img"
            aria-label={t(`${K}.regimeChart`)}
            data-testid="frct-regime-band"
            // aligned with the charts' plot area (the plot frame's margins)
            style={{ marginLeft: Math.round(fs * 4.6), marginRight: Math.round(fs * 1.5) }}
          >
            {view.bands.map((b, k) => (
              <span key={k} className="frct-regime__band" style={{ left: `${(b.from / end) * 100}%`, width: `${((b.to - b.from) / end) * 100}%`, background: REGIME_COLORS[b.regime] ?? 'transparent' }} />
            ))}
            {cursor !== null && cursor <= end ? <i className="frct-regime__cursor" style={{ left: `${(cursor / end) * 100}%` }} aria-hidden="true" /> : null}
          </div>
          {tight ? null : <ul className="panel-legend">{regimeLegend}</ul>}
        </>
      ) : null}
      {showLevel ? (
        <div className="mbecn-plot">
          <CursorChart
            series={view.level} xLabel={t(`${K}.time`)} yLabel={levelAxis} xDomain={[0, end]} yDomain={[0, levelTop]}
            profile={profile} lang={lang} height={levelH} ariaLabel={t(`${K}.levelChart`)}
            cursor={cursor} onCursor={setCursor} testId="frct-level-chart"
          />
          {showRates ? null : at}
        </div>
      ) : null}
      {charts > 0 && !compact && height === undefined && cursor === null ? <p className="frct-panel__hint">{t(`${K}.pointHint`)}</p> : null}
      {showFields ? (
        <dl className="frct-fields" data-testid="frct-mbecn-fields">
          {fields.map((f) => (
            <div key={f.name} className="frct-fields__item" data-field={f.name}>
              <dt><code>{f.name}</code></dt>
              <dd>{show(f.name, f.v)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
