// Styling shared by the charts' SVG axes: stroke, type and the horizontal grid at the y ticks,
// all from the chart profile (so projector mode thickens and enlarges them in one place).
import { select, type ScaleLinear } from 'd3';
import type { ChartProfile } from './profile';

export function styleAxesAndGrid(
  axes: readonly (SVGGElement | null)[],
  grid: SVGGElement | null,
  yTickValues: readonly number[],
  y: ScaleLinear<number, number>,
  innerW: number,
  profile: ChartProfile,
  fontSize: number,
): void {
  for (const g of axes) {
    if (!g) continue;
    const sel = select(g);
    sel.selectAll('path, line').attr('stroke', profile.axis).attr('stroke-width', profile.axisWidth);
    sel.selectAll('text').attr('fill', profile.text).style('font-size', `${fontSize}px`).style('font-family', profile.fontFamily);
  }
  if (!grid) return;
  select(grid)
    .selectAll('line')
    .data(yTickValues)
    .join('line')
    .attr('x1', 0)
    .attr('x2', innerW)
    .attr('y1', (d) => y(d))
    .attr('y2', (d) => y(d))
    .attr('stroke', profile.grid)
    .attr('stroke-width', 1);
}
