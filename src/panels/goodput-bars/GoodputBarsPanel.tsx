// The `goodput-bars` panel: the goodput of several runs side by side, with Ouroboros Tutorial 10's
// figures as marks (src/panels/bars/BarsPanel.tsx).
import { BarsPanel } from '../bars/BarsPanel';
import type { PanelProps } from '../types';

export function GoodputBarsPanel(props: PanelProps) {
  return <BarsPanel {...props} metric="goodput" />;
}
