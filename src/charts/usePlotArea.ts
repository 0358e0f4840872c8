// The frame every x-y chart shares: margins that grow with the type (so tick labels never clip
// in projector mode), linear scales over the plot area, D3 axes and the horizontal grid styled
// from the profile, and the dense series drawn on a canvas under them. TimeSeriesChart and the
// views' own charts (e.g. Bufferbloat's BloatChart) use it and add their annotations in SVG.
import { useEffect, useMemo, useRef } from 'react';
import { axisBottom, axisLeft, scaleLinear, select } from 'd3';
import { styleAxesAndGrid } from './axes';
import { preparePlotCanvas } from './canvas';
import { drawSeries, type SeriesSpec } from './draw';
import type { ChartProfile } from './profile';
import { tickFormatter } from './ticks';
import { useElementWidth } from './useElementWidth';

export interface PlotAreaOptions {
  series: readonly SeriesSpec[];
  xDomain: readonly [number, number];
  yDomain: readonly [number, number];
  profile: ChartProfile;
  /** Language used for tick numbers. */
  lang: string;
  /** Height in CSS px (the width follows the container). */
  height: number;
  /** Divide y tick values by this (e.g. 1024 to label bytes in KiB). */
  yTickScale?: number;
  /** Label y ticks as percentages of 1 (a CDF). */
  yPercent?: boolean;
}

export function usePlotArea(o: PlotAreaOptions) {
  const { series, xDomain, yDomain, profile, lang, height, yTickScale = 1, yPercent = false } = o;
  const wrapRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const xAxisRef = useRef<SVGGElement>(null);
  const yAxisRef = useRef<SVGGElement>(null);
  const gridRef = useRef<SVGGElement>(null);
  const width = useElementWidth(wrapRef);

  const fs = profile.fontSize;
  // Percent ticks ("100 %") are wider than most: the y title moves left so it clears them.
  const margin = { top: Math.round(fs * 0.8), right: Math.round(fs * 1.5), bottom: Math.round(fs * 3.2), left: Math.round(fs * (yPercent ? 5.8 : 4.6)) };
  const innerW = Math.max(10, width - margin.left - margin.right);
  const innerH = Math.max(10, height - margin.top - margin.bottom);
  const xTicks = Math.max(2, Math.min(10, Math.floor(innerW / (fs * 6))));
  const yTicks = Math.max(2, Math.min(8, Math.floor(innerH / (fs * 2.8))));

  const x = useMemo(() => scaleLinear().domain(xDomain).range([0, innerW]), [xDomain, innerW]);
  const y = useMemo(() => scaleLinear().domain(yDomain).range([innerH, 0]), [yDomain, innerH]);

  useEffect(() => {
    if (!xAxisRef.current || !yAxisRef.current || !gridRef.current) return;
    const fx = tickFormatter([xDomain[0], xDomain[1]], xTicks, lang);
    // Percent ticks are formatted as 0..100; scaled ticks in display units.
    const fy = yPercent ? tickFormatter([yDomain[0] * 100, yDomain[1] * 100], yTicks, lang) : tickFormatter([yDomain[0], yDomain[1]], yTicks, lang, yTickScale);
    const yTickValues = yTickScale === 1 ? y.ticks(yTicks) : tickValuesScaled(yDomain, yTicks, yTickScale);
    select(xAxisRef.current).call(axisBottom(x).ticks(xTicks).tickFormat((v) => fx(Number(v))).tickSizeOuter(0));
    select(yAxisRef.current).call(
      axisLeft(y)
        .tickValues(yTickValues)
        .tickFormat((v) => (yPercent ? `${fy(Number(v) * 100)} %` : fy(Number(v))))
        .tickSizeOuter(0),
    );
    styleAxesAndGrid([xAxisRef.current, yAxisRef.current], gridRef.current, yTickValues, y, innerW, profile, fs);
  }, [x, y, xDomain, yDomain, xTicks, yTicks, lang, profile, fs, innerW, yTickScale, yPercent]);

  useEffect(() => {
    const ctx = preparePlotCanvas(canvasRef.current, innerW, innerH);
    if (!ctx) return;
    series.forEach((s, i) => drawSeries(ctx, s, x, y, s.color ?? profile.series[i % profile.series.length], profile));
    ctx.restore();
  }, [series, x, y, innerW, innerH, profile]);

  const empty = series.every((s) => (s.length ?? s.t.length) === 0);
  // Refs and layout apart: the layout is read while rendering, the refs only handed to elements.
  return { refs: { wrapRef, canvasRef, xAxisRef, yAxisRef, gridRef }, layout: { width, height, margin, innerW, innerH, x, y, fs, empty } };
}

export type PlotArea = ReturnType<typeof usePlotArea>;
export type PlotRefs = PlotArea['refs'];
export type PlotLayout = PlotArea['layout'];

/** Nice tick values in display units, mapped back to data units (e.g. whole KiB). */
function tickValuesScaled(domain: readonly [number, number], count: number, scale: number): number[] {
  return scaleLinear()
    .domain([domain[0] / scale, domain[1] / scale])
    .ticks(count)
    .map((v) => v * scale);
}
