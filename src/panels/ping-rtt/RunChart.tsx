// An x-y chart of store runs: the frame of src/charts (usePlotArea + PlotFrame: scales, axes, grid)
// with the series painted on its canvas on animation frames while the runs stream (useRunFrames),
// so a batch costs a repaint, not a React render; React renders only when an axis must grow.
// Annotations in SVG: reference lines (horizontal), marks (vertical), a shaded band, and the shared
// time cursor, which the pointer sets while it is over the plot.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { preparePlotCanvas } from '../../charts/canvas';
import { drawSeries, type SeriesSpec } from '../../charts/draw';
import { PlotFrame } from '../../charts/PlotFrame';
import type { ChartProfile } from '../../charts/profile';
import { usePlotArea } from '../../charts/usePlotArea';
import { useSharedUppers } from '../../charts/useSharedScale';
import { useRunFrames } from '../useRunFrames';
import { markLabelY, placeLabels, type RefLine } from './refLines';
import './runChart.css';

export type { RefLine } from './refLines';

export interface ChartFrame {
  series: readonly SeriesSpec[];
  xDomain: readonly [number, number];
  yDomain: readonly [number, number];
}

export interface RunChartProps {
  runIds: readonly string[];
  /** What to draw now, read from the store (called on every frame in which a run has a new batch). */
  read(): ChartFrame;
  /** Told after each paint (e.g. to write the figure's data attributes). */
  onPainted?(frame: ChartFrame): void;
  profile: ChartProfile;
  lang: string;
  height: number;
  xLabel: string;
  /** The x title's short form, for a chart too narrow for `xLabel`. */
  xLabelShort?: string;
  yLabel: string;
  ariaLabel: string;
  /** Shown over the plot while no series has a point. */
  emptyMessage?: string;
  /** Label y ticks as percentages of 1 (a CDF). */
  yPercent?: boolean;
  /** Horizontal reference lines (e.g. base RTT + buffer x 8 / rate). */
  hLines?: readonly RefLine[];
  /** Vertical marks (e.g. when the bulk flow starts). */
  vLines?: readonly RefLine[];
  /** A shaded x interval (e.g. the loaded window). */
  band?: readonly [number, number] | null;
  /** The cursor's x (time), drawn as a vertical line; null for none. */
  cursor?: number | null;
  /** The pointer moved over the plot (x in data units) or left it (null). */
  onCursor?(x: number | null): void;
  /** In a comparison, the axes drawn on the same scale as the other column's (their keys, useSharedScale). */
  scaleKeys?: { x?: string; y?: string };
}

const NO_SERIES: readonly SeriesSpec[] = [];
const same = (a: readonly [number, number], b: readonly [number, number]) => a[0] === b[0] && a[1] === b[1];

