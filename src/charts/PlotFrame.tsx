// The markup of an x-y chart laid out by usePlotArea: the series canvas, the SVG with the grid,
// the chart's own annotations (children, in plot coordinates, over the grid and under the axes),
// the axes and their labels, and a message over an empty plot. `underlay` is HTML drawn under
// the canvas (e.g. a shaded band marked for figure export).
import type { ReactNode } from 'react';
import { fitAxisTitle, titleFloor } from './axisTitle';
import type { PlotLayout, PlotRefs } from './usePlotArea';
import './chart.css';

interface Props extends PlotRefs {
  layout: PlotLayout;
  xLabel: string;
  /** The x title's short form (the unit), for a plot too narrow for `xLabel`. */
  xLabelShort?: string;
  yLabel: string;
  ariaLabel: string;
  emptyMessage?: string;
  underlay?: ReactNode;
  children?: ReactNode;
  /** The children hold controls (a cursor slider, marks that are buttons): the SVG is then a named group, since an image's content is not reachable. */
  interactive?: boolean;
  fontFamily: string;
  textColor: string;
}

export function PlotFrame({ wrapRef, canvasRef, xAxisRef, yAxisRef, gridRef, layout: a, xLabel, xLabelShort, yLabel, ariaLabel, emptyMessage, underlay, children, fontFamily, textColor, interactive }: Props) {
  const { margin, innerW, innerH, fs } = a;
  // Each title, centred on its side of the plot, fits that side (smaller, then short), or is drawn at 70 %.
  const xTitle = fitAxisTitle([xLabel, xLabelShort], innerW + 2 * Math.min(margin.left, margin.right) * 0.8, fs) ?? { text: xLabelShort ?? xLabel, size: titleFloor(fs) };
  const yTitle = fitAxisTitle([yLabel], innerH + 2 * Math.min(margin.top, margin.bottom * 0.8), fs) ?? { text: yLabel, size: titleFloor(fs) };
  return (
    <div className="ts-chart" ref={wrapRef} style={{ height: a.height }} data-x-max={a.x.domain()[1]} data-y-max={a.y.domain()[1]}>
      {underlay}
      <canvas
        ref={canvasRef}
        className="ts-chart__canvas"
        style={{ left: margin.left, top: margin.top, width: innerW, height: innerH }}
        aria-hidden="true"
      />
      <svg className="ts-chart__svg" width={a.width} height={a.height} role={interactive ? 'group' : 'img'} aria-label={ariaLabel}>
        <g transform={`translate(${margin.left},${margin.top})`}>
          <g ref={gridRef} />
          {children}
          <g ref={xAxisRef} transform={`translate(0,${innerH})`} />
          <g ref={yAxisRef} />
          <text x={innerW / 2} y={innerH + fs * 2.7} textAnchor="middle" fill={textColor} style={{ fontSize: xTitle.size, fontFamily }} data-axis-title="x">
            {xTitle.text}
          </text>
          <text
            transform={`translate(${-margin.left + fs * 1.1},${innerH / 2}) rotate(-90)`}
            textAnchor="middle"
            fill={textColor}
            style={{ fontSize: yTitle.size, fontFamily }}
            data-axis-title="y"
          >
            {yTitle.text}
          </text>
        </g>
      </svg>
      {a.empty && emptyMessage ? (
        <p className="ts-chart__empty" style={{ left: margin.left, top: margin.top, width: innerW, height: innerH }}>
          {emptyMessage}
        </p>
      ) : null}
    </div>
  );
}
