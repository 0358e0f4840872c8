// The `queue` panel: the bottleneck queue's occupancy against time for any run (overlays for
// several), with its limit as a reference line, on the same time plots as the sawtooth (shared
// cursor, zoom). Bytes on the axis in KiB, as the course's buffers are given.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { maxFinite, roomyUpper } from '../../charts/series';
import { useSharedUpper } from '../../charts/useSharedScale';
import { formatNumber, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { seriesOf, useRunMetas } from '../../store';
import { linkOf } from '../shared/linkOf';
import { useChartProfile } from '../shared/useChartProfile';
import { cursorAttr } from '../shared/useRunsCursor';
import { useRunsTick } from '../shared/useRunsTick';
import { strokeSeries } from '../timePlots/strokeSeries';
import { TimePlots, type PlotScales } from '../timePlots/TimePlots';
import { useTimeAxis } from '../timePlots/useTimeAxis';
import { ZoomButtons } from '../timePlots/ZoomButtons';
import type { Domain } from '../timePlots/zoom';
import type { PanelProps } from '../types';
import './queue.css';

const KIB = 1024;

export function QueuePanel({ runIds, height, compact, options }: PanelProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const tick = useRunsTick(runIds);
  const metas = useRunMetas(runIds);
  const fs = profile.fontSize;
  const runs = useMemo(
    () =>
      runIds.flatMap((id, i) => {
        const meta = metas[i];
        const s = seriesOf(id);
        if (!meta || !s) return [];
        const sc = meta.scenario as { duration_s?: number } | null;
        return [{ id, color: profile.series[i % profile.series.length], s, limit: linkOf(meta.scenario)?.bufferBytes ?? null, end: Math.max(Number(sc?.duration_s ?? 0), s.nowS) }];
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `tick` stands for the series growing in place
    [runIds, metas, profile.series, tick],
  );
  const fullEnd = Math.max(1, ...runs.map((r) => r.end));
  const showZoom = Boolean((options as { zoom?: boolean } | undefined)?.zoom ?? !compact);
  const { zoom, axis, cursor } = useTimeAxis(runIds, fullEnd, 0.3, showZoom, 'queue');
  const limit = runs.length ? runs[runs.length - 1].limit : null;
  let max = 0;
  for (const r of runs) max = Math.max(max, maxFinite(r.s.queueBytes.data, r.s.queueBytes.length));
  const upper = useSharedUpper('queue.bytes', roomyUpper(max, (limit ?? 16 * KIB) * 1.05));
  const points = runs.length ? runs[runs.length - 1].s.queueBytes.length : 0;
  const plotH = Math.max(fs * 6, (height ?? fs * 16) - fs * (1.2 + 3.4));

  const draw = (ctx: CanvasRenderingContext2D, plots: readonly PlotScales[], domain: Domain) => {
    for (const r of runs) {
      const now = seriesOf(r.id) ?? r.s;
      strokeSeries(ctx, now.t.data, now.queueBytes.data, Math.min(now.t.length, now.queueBytes.length), domain, plots[0], { color: r.color, width: profile.lineWidth });
    }
  };
  const overlay = ({ y, width }: PlotScales) =>
    limit !== null && limit <= upper ? (
      <g data-testid="queue-limit" data-value={limit}>
        <line x1={0} x2={width} y1={y(limit)} y2={y(limit)} stroke={profile.text} strokeDasharray="8 4" opacity={0.8} />
        <text x={width - 4} y={y(limit) - fs * 0.3} textAnchor="end" fill={profile.text} fontSize={fs} fontFamily={profile.fontFamily} fontWeight={600} paintOrder="stroke" stroke={profile.background} strokeWidth={fs * 0.3}>
          {t('panels.queue.limit', { n: formatNumber(limit / KIB, lang, { maxDigits: 1 }) })}
        </text>
      </g>
    ) : null;

  return (
    <div className="queue-panel" data-cursor={cursorAttr(cursor)}>
      {showZoom ? (
        <div className="queue-panel__head">
          <ZoomButtons prefix="queue" zoomed={zoom.zoomed} zoomBy={zoom.zoomBy} reset={zoom.reset} />
          {zoom.zoomed ? (
            <span className="queue-panel__hint">{t('panels.timePlots.window', { from: formatSeconds(zoom.view[0], lang, { digits: 1 }), to: formatSeconds(zoom.view[1], lang, { digits: 1 }) })}</span>
          ) : null}
        </div>
      ) : null}
      <TimePlots
        runIds={runIds}
        plots={[{
          key: 'queue',
          height: plotH,
          yUpper: upper,
          yTickScale: KIB,
          yLabel: t('panels.queue.axis'),
          yLabelShort: t('panels.queue.axisShort'),
          yTicks: plotH < fs * 10 ? 3 : 5,
          testId: 'queue-chart',
          attrs: { points, runs: runs.length },
          ariaLabel: t('panels.queue.aria', { runs: runs.length, count: runs.length, points }),
          overlay,
        }]}
        axis={axis}
        draw={draw}
        profile={profile}
        lang={lang}
        xLabel={t('panels.timePlots.time')}
        pointerTestId="queue-pointer"
        emptyMessage={points === 0 ? t('panels.noRun') : null}
      />
    </div>
  );
}