export function RunChart(p: RunChartProps) {
  const { profile } = p;
  const readRef = useRef(p.read);
  const paintedRef = useRef(p.onPainted);
  useEffect(() => {
    readRef.current = p.read;
    paintedRef.current = p.onPainted;
  });
  const [axes, setAxes] = useState(() => {
    const f = p.read();
    return { x: f.xDomain, y: f.yDomain };
  });
  const [hasData, setHasData] = useState(false);
  const { refs, layout } = usePlotArea({ series: NO_SERIES, xDomain: axes.x, yDomain: axes.y, profile, lang: p.lang, height: p.height, yPercent: p.yPercent });
  const { margin, innerW, innerH, x, y, fs } = layout;
  const latest = useRef({ axes, hasData, layout, canvas: refs.canvasRef });
  useEffect(() => {
    latest.current = { axes, hasData, layout, canvas: refs.canvasRef };
  });

  const paint = (f: ChartFrame) => {
    const { layout: l, canvas } = latest.current;
    const ctx = preparePlotCanvas(canvas.current, l.innerW, l.innerH);
    if (!ctx) return;
    f.series.forEach((s, i) => drawSeries(ctx, s, l.x, l.y, s.color ?? profile.series[i % profile.series.length], profile));
    ctx.restore();
    paintedRef.current?.(f);
  };

  // A frame: paint at once, unless an axis or the empty message must change first (React redraws
  // them, and the effect below paints then): what is painted always matches the axes on screen.
  // Side by side, an axis reaches as far as the other column's chart needs (and it is told when that moves).
  const again = useRef(() => {});
  const widen = useSharedUppers(() => again.current());
  const keysRef = useRef(p.scaleKeys);
  useEffect(() => {
    keysRef.current = p.scaleKeys;
  });
  const frame = () => {
    const own = readRef.current();
    const k = keysRef.current;
    const f: ChartFrame = k
      ? {
          ...own,
          xDomain: k.x ? [own.xDomain[0], widen(k.x, own.xDomain[1])] : own.xDomain,
          yDomain: k.y ? [own.yDomain[0], widen(k.y, own.yDomain[1])] : own.yDomain,
        }
      : own;
    const has = f.series.some((s) => (s.length ?? s.t.length) > 0);
    const { axes: a, hasData: had } = latest.current;
    const moved = !same(a.x, f.xDomain) || !same(a.y, f.yDomain);
    if (moved) setAxes({ x: f.xDomain, y: f.yDomain });
    if (has !== had) setHasData(has);
    if (!moved && has === had) paint(f);
  };
  useRunFrames(p.runIds, frame);
  useEffect(() => {
    again.current = frame;
  });
  // After any render (new axes, size, profile, cursor), usePlotArea has cleared the canvas: paint again.
  useEffect(frame);

  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!p.onCursor) return;
    const r = e.currentTarget.getBoundingClientRect();
    const px = e.clientX - r.left - margin.left;
    const py = e.clientY - r.top - margin.top;
    p.onCursor(px >= 0 && px <= innerW && py >= 0 && py <= innerH ? x.invert(px) : null);
  };

  const inX = (v: number) => v >= axes.x[0] && v <= axes.x[1];
  const inY = (v: number) => v >= axes.y[0] && v <= axes.y[1];
  const labelStyle = { fontSize: fs * 0.85, fontFamily: profile.fontFamily };
  const dash = `${Math.round(fs * 0.5)} ${Math.round(fs * 0.35)}`;
  const band = p.band;
  const underlay = band ? (
    <div
      className="run-chart__band"
      data-export-rect=""
      aria-hidden="true"
      style={{
        left: margin.left + x(Math.max(band[0], axes.x[0])),
        top: margin.top,
        width: Math.max(0, x(Math.min(band[1], axes.x[1])) - x(Math.max(band[0], axes.x[0]))),
        height: innerH,
      }}
    />
  ) : null;
  const cursor = p.cursor ?? null;
  const hPlaced = placeLabels((p.hLines ?? []).filter((l) => inY(l.value)), y, innerW, fs);

  return (
    <div className="run-chart" onPointerMove={onMove} onPointerLeave={() => p.onCursor?.(null)}>
      <PlotFrame
        {...refs}
        layout={layout}
        xLabel={p.xLabel}
        xLabelShort={p.xLabelShort}
        yLabel={p.yLabel}
        ariaLabel={p.ariaLabel}
        emptyMessage={hasData ? undefined : p.emptyMessage}
        underlay={underlay}
        fontFamily={profile.fontFamily}
        textColor={profile.text}
      >
        {hPlaced.map(({ line: l, labelX }, i) => (
          <g key={`h${i}`} data-ref-line="h">
            <line x1={0} x2={innerW} y1={y(l.value)} y2={y(l.value)} stroke={l.color ?? profile.axis} strokeWidth={profile.axisWidth} strokeDasharray={dash} />
            <text x={labelX} y={y(l.value) - 4} textAnchor="start" fill={l.color ?? profile.text} style={labelStyle} className="run-chart__label">
              {l.label}
            </text>
          </g>
        ))}
        {(p.vLines ?? []).filter((l) => inX(l.value)).map((l, i) => (
          <g key={`v${i}`} data-ref-line="v">
            <line x1={x(l.value)} x2={x(l.value)} y1={0} y2={innerH} stroke={l.color ?? profile.text} strokeWidth={profile.axisWidth * 1.5} />
            <text x={x(l.value) + 5} y={markLabelY(x(l.value), l.label, hPlaced, y, innerH, fs)} fill={l.color ?? profile.text} style={{ ...labelStyle, fontWeight: 600 }} className="run-chart__label">
              {l.label}
            </text>
          </g>
        ))}
        {cursor !== null && inX(cursor) ? (
          <line data-cursor-line="" x1={x(cursor)} x2={x(cursor)} y1={0} y2={innerH} stroke={profile.text} strokeWidth={profile.axisWidth} strokeOpacity={0.6} />
        ) : null}
      </PlotFrame>
    </div>
  );
}
