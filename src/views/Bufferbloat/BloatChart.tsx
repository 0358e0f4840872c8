// An x-y chart for this view: the frame of src/charts (usePlotArea + PlotFrame: scales, axes,
// the series on a canvas) plus the annotations the bufferbloat figures need: the flow's start,
// the loaded window, the closed-form queueing-delay bounds.
import { PlotFrame } from '../../charts/PlotFrame';
import type { TimeSeriesChartProps } from '../../charts/TimeSeriesChart';
import { usePlotArea } from '../../charts/usePlotArea';

export interface RefLine {
  value: number;
  label: string;
  color?: string;
}

export interface BloatChartProps extends Omit<TimeSeriesChartProps, 'height' | 'yTickScale'> {
  height: number;
  /** Vertical markers (e.g. the bulk flow's start). */
  vLines?: readonly RefLine[];
  /** Horizontal reference lines (e.g. base RTT + buffer x 8 / rate). */
  hLines?: readonly RefLine[];
  /** A shaded x interval (e.g. the loaded window). */
  band?: readonly [number, number];
  /** Format y ticks as percentages of 1 (a CDF). */
  yPercent?: boolean;
}

export function BloatChart(props: BloatChartProps) {
  const { profile, xDomain, yDomain, vLines = [], hLines = [], band } = props;
  const { refs, layout } = usePlotArea(props);
  const { margin, innerW, innerH, x, y, fs } = layout;
  const inX = (v: number) => v >= xDomain[0] && v <= xDomain[1];
  const inY = (v: number) => v >= yDomain[0] && v <= yDomain[1];
  const labelStyle = { fontSize: fs * 0.85, fontFamily: profile.fontFamily };
  const dash = `${Math.round(fs * 0.5)} ${Math.round(fs * 0.35)}`;
  const underlay = band ? (
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
  ) : null;

  return (
    <PlotFrame
      {...refs}
      layout={layout}
      xLabel={props.xLabel}
      yLabel={props.yLabel}
      ariaLabel={props.ariaLabel}
      emptyMessage={props.emptyMessage}
      underlay={underlay}
      fontFamily={profile.fontFamily}
      textColor={profile.text}
    >
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
    </PlotFrame>
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
