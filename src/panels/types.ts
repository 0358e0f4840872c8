// The panel contract: a panel draws one aspect of one or more runs of the store and owns none.
// Pages (views, lesson widgets, the dashboard, a presenter display) compose panels by name.
import type { ComponentType } from 'react';

export const PANEL_NAMES = [
  'sawtooth', 'queue', 'bdp-pipe', 'bdp-charts', 'phase-tcp', 'phase-model', 'ping-rtt', 'ping-cdf',
  'summary', 'ss', 'frct-counters', 'mbecn', 'frct-log', 'goodput-bars', 'rtt-bars', 'state-machine',
  'fair-goodput', 'fair-shares', 'fair-rtt-ratio',
] as const;
export type PanelName = (typeof PANEL_NAMES)[number];

export interface PanelProps {
  /** The runs to draw (one, or several for overlays and comparisons). May be empty: draw the empty frame. */
  runIds: readonly string[];
  /** Height of the figure in CSS pixels (the page decides; a lesson widget is smaller). */
  height?: number;
  /** Fewer labels and controls, for a widget between paragraphs. */
  compact?: boolean;
  /** Panel-specific display options (e.g. which series, reference lines, a flow id). */
  options?: Record<string, unknown>;
}

export interface PanelDef {
  name: PanelName;
  /** i18n key of the panel's title. */
  titleKey: string;
  component: ComponentType<PanelProps>;
  /** What a run must be started with for this panel to have data. */
  needs?: { packets?: boolean; frctLog?: boolean };
  /** A panel that draws a closed-form model needs no run at all. */
  runless?: boolean;
}
