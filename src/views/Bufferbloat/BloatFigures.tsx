// The bufferbloat figures: the legend (one entry per configuration drawn), the ping RTT against
// time with the flow's start, the loaded window and the closed-form queueing bounds, and the CDF
// of the loaded pings. All of it is under `figuresRef`, which is what a saved SVG or PNG holds
// (the legend is marked `data-export-legend`, so it is drawn into the file too).
import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesSpec } from '../../charts/draw';
import type { ChartProfile } from '../../charts/profile';
import { roomyUpper } from '../../charts/series';
import { formatMs } from '../../i18n/format';
import { cdfSteps, type BloatRun } from './analysis';
import { BloatChart, type RefLine } from './BloatChart';
import type { ShownRow } from './BloatTable';
import { formatKiB } from './format';
import { drawnDurationS } from './figureData';
import { maxQueueDelayMs, UNLOADED_S, type BufferbloatOptions, type Configuration } from './options';
import type { LiveState } from './useBloatRuns';

interface Props {
  figuresRef: RefObject<HTMLDivElement | null>;
  rows: readonly ShownRow[];
  /** The finished runs whose curves are shown. */
  shownRuns: readonly BloatRun[];
  live: LiveState | null;
  setup: BufferbloatOptions;
  profile: ChartProfile;
  lang: string;
  configName(c: Pick<Configuration, 'bufferKiB' | 'cc'>): string;
}

export function BloatFigures({ figuresRef, rows, shownRuns, live, setup, profile, lang, configName }: Props) {
  const { t } = useTranslation();
  const colorOf = useMemo(() => new Map(rows.map((r) => [r.key, r.color])), [rows]);
  const timeline = useMemo((): SeriesSpec[] => {
    const out: SeriesSpec[] = shownRuns.map((r) => ({ id: r.key, t: r.pingT, y: r.pingRtt, mark: 'line-points', color: colorOf.get(r.key) }));
    if (live) out.push({ id: live.config.key, t: live.data.t.data, y: live.data.rtt.data, length: live.data.t.length, mark: 'line-points', color: colorOf.get(live.config.key) });
    return out;
  }, [shownRuns, live, colorOf]);
  const distribution = useMemo(
    (): SeriesSpec[] =>
      rows
        .filter((r) => r.shown && r.loaded.length > 0)
        .map((r) => {
          const c = cdfSteps(r.loaded);
          return { id: r.key, t: c.x, y: c.y, mark: 'line', color: r.color };
        }),
    [rows],
  );
  const points = timeline.reduce((n, s) => n + (s.length ?? s.t.length), 0);

  const drawnOptions = live?.options ?? setup;
  const durationS = drawnDurationS(shownRuns, drawnOptions, live?.options ?? null);
  const xDomain = useMemo(() => [0, durationS] as const, [durationS]);
  const shownRows = rows.filter((r) => r.shown);
  const drawnBuffers = [...new Set(shownRows.map((r) => r.bufferKiB))];
  const refLines: RefLine[] = drawnBuffers.map((kib) => {
    const ms = drawnOptions.delayMs + maxQueueDelayMs(kib, drawnOptions.rateMbps);
    return { value: ms, label: t('views.bufferbloat.chart.ref', { buffer: formatKiB(kib, lang), ms: formatMs(ms, lang, { digits: 0 }) }), color: profile.axis };
  });
  const finite = (v: number) => (Number.isFinite(v) ? v : 0);
  const maxRtt = Math.max(0, ...shownRows.map((r) => finite(r.maxMs)), ...shownRows.map((r) => finite(r.unloadedMs)));
  const refMax = Math.max(0, ...refLines.map((l) => l.value));
  const rttUpper = roomyUpper(Math.max(maxRtt, refMax), Math.max(10, 2 * drawnOptions.delayMs));
  const yDomain = useMemo(() => [0, rttUpper] as const, [rttUpper]);
  const cdfUpper = roomyUpper(maxRtt, Math.max(10, 2 * drawnOptions.delayMs));
  const cdfX = useMemo(() => [0, cdfUpper] as const, [cdfUpper]);
  const cdfY = useMemo(() => [0, 1] as const, []);
  const flowStart: RefLine[] = [{ value: UNLOADED_S, label: t('views.bufferbloat.chart.flowStart') }];
  const band = useMemo(() => [UNLOADED_S, UNLOADED_S + drawnOptions.loadS] as const, [drawnOptions.loadS]);
  const chartHeight = Math.round(profile.fontSize * 21);

  return (
    <div className="bb__figures" ref={figuresRef}>
      {shownRows.length > 0 ? (
        <ul className="bb-legend" aria-label={t('views.bufferbloat.chart.legend')} data-export-legend="" data-testid="bloat-legend">
          {shownRows.map((r) => (
            <li key={r.key} className="bb-legend__item">
              <span className="bb-swatch" style={{ background: r.color }} aria-hidden="true" />
              {configName(r)}
            </li>
          ))}
        </ul>
      ) : null}
      <figure className="bb__figure" data-testid="bloat-timeline" data-points={points} data-series={timeline.length}>
        <figcaption className="bb__caption">{t('views.bufferbloat.chart.timelineTitle')}</figcaption>
        <BloatChart
          series={timeline}
          xLabel={t('views.bufferbloat.chart.time')}
          yLabel={t('views.bufferbloat.chart.rtt')}
          xDomain={xDomain}
          yDomain={yDomain}
          vLines={flowStart}
          hLines={refLines}
          band={band}
          profile={profile}
          lang={lang}
          height={chartHeight}
          ariaLabel={t('views.bufferbloat.chart.timelineAria', { n: points, series: timeline.length })}
          emptyMessage={t('views.bufferbloat.chart.empty')}
        />
      </figure>
      <figure className="bb__figure" data-testid="bloat-distribution" data-series={distribution.length}>
        <figcaption className="bb__caption">{t('views.bufferbloat.chart.cdfTitle')}</figcaption>
        <BloatChart
          series={distribution}
          xLabel={t('views.bufferbloat.chart.cdfX')}
          yLabel={t('views.bufferbloat.chart.cdfY')}
          xDomain={cdfX}
          yDomain={cdfY}
          yPercent
          profile={profile}
          lang={lang}
          height={Math.round(chartHeight * 0.9)}
          ariaLabel={t('views.bufferbloat.chart.cdfAria', { series: distribution.length })}
          emptyMessage={t('views.bufferbloat.chart.cdfEmpty')}
        />
      </figure>
    </div>
  );
}
