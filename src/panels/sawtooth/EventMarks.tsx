// The events on the cwnd panel: loss events as filled triangles (click one for the CUBIC curve
// from there) and window reductions on ECN marks as hollow diamonds (no packet was lost, so they
// start no CUBIC curve). Pure SVG from props, inside the top panel's coordinates.
import type { ScaleLinear } from 'd3';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';

export interface LossMark {
  /** The trace (run and flow) it belongs to. */
  trace: number;
  index: number;
  t: number;
  cwnd: number;
  color: string;
  selected: boolean;
}

/** A window reduction on ECN marks (the flow's `ecn_events`). */
export interface EcnMark {
  trace: number;
  t: number;
  cwnd: number;
  color: string;
}

interface Props {
  losses: readonly LossMark[];
  ecn: readonly EcnMark[];
  x: ScaleLinear<number, number>;
  y: ScaleLinear<number, number>;
  domain: readonly [number, number];
  cwndUpper: number;
  panelHeight: number;
  fontSize: number;
  background: string;
  lang: string;
  onPickLoss(trace: number, index: number): void;
}

export function EventMarks(p: Props) {
  const { t } = useTranslation();
  const mark = p.fontSize * 0.55;
  const inside = (tt: number) => tt >= p.domain[0] && tt <= p.domain[1];
  // The mark sits on the window it points at, kept inside the panel.
  const yAt = (cwnd: number) => Math.max(mark, p.y(Math.min(cwnd, p.cwndUpper)) - mark * 0.4);
  // DCTCP reduces a little every round trip: marks closer than one mark apart would merge into a
  // chain, so one is drawn per mark width and run (data-count keeps the number of reductions).
  const lastX = new Map<number, number>();
  const ecnShown = p.ecn.filter((e) => {
    if (!inside(e.t)) return false;
    const px = p.x(e.t);
    const prev = lastX.get(e.trace);
    if (prev !== undefined && px - prev < mark * 1.6) return false;
    lastX.set(e.trace, px);
    return true;
  });
  return (
    <>
      <g data-testid="saw-ecn-marks" data-count={p.ecn.length} data-drawn={ecnShown.length}>
        {ecnShown.map((e, i) => {
          const cx = p.x(e.t);
          const cy = yAt(Number.isFinite(e.cwnd) ? e.cwnd : 0) - mark;
          return (
            <g key={`${e.trace}:${i}`} className="saw-ecn">
              <path
                d={`M${cx},${cy - mark}L${cx + mark * 0.8},${cy}L${cx},${cy + mark}L${cx - mark * 0.8},${cy}Z`}
                fill={p.background}
                stroke={e.color}
                strokeWidth={2}
              />
            </g>
          );
        })}
      </g>
      <g data-testid="saw-loss-marks" data-count={p.losses.length} pointerEvents="auto">
        {p.losses.filter((l) => inside(l.t)).map((l) => {
          const cx = p.x(l.t);
          const cy = yAt(l.cwnd);
          return (
            <g
              key={`${l.trace}:${l.index}`}
              className="saw-loss"
              role="button"
              tabIndex={0}
              aria-pressed={l.selected}
              aria-label={t('panels.sawtooth.chart.lossAria', { time: `${formatNumber(l.t, p.lang, { digits: 2 })} s`, cwnd: formatNumber(l.cwnd, p.lang, { digits: 0 }) })}
              onClick={() => p.onPickLoss(l.trace, l.index)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  e.stopPropagation();
                  p.onPickLoss(l.trace, l.index);
                }
              }}
            >
              <line x1={cx} x2={cx} y1={cy} y2={p.panelHeight} stroke={l.color} strokeWidth={1} strokeDasharray="2 3" opacity={0.7} />
              <path
                d={`M${cx - mark},${cy - mark * 1.6}L${cx + mark},${cy - mark * 1.6}L${cx},${cy}Z`}
                fill={l.selected ? '#111' : l.color}
                stroke={p.background}
                strokeWidth={1.5}
              />
            </g>
          );
        })}
      </g>
    </>
  );
}
