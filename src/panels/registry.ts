// Panels by name. Each panel file (src/panels/*/index.ts or src/panels/*Panel.tsx) exports `panel`,
// a PanelDef; the registry collects them, so adding a panel touches no shared file. A folder's
// index.ts is also its public entry (what views may import), so a folder of helpers has one
// without a `panel`.
import type { PanelDef, PanelName } from './types';

const modules = import.meta.glob<{ panel?: PanelDef }>(['./*Panel.tsx', '!./Panel.tsx', './*/index.ts'], { eager: true });

export const PANELS: Partial<Record<PanelName, PanelDef>> = {};
for (const { panel } of Object.values(modules)) {
  if (panel) PANELS[panel.name] = panel;
}

export function panelByName(name: string): PanelDef | undefined {
  return (PANELS as Record<string, PanelDef | undefined>)[name];
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
