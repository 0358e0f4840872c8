// An x-y chart for this view: the dense series on a canvas, axes, reference lines and their
// labels in SVG (as in src/charts/TimeSeriesChart, plus the annotations the bufferbloat figures
// need: the flow's start, the loaded window, the closed-form queueing-delay bounds).
import { useEffect, useMemo, useRef } from 'react';
import { axisBottom, axisLeft, scaleLinear, select } from 'd3';
import { drawSeries, type SeriesSpec } from '../../charts/draw';
import type { ChartProfile } from '../../charts/profile';
import { styleAxesAndGrid } from '../../charts/axes';
import { preparePlotCanvas } from '../../charts/canvas';
import { tickFormatter } from '../../charts/ticks';
import { useElementWidth } from '../../charts/useElementWidth';
import '../../charts/chart.css';

export interface RefLine {
  value: number;
  label: string;
  color?: string;
}

export interface BloatChartProps {
  series: readonly SeriesSpec[];
  xLabel: string;
  yLabel: string;
  xDomain: readonly [number, number];
  yDomain: readonly [number, number];
  profile: ChartProfile;
  lang: string;
  ariaLabel: string;
  height: number;
  /** Vertical markers (e.g. the bulk flow's start). */
  vLines?: readonly RefLine[];
  /** Horizontal reference lines (e.g. base RTT + buffer x 8 / rate). */
  hLines?: readonly RefLine[];
  /** A shaded x interval (e.g. the loaded window). */
  band?: readonly [number, number];
  /** Format y ticks as percentages of 1 (a CDF). */
  yPercent?: boolean;
  emptyMessage?: string;
}

