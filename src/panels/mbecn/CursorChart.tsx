// A time-series chart (the shared plot frame: axes, grid, series on a canvas) with the run's time
// cursor: moving the pointer over the plot sets it, leaving clears it, the arrow keys move it, and
// the cursor is drawn as a vertical line wherever it was set (by this chart or another panel).
import type { KeyboardEvent, PointerEvent } from 'react';
import { PlotFrame } from '../../charts/PlotFrame';
import type { TimeSeriesChartProps } from '../../charts/TimeSeriesChart';
import { usePlotArea } from '../../charts/usePlotArea';

/** TimeSeriesChart's props (it has no overlay to hold the cursor, so the frame is used here directly), plus the cursor. */
interface Props extends TimeSeriesChartProps {
  height: number;
  cursor: number | null;
  onCursor(tS: number | null): void;
  testId?: string;
}

export function CursorChart(p: Props) {
  const { refs, layout } = usePlotArea({ ...p });
  const { x, innerW, innerH } = layout;
  const [t0, t1] = p.xDomain;
  const fromPointer = (e: PointerEvent<SVGRectElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const px = Math.min(innerW, Math.max(0, e.clientX - box.left));
    p.onCursor(x.invert(px));
  };
  const onKey = (e: KeyboardEvent<SVGRectElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Escape') return;
    e.preventDefault();
    if (e.key === 'Escape') return p.onCursor(null);
    const step = (t1 - t0) / 50;
    const from = p.cursor ?? (e.key === 'ArrowRight' ? t0 : t1);
    p.onCursor(Math.min(t1, Math.max(t0, from + (e.key === 'ArrowRight' ? step : -step))));
  };
  const cx = p.cursor !== null && p.cursor >= t0 && p.cursor <= t1 ? x(p.cursor) : null;
  return (
    <div className="mbecn-chart" data-testid={p.testId} data-cursor={p.cursor === null ? '' : p.cursor.toFixed(3)}>
      <PlotFrame {...refs} interactive layout={layout} xLabel={p.xLabel} yLabel={p.yLabel} ariaLabel={p.ariaLabel} emptyMessage={p.emptyMessage} fontFamily={p.profile.fontFamily} textColor={p.profile.text}>
        {cx !== null ? <line className="mbecn-chart__cursor" x1={cx} x2={cx} y1={0} y2={innerH} stroke={p.profile.text} strokeWidth={p.profile.axisWidth} strokeDasharray="4 3" /> : null}
        <rect
          className="mbecn-chart__pointer"
          width={innerW}
          height={innerH}
          fill="transparent"
          tabIndex={0}
          // The arrows move the run's time cursor: a slider over the plot's time range (s).
          role="slider"
          aria-orientation="horizontal"
          aria-valuemin={Number(t0.toFixed(3))}
          aria-valuemax={Number(t1.toFixed(3))}
          aria-valuenow={Number((p.cursor ?? t0).toFixed(3))}
          aria-label={p.ariaLabel}
          onPointerMove={fromPointer}
          onPointerDown={fromPointer}
          onPointerLeave={() => p.onCursor(null)}
          onKeyDown={onKey}
          onBlur={() => p.onCursor(null)}
        />
      </PlotFrame>
    </div>
  );
}
