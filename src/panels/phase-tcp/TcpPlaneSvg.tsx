// The (x1, x2) plane of two TCP flows: the same axes, efficiency line and fairness
// diagonal as the model's plane, with the trajectory of the two simulated flows' delivery rates
// drawn as a path that grows while the run streams, and the point at the cursor. It draws the
// points it is given.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartProfile } from '../../charts/profile';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { svgPath, type Point } from '../plane/geometry';
import { PlaneSvgRoot, usePlaneLayout } from '../plane/PlaneFrame';
import { thin, type PlanePoint } from './tcpTrajectory';

/** Most points drawn in one path (a 60 s run sampled every 40 ms has 1500). */
const MAX_DRAWN = 4000;
/** The latest points are drawn stronger than the older trail: about two seconds at 40 ms. */
const RECENT = 50;

interface Props {
  capacity: number;
  points: readonly PlanePoint[];
  /** Index of the first point after s2 started (marked), or -1. */
  joinIndex: number;
  profile: ChartProfile;
  size: number;
  /** Shown on the empty plane before a run. */
  emptyMessage?: string;
  /** The point marked as now (the cursor's), default the last. */
  currentIndex?: number;
}

export function TcpPlaneSvg({ capacity, points, joinIndex, profile, size, emptyMessage, currentIndex }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const layout = usePlaneLayout(capacity, size, profile);
  const { margin, side, scale } = layout;
  const fs = profile.fontSize;
  const at = (p: Point) => scale.toScreen(p);
  // Rates are clamped to the drawn plane (a delivery rate cannot pass C by much, but a burst may).
  const clampP = (p: PlanePoint): Point => [Math.min(scale.max, Math.max(0, p.x1)), Math.min(scale.max, Math.max(0, p.x2))];

  const { trail, recent } = useMemo(() => {
    const cut = Math.max(0, points.length - RECENT);
    const old = thin(points.slice(0, cut + 1), MAX_DRAWN).map(clampP);
    const last = points.slice(cut).map(clampP);
    return { trail: old.length > 1 ? svgPath(old, scale) : '', recent: last.length > 1 ? svgPath(last, scale) : '' };
    // clampP depends only on scale
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [points, scale]);

  const n1 = (v: number) => formatNumber(v, lang, { digits: 1 });
  const current = points.length > 0 ? points[Math.min(points.length - 1, Math.max(0, currentIndex ?? points.length - 1))] : null;
  const join = joinIndex >= 0 && joinIndex < points.length ? points[joinIndex] : null;
  const first = points.length > 0 ? points[0] : null;
  const color = profile.series[0];
  const textStyle = { fontSize: Math.round(fs * 0.92), fontFamily: profile.fontFamily, fill: profile.text };
  const halo = { stroke: profile.background, strokeWidth: Math.max(3, fs * 0.3), paintOrder: 'stroke' as const, strokeLinejoin: 'round' as const };
  const dot = profile.pointRadius * 1.3;

  return (
    <PlaneSvgRoot
      layout={layout}
      capacity={capacity}
      profile={profile}
      data={{ mode: 'tcp', 'tcp-points': points.length }}
      title={current
        ? t('panels.phaseTcp.aria', { c: n1(capacity), n: points.length, count: points.length, x1: n1(current.x1), x2: n1(current.x2) })
        : t('panels.phaseTcp.ariaEmpty', { c: n1(capacity) })}
      x1Label={t('panels.phaseTcp.x1Axis')}
      x2Label={t('panels.phaseTcp.x2Axis')}
    >
      {(clipId) => (
        <>
      <g aria-hidden="true" clipPath={`url(#${clipId})`}>
        {trail ? <path d={trail} fill="none" stroke={color} strokeOpacity={0.45} strokeWidth={Math.max(1.5, profile.lineWidth * 0.7)} strokeLinejoin="round" /> : null}
        {recent ? <path d={recent} fill="none" stroke={color} strokeWidth={profile.lineWidth * 1.2} strokeLinejoin="round" strokeLinecap="round" /> : null}
        {first ? <circle cx={at(clampP(first))[0]} cy={at(clampP(first))[1]} r={dot * 1.6} fill={profile.series[2]} stroke={profile.background} strokeWidth={2} /> : null}
        {join ? (
          <circle data-testid="phase-tcp-join" cx={at(clampP(join))[0]} cy={at(clampP(join))[1]} r={dot * 1.6} fill={profile.series[1]} stroke={profile.background} strokeWidth={2} />
        ) : null}
        {current ? (
          <circle
            data-testid="phase-tcp-current"
            cx={at(clampP(current))[0]}
            cy={at(clampP(current))[1]}
            r={dot * 2}
            fill={profile.background}
            stroke={profile.text}
            strokeWidth={profile.axisWidth * 1.4}
          />
        ) : null}
      </g>
      {join ? (
        <text
          aria-hidden="true"
          x={Math.min(at(clampP(join))[0], margin.left + side - fs * 0.5)}
          y={at(clampP(join))[1] - fs * 0.9}
          textAnchor="end"
          style={{ ...textStyle, fill: profile.series[1], fontWeight: 700, ...halo }}
        >
          {t('panels.phaseTcp.join')}
        </text>
      ) : null}
      {!current && emptyMessage ? (
        <text x={margin.left + side / 2} y={margin.top + side * 0.3} textAnchor="middle" style={{ ...textStyle, fontSize: fs, ...halo }}>
          {emptyMessage}
        </text>
      ) : null}
        </>
      )}
    </PlaneSvgRoot>
  );
}
