// One figure against one axis, one line per value of a second axis. Numeric axes get a linear
// scale (a log scale when the values span more than two decades, like the SCE bandwidths).
import { scaleLinear, scaleLog, scalePoint } from 'd3';
import { useRef } from 'react';
import { fitAxisTitle } from '../../charts/axisTitle';
import type { ChartProfile } from '../../charts/profile';
import { useElementWidth } from '../../charts/useElementWidth';
import { useLang } from '../../i18n/useLang';
import { formatAxisValue, formatFigure } from './format';
import type { Grid } from './slice';

interface Props {
  grid: Grid;
  profile: ChartProfile;
  xLabel: string;
  /** The figure on the y axis (the sweep's selected figure), drawn as the y axis's title. */
  yLabel: string;
  seriesLabel: string | null;
  caption: string;
  /** The caption under the figure (false: it is only the figure's accessible name). */
  showCaption?: boolean;
  /** Height of the whole figure (with its caption), CSS px. */
  height?: number;
}

export function SweepLines({ grid, profile, xLabel, yLabel, seriesLabel, caption, height, showCaption = true }: Props) {
  const lang = useLang();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 640);
  const fs = profile.fontSize;
  const margin = { left: fs * 5.8, right: fs * 9, top: fs, bottom: fs * 3.4 };
  const w = Math.max(320, Math.min(width, 900));
  const h = Math.round(height !== undefined ? Math.max(fs * 9, height - (showCaption ? fs * 3 : 0)) : Math.max(fs * 16, w * 0.45));
  const numeric = grid.xs.every((x) => typeof x === 'number');
  const nums = grid.xs as number[];
  const positive = numeric && nums.every((x) => x > 0);
  const useLog = positive && nums.length > 2 && Math.max(...nums) / Math.min(...nums) > 100;
  const range: [number, number] = [margin.left, w - margin.right];
  const xPos: (i: number) => number = (() => {
    if (numeric && nums.length > 1) {
      const lo = Math.min(...nums);
      const hi = Math.max(...nums);
      const s = useLog ? scaleLog().domain([lo, hi]).range(range) : scaleLinear().domain([lo, hi]).range(range);
      return (i: number) => s(nums[i]);
    }
    const s = scalePoint<number>().domain(grid.xs.map((_, i) => i)).range(range).padding(0.5);
    return (i: number) => s(i) ?? range[0];
  })();
  const values = grid.cells.flat().filter((v): v is number => v !== null);
  const lo = Math.min(0, ...values);
  const hi = Math.max(...values, lo + 1e-9);
  const y = scaleLinear().domain([lo, hi]).nice().range([h - margin.bottom, margin.top]);
  const yTitle = fitAxisTitle([yLabel], h - margin.bottom - margin.top, fs);
  const ticks = y.ticks(Math.max(2, Math.min(5, Math.floor((h - margin.bottom - margin.top) / (fs * 2.2)))));
  // End labels, pushed apart vertically so that lines ending at the same value stay readable.
  const labelY = new Map<number, number>();
  const ends = grid.cells
    .map((row, j) => {
      let i = row.length - 1;
      while (i >= 0 && row[i] === null) i--;
      return i < 0 ? null : { j, x: xPos(i), y: y(row[i]!) };
    })
    .filter((e): e is { j: number; x: number; y: number } => e !== null)
    .sort((a, b) => a.y - b.y);
  let prev = -Infinity;
  for (const e of ends) {
    const at = Math.max(e.y, prev + fs * 1.25);
    labelY.set(e.j, at);
    prev = at;
  }
  return (
    <figure className="sw-figure" ref={ref}>
      <svg data-testid="sweep-lines" data-series={grid.ys.length} data-points={grid.xs.length} width={w} height={h} role="img" aria-label={caption} style={{ fontFamily: profile.fontFamily, fontSize: fs }}>
        {ticks.map((v) => (
          <g key={v}>
            <line x1={margin.left} x2={w - margin.right} y1={y(v)} y2={y(v)} stroke={profile.grid} />
            <text x={margin.left - fs * 0.4} y={y(v)} textAnchor="end" dominantBaseline="central" fill={profile.text}>{formatFigure(v, lang)}</text>
          </g>
        ))}
        <line x1={margin.left} x2={w - margin.right} y1={h - margin.bottom} y2={h - margin.bottom} stroke={profile.axis} strokeWidth={profile.axisWidth} />
        {grid.xs.map((x, i) => (
          <text key={i} x={xPos(i)} y={h - margin.bottom + fs * 1.2} textAnchor="middle" fill={profile.text}>{formatAxisValue(x, lang)}</text>
        ))}
        <text x={(margin.left + w - margin.right) / 2} y={h - fs * 0.4} textAnchor="middle" fill={profile.text} fontWeight={600}>{xLabel}</text>
        {yTitle ? (
          <text transform={`translate(${fs * 0.9},${(margin.top + h - margin.bottom) / 2}) rotate(-90)`} textAnchor="middle" dominantBaseline="central" fill={profile.text} fontWeight={600} style={{ fontSize: yTitle.size }} data-axis-title="y">
            {yTitle.text}
          </text>
        ) : null}
        {grid.cells.map((row, j) => {
          const color = profile.series[j % profile.series.length];
          const pts = row.map((v, i) => (v === null ? null : ([xPos(i), y(v)] as const)));
          const d = pts.reduce((acc, p, i) => (p === null ? acc : `${acc}${acc === '' || pts[i - 1] === null ? 'M' : 'L'}${p[0].toFixed(1)},${p[1].toFixed(1)}`), '');
          const last = [...pts].reverse().find((p) => p !== null);
          return (
            <g key={j} data-series-value={String(grid.ys[j])}>
              <path d={d} fill="none" stroke={color} strokeWidth={profile.lineWidth * 1.5} />
              {pts.map((p, i) => (p === null ? null : <circle key={i} cx={p[0]} cy={p[1]} r={profile.pointRadius + 1} fill={color} />))}
              {last && seriesLabel !== null ? (
                <text x={last[0] + fs * 0.6} y={labelY.get(j) ?? last[1]} dominantBaseline="central" fill={color} fontWeight={600}>
                  {`${seriesLabel} = ${formatAxisValue(grid.ys[j], lang)}`}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {showCaption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
