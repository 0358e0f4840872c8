// Throughput or RTT against cwnd: the closed-form line (paper model) under the simulated points.
// The title and the legend have a line each above the plot, and the reference lines' labels are
// stacked one under the other, so that none covers another ("BDP 165" next to "BDP + buffer 334").
import { line, scaleLinear } from 'd3';
import { useMemo } from 'react';
import { fitAxisTitle, titleFloor } from '../../charts/axisTitle';
import type { ChartProfile } from '../../charts/profile';
import { tickFormatter } from '../../charts/ticks';
import { useSharedUpper } from '../../charts/useSharedScale';
import type { ModelPoint } from '../bdp-pipe/model';
import { fitText } from '../timePlots/TimePlots';

export interface SimPoint {
  cwnd: number;
  value: number;
}

interface Props {
  testId: string;
  /** The y axis's key in a comparison (both columns' charts on one scale). */
  scaleKey: string;
  /** Height in CSS px (default 16 lines of type). */
  height?: number;
  title: string;
  yLabel: string;
  xLabel: string;
  /** The x title's short form, for a narrow chart (a side-by-side column). */
  xLabelShort?: string;
  lang: string;
  profile: ChartProfile;
  width: number;
  curve: readonly ModelPoint[];
  pick: (p: ModelPoint) => number;
  points: readonly SimPoint[];
  xMax: number;
  current: number;
  refs: readonly { x: number; label: string }[];
  legendModel: string;
  legendSim: string;
}

