// The chart profile of the page (normal or projector): panels read it from the store, so a lesson
// widget and a view draw the same panel the same way.
import type { ChartProfile } from '../../charts/profile';
import { themeFor } from '../../app/theme';
import { useProjector } from '../../store';

export function useChartProfile(): ChartProfile {
  return themeFor(useProjector()).chart;
}
