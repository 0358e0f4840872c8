// The (x1, x2) plane in SVG: axes to 1.2 C, the efficiency line, the fairness diagonal and their
// crossing, the trajectory drawn so far, and the draggable starting point. It draws the model's
// rows as given; the only thing it computes is where they go on screen.
import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhaseRow, PhaseRuleName } from '../../models/phasePlane';
import type { ChartProfile } from '../../charts/profile';
import { formatNumber } from '../../i18n/format';
import { PlaneSvgRoot, usePlaneLayout } from '../plane/PlaneFrame';
import { useLang } from '../../i18n/useLang';
import { nudge, snap, stepDirection, stepPath, svgPath, type MoveKind, type Point } from '../plane/geometry';

export interface EndMark {
  rule: PhaseRuleName;
  x1: number;
  x2: number;
}

interface Props {
  rule: PhaseRuleName;
  capacity: number;
  /** Rows of the trajectory (row 0 is the start); `shown` of its steps are drawn. */
  rows: readonly PhaseRow[];
  shown: number;
  /** How the chosen rule increases and decreases (straight 45-degree move or along a ray). */
  increase: MoveKind;
  decrease: MoveKind;
  profile: ChartProfile;
  /** Side of the figure in px. */
  size: number;
  /** End points of the "all rules" comparison, when shown. */
  endMarks?: readonly EndMark[];
  /** The starting point moved (dragged or nudged with the keyboard), in model units; without it the start is only drawn. */
  onStartChange?(start: [number, number]): void;
  /** Whether the latest segment is drawn with a short animation (off for reduced motion). */
  animateLatest: boolean;
  /** Length of the latest segment's drawing animation, ms. */
  stepMs: number;
}

