// A heatmap of one figure over two axes: a diverging scale centred on 0 for differences
// (d3-scale-chromatic's RdBu: red where the first value is worse, blue where it is better), a
// sequential one (viridis) for plain values.
import { interpolateRdBu, interpolateViridis, rgb, scaleDiverging, scaleSequential } from 'd3';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProfile } from '../../charts/profile';
import { useElementWidth } from '../../charts/useElementWidth';
import { useLang } from '../../i18n/useLang';
import { formatAxisValue, formatFigure } from './format';
import { maxAbs, type Grid } from './slice';

interface Props {
  grid: Grid;
  diverging: boolean;
  profile: ChartProfile;
  xLabel: string;
  yLabel: string;
  caption: string;
  /** The caption under the figure (false: it is only the figure's accessible name). */
  showCaption?: boolean;
  /** Height of the whole figure (with its caption), CSS px: the rows shrink to fit it. */
  height?: number;
}

/** Black or white text, whichever reads better on the cell's colour. */
function textOn(color: string): string {
  const { r, g, b } = rgb(color); // the schemes give "rgb(...)" (RdBu) or "#rrggbb" (viridis)
  return 0.299 * r + 0.587 * g + 0.114 * b > 140 ? '#111' : '#fff';
}

export function SweepHeatmap({ grid, diverging, profile, xLabel, yLabel, caption, height, showCaption = true }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const ref = useRef<HTMLDivElement>(null);
  const width = useElementWidth(ref, 640);
  const fs = profile.fontSize;
  const left = fs * 5;
  const top = fs * 3;
  const legend = fs * 3.2;
  const nx = grid.xs.length;
  const ny = grid.ys.length;
  const cell = Math.max(fs * 2.6, Math.min(fs * 6, (width - left - 8) / nx));
  const fitRow = height !== undefined ? (height - top - legend - (showCaption ? fs * 3 : 0)) / ny : Infinity;
  const cellH = Math.max(fs * 1.3, Math.min(cell, fs * 2.8, fitRow));
  const w = left + cell * nx + 8;
  const h = top + cellH * ny + legend;
  const values = grid.cells.flat().filter((v): v is number => v !== null);
  const lo = values.length ? Math.min(...values) : 0;
  const hi = values.length ? Math.max(...values) : 1;
  const m = maxAbs(grid.cells);
  const color = diverging
    ? scaleDiverging(interpolateRdBu).domain([-m, 0, m])
    : scaleSequential(interpolateViridis).domain([lo, hi > lo ? hi : lo + 1]);
  const legendW = Math.min(cell * nx, fs * 18);
  const stops = Array.from({ length: 11 }, (_, i) => i / 10);
  const gradId = diverging ? 'sw-grad-div' : 'sw-grad-seq';
  const legendLo = diverging ? -m : lo;
  const legendHi = diverging ? m : hi;
  return (
    <figure className="sw-figure" ref={ref}>
      <svg
        data-testid="sweep-heatmap" data-cells={nx * ny} data-scale={diverging ? 'diverging' : 'sequential'}
        width={w} height={h} role="img" aria-label={caption} style={{ fontFamily: profile.fontFamily, fontSize: fs }}
      >
        <text x={left + (cell * nx) / 2} y={fs * 1.1} textAnchor="middle" fill={profile.text} fontWeight={600}>{xLabel}</text>
        <text x={fs * 0.2} y={top - fs * 0.4} fill={profile.text} fontWeight={600}>{yLabel}</text>
        {grid.xs.map((x, i) => (
          <text key={i} x={left + cell * (i + 0.5)} y={top - fs * 0.4} textAnchor="middle" fill={profile.text}>{formatAxisValue(x, lang)}</text>
        ))}
        {grid.ys.map((y, j) => (
          <text key={j} x={left - fs * 0.4} y={top + cellH * (j + 0.5)} textAnchor="end" dominantBaseline="central" fill={profile.text}>{formatAxisValue(y, lang)}</text>
        ))}
        {grid.cells.map((row, j) =>
          row.map((v, i) => {
            const fill = v === null ? profile.background : String(color(v));
            return (
              <g key={`${i}-${j}`} data-x={String(grid.xs[i])} data-y={String(grid.ys[j])} data-value={v === null ? '' : String(v)}>
                <rect x={left + cell * i} y={top + cellH * j} width={cell - 1} height={cellH - 1} fill={fill} stroke={profile.grid} strokeWidth={v === null ? 1 : 0}>
                  <title>{v === null ? t('views.sweep.missing') : formatFigure(v, lang)}</title>
                </rect>
                <text x={left + cell * (i + 0.5)} y={top + cellH * (j + 0.5)} textAnchor="middle" dominantBaseline="central" fill={v === null ? profile.text : textOn(fill)} fontSize={fs * 0.85}>
                  {formatFigure(v, lang)}
                </text>
              </g>
            );
          }),
        )}
        <defs>
          <linearGradient id={gradId}>
            {stops.map((s) => <stop key={s} offset={`${s * 100}%`} stopColor={String(color(legendLo + s * (legendHi - legendLo)))} />)}
          </linearGradient>
        </defs>
        <rect x={left} y={top + cellH * ny + fs * 0.6} width={legendW} height={fs * 0.8} fill={`url(#${gradId})`} />
        <text x={left} y={top + cellH * ny + fs * 2.6} fill={profile.text} fontSize={fs * 0.85}>{formatFigure(legendLo, lang)}</text>
        {diverging ? <text x={left + legendW / 2} y={top + cellH * ny + fs * 2.6} textAnchor="middle" fill={profile.text} fontSize={fs * 0.85}>0</text> : null}
        <text x={left + legendW} y={top + cellH * ny + fs * 2.6} textAnchor="end" fill={profile.text} fontSize={fs * 0.85}>{formatFigure(legendHi, lang)}</text>
      </svg>
      {showCaption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
