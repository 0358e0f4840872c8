// The two stacked panels of the sawtooth: cwnd and ssthresh on top, RTT below, one time axis.
// Dense series and phase shading on a canvas (min/max decimated per pixel column); axes,
// reference lines, loss and ECN marks (EventMarks), the CUBIC curve and the hover line in SVG on top.
// Pure: everything comes from props; it keeps only its measured width and the drag in progress.
import { useEffect, useMemo, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { scaleLinear, type ScaleLinear } from 'd3';
import { useTranslation } from 'react-i18next';
import { preparePlotCanvas } from '../../charts/canvas';
import type { ChartProfile } from '../../charts/profile';
import '../../charts/chart.css';
import { tickFormatter } from '../../charts/ticks';
import { useElementWidth } from '../../charts/useElementWidth';
import { formatMs, formatNumber } from '../../i18n/format';
import type { CubicCurve } from './cubicOverlay';
import { decimateMinMax } from './decimate';
import type { RunData } from './live';
import type { Phase, PhaseInterval } from './phases';
import type { ReferenceLines } from './refs';
import { panBy, wheelFactor, zoomAt, type Domain } from './zoom';
import { EventMarks, type EcnMark, type LossMark } from './EventMarks';

export type { EcnMark, LossMark } from './EventMarks';

export interface SawtoothChartProps {
  runs: readonly RunData[];
  colors: readonly string[];
  refs: ReferenceLines | null;
  domain: Domain;
  fullDomain: Domain;
  minSpan: number;
  onDomainChange(d: Domain): void;
  phases: readonly PhaseInterval[];
  losses: readonly LossMark[];
  /** Window reductions on ECN marks. */
  ecn: readonly EcnMark[];
  cubic: CubicCurve | null;
  hoverT: number | null;
  onHover(t: number | null): void;
  onPickLoss(runKey: number, index: number): void;
  cwndUpper: number;
  rttUpper: number;
  profile: ChartProfile;
  lang: string;
  projector: boolean;
  emptyMessage?: string;
}

/** Phase colours: light fills that sit under the lines (stronger in projector mode). */
export const PHASE_FILL: Record<Phase, string> = {
  slowStart: '#f3d98b',
  avoidance: '#bfe0c4',
  cwr: '#b9d3f0',
  recovery: '#f2b8b0',
  loss: '#d9b8ea',
};

/** Points per stroked piece of a line (see the drawing effect). */
const STROKE_CHUNK = 64;

export function SawtoothChart(p: SawtoothChartProps) {
  const { t } = useTranslation();
  const { profile, lang } = p;
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<SVGRectElement>(null);
  const width = useElementWidth(wrapRef, 800);
  const fs = profile.fontSize;
  const margin = { top: Math.round(fs * 1.2), right: Math.round(fs * 1.2), left: Math.round(fs * 4.8), gap: Math.round(fs * 2.4), bottom: Math.round(fs * 3.4) };
  const topH = Math.round(fs * (p.projector ? 17 : 22));
  const botH = Math.round(fs * (p.projector ? 9 : 11));
  const height = margin.top + topH + margin.gap + botH + margin.bottom;
  const innerW = Math.max(10, width - margin.left - margin.right);
  const botTop = margin.top + topH + margin.gap;

  const x = useMemo(() => scaleLinear().domain(p.domain).range([0, innerW]), [p.domain, innerW]);
  const yTop = useMemo(() => scaleLinear().domain([0, p.cwndUpper]).range([topH, 0]), [p.cwndUpper, topH]);
  const yBot = useMemo(() => scaleLinear().domain([0, p.rttUpper]).range([botH, 0]), [p.rttUpper, botH]);

  const xTicks = Math.max(2, Math.min(12, Math.floor(innerW / (fs * 6))));
  const fx = tickFormatter([p.domain[0], p.domain[1]], xTicks, lang);
  const fyTop = tickFormatter([0, p.cwndUpper], 6, lang);
  const fyBot = tickFormatter([0, p.rttUpper], 4, lang);

  // Canvas: phases and series. Redrawn when data, zoom or size change (about once per frame live).
  useEffect(() => {
    const ctx = preparePlotCanvas(canvasRef.current, innerW, topH + margin.gap + botH);
    if (!ctx) return;
    const panels: { y: ScaleLinear<number, number>; top: number; h: number }[] = [
      { y: yTop, top: 0, h: topH },
      { y: yBot, top: topH + margin.gap, h: botH },
    ];
    // Phase shading across both panels.
    ctx.globalAlpha = p.projector ? 0.55 : 0.42;
    for (const iv of p.phases) {
      const a = Math.max(0, x(iv.from));
      const b = Math.min(innerW, x(iv.to));
      if (b <= a) continue;
      ctx.fillStyle = PHASE_FILL[iv.phase];
      for (const pn of panels) ctx.fillRect(a, pn.top, b - a, pn.h);
    }
    ctx.globalAlpha = 1;
    const [x0, x1] = p.domain;
    const line = (run: RunData, name: 'cwnd' | 'ssthresh' | 'rtt_ms', y: ScaleLinear<number, number>, top: number, h: number, color: string, widthPx: number, dash: number[]) => {
      const s = run.series[name];
      const poly = decimateMinMax(run.t.data, s.data, Math.min(run.t.length, s.length), x0, x1, innerW);
      if (poly.length === 0) return;
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, top, innerW, h);
      ctx.clip();
      ctx.strokeStyle = color;
      ctx.lineWidth = widthPx;
      // Dense (decimated) lines: bevel joins; round joins on thousands of short segments cost far
      // more to rasterise (software raster is what a weak laptop or headless Chromium has).
      ctx.lineJoin = poly.raw ? 'round' : 'bevel';
      ctx.setLineDash(dash);
      // Stroked in short pieces: one path of thousands of back-and-forth segments is far slower to
      // rasterise (its coverage is computed as one shape) than many short ones.
      ctx.beginPath();
      let pen = false;
      let inPath = 0;
      for (let i = 0; i < poly.length; i++) {
        const v = poly.y[i];
        if (Number.isNaN(v)) {
          pen = false;
          continue;
        }
        const py = top + y(v);
        if (pen) ctx.lineTo(poly.x[i], py);
        else ctx.moveTo(poly.x[i], py);
        pen = true;
        if (++inPath >= STROKE_CHUNK) {
          ctx.stroke();
          ctx.beginPath();
          ctx.moveTo(poly.x[i], py);
          inPath = 0;
        }
      }
      ctx.stroke();
      ctx.restore();
    };
    p.runs.forEach((run, i) => {
      const c = p.colors[i];
      line(run, 'ssthresh', yTop, 0, topH, c, Math.max(1, profile.lineWidth * 0.8), [profile.lineWidth * 3, profile.lineWidth * 2.5]);
      line(run, 'cwnd', yTop, 0, topH, c, profile.lineWidth, []);
      line(run, 'rtt_ms', yBot, topH + margin.gap, botH, c, profile.lineWidth, []);
    });
    ctx.restore();
  }, [p.runs, p.colors, p.phases, p.domain, p.projector, x, yTop, yBot, innerW, topH, botH, margin.gap, profile]);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  const propsRef = useRef(p);
  useEffect(() => {
    propsRef.current = p;
  });
  useEffect(() => {
    const el = overlayRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      const cur = propsRef.current;
      if (cur.fullDomain[1] <= cur.fullDomain[0]) return;
      e.preventDefault();
      const box = el.getBoundingClientRect();
      const span = cur.domain[1] - cur.domain[0];
      const center = cur.domain[0] + ((e.clientX - box.left) / box.width) * span;
      cur.onDomainChange(zoomAt(cur.domain, cur.fullDomain, center, wheelFactor(e.deltaY), cur.minSpan));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, []);

  const drag = useRef<{ px: number; domain: Domain } | null>(null);
  const timeAt = (e: ReactPointerEvent) => {
    const box = (e.currentTarget as Element).getBoundingClientRect();
    return x.invert(e.clientX - box.left);
  };
  const onPointerDown = (e: ReactPointerEvent<SVGRectElement>) => {
    if (e.button !== 0) return;
    drag.current = { px: e.clientX, domain: p.domain };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<SVGRectElement>) => {
    const d = drag.current;
    if (d) {
      const dt = ((d.px - e.clientX) / innerW) * (d.domain[1] - d.domain[0]);
      if (Math.abs(d.px - e.clientX) > 2) p.onDomainChange(panBy(d.domain, p.fullDomain, dt, p.minSpan));
    }
    p.onHover(timeAt(e));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const svgText = { fill: profile.text, fontSize: fs, fontFamily: profile.fontFamily } as const;
  const inside = (tt: number) => tt >= p.domain[0] && tt <= p.domain[1];
  const refLine = (id: string, y: number, label: string, value: number, anchor: 'start' | 'end', dash: string, labelBelow = false) => (
    <g data-testid={id} data-value={value} key={id}>
      <line x1={0} x2={innerW} y1={y} y2={y} stroke={profile.text} strokeWidth={Math.max(1, profile.axisWidth)} strokeDasharray={dash} opacity={0.8} />
      <text
        x={anchor === 'start' ? 4 : innerW - 4}
        y={labelBelow ? y + fs * 1.05 : y - fs * 0.3}
        textAnchor={anchor}
        {...svgText}
        fontWeight={600}
        paintOrder="stroke"
        stroke={profile.background}
        strokeWidth={fs * 0.3}
      >
        {label}
      </text>
    </g>
  );
  const cubicPath = useMemo(() => {
    const c = p.cubic;
    if (!c) return '';
    let d = '';
    for (let i = 0; i < c.t.length; i++) d += `${i === 0 ? 'M' : 'L'}${x(c.t[i]).toFixed(1)},${yTop(Math.max(0, Math.min(c.w[i], p.cwndUpper * 1.5))).toFixed(1)}`;
    return d;
  }, [p.cubic, x, yTop, p.cwndUpper]);

  const lastRun = p.runs[p.runs.length - 1];
  const empty = !lastRun || lastRun.t.length === 0;

  return (
    <div className="ts-chart saw-chart" ref={wrapRef} style={{ height }}>
      <canvas
        ref={canvasRef}
        className="ts-chart__canvas"
        style={{ left: margin.left, top: margin.top, width: innerW, height: topH + margin.gap + botH }}
        aria-hidden="true"
      />
      <svg className="ts-chart__svg" width={width} height={height}>
        <defs>
          <clipPath id="saw-clip-top">
            <rect x={0} y={-fs} width={innerW} height={topH + fs} />
          </clipPath>
        </defs>
        {/* Pointer surface over both panels (under the panels, which let the pointer through except on loss marks). */}
        <rect
          ref={overlayRef}
          data-testid="saw-pointer"
          x={margin.left}
          y={margin.top}
          width={innerW}
          height={topH + margin.gap + botH}
          fill="transparent"
          style={{ cursor: 'crosshair', touchAction: 'none' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onPointerLeave={() => p.onHover(null)}
        />
        {/* Top panel: cwnd and ssthresh */}
        <g
          transform={`translate(${margin.left},${margin.top})`}
          data-testid="saw-cwnd-chart"
          data-points={lastRun ? lastRun.series.cwnd.length : 0}
          data-runs={p.runs.length}
          pointerEvents="none"
          role="img"
          aria-label={t('views.sawtooth.chart.cwndAria', { runs: p.runs.length, points: lastRun ? lastRun.series.cwnd.length : 0, losses: p.losses.filter((l) => l.runKey === lastRun?.key).length })}
        >
          {yTop.ticks(6).map((v) => (
            <g key={v} className="tick" data-axis="y" transform={`translate(0,${yTop(v)})`}>
              <line x2={innerW} stroke={profile.grid} />
              <text x={-fs * 0.5} dy="0.32em" textAnchor="end" {...svgText}>{fyTop(v)}</text>
            </g>
          ))}
          <line x1={0} x2={0} y1={0} y2={topH} stroke={profile.axis} strokeWidth={profile.axisWidth} />
          <line x1={0} x2={innerW} y1={topH} y2={topH} stroke={profile.axis} strokeWidth={profile.axisWidth} />
          <text transform={`translate(${-margin.left + fs * 1.1},${topH / 2}) rotate(-90)`} textAnchor="middle" {...svgText}>
            {t('views.sawtooth.chart.cwnd')}
          </text>
          {p.refs ? (
            <g clipPath="url(#saw-clip-top)">
              {refLine('saw-ref-total', yTop(p.refs.total), t('views.sawtooth.chart.refTotal', { n: formatNumber(p.refs.total, lang) }), p.refs.total, 'end', '8 4')}
              {refLine('saw-ref-half', yTop(p.refs.half), t('views.sawtooth.chart.refHalf', { n: formatNumber(p.refs.half, lang) }), p.refs.half, 'end', '3 3')}
              {refLine('saw-ref-bdp', yTop(p.refs.bdp), t('views.sawtooth.chart.refBdp', { n: formatNumber(p.refs.bdp, lang) }), p.refs.bdp, 'start', '1 0', true)}
            </g>
          ) : null}
          {p.cubic && cubicPath ? (
            <g clipPath="url(#saw-clip-top)" data-testid="saw-cubic-curve" data-wmax={Math.round(p.cubic.wmax)} data-k={p.cubic.k.toFixed(2)}>
              <path d={cubicPath} fill="none" stroke={profile.background} strokeWidth={profile.lineWidth * 2.6} opacity={0.8} />
              <path d={cubicPath} fill="none" stroke="#111" strokeWidth={profile.lineWidth * 1.3} strokeDasharray={`${fs * 0.6} ${fs * 0.35}`} />
              {inside(p.cubic.lossS + p.cubic.k) ? (
                <text x={x(p.cubic.lossS + p.cubic.k)} y={yTop(p.cubic.wmax) - fs * 0.7} textAnchor="middle" {...svgText} fontWeight={700} paintOrder="stroke" stroke={profile.background} strokeWidth={fs * 0.3}>
                  {t('views.sawtooth.cubic.curve', { wmax: formatNumber(p.cubic.wmax, lang, { digits: 0 }), k: `${formatNumber(p.cubic.k, lang, { digits: 1 })} s` })}
                </text>
              ) : null}
            </g>
          ) : null}
          <EventMarks
            losses={p.losses}
            ecn={p.ecn}
            x={x}
            y={yTop}
            domain={p.domain}
            cwndUpper={p.cwndUpper}
            panelHeight={topH}
            fontSize={fs}
            background={profile.background}
            lang={lang}
            onPickLoss={p.onPickLoss}
          />
          {p.hoverT !== null && inside(p.hoverT) ? (
            <line x1={x(p.hoverT)} x2={x(p.hoverT)} y1={0} y2={topH} stroke={profile.text} strokeWidth={1} />
          ) : null}
        </g>
        {/* Bottom panel: RTT */}
        <g transform={`translate(${margin.left},${botTop})`} data-testid="saw-rtt-chart" pointerEvents="none" role="img" aria-label={t('views.sawtooth.chart.rttAria')}>
          {yBot.ticks(4).map((v) => (
            <g key={v} className="tick" data-axis="y" transform={`translate(0,${yBot(v)})`}>
              <line x2={innerW} stroke={profile.grid} />
              <text x={-fs * 0.5} dy="0.32em" textAnchor="end" {...svgText}>{fyBot(v)}</text>
            </g>
          ))}
          <line x1={0} x2={0} y1={0} y2={botH} stroke={profile.axis} strokeWidth={profile.axisWidth} />
          <line x1={0} x2={innerW} y1={botH} y2={botH} stroke={profile.axis} strokeWidth={profile.axisWidth} />
          {x.ticks(xTicks).map((v) => (
            <g key={v} className="tick" data-axis="x" transform={`translate(${x(v)},${botH})`}>
              <line y2={fs * 0.4} stroke={profile.axis} strokeWidth={profile.axisWidth} />
              <text y={fs * 1.5} textAnchor="middle" {...svgText}>{fx(v)}</text>
            </g>
          ))}
          <text x={innerW / 2} y={botH + fs * 2.9} textAnchor="middle" {...svgText}>{t('views.sawtooth.chart.time')}</text>
          <text transform={`translate(${-margin.left + fs * 1.1},${botH / 2}) rotate(-90)`} textAnchor="middle" {...svgText}>
            {t('views.sawtooth.chart.rtt')}
          </text>
          {p.refs && p.refs.fullRttMs < p.rttUpper ? (
            <>
              {refLine('saw-ref-base-rtt', yBot(p.refs.baseRttMs), t('views.sawtooth.chart.refBaseRtt', { ms: formatMs(p.refs.baseRttMs, lang, { digits: 0 }) }), p.refs.baseRttMs, 'end', '3 3', true)}
              {refLine('saw-ref-full-rtt', yBot(p.refs.fullRttMs), t('views.sawtooth.chart.refFullRtt', { ms: formatMs(p.refs.fullRttMs, lang, { digits: 0 }) }), p.refs.fullRttMs, 'end', '8 4')}
            </>
          ) : null}
          {p.hoverT !== null && inside(p.hoverT) ? (
            <line x1={x(p.hoverT)} x2={x(p.hoverT)} y1={0} y2={botH} stroke={profile.text} strokeWidth={1} />
          ) : null}
        </g>
      </svg>
      {empty && p.emptyMessage ? (
        <p className="ts-chart__empty saw-chart__empty" style={{ left: margin.left, top: margin.top, width: innerW, height: topH }}>
          {p.emptyMessage}
        </p>
      ) : null}
    </div>
  );
}