export function PlaneSvg(props: Props) {
  const { rule, capacity, rows, shown, profile, size, endMarks, onStartChange } = props;
  const { t } = useTranslation();
  const lang = useLang();
  const uid = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const [dragging, setDragging] = useState(false);

  const fs = profile.fontSize;
  const layout = usePlaneLayout(capacity, size, profile);
  const { scale } = layout;
  const max = scale.max;

  const n1 = (v: number) => formatNumber(v, lang, { digits: 1 });
  const at = (p: Point) => scale.toScreen(p);
  const start = rows[0];
  const current = rows[Math.min(shown, rows.length - 1)];

  // The segments drawn so far, each a 45-degree move or a move along a ray from the origin.
  const segments = useMemo(() => {
    const out: { key: number; d: string; dir: 'increase' | 'decrease' }[] = [];
    for (let i = 1; i <= Math.min(shown, rows.length - 1); i++) {
      const from: Point = [rows[i - 1].x1, rows[i - 1].x2];
      const to: Point = [rows[i].x1, rows[i].x2];
      const dir = stepDirection(from, to);
      out.push({ key: i, d: svgPath(stepPath(from, to, dir === 'increase' ? props.increase : props.decrease), scale), dir });
    }
    return out;
  }, [rows, shown, scale, props.increase, props.decrease]);

  const colorUp = profile.series[0];
  const colorDown = profile.series[1];
  const rulesColors: Record<PhaseRuleName, string> = {
    aimd: profile.series[0],
    aiad: profile.series[1],
    mimd: profile.series[2],
    miad: profile.series[3],
  };

  // Pointer dragging of the starting point. The SVG is drawn 1:1 in CSS px, so a pointer's
  // offset from its top-left corner is a screen coordinate of the scale.
  const moveTo = (e: PointerEvent<SVGElement>) => {
    const r = svgRef.current?.getBoundingClientRect();
    if (!r) return;
    const [x1, x2] = scale.toModel(e.clientX - r.left, e.clientY - r.top);
    onStartChange?.([Math.min(max, snap(x1, capacity)), Math.min(max, snap(x2, capacity))]);
  };
  const onPointerDown = (e: PointerEvent<SVGGElement>) => {
    if (e.button !== 0 || !onStartChange) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    (e.currentTarget as SVGGElement).focus();
    setDragging(true);
  };
  const onPointerMove = (e: PointerEvent<SVGGElement>) => {
    if (dragging) moveTo(e);
  };
  const endDrag = (e: PointerEvent<SVGGElement>) => {
    if (!dragging) return;
    setDragging(false);
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
  };
  const onKeyDown = (e: KeyboardEvent<SVGGElement>) => {
    const big = e.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-big, 0],
      ArrowRight: [big, 0],
      ArrowDown: [0, -big],
      ArrowUp: [0, big],
    };
    const m = moves[e.key];
    if (!m) return;
    e.preventDefault();
    e.stopPropagation(); // the view's own arrow key (step) must not fire too
    onStartChange?.(nudge([start.x1, start.x2], m[0], m[1], capacity));
  };

  const textStyle = { fontSize: fs, fontFamily: profile.fontFamily, fill: profile.text };
  const smallText = { ...textStyle, fontSize: Math.round(fs * 0.92) };
  const halo = { stroke: profile.background, strokeWidth: Math.max(3, fs * 0.3), paintOrder: 'stroke' as const, strokeLinejoin: 'round' as const };
  const dot = profile.pointRadius * 1.3;
  const startDot = (
    <circle
      className="pp-start__dot"
      cx={at([start.x1, start.x2])[0]}
      cy={at([start.x1, start.x2])[1]}
      r={dot * 2.2}
      fill={profile.series[2]}
      stroke={profile.background}
      strokeWidth={2}
    />
  );

  return (
    <PlaneSvgRoot
      layout={layout}
      capacity={capacity}
      profile={profile}
      svgRef={svgRef}
      data={{ steps: segments.length }}
      title={t('panels.phaseModel.aria', {
        rule: t(`panels.plane.ruleNames.${rule}`),
        c: formatNumber(capacity, lang),
        n: segments.length,
        total: rows.length - 1,
        x1: n1(current.x1),
        x2: n1(current.x2),
      })}
      x1Label={t('panels.phaseModel.x1Axis')}
      x2Label={t('panels.phaseModel.x2Axis')}
      defs={
        <>
          <marker id={`${uid}-arrow-up`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" fill={colorUp} />
          </marker>
          <marker id={`${uid}-arrow-down`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" fill={colorDown} />
          </marker>
        </>
      }
    >
      {(clipId) => (
        <>
      {/* The trajectory so far */}
      <g aria-hidden="true" clipPath={`url(#${clipId})`}>
        {segments.map((s, i) => {
          const latest = i === segments.length - 1;
          return (
            <path
              key={s.key}
              d={s.d}
              fill="none"
              stroke={s.dir === 'increase' ? colorUp : colorDown}
              strokeWidth={profile.lineWidth}
              strokeLinejoin="round"
              markerEnd={`url(#${uid}-arrow-${s.dir === 'increase' ? 'up' : 'down'})`}
              pathLength={latest && props.animateLatest ? 1 : undefined}
              className={latest && props.animateLatest ? 'pp-seg pp-seg--new' : 'pp-seg'}
              style={latest && props.animateLatest ? { animationDuration: `${props.stepMs}ms` } : undefined}
            />
          );
        })}
        {rows.slice(1, shown + 1).map((r) => {
          const [px, py] = at([r.x1, r.x2]);
          return <circle key={r.step} cx={px} cy={py} r={dot * 0.75} fill={profile.text} />;
        })}
        {shown > 0 ? (
          <circle
            cx={at([current.x1, current.x2])[0]}
            cy={at([current.x1, current.x2])[1]}
            r={dot * 2}
            fill={profile.background}
            stroke={profile.text}
            strokeWidth={profile.axisWidth * 1.4}
            data-testid="phase-current"
          />
        ) : null}
      </g>

      {/* End points of every rule after 200 steps */}
      {endMarks ? (
        <g data-testid="phase-end-marks" aria-hidden="true">
          {endMarks.map((m, i) => {
            const [px, py] = at([m.x1, m.x2]);
            const s = fs * 0.5;
            return (
              <g key={m.rule} data-rule={m.rule}>
                <rect x={px - s} y={py - s} width={2 * s} height={2 * s} fill={rulesColors[m.rule]} stroke={profile.background} strokeWidth={1.5} transform={`rotate(45 ${px} ${py})`} />
                <text x={px + fs * 0.8} y={py + fs * 0.35 + (i % 2 === 1 ? fs * 0.9 : 0)} style={{ ...smallText, fill: rulesColors[m.rule], fontWeight: 700, ...halo }}>
                  {t(`panels.plane.ruleNames.${m.rule}`)}
                </text>
              </g>
            );
          })}
        </g>
      ) : null}

      {/* The starting point: drag it, or focus it and use the arrow keys (when the page lets it move) */}
      {onStartChange ? (
        <g
          className={`pp-start${dragging ? ' pp-start--dragging' : ''}`}
          data-testid="phase-start-handle"
          tabIndex={0}
          role="button"
          aria-roledescription={t('panels.phaseModel.legendStart')}
          aria-label={t('panels.phaseModel.startHandle', { x1: n1(start.x1), x2: n1(start.x2) })}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onKeyDown={onKeyDown}
        >
          <circle cx={at([start.x1, start.x2])[0]} cy={at([start.x1, start.x2])[1]} r={Math.max(14, fs * 1.2)} fill="transparent" />
          {startDot}
        </g>
      ) : (
        <g aria-hidden="true">{startDot}</g>
      )}
        </>
      )}
    </PlaneSvgRoot>
  );
}
