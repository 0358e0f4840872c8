// The `fair-goodput` panel: each host's goodput against time, from the delivery series (payload
// delivered in order, per sampling period, smoothed over a moving window), for the newest of its
// runs; a host with parallel connections also shows each connection as a thin line of its colour.
// The equal share per host (and per connection, when the two differ) is drawn as a reference. On
// the shared time axis of the other time panels (cursor, zoom); the legend reads the values at the
// cursor. Options: `smoothS` (window, s; default 1), `connections` (default on unless compact),
// `shareLines` (default on), `zoom` (default on unless compact).
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { maxFinite, roomyUpper } from '../../charts/series';
import { useSharedUpper } from '../../charts/useSharedScale';
import { formatNumber, formatRate, formatSeconds } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { sampleIndexAt, seriesOf } from '../../store';
import { movingAverage } from '../fair/fairData';
import { hostColor, hostDash } from '../fair/palette';
import { useFairRun } from '../fair/useFairRun';
import { linkOf } from '../shared/linkOf';
import { useChartProfile } from '../shared/useChartProfile';
import { useElementHeight } from '../shared/useElementHeight';
import { cursorAttr } from '../shared/useRunsCursor';
import { strokeSeries } from '../timePlots/strokeSeries';
import { TimePlots, type PlotScales, type TimePlot } from '../timePlots/TimePlots';
import { useTimeAxis } from '../timePlots/useTimeAxis';
import { ZoomButtons } from '../timePlots/ZoomButtons';
import type { Domain } from '../timePlots/zoom';
import type { PanelProps } from '../types';
import { HostLegend } from '../fair/HostLegend';
import '../fair/fair.css';

/** Payload per frame on the course's link: 1448 of 1514 bytes reach the application. */
const PAYLOAD_SHARE = 1448 / 1514;

export interface FairGoodputOptions {
  smoothS?: number;
  connections?: boolean;
  shareLines?: boolean;
  zoom?: boolean;
}

