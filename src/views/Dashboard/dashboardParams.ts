// What the dashboard's address says (pure, tested in Node): the run (?scenario= base64url, else
// ?preset=, else the course's bufferbloat preset), its speed, and which panels to show in which
// order (?panels=sawtooth,queue,…). Unknown panel names are dropped and reported, never a crash.
import { PANEL_NAMES, type PanelName } from '../../panels/types';
import { decodeScenarioParam, SCENARIO_PARAM } from '../shared/scenarioParam';

/** A Reno flow and a ping from s2 over the lab's 250 KiB buffer: every default panel has data. */
export const DASHBOARD_DEFAULT_PRESET = 'lab-bloat-250-reno';
export const DASHBOARD_DEFAULT_PANELS: readonly PanelName[] = ['sawtooth', 'queue', 'bdp-pipe', 'ping-rtt', 'phase-tcp', 'state-machine'];
export const DASHBOARD_SPEEDS = [0.5, 1, 2, 4, 8] as const;
const MAX_PANELS = 9;

export type DashboardSource =
  | { kind: 'preset'; name: string }
  | { kind: 'scenario'; scenario: Record<string, unknown>; raw: string }
  | { kind: 'bad-scenario'; problem: 'size' | 'encoding' | 'json' | 'shape' };

export interface DashboardParams {
  source: DashboardSource;
  speed: number;
  panels: readonly PanelName[];
  /** Names in ?panels= that are no panel (shown in a note). */
  unknownPanels: readonly string[];
}

function isPanelName(s: string): s is PanelName {
  return (PANEL_NAMES as readonly string[]).includes(s);
}

export function parseDashboardParams(search: string): DashboardParams {
  const q = new URLSearchParams(search);
  const raw = q.get(SCENARIO_PARAM);
  let source: DashboardSource;
  if (raw !== null && raw !== '') {
    const d = decodeScenarioParam(raw);
    source = d.ok ? { kind: 'scenario', scenario: d.scenario, raw } : { kind: 'bad-scenario', problem: d.problem };
  } else {
    const preset = q.get('preset');
    source = { kind: 'preset', name: preset && /^[a-z0-9-]{1,64}$/.test(preset) ? preset : DASHBOARD_DEFAULT_PRESET };
  }
  const sp = Number(q.get('speed'));
  const speed = q.has('speed') && Number.isFinite(sp) && sp > 0 && sp <= 100 ? sp : 1;
  const listed = (q.get('panels') ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
  const panels: PanelName[] = [];
  const unknownPanels: string[] = [];
  for (const name of listed) {
    if (!isPanelName(name)) unknownPanels.push(name);
    else if (!panels.includes(name) && panels.length < MAX_PANELS) panels.push(name);
  }
  return { source, speed, panels: panels.length > 0 ? panels : DASHBOARD_DEFAULT_PANELS, unknownPanels };
}

/** The parameters a copied link carries besides the source already in the address. */
export function dashboardLinkParams(p: { panels: readonly string[]; speed: number }): Record<string, string> {
  return { panels: p.panels.join(','), speed: String(p.speed) };
}

/** Columns and rows of the grid for a number of panels on a screen of this width (one column on a phone). */
export function dashboardGrid(count: number, width: number): { columns: number; rows: number } {
  const columns = width < 900 ? 1 : count <= 4 ? 2 : 3;
  return { columns, rows: Math.max(1, Math.ceil(count / columns)) };
}
