// What a chart needs from the colour/size profile (normal or projector). The values live in
// src/app/theme.ts; charts only read them, so lessons can pass any profile they like.
export interface ChartProfile {
  /** Font size of tick labels and axis titles, CSS px. */
  fontSize: number;
  fontFamily: string;
  lineWidth: number;
  pointRadius: number;
  axisWidth: number;
  text: string;
  axis: string;
  grid: string;
  background: string;
  /** Colours for successive series. */
  series: readonly string[];
}