export function CwndChart(props: Props) {
  const { profile: pr, width, curve, pick, points, xMax, current } = props;
  const fs = pr.fontSize;
  const asked = Math.round(props.height ?? fs * 16);
  // Above the plot: the title (with the legend beside it when there is room, else on a line of
  // its own), then the reference lines' labels, each on its own row when they would overlap.
  const approx = (text: string, size: number) => text.length * size * 0.56;
  // The legend's two entries, each after the other's text (a line, then a dot).
  const simX = fs * 1.9 + approx(props.legendModel, fs * 0.85) + fs * 1.1;
  const legendW = simX + fs * 0.7 + approx(props.legendSim, fs * 0.85);
  const legendInline = fs * 4 + approx(props.title, fs) + fs * 1.5 + legendW < width - fs;
  const left = fs * 4;
  const right = width - fs;
  const xAt = (v: number) => left + (Math.max(0, Math.min(v, xMax)) / xMax) * (right - left);
  const labelBox = (r: { x: number; label: string }) => {
    const px = xAt(r.x);
    const end = px > width * 0.75;
    const w = approx(r.label, fs * 0.85);
    return { px, end, a: end ? px - 3 - w : px + 3, b: end ? px - 3 : px + 3 + w };
  };
  const boxes = props.refs.map(labelBox);
  const rows = boxes.map((bx, i) => (boxes.slice(0, i).some((o) => o.a < bx.b + fs * 0.5 && bx.a < o.b + fs * 0.5) ? 1 : 0));
  const refRows = rows.length ? Math.max(...rows) + 1 : 0;
  const titleH = fs * (legendInline ? 1.6 : 2.9);
  const m = { top: titleH + refRows * fs * 1.05 + fs * 0.3, right: fs, bottom: fs * 3, left };
  // Never a plot squashed under its title and axis (or drawn upside down): two lines of type at least.
  const height = Math.max(asked, Math.round(m.top + m.bottom + fs * 2));
  const ownMax = useMemo(() => {
    let top = 0;
    for (const p of curve) top = Math.max(top, pick(p));
    for (const p of points) if (Number.isFinite(p.value)) top = Math.max(top, p.value);
    return top > 0 ? top * 1.12 : 1;
  }, [curve, pick, points]);
  const yMax = useSharedUpper(props.scaleKey, ownMax);
  const x = scaleLinear().domain([0, xMax]).range([m.left, width - m.right]);
  const y = scaleLinear().domain([0, yMax]).range([height - m.bottom, m.top]);
  const path = line<ModelPoint>().x((p) => x(p.cwnd)).y((p) => y(pick(p)))(curve as ModelPoint[]) ?? '';
  const xTickCount = Math.max(3, Math.min(8, Math.floor((width - m.left - m.right) / (fs * 3.2))));
  const fx = tickFormatter([0, xMax], xTickCount, props.lang);
  const plotH = height - m.bottom - m.top;
  const yTickCount = Math.max(2, Math.min(5, Math.floor(plotH / (fs * 1.6))));
  const fy = tickFormatter([0, yMax], yTickCount, props.lang);
  // The y axis's title fits the plot's height (smaller type on a short plot).
  const yLabelSize = fitText(props.yLabel, plotH + m.bottom * 0.5, fs);
  const xTitle = fitAxisTitle([props.xLabel, props.xLabelShort], width - m.left, fs) ?? { text: props.xLabelShort ?? props.xLabel, size: titleFloor(fs) };
  // The bold title, within the chart's width (a narrow chart: smaller type).
  const titleSize = Math.min(fs, (width - m.left - fs) / (props.title.length * 0.66));
  const currentModel = curve.length ? pick(curve.reduce((a, b) => (Math.abs(b.cwnd - current) < Math.abs(a.cwnd - current) ? b : a))) : 0;
  return (
    <figure className="bdp-chart">
      <svg
        data-testid={props.testId}
        data-points={points.length}
        data-x-max={xMax}
        data-y-max={yMax}
        width={width}
        height={height}
        role="img"
        aria-label={props.title}
        style={{ fontSize: fs, fontFamily: pr.fontFamily }}
      >
        <text x={m.left} y={fs * 1.2} fill={pr.text} fontWeight="bold" fontSize={titleSize}>{props.title}</text>
        {y.ticks(yTickCount).map((v) => (
          <g key={`y${v}`}>
            <line x1={m.left} x2={width - m.right} y1={y(v)} y2={y(v)} stroke={pr.grid} />
            <text x={m.left - fs * 0.4} y={y(v)} dy="0.35em" textAnchor="end" fill={pr.text}>{fy(v)}</text>
          </g>
        ))}
        {x.ticks(xTickCount).map((v) => (
          <text key={`x${v}`} x={x(v)} y={height - m.bottom + fs * 1.2} textAnchor="middle" fill={pr.text}>{fx(v)}</text>
        ))}
        <line data-axis="x" x1={m.left} x2={width - m.right} y1={height - m.bottom} y2={height - m.bottom} stroke={pr.axis} strokeWidth={pr.axisWidth} />
        <line data-axis="y" x1={m.left} x2={m.left} y1={m.top} y2={height - m.bottom} stroke={pr.axis} strokeWidth={pr.axisWidth} />
        {props.refs.map((r, i) => (
          <g key={r.label} data-ref={i}>
            <line x1={x(r.x)} x2={x(r.x)} y1={titleH + fs * 1.05 * rows[i] + fs * 0.1} y2={height - m.bottom} stroke={pr.axis} strokeDasharray="4 4" />
            <text x={boxes[i].end ? x(r.x) - 3 : x(r.x) + 3} textAnchor={boxes[i].end ? 'end' : 'start'} y={titleH + fs * 1.05 * (rows[i] + 1) - fs * 0.25} fill={pr.text} fontSize={fs * 0.85}>{r.label}</text>
          </g>
        ))}
        <path d={path} fill="none" stroke={pr.series[0]} strokeWidth={pr.lineWidth * 1.5} />
        {points.map((p) => (
          <circle key={p.cwnd} cx={x(p.cwnd)} cy={y(p.value)} r={pr.pointRadius * 1.6} fill={pr.series[1]} stroke={pr.background} strokeWidth={1} />
        ))}
        <line x1={x(current)} x2={x(current)} y1={m.top} y2={height - m.bottom} stroke={pr.series[2] ?? pr.text} strokeWidth={pr.lineWidth} />
        <circle cx={x(current)} cy={y(currentModel)} r={pr.pointRadius * 2} fill="none" stroke={pr.series[2] ?? pr.text} strokeWidth={2} />
        <text x={(m.left + width - m.right) / 2} y={height - fs * 0.4} textAnchor="middle" fill={pr.text} fontSize={xTitle.size}>{xTitle.text}</text>
        <text transform={`translate(${fs * 1.1},${(m.top + height - m.bottom) / 2}) rotate(-90)`} textAnchor="middle" fill={pr.text} fontSize={yLabelSize}>{props.yLabel}</text>
        <g transform={`translate(${legendInline ? right - legendW : Math.max(fs * 0.3, Math.min(m.left, width - legendW - fs * 0.3))},${legendInline ? fs * 1.2 : fs * 2.6})`} data-legend="">
          <line x1={0} x2={fs * 1.5} y1={-fs * 0.35} y2={-fs * 0.35} stroke={pr.series[0]} strokeWidth={pr.lineWidth * 1.5} />
          <text x={fs * 1.9} y={0} fill={pr.text} fontSize={fs * 0.85}>{props.legendModel}</text>
          <circle cx={simX} cy={-fs * 0.35} r={pr.pointRadius * 1.6} fill={pr.series[1]} />
          <text x={simX + fs * 0.7} y={0} fill={pr.text} fontSize={fs * 0.85}>{props.legendSim}</text>
        </g>
      </svg>
    </figure>
  );
}
