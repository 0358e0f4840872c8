// Stacked plots on one time axis, shared by the time-based panels (the sawtooth, the queue): the
// dense series on one canvas under SVG axes, a pointer surface that sets the shared time cursor
// (and zooms with the wheel and pans by dragging, when the panel allows it), and the cursor drawn
// as a vertical line in every plot. The canvas redraws on animation frames while a run streams
// (useRunFrames); the SVG follows the panel's renders.
import { useEffect, useMemo, useRef, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { scaleLinear, type ScaleLinear } from 'd3';
import { preparePlotCanvas } from '../../charts/canvas';
import type { ChartProfile } from '../../charts/profile';
import '../../charts/chart.css';
import { tickFormatter } from '../../charts/ticks';
import { useElementWidth } from '../../charts/useElementWidth';
import { useRunFrames } from '../useRunFrames';
import { TimeMarks } from '../annotate/TimeMarks';
import { fitAxisTitle } from '../../charts/axisTitle';
import { panBy, wheelFactor, zoomAt, type Domain } from './zoom';
import './timePlots.css';

export interface PlotScales {
  x: ScaleLinear<number, number>;
  y: ScaleLinear<number, number>;
  /** Top of the plot in canvas px (plots are stacked on one canvas). */
  top: number;
  width: number;
  height: number;
}

export interface TimePlot {
  key: string;
  /** Height of the plot area, CSS px. */
  height: number;
  yUpper: number;
  yLabel: string;
  /** The title's short form (the unit) for a plot too short for `yLabel`; with neither fitting, no title. */
  yLabelShort?: string;
  yTicks: number;
  /** Divide tick values by this (1024 to label bytes in KiB). */
  yTickScale?: number;
  testId: string;
  ariaLabel: string;
  /** data-* attributes of the plot (counts the e2e specs read). */
  attrs?: Record<string, string | number>;
  /** SVG in the plot's coordinates over the series (reference lines, marks); it lets the pointer
   * through to the cursor surface unless an element sets pointerEvents="auto" (clickable marks). */
  overlay?(s: PlotScales): ReactNode;
  /** The overlay holds controls (marks that are buttons): the plot is then a named group, since an image's content is not reachable. */
  interactive?: boolean;
}

/** The time axis of a panel: the window shown, the whole run's, and the shared cursor (useTimeAxis). */
export interface TimeAxis {
  domain: Domain;
  fullDomain: Domain;
  minSpan?: number;
  /** Zoom with the wheel and pan by dragging (omit for a fixed window). */
  onDomainChange?(d: Domain): void;
  cursor: number | null;
  onCursor(tS: number | null): void;
}

export interface TimePlotsProps {
  runIds: readonly string[];
  plots: readonly TimePlot[];
  axis: TimeAxis;
  /** Draws the series; called on animation frames while the runs stream and after each render. */
  draw(ctx: CanvasRenderingContext2D, plots: readonly PlotScales[], domain: Domain): void;
  profile: ChartProfile;
  lang: string;
  xLabel: string;
  pointerTestId: string;
  /** Shown over the first plot when there is nothing to draw. */
  emptyMessage?: string | null;
  className?: string;
}

export { fitText } from '../../charts/axisTitle';

export function TimePlots(p: TimePlotsProps) {
  const { profile, lang } = p;
  const { domain, fullDomain, minSpan, onDomainChange, cursor, onCursor } = p.axis;
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<SVGRectElement>(null);
  const width = useElementWidth(wrapRef, 800);
  const fs = profile.fontSize;
  const margin = { top: Math.round(fs * 1.2), right: Math.round(fs * 1.2), left: Math.round(fs * 4.8), gap: Math.round(fs * 1.1), bottom: Math.round(fs * 3.4) };
  const innerW = Math.max(10, width - margin.left - margin.right);
  const x = useMemo(() => scaleLinear().domain(domain).range([0, innerW]), [domain, innerW]);
  const scales = useMemo(
    () =>
      p.plots.map((pl, i): PlotScales => ({
        x,
        y: scaleLinear().domain([0, pl.yUpper]).range([pl.height, 0]),
        top: p.plots.slice(0, i).reduce((sum, above) => sum + above.height + margin.gap, 0),
        width: innerW,
        height: pl.height,
      })),
    [p.plots, x, innerW, margin.gap],
  );
  const canvasH = scales.length ? scales[scales.length - 1].top + scales[scales.length - 1].height : 0;
  const height = margin.top + canvasH + margin.bottom;

  // The canvas: on every frame a run brings data, and after every render (zoom, size, options).
  const latest = useRef({ draw: p.draw, scales, domain: domain, innerW, canvasH });
  useEffect(() => {
    latest.current = { draw: p.draw, scales, domain: domain, innerW, canvasH };
  });
  const paint = () => {
    const l = latest.current;
    const ctx = preparePlotCanvas(canvasRef.current, l.innerW, l.canvasH);
    if (!ctx) return;
    l.draw(ctx, l.scales, l.domain);
    ctx.restore();
  };
  useRunFrames(p.runIds, paint);
  useEffect(paint);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  const propsRef = useRef(p);
  useEffect(() => {
    propsRef.current = p;
  });
  const zoomable = Boolean(onDomainChange);
  useEffect(() => {
    const el = overlayRef.current;
    if (!el || !zoomable) return;
    const onWheel = (e: WheelEvent) => {
      const cur = propsRef.current;
      const a = cur.axis;
      if (!a.onDomainChange || a.fullDomain[1] <= a.fullDomain[0]) return;
      e.preventDefault();
      const box = el.getBoundingClientRect();
      const span = a.domain[1] - a.domain[0];
      const center = a.domain[0] + ((e.clientX - box.left) / box.width) * span;
      a.onDomainChange(zoomAt(a.domain, a.fullDomain, center, wheelFactor(e.deltaY), a.minSpan ?? 0));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [zoomable]);

  const drag = useRef<{ px: number; domain: Domain } | null>(null);
  const timeAt = (e: ReactPointerEvent) => {
    const box = (e.currentTarget as Element).getBoundingClientRect();
    return x.invert(e.clientX - box.left);
  };
  const onPointerDown = (e: ReactPointerEvent<SVGRectElement>) => {
    if (e.button !== 0 || !onDomainChange) return;
    drag.current = { px: e.clientX, domain: domain };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<SVGRectElement>) => {
    const d = drag.current;
    if (d && onDomainChange) {
      const dt = ((d.px - e.clientX) / innerW) * (d.domain[1] - d.domain[0]);
      if (Math.abs(d.px - e.clientX) > 2) onDomainChange(panBy(d.domain, fullDomain, dt, minSpan ?? 0));
    }
    const tS = timeAt(e);
    onCursor(Math.min(fullDomain[1], Math.max(0, tS)));
  };
  const endDrag = () => {
    drag.current = null;
  };

  const svgText = { fill: profile.text, fontSize: fs, fontFamily: profile.fontFamily } as const;
  const inside = (tt: number) => tt >= domain[0] && tt <= domain[1];
  const xTicks = Math.max(2, Math.min(12, Math.floor(innerW / (fs * 6))));
  const fx = tickFormatter([domain[0], domain[1]], xTicks, lang);
  const last = scales.length - 1;

  return (
    <div className={`ts-chart time-plots ${p.className ?? ''}`} ref={wrapRef} style={{ height }}>
      <canvas
        ref={canvasRef}
        className="ts-chart__canvas"
        style={{ left: margin.left, top: margin.top, width: innerW, height: canvasH }}
        aria-hidden="true"
      />
      <svg className="ts-chart__svg" width={width} height={height}>
        {/* Pointer surface over every plot (the plots let the pointer through except on their marks). */}
        <rect
          ref={overlayRef}
          data-testid={p.pointerTestId}
          x={margin.left}
          y={margin.top}
          width={innerW}
          height={canvasH}
          fill="transparent"
          style={{ cursor: 'crosshair', touchAction: zoomable ? 'none' : 'pan-y' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onPointerLeave={() => {
            endDrag();
            onCursor(null);
          }}
        />
        {p.plots.map((pl, i) => {
          const s = scales[i];
          const k = pl.yTickScale ?? 1;
          const fy = tickFormatter([0, pl.yUpper], pl.yTicks, lang, k);
          // Ticks at round values of the unit shown (KiB, not bytes).
          const yTicks = scaleLinear().domain([0, pl.yUpper / k]).ticks(pl.yTicks).map((v) => v * k);
          const attrs = Object.fromEntries(Object.entries(pl.attrs ?? {}).map(([k, v]) => [`data-${k}`, v]));
          // The title, centred on its plot, has the plot's height and a little of the gap or margin
          // on either side (the same both sides), never the next plot's.
          const above = i === 0 ? margin.top : margin.gap * 0.3;
          const below = i === last ? margin.bottom * 0.8 : margin.gap * 0.3;
          const title = fitAxisTitle([pl.yLabel, pl.yLabelShort], pl.height + 2 * Math.min(above, below), fs);
          return (
            <g
              key={pl.key}
              transform={`translate(${margin.left},${margin.top + s.top})`}
              data-testid={pl.testId}
              data-y-max={pl.yUpper}
              data-t-max={fullDomain[1]}
              {...attrs}
              pointerEvents="none"
              role={pl.interactive ? 'group' : 'img'}
              aria-label={pl.ariaLabel}
            >
              <g>
                {yTicks.map((v) => (
                  <g key={v} className="tick" data-axis="y" transform={`translate(0,${s.y(v)})`}>
                    <line x2={innerW} stroke={profile.grid} />
                    <text x={-fs * 0.5} dy="0.32em" textAnchor="end" {...svgText}>{fy(v)}</text>
                  </g>
                ))}
                <line x1={0} x2={0} y1={0} y2={pl.height} stroke={profile.axis} strokeWidth={profile.axisWidth} />
                <line x1={0} x2={innerW} y1={pl.height} y2={pl.height} stroke={profile.axis} strokeWidth={profile.axisWidth} />
                {title ? (
                  <text transform={`translate(${-margin.left + fs * 1.1},${pl.height / 2}) rotate(-90)`} textAnchor="middle" {...svgText} fontSize={title.size} data-axis-title="y">
                    {title.text}
                  </text>
                ) : null}
                {i === last
                  ? x.ticks(xTicks).map((v) => (
                      <g key={v} className="tick" data-axis="x" transform={`translate(${x(v)},${pl.height})`}>
                        <line y2={fs * 0.4} stroke={profile.axis} strokeWidth={profile.axisWidth} />
                        <text y={fs * 1.5} textAnchor="middle" {...svgText}>{fx(v)}</text>
                      </g>
                    ))
                  : null}
                {i === last ? (
                  <text x={innerW / 2} y={pl.height + fs * 2.9} textAnchor="middle" {...svgText}>{p.xLabel}</text>
                ) : null}
              </g>
              {pl.overlay?.(s)}
              <TimeMarks runIds={p.runIds} plotKey={pl.key} scales={s} profile={profile} first={i === 0} />
              {cursor !== null && inside(cursor) ? (
                <line className="time-plots__cursor" x1={x(cursor)} x2={x(cursor)} y1={0} y2={pl.height} stroke={profile.text} strokeWidth={1} pointerEvents="none" />
              ) : null}
            </g>
          );
        })}
      </svg>
      {p.emptyMessage && p.plots.length > 0 ? (
        <p className="ts-chart__empty time-plots__empty" style={{ left: margin.left, top: margin.top, width: innerW, height: p.plots[0].height }}>
          {p.emptyMessage}
        </p>
      ) : null}
    </div>
  );
}