export function BloatChart(props: BloatChartProps) {
  const { series, profile, lang, xDomain, yDomain, height, vLines = [], hLines = [], band, yPercent = false } = props;
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const xAxisRef = useRef<SVGGElement>(null);
  const yAxisRef = useRef<SVGGElement>(null);
  const gridRef = useRef<SVGGElement>(null);
  const width = useElementWidth(wrapRef);

  const fs = profile.fontSize;
  const margin = { top: Math.round(fs * 0.8), right: Math.round(fs * 1.5), bottom: Math.round(fs * 3.2), left: Math.round(fs * 4.6) };
  const innerW = Math.max(10, width - margin.left - margin.right);
  const innerH = Math.max(10, height - margin.top - margin.bottom);
  const xTicks = Math.max(2, Math.min(10, Math.floor(innerW / (fs * 6))));
  const yTicks = Math.max(2, Math.min(8, Math.floor(innerH / (fs * 2.8))));

  const x = useMemo(() => scaleLinear().domain(xDomain).range([0, innerW]), [xDomain, innerW]);
  const y = useMemo(() => scaleLinear().domain(yDomain).range([innerH, 0]), [yDomain, innerH]);

  useEffect(() => {
    if (!xAxisRef.current || !yAxisRef.current || !gridRef.current) return;
    const fx = tickFormatter([xDomain[0], xDomain[1]], xTicks, lang);
    const fy = yPercent
      ? tickFormatter([yDomain[0] * 100, yDomain[1] * 100], yTicks, lang)
      : tickFormatter([yDomain[0], yDomain[1]], yTicks, lang);
    const yTickValues = y.ticks(yTicks);
    select(xAxisRef.current).call(axisBottom(x).ticks(xTicks).tickFormat((v) => fx(Number(v))).tickSizeOuter(0));
    select(yAxisRef.current).call(
      axisLeft(y)
        .tickValues(yTickValues)
        .tickFormat((v) => (yPercent ? `${fy(Number(v) * 100)} %` : fy(Number(v))))
        .tickSizeOuter(0),
    );
    styleAxesAndGrid([xAxisRef.current, yAxisRef.current], gridRef.current, yTickValues, y, innerW, profile, fs);
  }, [x, y, xDomain, yDomain, xTicks, yTicks, lang, profile, fs, innerW, yPercent]);

  useEffect(() => {
    const ctx = preparePlotCanvas(canvasRef.current, innerW, innerH);
    if (!ctx) return;
    series.forEach((s, i) => drawSeries(ctx, s, x, y, s.color ?? profile.series[i % profile.series.length], profile));
    ctx.restore();
  }, [series, x, y, innerW, innerH, profile]);

  const empty = series.every((s) => (s.length ?? s.t.length) === 0);
  const inX = (v: number) => v >= xDomain[0] && v <= xDomain[1];
  const inY = (v: number) => v >= yDomain[0] && v <= yDomain[1];
  const labelStyle = { fontSize: fs * 0.85, fontFamily: profile.fontFamily };
  const dash = `${Math.round(fs * 0.5)} ${Math.round(fs * 0.35)}`;

  return (
    <div className="ts-chart" ref={wrapRef} style={{ height }}>
      {band ? (
        <div
          className="bb-chart__band"
          data-export-rect=""
          aria-hidden="true"
          style={{
            left: margin.left + x(Math.max(band[0], xDomain[0])),
            top: margin.top,
            width: Math.max(0, x(Math.min(band[1], xDomain[1])) - x(Math.max(band[0], xDomain[0]))),
            height: innerH,
          }}
        />
      ) : null}
      <canvas
        ref={canvasRef}
        className="ts-chart__canvas"
        style={{ left: margin.left, top: margin.top, width: innerW, height: innerH }}
        aria-hidden="true"
      />
      <svg className="ts-chart__svg" width={width} height={height} role="img" aria-label={props.ariaLabel}>
        <g transform={`translate(${margin.left},${margin.top})`}>
          <g ref={gridRef} />
          {placeLabels(hLines.filter((l) => inY(l.value)), y, innerW, fs).map(({ line: l, labelX }, i) => (
            <g key={`h${i}`} data-ref-line="h">
              <line x1={0} x2={innerW} y1={y(l.value)} y2={y(l.value)} stroke={l.color ?? profile.axis} strokeWidth={profile.axisWidth} strokeDasharray={dash} />
              <text x={labelX} y={y(l.value) - 4} textAnchor="start" fill={l.color ?? profile.text} style={labelStyle} className="bb-chart__label">
                {l.label}
              </text>
            </g>
          ))}
          {vLines.filter((l) => inX(l.value)).map((l, i) => (
            <g key={`v${i}`} data-ref-line="v">
              <line x1={x(l.value)} x2={x(l.value)} y1={0} y2={innerH} stroke={l.color ?? profile.text} strokeWidth={profile.axisWidth * 1.5} />
              <text x={x(l.value) + 5} y={fs} fill={l.color ?? profile.text} style={{ ...labelStyle, fontWeight: 600 }} className="bb-chart__label">
                {l.label}
              </text>
            </g>
          ))}
          <g ref={xAxisRef} transform={`translate(0,${innerH})`} />
          <g ref={yAxisRef} />
          <text x={innerW / 2} y={innerH + fs * 2.7} textAnchor="middle" fill={profile.text} style={{ fontSize: fs, fontFamily: profile.fontFamily }}>
            {props.xLabel}
          </text>
          <text
            transform={`translate(${-margin.left + fs * 1.1},${innerH / 2}) rotate(-90)`}
            textAnchor="middle"
            fill={profile.text}
            style={{ fontSize: fs, fontFamily: profile.fontFamily }}
          >
            {props.yLabel}
          </text>
        </g>
      </svg>
      {empty && props.emptyMessage ? (
        <p className="ts-chart__empty" style={{ left: margin.left, top: margin.top, width: innerW, height: innerH }}>
          {props.emptyMessage}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Where each horizontal line's label goes: at the left end (over the unloaded pings' quiet
 * region), moved right past the previous label when two lines are too close for their labels
 * to sit one above the other.
 */
function placeLabels(lines: readonly RefLine[], y: (v: number) => number, innerW: number, fs: number) {
  const sorted = [...lines].sort((a, b) => a.value - b.value);
  const out: { line: RefLine; labelX: number }[] = [];
  let lastY = Infinity;
  let lastRight = 0;
  for (const line of sorted) {
    const py = y(line.value);
    const width = line.label.length * fs * 0.85 * 0.55;
    const x = Math.abs(lastY - py) < fs * 1.3 ? Math.min(innerW - width, lastRight + fs) : 6;
    out.push({ line, labelX: x });
    lastY = py;
    lastRight = x + width;
  }
  return out;
}
