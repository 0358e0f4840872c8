// What both phase-plane panels share: the layout (margins, the square plot area, the scale and
// its ticks) and the backdrop (grid, axes to 1.2 C, the overload region, the efficiency line,
// the fairness diagonal and their crossing). It draws; it computes no network behaviour.
import { useId, useMemo, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { scaleLinear } from 'd3';
import type { ChartProfile } from '../../charts/profile';
import { tickFormatter } from '../../charts/ticks';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { planeScale, svgPath, type PlaneScale, type Point } from './geometry';

export interface PlaneLayout {
  margin: { top: number; right: number; bottom: number; left: number };
  side: number;
  width: number;
  height: number;
  scale: PlaneScale;
  ticks: { v: number; label: string }[];
}

export function usePlaneLayout(capacity: number, size: number, profile: ChartProfile): PlaneLayout {
  const lang = useLang();
  const fs = profile.fontSize;
  const margin = { top: Math.round(fs * 1.2), right: Math.round(fs * 1.2), bottom: Math.round(fs * 3.4), left: Math.round(fs * 4.2) };
  const side = Math.max(40, size - Math.max(margin.left + margin.right, margin.top + margin.bottom));
  const width = margin.left + side + margin.right;
  const height = margin.top + side + margin.bottom;
  const scale = useMemo(
    () => planeScale(capacity, { left: margin.left, top: margin.top, side }),
    [capacity, margin.left, margin.top, side],
  );
  const max = scale.max;
  const ticks = useMemo(() => {
    const count = Math.max(3, Math.min(7, Math.floor(side / (fs * 4.5))));
    const values = scaleLinear().domain([0, max]).ticks(count);
    const format = tickFormatter([0, max], count, lang);
    return values.map((v) => ({ v, label: format(v) }));
  }, [max, side, fs, lang]);
  return { margin, side, width, height, scale, ticks };
}

interface BackdropProps {
  layout: PlaneLayout;
  capacity: number;
  profile: ChartProfile;
  /** Id of a clipPath to the plot area (defined by the caller). */
  clipId: string;
  x1Label: string;
  x2Label: string;
}

/** Background, overload region, grid, axes, reference lines and their labels, in this order. */
export function PlaneBackdrop({ layout, capacity, profile, clipId, x1Label, x2Label }: BackdropProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { margin, side, scale, ticks } = layout;
  const max = scale.max;
  const fs = profile.fontSize;
  const at = (p: Point) => scale.toScreen(p);
  const colorDown = profile.series[1];
  const [ox, oy] = at([0, 0]);
  const [ex, ey] = at([max, max]);
  const crossing = at([capacity / 2, capacity / 2]);
  const [effAx, effAy] = at([0, capacity]);
  const [effBx, effBy] = at([capacity, 0]);
  const overload = svgPath([[0, capacity], [0, max], [max, max], [max, 0], [capacity, 0]], scale) + ' Z';
  const textStyle = { fontSize: fs, fontFamily: profile.fontFamily, fill: profile.text };
  const smallText = { ...textStyle, fontSize: Math.round(fs * 0.92) };
  const halo = { stroke: profile.background, strokeWidth: Math.max(3, fs * 0.3), paintOrder: 'stroke' as const, strokeLinejoin: 'round' as const };
  // Right of the crossing, with the point's coordinates or without; where neither fits, centred
  // under the crossing.
  const full = t('panels.plane.optimum', { x: formatNumber(capacity / 2, lang, { maxDigits: 2 }) });
  const short = t('panels.plane.optimumShort');
  const widthOf = (text: string) => text.length * smallText.fontSize * 0.6;
  const rightRoom = layout.width - 4 - (crossing[0] + fs * 0.9);
  const optimum = widthOf(full) <= rightRoom || (widthOf(short) > rightRoom && widthOf(full) <= layout.width - margin.left - 4) ? full : short;
  const optimumW = widthOf(optimum);
  const optimumAt = optimumW <= rightRoom
    ? { x: crossing[0] + fs * 0.9, y: crossing[1] + fs * 0.35 }
    : { x: Math.max(margin.left + optimumW / 2, Math.min(layout.width - 4 - optimumW / 2, crossing[0])), y: crossing[1] + fs * 1.9, textAnchor: 'middle' as const };
  // The efficiency line's label runs from near the x1 axis towards the crossing: on a small plane
  // the long one would reach the optimum's label, so only the equation is written.
  const towardCrossing = Math.hypot(effBx - crossing[0], effBy - crossing[1]);
  const efficiency = widthOf(t('panels.plane.efficiency')) < 0.7 * towardCrossing ? t('panels.plane.efficiency') : t('panels.plane.efficiencyShort');

  return (
    <>
      <rect x={margin.left} y={margin.top} width={side} height={side} fill={profile.background} />
      <path d={overload} fill={colorDown} fillOpacity={0.07} aria-hidden="true" />

      {/* Grid and axes */}
      <g aria-hidden="true">
        {ticks.map(({ v }) => {
          const [gx] = at([v, 0]);
          const [, gy] = at([0, v]);
          return (
            <g key={v}>
              <line x1={gx} x2={gx} y1={margin.top} y2={margin.top + side} stroke={profile.grid} strokeWidth={1} />
              <line x1={margin.left} x2={margin.left + side} y1={gy} y2={gy} stroke={profile.grid} strokeWidth={1} />
            </g>
          );
        })}
        <line x1={ox} y1={oy} x2={margin.left + side} y2={oy} stroke={profile.axis} strokeWidth={profile.axisWidth} />
        <line x1={ox} y1={oy} x2={ox} y2={margin.top} stroke={profile.axis} strokeWidth={profile.axisWidth} />
        {ticks.map(({ v, label }) => {
          const [tx] = at([v, 0]);
          const [, ty] = at([0, v]);
          return (
            <g key={`t${v}`}>
              <line x1={tx} x2={tx} y1={oy} y2={oy + fs * 0.4} stroke={profile.axis} strokeWidth={profile.axisWidth} />
              <text x={tx} y={oy + fs * 1.45} textAnchor="middle" style={textStyle}>{label}</text>
              <line x1={ox - fs * 0.4} x2={ox} y1={ty} y2={ty} stroke={profile.axis} strokeWidth={profile.axisWidth} />
              <text x={ox - fs * 0.6} y={ty} dy="0.35em" textAnchor="end" style={textStyle}>{label}</text>
            </g>
          );
        })}
        <text x={margin.left + side / 2} y={oy + fs * 2.9} textAnchor="middle" style={{ ...textStyle, fontWeight: 600 }}>
          {x1Label}
        </text>
        <text
          transform={`translate(${ox - fs * 3.3} ${margin.top + side / 2}) rotate(-90)`}
          textAnchor="middle"
          style={{ ...textStyle, fontWeight: 600 }}
        >
          {x2Label}
        </text>
      </g>

      {/* Reference lines: efficiency, fairness, and where they cross */}
      <g aria-hidden="true" clipPath={`url(#${clipId})`}>
        <line x1={effAx} y1={effAy} x2={effBx} y2={effBy} stroke={profile.text} strokeWidth={profile.lineWidth} />
        <line x1={ox} y1={oy} x2={ex} y2={ey} stroke={profile.text} strokeWidth={profile.lineWidth} strokeDasharray={`${fs * 0.6} ${fs * 0.4}`} />
      </g>
      <g aria-hidden="true">
        <text
          transform={`translate(${at([capacity * 0.94, capacity * 0.06])[0]} ${at([capacity * 0.94, capacity * 0.06])[1]}) rotate(45)`}
          dy={fs * 1.15}
          textAnchor="end"
          style={{ ...smallText, fontWeight: 600, ...halo }}
          data-testid="phase-efficiency-label"
        >
          {efficiency}
        </text>
        <text
          transform={`translate(${at([max * 0.97, max * 0.97])[0]} ${at([max * 0.97, max * 0.97])[1]}) rotate(-45)`}
          dy={fs * 1.2}
          textAnchor="end"
          style={{ ...smallText, fontWeight: 600, ...halo }}
        >
          {t('panels.plane.fairness')}
        </text>
        <text x={margin.left + fs * 0.5} y={margin.top + fs * 1.3} style={{ ...smallText, fill: colorDown, ...halo }}>
          {t('panels.plane.overload')}
        </text>
        <circle cx={crossing[0]} cy={crossing[1]} r={fs * 0.55} fill="none" stroke={profile.text} strokeWidth={profile.axisWidth * 1.2} />
        <circle cx={crossing[0]} cy={crossing[1]} r={fs * 0.15} fill={profile.text} />
        <text {...optimumAt} style={{ ...smallText, fontWeight: 600, ...halo }} data-testid="phase-optimum-label">
          {optimum}
        </text>
      </g>
    </>
  );
}

interface RootProps {
  layout: PlaneLayout;
  capacity: number;
  profile: ChartProfile;
  /** What the figure shows, for screen readers. */
  title: string;
  x1Label: string;
  x2Label: string;
  /** The figure's data attributes (data-steps, data-mode, ...). */
  data: Record<string, string | number>;
  svgRef?: Ref<SVGSVGElement>;
  /** More definitions (arrow heads). */
  defs?: ReactNode;
  /** What is drawn over the backdrop, told the id of the plot area's clip path. */
  children: (clipId: string) => ReactNode;
}

/** The plane's SVG: its title, the clip path of the plot area, the backdrop, then what a panel draws on it. */
export function PlaneSvgRoot({ layout, capacity, profile, title, x1Label, x2Label, data, svgRef, defs, children }: RootProps) {
  const uid = useId();
  const titleId = `${uid}-title`;
  const clipId = `${uid}-clip`;
  const { margin, side, width, height } = layout;
  const attrs = Object.fromEntries(Object.entries(data).map(([k, v]) => [`data-${k}`, v]));
  return (
    <svg ref={svgRef} className="pp-plane" data-testid="phase-svg" {...attrs} width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="group" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      <defs>
        <clipPath id={clipId}>
          <rect x={margin.left} y={margin.top} width={side} height={side} />
        </clipPath>
        {defs}
      </defs>
      <PlaneBackdrop layout={layout} capacity={capacity} profile={profile} clipId={clipId} x1Label={x1Label} x2Label={x2Label} />
      {children(clipId)}
    </svg>
  );
}