export function FairGoodputPanel({ runIds, height, compact, options }: PanelProps) {
  const o = (options ?? {}) as FairGoodputOptions;
  const { t } = useTranslation();
  const lang = useLang();
  const profile = useChartProfile();
  const fs = profile.fontSize;
  const runId = runIds[runIds.length - 1];
  const axisRuns = useMemo(() => (runId ? [runId] : []), [runId]);
  const run = useFairRun(runId);
  const headRef = useRef<HTMLDivElement>(null);
  const headH = useElementHeight(headRef);
  const smoothS = typeof o.smoothS === 'number' && o.smoothS > 0 ? o.smoothS : 1;
  const win = Math.max(1, Math.round(smoothS / run.sampleS));
  const showConnections = o.connections ?? !compact;
  const showZoom = o.zoom ?? !compact;
  const fullEnd = Math.max(1, run.durationS, run.nowS);
  const { zoom, axis, cursor } = useTimeAxis(axisRuns, fullEnd, 0.5, showZoom, 'fair-goodput');

  const link = linkOf(run.meta?.scenario);
  const ceiling = link ? link.rateMbps * PAYLOAD_SHARE : null;
  const connCount = run.hosts.reduce((n, h) => n + h.connections.length, 0);
  const s = runId ? seriesOf(runId) : undefined;
  const lastTime = s && s.t.length > 0 ? s.t.data[s.t.length - 1] : 0;
  // The axis follows the smoothed lines drawn (a single sample may burst above the link's rate).
  let max = 0;
  if (s) {
    for (const h of run.hosts) {
      const g = s.flows[h.id]?.delivered_mbps;
      if (g) max = Math.max(max, maxFinite(movingAverage(g.data, Math.min(g.length, s.t.length), win)));
    }
  }
  const upper = useSharedUpper('fair-goodput.mbps', roomyUpper(max, (ceiling ?? 10) * 1.02));
  const plotH = Math.max(fs * 6, (height ?? fs * 22) - headH - fs * (1.2 + 3.4) - 6);

  // The values the legend shows: at the cursor, else at the newest sample.
  const smoothedAt = (id: string): number | null => {
    const g = s?.flows[id]?.delivered_mbps;
    if (!s || !g) return null;
    const n = Math.min(s.t.length, g.length);
    const i = cursor === null ? n - 1 : Math.min(n - 1, sampleIndexAt(s.t, cursor));
    if (i < 0) return null;
    let sum = 0;
    let k = 0;
    for (let j = Math.max(0, i - win + 1); j <= i; j++) {
      if (!Number.isFinite(g.data[j])) continue;
      sum += g.data[j];
      k++;
    }
    return k > 0 ? sum / k : null;
  };

  const draw = (ctx: CanvasRenderingContext2D, plots: readonly PlotScales[], domain: Domain) => {
    const now = runId ? seriesOf(runId) : undefined;
    if (!now) return;
    for (const h of run.hosts) {
      const color = hostColor(profile, h.index);
      if (showConnections && h.connections.length > 1) {
        for (const c of h.connections) {
          const g = now.flows[c]?.delivered_mbps;
          if (!g) continue;
          const n = Math.min(now.t.length, g.length);
          strokeSeries(ctx, now.t.data, movingAverage(g.data, n, win), n, domain, plots[0], { color, width: Math.max(1, profile.lineWidth * 0.5), dash: [profile.lineWidth * 2, profile.lineWidth * 2] });
        }
      }
      const g = now.flows[h.id]?.delivered_mbps;
      if (!g) continue;
      const n = Math.min(now.t.length, g.length);
      strokeSeries(ctx, now.t.data, movingAverage(g.data, n, win), n, domain, plots[0], { color, width: profile.lineWidth * 1.2, dash: hostDash(h.index, profile.lineWidth) });
    }
  };

  const refLine = (value: number, label: string, testId: string, y: (v: number) => number, width: number, dy: number) => (
    <g data-testid={testId} data-value={value}>
      <line x1={0} x2={width} y1={y(value)} y2={y(value)} stroke={profile.text} strokeDasharray="6 5" opacity={0.75} />
      <text x={width - 4} y={y(value) + dy} textAnchor="end" fill={profile.text} fontSize={fs * 0.92} fontFamily={profile.fontFamily} paintOrder="stroke" stroke={profile.background} strokeWidth={fs * 0.3}>
        {label}
      </text>
    </g>
  );
  const showShares = (o.shareLines ?? true) && ceiling !== null && run.hosts.length > 1;
  const perHost = ceiling !== null && run.hosts.length > 0 ? ceiling / run.hosts.length : null;
  const perConn = ceiling !== null && connCount > run.hosts.length ? ceiling / connCount : null;
  const overlay = ({ y, width }: PlotScales) =>
    showShares && perHost !== null ? (
      <>
        {refLine(perHost, t('panels.fair.goodput.perHost', { value: formatNumber(perHost, lang, { maxDigits: 1 }) }), 'fair-share-host', y, width, -fs * 0.35)}
        {perConn !== null ? refLine(perConn, t('panels.fair.goodput.perConnection', { value: formatNumber(perConn, lang, { maxDigits: 1 }) }), 'fair-share-connection', y, width, fs * 1.05) : null}
      </>
    ) : null;

  const plot: TimePlot = {
    key: 'goodput',
    testId: 'fair-goodput-chart',
    height: plotH,
    yUpper: upper,
    yTicks: plotH < fs * 10 ? 3 : 5,
    yLabel: t('panels.fair.goodput.axis', { s: formatNumber(smoothS, lang, { maxDigits: 1 }) }),
    ariaLabel: t('panels.fair.goodput.aria', { hosts: run.hosts.length, count: run.hosts.length, points: t('panels.fair.goodput.samples', { count: run.points }) }),
    attrs: { points: run.points, hosts: run.hosts.length, connections: connCount },
    overlay,
  };
  const frame = { axis, draw, profile, lang, xLabel: t('panels.timePlots.time') };
  return (
    <div className={`fair-panel${compact ? ' fair-panel--compact' : ''}`} data-cursor={cursorAttr(cursor)}>
      <div className="fair-panel__head" ref={headRef}>
        <HostLegend
          hosts={run.hosts}
          value={(h) => {
            const v = smoothedAt(h.id);
            return v === null ? null : formatRate(v, lang, { digits: 1 });
          }}
          at={run.points === 0 ? null : formatSeconds(cursor ?? lastTime, lang, { digits: 1 })}
        />
        {showZoom ? (
          <div className="fair-panel__zoom">
            <ZoomButtons prefix="fair-goodput" zoomed={zoom.zoomed} zoomBy={zoom.zoomBy} reset={zoom.reset} />
          </div>
        ) : null}
      </div>
      <TimePlots {...frame} runIds={axisRuns} plots={[plot]} pointerTestId="fair-goodput-pointer" emptyMessage={run.points === 0 ? t('panels.noRun') : null} />
    </div>
  );
}
