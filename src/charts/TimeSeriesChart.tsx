// A time-series chart: D3 scales and axes in SVG, the series on a canvas underneath (dense data).
// Pure: everything it shows comes from props; it keeps no state but its measured width.
// The frame (scales, axes, canvas) is usePlotArea + PlotFrame, shared with the views' charts.
import type { SeriesSpec } from './draw';
import type { ChartProfile } from './profile';
import { PlotFrame } from './PlotFrame';
import { usePlotArea } from './usePlotArea';

export interface TimeSeriesChartProps {
  series: readonly SeriesSpec[];
  xLabel: string;
  yLabel: string;
  xDomain: readonly [number, number];
  yDomain: readonly [number, number];
  profile: ChartProfile;
  /** Language used for tick numbers. */
  lang: string;
  /** Accessible description of the plot. */
  ariaLabel: string;
  /** Height in CSS px (the width follows the container). */
  height?: number;
  /** Divide y tick values by this (e.g. 1024 to label bytes in KiB). */
  yTickScale?: number;
  /** Shown over the plot area when no series has any point. */
  emptyMessage?: string;
}

export function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { profile } = props;
  const { refs, layout } = usePlotArea({ ...props, height: props.height ?? 220 });
  return (
    <PlotFrame
      {...refs}
      layout={layout}
      xLabel={props.xLabel}
      yLabel={props.yLabel}
      ariaLabel={props.ariaLabel}
      emptyMessage={props.emptyMessage}
      fontFamily={profile.fontFamily}
      textColor={profile.text}
    />
  );
}
