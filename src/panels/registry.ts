// Panels by name: a light declaration of each (its title, what its runs need) and its code, which
// is its own chunk fetched the first time a page draws it (src/panels/Panel.tsx), as views are
// (src/views/registry.ts): a chapter with a sawtooth does not download the FRCT log. Each panel's
// folder has a panel.ts exporting `panel`, a PanelDef with the component (apart from its index.ts,
// the helpers views may import, so a view's import does not pull the panel's code); a test checks
// each declaration here matches it (src/panels/registry.test.ts).
import type { ComponentType } from 'react';
import type { PanelDef, PanelName, PanelProps } from './types';

/** What a page may know of a panel without loading it. */
export type PanelInfo = Omit<PanelDef, 'component'>;

const INFOS: readonly PanelInfo[] = [
  { name: 'sawtooth', titleKey: 'panels.sawtooth.title' },
  { name: 'queue', titleKey: 'panels.queue.title' },
  { name: 'bdp-pipe', titleKey: 'panels.bdpPipe.title', needs: { packets: true } },
  { name: 'bdp-charts', titleKey: 'panels.bdpCharts.title' },
  { name: 'phase-tcp', titleKey: 'panels.phaseTcp.title' },
  { name: 'phase-model', titleKey: 'panels.phaseModel.title', runless: true },
  { name: 'ping-rtt', titleKey: 'panels.pingRtt.title' },
  { name: 'ping-cdf', titleKey: 'panels.pingCdf.title.loaded' },
  { name: 'summary', titleKey: 'panels.summary.title' },
  { name: 'ss', titleKey: 'panels.ss.title' },
  { name: 'frct-counters', titleKey: 'panels.frctCounters.title' },
  { name: 'mbecn', titleKey: 'panels.mbecn.title' },
  { name: 'frct-log', titleKey: 'panels.frctLog.title', needs: { frctLog: true } },
  { name: 'goodput-bars', titleKey: 'panels.bars.goodputTitleBare' },
  { name: 'rtt-bars', titleKey: 'panels.bars.rttTitleBare' },
  { name: 'state-machine', titleKey: 'panels.stateMachine.title' },
  { name: 'fair-goodput', titleKey: 'panels.fair.goodput.title' },
  { name: 'fair-shares', titleKey: 'panels.fair.shares.title' },
  { name: 'fair-rtt-ratio', titleKey: 'panels.fair.ratio.title' },
];

export const PANELS: Readonly<Partial<Record<PanelName, PanelInfo>>> = Object.fromEntries(INFOS.map((p) => [p.name, p]));

// Each panel's folder entry, not loaded until asked for (one chunk each).
const modules = import.meta.glob<{ panel?: PanelDef }>('./*/panel.ts');

export function panelByName(name: string): PanelInfo | undefined {
  return (PANELS as Record<string, PanelInfo | undefined>)[name];
}

/** The panel's full definition (its component), fetched on first use. */
export async function loadPanel(name: PanelName): Promise<PanelDef> {
  const load = modules[`./${name}/panel.ts`];
  const def = load ? (await load()).panel : undefined;
  if (!def) throw new Error(`panel ${name} has no src/panels/${name}/panel.ts exporting \`panel\``);
  return def;
}

/** The component of a declared panel, fetched on first use. */
export function loadPanelComponent(name: PanelName): Promise<ComponentType<PanelProps>> {
  return loadPanel(name).then((d) => d.component);
}

/** The start options a set of panels needs (e.g. the pipe needs packet snapshots). */
export function needsOf(names: readonly string[]): { packets: boolean; frctLog: boolean } {
  let packets = false;
  let frctLog = false;
  for (const n of names) {
    const d = panelByName(n);
    packets ||= Boolean(d?.needs?.packets);
    frctLog ||= Boolean(d?.needs?.frctLog);
  }
  return { packets, frctLog };
}
