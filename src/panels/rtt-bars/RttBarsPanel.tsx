// The `rtt-bars` panel: the round-trip time of several runs side by side (the bar to the median of
// the sender's smoothed RTT, the whisker to its 95th percentile), with Ouroboros Tutorial 10's
// figures as marks (src/panels/bars/BarsPanel.tsx).
import { BarsPanel } from '../bars/BarsPanel';
import type { PanelProps } from '../types';

export function RttBarsPanel(props: PanelProps) {
  return <BarsPanel {...props} metric="rtt" />;
}
