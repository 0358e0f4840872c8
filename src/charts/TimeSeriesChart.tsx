// A time-series chart: D3 scales and axes in SVG, the series on a canvas underneath (dense data).
// Pure: everything it shows comes from props; it keeps no state but its measured width.
import { useEffect, useMemo, useRef } from 'react';
import { axisBottom, axisLeft, scaleLinear, select } from 'd3';
import { drawSeries, type SeriesSpec } from './draw';
import type { ChartProfile } from './profile';
import { styleAxesAndGrid } from './axes';
import { preparePlotCanvas } from './canvas';
import { tickFormatter } from './ticks';
import { useElementWidth } from './useElementWidth';
import './chart.css';

export interface TimeSeriesChartProps {
  series: readonly SeriesSpec[];
  xLabel: string;
  yLabel: string;
  xDomain: readonly [number, number];
  yDomain: readonly [number, number];
  profile: ChartProfile;
  /** Language used for tick numbers. */
  lang: string;
  /** Accessible description of the plot. */
  ariaLabel: string;
  /** Height in CSS px (the width follows the container). */
  height?: number;
  /** Divide y tick values by this (e.g. 1024 to label bytes in KiB). */
  yTickScale?: number;
  /** Shown over the plot area when no series has any point. */
  emptyMessage?: string;
}

export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { series, profile, lang, xDomain, yDomain, yTickScale = 1 } = props;
  const height = props.height ?? 220;
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const xAxisRef = useRef<SVGGElement>(null);
  const yAxisRef = useRef<SVGGElement>(null);
  const gridRef = useRef<SVGGElement>(null);
  const width = useElementWidth(wrapRef);

  // Margins grow with the type so tick labels never clip in projector mode.
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
    const fy = tickFormatter([yDomain[0], yDomain[1]], yTicks, lang, yTickScale);
    const yTickValues = yTickScale === 1 ? y.ticks(yTicks) : tickValuesScaled(yDomain, yTicks, yTickScale);
    select(xAxisRef.current).call(axisBottom(x).ticks(xTicks).tickFormat((v) => fx(Number(v))).tickSizeOuter(0));
    select(yAxisRef.current).call(
      axisLeft(y).tickValues(yTickValues).tickFormat((v) => fy(Number(v))).tickSizeOuter(0),
    );
    styleAxesAndGrid([xAxisRef.current, yAxisRef.current], gridRef.current, yTickValues, y, innerW, profile, fs);
  }, [x, y, xDomain, yDomain, xTicks, yTicks, lang, profile, fs, innerW, yTickScale]);

  useEffect(() => {
    const ctx = preparePlotCanvas(canvasRef.current, innerW, innerH);
    if (!ctx) return;
    series.forEach((s, i) => {
      const color = s.color ?? profile.series[i % profile.series.length];
      drawSeries(ctx, s, x, y, color, profile);
    });
    ctx.restore();
  }, [series, x, y, innerW, innerH, profile]);

  const empty = series.every((s) => (s.length ?? s.t.length) === 0);

  return (
    <div className="ts-chart" ref={wrapRef} style={{ height }}>
      <canvas
        ref={canvasRef}
        className="ts-chart__canvas"
        style={{ left: margin.left, top: margin.top, width: innerW, height: innerH }}
        aria-hidden="true"
      />
      <svg className="ts-chart__svg" width={width} height={height} role="img" aria-label={props.ariaLabel}>
        <g transform={`translate(${margin.left},${margin.top})`}>
          <g ref={gridRef} />
          <g ref={xAxisRef} transform={`translate(0,${innerH})`} />
          <g ref={yAxisRef} />
          <text
            x={innerW / 2}
            y={innerH + fs * 2.7}
            textAnchor="middle"
            fill={profile.text}
            style={{ fontSize: fs, fontFamily: profile.fontFamily }}
          >
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

/** Nice tick values in display units, mapped back to data units (e.g. whole KiB). */
function tickValuesScaled(domain: readonly [number, number], count: number, scale: number): number[] {
  return scaleLinear()
    .domain([domain[0] / scale, domain[1] / scale])
    .ticks(count)
    .map((v) => v * scale);
}
